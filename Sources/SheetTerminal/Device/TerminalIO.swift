/// What a read from a terminal gave.
package enum TerminalInput: Sendable, Hashable {
    /// Bytes the user typed.
    case bytes([UInt8])
    /// The input ended (the terminal hung up, or the pipe was closed).
    case endOfInput
    /// Nothing came within the time allowed.
    case timedOut
    /// The terminal changed size (SIGWINCH) while in raw mode.
    case resized
}

/// The terminal an interactive presenter talks to: `/dev/tty` in the tool, pipes in tests.
///
/// Presenters open one per presentation and never write the sheet to standard output, which
/// belongs to the result.
package protocol TerminalIO: AnyObject {
    /// Writes text as it is (the caller has sanitised any untrusted part).
    /// - Throws: ``PresentationError`` of kind `io` when the write fails.
    func write(_ text: String) throws(PresentationError)

    /// Waits for input.
    /// - Parameter timeout: The longest wait; `nil` waits until something happens.
    /// - Returns: The bytes read, or why there are none.
    /// - Throws: ``PresentationError`` of kind `io` when the read fails.
    func read(timeout: Duration?) throws(PresentationError) -> TerminalInput

    /// The terminal's width in columns, when it is a terminal.
    var columns: Int? { get }

    /// Whether both ends are a terminal, so it may be asked things (its background colour) that
    /// a pipe would only pass on as noise.
    var isTerminal: Bool { get }

    /// The terminal's height in rows, when it is a terminal.
    var rows: Int? { get }

    /// Puts the terminal in raw mode (no echo, no line editing, no signals from keys) until
    /// ``restore()``; restores it by itself if a terminating signal arrives first. Does nothing
    /// for an input that is not a terminal.
    /// - Throws: ``PresentationError`` of kind `io` when the terminal refuses.
    func enterRawMode() throws(PresentationError)

    /// Leaves raw mode, putting back the settings and signal handlers found; safe to call more than once.
    func restore()

    /// Sets what a terminating signal writes to the terminal before the process dies in raw mode
    /// (the presenter's own clean-up: erase the sheet, show the cursor).
    /// - Parameter text: Escape sequences, at most 256 bytes.
    func setExitSequence(_ text: String)
}

extension TerminalIO {
    /// Not a terminal, unless the conforming type says otherwise.
    package var isTerminal: Bool { false }
}

/// Opens the terminal a presenter draws on and reads keys from; presenters take one so tests can
/// hand them pipes or a pseudo-terminal.
package typealias TerminalOpener = @Sendable () throws(PresentationError) -> any TerminalIO

extension TerminalDevice {
    /// Opens the controlling terminal, `/dev/tty`: what presenters use unless told otherwise.
    package static let controlling: TerminalOpener = { () throws(PresentationError) -> any TerminalIO in
        try TerminalDevice.openControllingTerminal()
    }
}
