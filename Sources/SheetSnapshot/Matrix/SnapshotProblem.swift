public import SheetText

/// An input the snapshot cannot be drawn from; any stops the run before a file is written.
public struct SnapshotProblem: Error, Sendable, Hashable {
    /// What cannot be used, for a person; untrusted parts are not yet made safe for a terminal.
    public var message: String
    /// Where, file:line:col, when the input has text.
    public var diagnostics: [Diagnostic]
    /// The texts the diagnostics point into.
    public var sources: [SourceText]

    /// Creates a problem.
    public init(_ message: String, diagnostics: [Diagnostic] = [], sources: [SourceText] = []) {
        self.message = message
        self.diagnostics = diagnostics
        self.sources = sources
    }

    public static func == (lhs: SnapshotProblem, rhs: SnapshotProblem) -> Bool {
        lhs.message == rhs.message && lhs.diagnostics == rhs.diagnostics
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(diagnostics)
    }
}
