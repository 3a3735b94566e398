import SheetText
import PresenterRegistry
import ThemeKit

extension LanguageServer {
    /// `textDocument/formatting`: the theme in its canonical form (``ThemeFormatter``, as `sheetctl
    /// themes format` writes it), as one edit of the whole text; no edit when it is already so.
    ///
    /// A text that cannot be formatted (its YAML cannot be read) gets no edit: its diagnostics,
    /// published as for every change, say why. A routing file is not a theme and is left as it is.
    mutating func formatting(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let (text, report) = try linted(params), report.kind == .theme else { return .array([]) }
        guard let formatted = try? ThemeFormatter.format(text.source), Array(formatted.utf8) != text.bytes else {
            return .array([])
        }
        let whole = text.range(ofBytes: 0..<text.bytes.count, encoding: encoding)
        return .array([.object(["range": whole.json, "newText": .string(formatted)])])
    }
}
