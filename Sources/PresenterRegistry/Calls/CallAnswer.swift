import SheetText
import ThemeKit

/// What a call gets back, in the platform's own shapes.
///
/// | | `my`, `dd` | `jsbridge` | `wx`, `tt`, `qq`, `ks` | `swan`, `uni` |
/// | --- | --- | --- | --- | --- |
/// | chosen | `{"index":n}` | `{"index":n}` | `{"errMsg":"showActionSheet:ok","tapIndex":n}` | `{"tapIndex":n}` |
/// | dismissed | `{"index":-1}` | `{"index":count}` | `{"errMsg":"showActionSheet:fail cancel"}` | the same |
/// | rejected | `{"error":2,"errorMessage":"invalid parameter!","detail":"…"}` | the same | `{"errMsg":"showActionSheet:fail …"}` | the same |
/// | failed | `{"error":3,"errorMessage":"unknown error","detail":"…"}` | the same | `{"errMsg":"showActionSheet:fail …"}` | the same |
public enum CallAnswer: Sendable, Hashable {
    /// The user chose the item at this index of the call's items.
    case selected(Int)
    /// The user dismissed the sheet.
    case cancelled
    /// The call's parameters were invalid; the reason says which and why.
    case rejected(String)
    /// The sheet could not be shown (no terminal, a failing presenter); the reason says why.
    case failed(String)

    enum Shape {
        case alipay(cancelIsItemCount: Bool)
        case wechat(successHasErrMsg: Bool)
    }

    static func shape(of dialect: CallDialect) -> Shape {
        switch dialect {
        case .my, .dd: .alipay(cancelIsItemCount: false)
        case .jsbridge: .alipay(cancelIsItemCount: true)
        case .wx, .tt, .qq, .ks: .wechat(successHasErrMsg: true)
        case .swan, .uni: .wechat(successHasErrMsg: false)
        }
    }

    /// `itemCount`: `jsbridge` reports a cancel as that index.
    package func json(in dialect: CallDialect, itemCount: Int) -> JSONValue {
        switch (self, Self.shape(of: dialect)) {
        case (.selected(let index), .alipay): .object(["index": .integer(index)])
        case (.cancelled, .alipay(let cancelIsItemCount)):
            .object(["index": .integer(cancelIsItemCount ? itemCount : -1)])
        case (.rejected(let reason), .alipay):
            .object(["error": .integer(2), "errorMessage": .string("invalid parameter!"), "detail": .string(reason)])
        case (.failed(let reason), .alipay):
            .object(["error": .integer(3), "errorMessage": .string("unknown error"), "detail": .string(reason)])
        case (.selected(let index), .wechat(let successHasErrMsg)):
            successHasErrMsg
                ? .object(["errMsg": .string("showActionSheet:ok"), "tapIndex": .integer(index)])
                : .object(["tapIndex": .integer(index)])
        case (.cancelled, .wechat): .object(["errMsg": .string("showActionSheet:fail cancel")])
        case (.rejected(let reason), .wechat), (.failed(let reason), .wechat):
            .object(["errMsg": .string("showActionSheet:fail \(reason)")])
        }
    }

    /// The answer as one line of compact JSON, without a line break.
    /// - Parameters:
    ///   - dialect: The call's dialect.
    ///   - itemCount: How many items the call has (`jsbridge` reports a cancel as that index).
    public func text(in dialect: CallDialect, itemCount: Int) -> String {
        json(in: dialect, itemCount: itemCount).compactText
    }

    /// Whether the platform counts the answer as success (WeChat's dialects report a dismissal as a failure).
    public func isSuccess(in dialect: CallDialect) -> Bool {
        switch (self, Self.shape(of: dialect)) {
        case (.selected, _), (.cancelled, .alipay): true
        case (.cancelled, .wechat), (.rejected, _), (.failed, _): false
        }
    }
}
