import SheetText
import ThemeKit

extension LanguageServer {
    mutating func documentColors(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let (text, root) = try themeDocument(params) else { return .array([]) }
        return .array(
            ThemeColorOccurrence.all(in: root, document: text).map { occurrence in
                .object([
                    "range": text.range(ofBytes: occurrence.place.bytes, encoding: encoding).json,
                    "color": occurrence.color.lspJSON,
                ])
            })
    }

    /// A palette reference is offered two ways: change the entry, or write the colour in its place.
    mutating func colorPresentations(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let picked = params["color"].flatMap(ThemeColor.init(lsp:)) else {
            throw InvalidParams.missing("color of red, green, blue and alpha from 0 to 1")
        }
        let range = try Self.range(in: params)
        let encoding = self.encoding
        let occurrence = try themeDocument(params).flatMap { text, root in
            ThemeColorOccurrence.all(in: root, document: text).first {
                text.range(ofBytes: $0.place.bytes, encoding: encoding) == range
            }.map { (text, $0) }
        }
        guard let (text, occurrence) = occurrence else {
            let written = ColorForm.standard.write(picked)
            return .array([.object(["label": .string(written)])])
        }
        let edit = { (bytes: Range<Int>, newText: String) -> JSONValue in
            .object(["range": text.range(ofBytes: bytes, encoding: encoding).json, "newText": .string(newText)])
        }
        switch occurrence.kind {
        case .literal(let written):
            let form = ColorForm(of: written) ?? .standard
            let replacement = form.write(picked)
            return .array([
                .object(["label": .string(replacement), "textEdit": edit(occurrence.place.bytes, replacement)])
            ])
        case .reference(let name, let entry):
            let literal = (ColorForm(of: entry.text) ?? .standard).write(picked)
            // YAML reads an unquoted # as a comment.
            let replacement = occurrence.place.isQuoted ? literal : "\"\(literal)\""
            return .array([
                .object([
                    "label": .string("\(literal) (palette '\(name)')"),
                    "textEdit": edit(occurrence.place.bytes, name),
                    "additionalTextEdits": .array([edit(entry.bytes, literal)]),
                ]),
                .object(["label": .string(literal), "textEdit": edit(occurrence.place.bytes, replacement)]),
            ])
        }
    }

    mutating func themeDocument(_ params: JSONValue) throws(InvalidParams) -> (TextDocument, YAMLNode)? {
        guard let (text, report) = try linted(params), let root = report.themeRoot else { return nil }
        return (text, root)
    }
}
