import SheetText
import PresenterRegistry
import ThemeKit

extension LanguageServer {
    /// A text that cannot be formatted gets no edit: its diagnostics say why.
    mutating func formatting(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let (text, report) = try linted(params), report.kind == .theme else { return .array([]) }
        guard let formatted = try? ThemeFormatter.format(text.source), Array(formatted.utf8) != text.bytes else {
            return .array([])
        }
        let whole = text.range(ofBytes: 0..<text.bytes.count, encoding: encoding)
        return .array([.object(["range": whole.json, "newText": .string(formatted)])])
    }
}
