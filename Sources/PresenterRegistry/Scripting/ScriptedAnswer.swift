import SheetTerminal
import SheetText
import ThemeKit

/// An answer a test script gives a call instead of a person (`present --choose`, `--answers`).
package enum ScriptedAnswer: Sendable, Hashable {
    case index(Int)
    case label(String)
    case first
    case last
    case destructive
    case cancel
    case fail(String)
    case timeout

    package static let grammar = "N, label:TEXT, first, last, destructive, cancel, fail:REASON or timeout"

    /// An index is written as flags write whole numbers.
    package init?(_ text: String) {
        switch text {
        case "first": self = .first
        case "last": self = .last
        case "destructive": self = .destructive
        case "cancel": self = .cancel
        case "timeout": self = .timeout
        default:
            if text.hasPrefix("label:") {
                self = .label(String(text.dropFirst("label:".count)))
            } else if text.hasPrefix("fail:"), text.count > "fail:".count {
                self = .fail(String(text.dropFirst("fail:".count)))
            } else if let number = DecimalNumber(text, syntax: .wholeNumber), !number.isNegative {
                // No call has more items than an Int counts: one past it is outside every call.
                self = .index(number.integer(in: 0...Int.max) ?? Int.max)
            } else {
                return nil
            }
        }
    }

    package enum Outcome: Sendable, Equatable {
        case answer(CallAnswer)
        case timedOut(PresentationError)
    }

    /// - Returns: The outcome, or why the answer names nothing the sheet shows.
    package func outcome(for sheet: ResolvedSheet) -> Result<Outcome, AnswerMismatch> {
        let count = sheet.items.count
        func item(_ index: Int?, _ what: String) -> Result<Outcome, AnswerMismatch> {
            guard let index, (0..<count).contains(index) else { return .failure(AnswerMismatch(message: what)) }
            return .success(.answer(.selected(index)))
        }
        let range = "\(count) item\(count == 1 ? "" : "s") (0 to \(count - 1))"
        switch self {
        case .index(let index): return item(index, "\(index) is outside the call's \(range)")
        case .first: return item(0, "first: the call has no items")
        case .last: return item(count - 1, "last: the call has no items")
        case .destructive:
            return item(
                sheet.items.first(where: \.isDestructive)?.index, "destructive: the call has no destructive item")
        case .label(let text):
            return item(
                sheet.items.first { $0.text == text }?.index,
                "label:\(text) names no item of the call; it shows \(Self.listed(sheet.items.map(\.text)))")
        case .cancel: return .success(.answer(.cancelled))
        case .fail(let reason): return .success(.answer(.failed(reason)))
        case .timeout:
            return .success(.timedOut(PresentationError(.timedOut, "the sheet was not answered in time")))
        }
    }
}

extension ScriptedAnswer {
    /// Texts quoted for a message, the first few only: a call may hold many thousands.
    package static func listed(_ texts: [String], limit: Int = 8) -> String {
        let shown = texts.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return texts.count > limit ? shown + " and \(texts.count - limit) more" : shown
    }
}

package struct AnswerMismatch: Error, Sendable, Hashable {
    package var message: String
}
