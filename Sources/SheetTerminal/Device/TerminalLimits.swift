package enum TerminalLimits {
    /// The widths a command line or `COLUMNS` may ask for: no terminal is wider than 1000 cells.
    package static let widths: ClosedRange<Int> = 1...1000

    /// Seconds (about 31 years) for any longer timeout or NaN: a `Duration` traps past about 9.2e18
    /// seconds, poll's milliseconds past 9.2e15, so a host's `timeout: 1e16` must never reach either.
    package static let longestWait: Double = 1e9

    /// A timeout in seconds as a `Duration`, kept within ``longestWait`` (NaN waits that long).
    package static func wait(seconds: Double) -> Duration {
        .seconds(seconds.isNaN ? longestWait : min(max(seconds, 0), longestWait))
    }
}
