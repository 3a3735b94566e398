import SheetSystem

/// Why presenting or rendering did not produce an answer.
public struct PresentationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure, as a stable word.
    public var kind: Kind
    /// What happened, for a person.
    public var message: String

    /// A kind of failure: a closed list, so that whoever turns failures into exit codes or answers
    /// handles every kind: a new one is a compile error there, not a silent catch-all.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// There is no terminal to draw on, or the presenter cannot ask for a choice at all.
        case noTerminal = "no-terminal"
        /// The time allowed ran out.
        case timedOut = "timed-out"
        /// The user pressed Ctrl-C, or a signal ended the sheet.
        case interrupted
        /// An external presenter failed, hung or answered garbage.
        case plugin
        /// Reading or writing failed, or the input ended before an answer.
        case io
        /// The answer read back (from a JSON client, a plugin) is not one the presenter understands.
        case invalidAnswer = "invalid-answer"
        /// The width is too narrow to draw every row with its number, badge and destructive marker.
        case tooNarrow = "too-narrow"
    }

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// Makes a system call, its failure an `io` error: `cannot write to the terminal: …`.
    package static func io<T>(_ doing: String, _ call: () throws(Errno) -> T) throws(PresentationError) -> T {
        do throws(Errno) { return try call() } catch { throw Self(.io, "cannot \(doing): \(error.message)") }
    }

    /// The timeout: `no choice within 30 seconds`.
    package static func noChoice(within seconds: Double?) -> PresentationError {
        PresentationError(.timedOut, "no choice within \(seconds.map { "\($0)" } ?? "the time allowed") seconds")
    }
}
