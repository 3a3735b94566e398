import ThemeKit

/// What a call gets back, in the platform's own shapes.
///
/// | | `my` | `wx` |
/// | --- | --- | --- |
/// | chosen | `{"index":n}` | `{"tapIndex":n}` |
/// | dismissed | `{"index":-1}` | `{"errMsg":"showActionSheet:fail cancel"}` |
/// | rejected | `{"error":2,"errorMessage":"invalid parameter!","detail":"…"}` | `{"errMsg":"showActionSheet:fail …"}` |
/// | failed | `{"error":3,"errorMessage":"unknown error","detail":"…"}` | `{"errMsg":"showActionSheet:fail …"}` |
public enum CallAnswer: Sendable, Hashable {
    /// The user chose the item at this index of the call's items.
    case selected(Int)
    /// The user dismissed the sheet.
    case cancelled
    /// The call's parameters were invalid; the reason says which and why.
    case rejected(String)
    /// The sheet could not be shown (no terminal, a failing presenter); the reason says why.
    case failed(String)

    /// The answer as the dialect's JSON object.
    /// - Parameter dialect: The call's dialect.
    package func json(in dialect: CallDialect) -> JSONValue {
        switch (self, dialect) {
        case (.selected(let index), .my): .object(["index": .integer(index)])
        case (.selected(let index), .wx): .object(["tapIndex": .integer(index)])
        case (.cancelled, .my): .object(["index": .integer(-1)])
        case (.cancelled, .wx): .object(["errMsg": .string("showActionSheet:fail cancel")])
        case (.rejected(let reason), .my):
            .object(["error": .integer(2), "errorMessage": .string("invalid parameter!"), "detail": .string(reason)])
        case (.failed(let reason), .my):
            .object(["error": .integer(3), "errorMessage": .string("unknown error"), "detail": .string(reason)])
        case (.rejected(let reason), .wx), (.failed(let reason), .wx):
            .object(["errMsg": .string("showActionSheet:fail \(reason)")])
        }
    }

    /// The answer as one line of compact JSON, without a line break.
    /// - Parameter dialect: The call's dialect.
    public func text(in dialect: CallDialect) -> String { json(in: dialect).compactText }

    /// Whether the platform counts the answer as success (`wx` reports a dismissal as a failure).
    public func isSuccess(in dialect: CallDialect) -> Bool {
        switch self {
        case .selected: true
        case .cancelled: dialect == .my
        case .rejected, .failed: false
        }
    }
}
