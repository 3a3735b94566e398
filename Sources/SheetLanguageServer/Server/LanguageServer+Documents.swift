import SheetText
import PresenterRegistry
import ThemeKit

extension LanguageServer {
    mutating func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
            let text = item["text"]?.stringValue
        else { return }
        documents[uri] = nil
        // A text past the limits is refused before its index is built.
        let refused = refusal(size: text.utf8.count, of: uri)
        var document = OpenDocument(
            uri: uri, version: item["version"]?.integerValue ?? 0, text: refused == nil ? text : "")
        if refused != nil { document.text = nil }
        document.refusal = refused
        documents[uri] = document
        markStale(uri)
    }

    /// Consecutive range changes are applied together, in one pass over the text.
    mutating func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri],
            let changes = params["contentChanges"]?.arrayValue
        else { return }
        if let version = params["textDocument"]?["version"]?.integerValue { document.version = version }
        var ranges: [TextDocument.RangeChange] = []
        for change in changes {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = change["range"].flatMap(Self.range(_:)) {
                ranges.append(TextDocument.RangeChange(range: range, text: text))
                continue
            }
            applyRanges(&ranges, to: &document)
            document.refusal = refusal(size: text.utf8.count, of: uri)
            document.text =
                document.refusal == nil ? TextDocument(uri: uri, version: document.version, text: text) : nil
        }
        applyRanges(&ranges, to: &document)
        document.text?.version = document.version
        document.cachedReport = nil
        documents[uri] = document
        markStale(uri)
    }

    /// A text the changes would grow past a limit is no longer followed; only a whole text restores it.
    private func applyRanges(_ ranges: inout [TextDocument.RangeChange], to document: inout OpenDocument) {
        defer { ranges = [] }
        guard !ranges.isEmpty, var current = document.text else { return }
        // The one copy of the text is changed in place.
        document.text = nil
        let uri = document.uri
        if let refused = current.apply(ranges, encoding: encoding, admitting: { refusal(size: $0, of: uri) == nil }) {
            document.refusal = refusal(size: refused, of: uri)
        } else {
            document.text = current
        }
    }

    func refusal(size: Int, of uri: String) -> OpenDocument.Refusal? {
        if size > configuration.maxDocumentBytes { return .documentTooLarge(size) }
        var others = 0
        for (key, document) in documents where key != uri { others += document.text?.bytes.count ?? 0 }
        if others + size > configuration.maxOpenBytes { return .openDocumentsTooLarge(others + size) }
        return nil
    }

    mutating func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil else { return }
        documents[uri] = nil
        markStale(uri)
    }

    static func range(_ value: JSONValue) -> LSPRange? {
        guard let start = value["start"].flatMap(position), let end = value["end"].flatMap(position) else { return nil }
        return LSPRange(start: start, end: end)
    }

    static func position(_ value: JSONValue) -> LSPPosition? {
        guard let line = value["line"]?.integerValue, let character = value["character"]?.integerValue,
            line >= 0, character >= 0
        else { return nil }
        return LSPPosition(line: line, character: character)
    }

    mutating func linted(_ params: JSONValue) throws(InvalidParams) -> (text: TextDocument, report: InputLint.Report)? {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            throw InvalidParams.missing("textDocument.uri")
        }
        guard var document = documents[uri], let text = document.text,
            let report = document.report(configuration: configuration)
        else { return nil }
        documents[uri] = document
        return (text, report)
    }

    static func position(in params: JSONValue) throws(InvalidParams) -> LSPPosition {
        guard let position = params["position"].flatMap(position) else { throw InvalidParams.missing("position") }
        return position
    }

    static func range(in params: JSONValue) throws(InvalidParams) -> LSPRange {
        guard let range = params["range"].flatMap(Self.range(_:)) else { throw InvalidParams.missing("range") }
        return range
    }
}

extension LSPPosition {
    var json: JSONValue { .object(["line": .integer(line), "character": .integer(character)]) }
}

extension LSPRange {
    var json: JSONValue { .object(["start": start.json, "end": end.json]) }
}
