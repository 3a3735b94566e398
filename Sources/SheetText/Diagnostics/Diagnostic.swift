/// One problem found in an input, with where it is and, where one helps, how to fix it. Loading
/// collects every problem at once, so APIs return `[Diagnostic]` rather than stopping at the first.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The input cannot be used.
        case error
        /// The input can be used, but probably not as meant.
        case warning
        /// Extra information attached to another diagnostic.
        case note
        private var rank: Int { [Severity.note, .warning, .error].firstIndex(of: self)! }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How bad the problem is.
    public var severity: Severity
    /// A stable identifier, printed in brackets after the message.
    public var code: DiagnosticCode
    /// What is wrong, in one sentence without a final full stop.
    public var message: String
    /// Where it is; `nil` only for problems of a whole input that has no text (an unreadable file).
    public var location: SourceLocation?
    /// How to fix it, when the tool can tell.
    public var hint: String?
    /// Places that explain this one (where a duplicated key is first defined); an editor links to them.
    package var related: [Related] = []

    package struct Related: Sendable, Hashable {
        /// What stands there, in a few words: "first defined here".
        package var message: String
        package var location: SourceLocation

        package init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - severity: How bad the problem is.
    ///   - code: A stable identifier.
    ///   - message: What is wrong.
    ///   - location: Where it is.
    ///   - hint: How to fix it.
    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation?, hint: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// Creates an error.
    public static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, hint: hint)
    }

    /// Creates a warning.
    public static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, hint: hint)
    }

    package func relating(_ message: String, at location: SourceLocation) -> Diagnostic {
        var copy = self
        copy.related.append(Related(message, at: location))
        return copy
    }

    /// The one-line form: `file:line:col: severity: message [code]`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(code.rawValue)]"
    }
}

extension Array where Element == Diagnostic {
    package var containsErrors: Bool { contains { $0.severity == .error } }

    /// Ordered by start, as a reader goes; those without a place, or at one place, keep their order.
    package var inSourceOrder: [Diagnostic] {
        enumerated().sorted { a, b in
            let (x, y) = (a.element.location?.start, b.element.location?.start)
            return x == y || x == nil || y == nil ? a.offset < b.offset : x! < y!
        }.map(\.element)
    }
}

/// An error that carries the diagnostics that made an operation fail.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// Every problem found; at least one is an error.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Creates the error from one diagnostic.
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
