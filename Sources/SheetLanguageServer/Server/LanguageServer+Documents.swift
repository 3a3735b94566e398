import SheetText
import PresenterRegistry
import ThemeKit

extension LanguageServer {
    /// `textDocument/didOpen`: follow the document from the text the client sent.
    mutating func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
            let text = item["text"]?.stringValue
        else { return }
        let version = item["version"]?.integerValue ?? 0
        documents[uri] = nil
        // A text past the limits is refused before its index is built.
        let refused = refusal(size: text.utf8.count, of: uri)
        var document = OpenDocument(uri: uri, version: version, text: refused == nil ? text : "")
        if let refused {
            document.text = nil
            document.refusal = refused
        }
        documents[uri] = document
        markStale(uri)
    }

    /// `textDocument/didChange`: apply the changes in order, the whole text or ranges; consecutive
    /// range changes are applied together, with one pass over the text whatever their order
    /// (``TextDocument/apply(_:encoding:admitting:)``).
    mutating func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri],
            let changes = params["contentChanges"]?.arrayValue
        else { return }
        if let version = params["textDocument"]?["version"]?.integerValue { document.version = version }
        var ranges: [TextDocument.RangeChange] = []
        for change in changes {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = change["range"].flatMap(Self.range) {
                ranges.append(TextDocument.RangeChange(range: range, text: text))
                continue
            }
            applyRanges(&ranges, to: &document)
            if let refusal = refusal(size: text.utf8.count, of: uri) {
                document.text = nil
                document.refusal = refusal
            } else {
                document.text = TextDocument(uri: uri, version: document.version, text: text)
            }
        }
        applyRanges(&ranges, to: &document)
        document.text?.version = document.version
        document.textChanged()
        documents[uri] = document
        markStale(uri)
    }

    /// Applies consecutive range changes together and empties them; a text they would grow past
    /// a limit is no longer followed. A change to a text no longer followed cannot be applied; only
    /// a whole text restores it.
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

    /// Why a text of `size` bytes for document `uri` is not to be followed: past the limit of one
    /// document, or past the limit of all open documents with the others' texts; `nil` when it is.
    func refusal(size: Int, of uri: String) -> OpenDocument.Refusal? {
        if size > configuration.maxDocumentBytes { return .documentTooLarge(size) }
        var others = 0
        for (key, document) in documents where key != uri { others += document.text?.bytes.count ?? 0 }
        if others + size > configuration.maxOpenBytes { return .openDocumentsTooLarge(others + size) }
        return nil
    }

    /// `textDocument/didClose`: forget the document, and clear its diagnostics.
    mutating func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, documents[uri] != nil else { return }
        documents[uri] = nil
        markStale(uri)
    }

    /// A protocol range from JSON, or `nil` when it is not one.
    static func range(_ value: JSONValue) -> LSPRange? {
        guard let start = value["start"].flatMap(position), let end = value["end"].flatMap(position) else {
            return nil
        }
        return LSPRange(start: start, end: end)
    }

    /// A protocol position from JSON, or `nil` when it is not one.
    static func position(_ value: JSONValue) -> LSPPosition? {
        guard let line = value["line"]?.integerValue, let character = value["character"]?.integerValue,
            line >= 0, character >= 0
        else { return nil }
        return LSPPosition(line: line, character: character)
    }

    /// The text of the open document a request names and its lint (kept for the next request);
    /// `nil` when the document is not open or not followed.
    /// - Throws: ``InvalidParams`` when the parameters name no document.
    mutating func linted(_ params: JSONValue) throws(InvalidParams) -> (text: TextDocument, report: InputLint.Report)? {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            throw InvalidParams("the parameters have no textDocument.uri")
        }
        guard var document = documents[uri], let text = document.text,
            let report = document.report(configuration: configuration)
        else { return nil }
        documents[uri] = document
        return (text, report)
    }

    /// The position a request gives.
    /// - Throws: ``InvalidParams`` when it gives none.
    static func position(in params: JSONValue) throws(InvalidParams) -> LSPPosition {
        guard let position = params["position"].flatMap(position) else {
            throw InvalidParams("the parameters have no position")
        }
        return position
    }
}

extension LSPPosition {
    var json: JSONValue { .object(["line": .integer(line), "character": .integer(character)]) }
}

extension LSPRange {
    var json: JSONValue { .object(["start": start.json, "end": end.json]) }
}
