import SheetText
import SheetSystem
import PresenterRegistry
import ThemeKit

/// A problem in an extended theme or the counterpart is shown where the document names it.
struct DiagnosticConversion {
    let document: TextDocument
    let report: InputLint.Report
    let encoding: PositionEncoding
    /// Found once, not once per diagnostic: a file of many keys may have as many diagnostics.
    private let extendsRange: LSPRange?
    private let counterpartRange: LSPRange?

    init(document: TextDocument, report: InputLint.Report, encoding: PositionEncoding) {
        self.document = document
        self.report = report
        self.encoding = encoding
        func range(ofKey key: String) -> LSPRange? {
            report.themeRoot?.mapping?.first { $0.key.scalar?.text == key }.map {
                document.range(of: $0.value.location, encoding: encoding)
            }
        }
        extendsRange = range(ofKey: "extends")
        counterpartRange = range(ofKey: "counterpart")
    }

    func convert(_ diagnostic: Diagnostic) -> (json: JSONValue, range: LSPRange) {
        // Messages quote the file's text: an editor in a terminal gets no control character from it.
        var message = VisibleText.sanitize(diagnostic.message)
        if let hint = diagnostic.hint { message += "\nhint: " + VisibleText.sanitize(hint) }
        var related = diagnostic.related.compactMap { relatedPlace($0.message, at: $0.location) }
        let range: LSPRange
        if let location = diagnostic.location, location.file == document.path {
            range = document.range(of: location, encoding: encoding)
        } else if let location = diagnostic.location {
            let fromCounterpart = report.counterpartFiles.contains(location.file)
            range = (fromCounterpart ? counterpartRange : extendsRange) ?? .origin
            message = "in \(VisibleText.sanitize(location.file)): " + message
            if let place = relatedPlace("the problem is here", at: location) { related.insert(place, at: 0) }
        } else {
            range = extendsRange ?? .origin
        }
        let json = Self.json(
            range: range, severity: diagnostic.severity, code: diagnostic.code, message: message, related: related)
        return (json, range)
    }

    /// `nil` for a file lint did not read.
    private func relatedPlace(_ message: String, at location: SourceLocation) -> JSONValue? {
        let range: LSPRange
        let uri: String
        if location.file == document.path {
            range = document.range(of: location, encoding: encoding)
            uri = document.uri
        } else if let source = report.sources.first(where: { $0.name == location.file }),
            let path = FileSystem.canonicalPath(location.file)
        {
            let other = TextDocument(uri: "", version: 0, text: String(decoding: source.bytes, as: UTF8.self))
            range = other.range(of: location, encoding: encoding)
            uri = DocumentURI.uri(ofPath: path)
        } else {
            return nil
        }
        return .object([
            "location": .object(["uri": .string(uri), "range": range.json]),
            "message": .string(VisibleText.sanitize(message)),
        ])
    }

    /// `message` is already safe to show.
    static func json(
        range: LSPRange, severity: Diagnostic.Severity, code: DiagnosticCode, message: String, related: [JSONValue]
    ) -> JSONValue {
        var object: JSONObject = [
            "range": range.json,
            "severity": .integer(severity == .error ? 1 : severity == .warning ? 2 : 3),
            "code": .string(code.rawValue),
            "source": .string("sheetctl"),
            "message": .string(message),
        ]
        if !related.isEmpty { object["relatedInformation"] = .array(related) }
        return .object(object)
    }
}
