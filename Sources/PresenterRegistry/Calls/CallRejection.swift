import SheetText
import ThemeKit

extension DiagnosticCode {
    /// A call or sheet file whose parameters cannot make a sheet.
    public static let invalidCall: DiagnosticCode = "invalid-call"
}

/// Why a call was rejected: the platform's "invalid parameter", with the reason and where it is.
public struct CallRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The call's dialect, when it could be told.
    public var dialect: CallDialect?
    /// Every problem found; at least one is an error. Located when the call came from a file.
    public var diagnostics: [Diagnostic]

    /// Creates a rejection.
    /// - Parameters:
    ///   - dialect: The call's dialect, when known.
    ///   - diagnostics: The problems; at least one an error.
    public init(dialect: CallDialect?, diagnostics: [Diagnostic]) {
        self.dialect = dialect
        self.diagnostics = diagnostics
    }

    /// The first error's message, such as `items: expected at least one item`: the answer's detail.
    public var reason: String {
        (diagnostics.first { $0.severity == .error } ?? diagnostics.first)?.message ?? "invalid parameter"
    }

    /// The answer the platform gives a rejected call, in `dialect` (or this rejection's dialect, else `my`).
    package func answer(in dialect: CallDialect? = nil) -> JSONValue {
        CallAnswer.rejected(reason).json(in: dialect ?? self.dialect ?? .my, itemCount: 0)
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
