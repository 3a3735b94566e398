package enum TerminalLimits {
    /// The widths a command line or `COLUMNS` may ask for: no terminal is wider than 1000 cells.
    package static let widths: ClosedRange<Int> = 1...1000

    /// The longest wait a presenter makes, in seconds (about 31 years): a longer timeout, or NaN,
    /// waits this long. Converting seconds to a `Duration` traps past about 9.2e18, and to poll's
    /// milliseconds past 9.2e15, so a host's `timeout: 1e16` must never reach either as it is.
    package static let longestWait: Double = 1e9

    /// A timeout in seconds as a `Duration`, kept within ``longestWait`` (NaN waits that long).
    package static func wait(seconds: Double) -> Duration {
        .seconds(seconds.isNaN ? longestWait : min(max(seconds, 0), longestWait))
    }
}
