package enum TerminalInput: Sendable, Hashable {
    case bytes([UInt8])
    /// The input ended (the terminal hung up, or the pipe was closed).
    case endOfInput
    case timedOut
    /// The terminal changed size (SIGWINCH) while in raw mode.
    case resized
}

/// Presenters take an opener so tests can hand them pipes or a pseudo-terminal.
package typealias TerminalOpener = @Sendable () throws(PresentationError) -> TerminalDevice

extension TerminalDevice {
    package static let controlling: TerminalOpener = { () throws(PresentationError) -> TerminalDevice in
        try TerminalDevice.openControllingTerminal()
    }
}
