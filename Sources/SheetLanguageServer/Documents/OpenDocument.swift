import SheetText
import PresenterRegistry
import ThemeKit

/// A document the client has open: its text, and what linting its latest text found, kept until
/// the text changes so that colours, hovers and completions of one version share one lint.
struct OpenDocument {
    /// The text, or `nil` once it grew past the server's limit and is no longer followed.
    var text: TextDocument?
    /// The URI and version, which outlive ``text``.
    let uri: String
    var version: Int
    /// The size a document that grew too large reached.
    var oversizeBytes = 0
    /// The lint of the current text, once asked for.
    private var cachedReport: InputLint.Report?

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = TextDocument(uri: uri, version: version, text: text)
    }

    /// Forgets what was found in the old text.
    mutating func textChanged() { cachedReport = nil }

    /// The lint of the current text.
    mutating func report(configuration: LanguageServer.Configuration) -> InputLint.Report? {
        guard let text else { return nil }
        if let cachedReport { return cachedReport }
        let report = InputLint.lint(text.source, themes: configuration.themes, presenters: configuration.presenters)
        cachedReport = report
        return report
    }

    /// The protocol's diagnostics of the current text.
    mutating func diagnostics(configuration: LanguageServer.Configuration, encoding: PositionEncoding) -> [JSONValue] {
        guard let text else {
            let message =
                "the document is \(oversizeBytes) bytes, larger than the \(configuration.maxDocumentBytes) bytes "
                + "the language server follows; run 'sheetctl lint' on the file instead"
            return [
                DiagnosticConversion.json(
                    range: LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)),
                    severity: .error, code: .inputTooLarge, message: message, related: [])
            ]
        }
        guard let report = report(configuration: configuration) else { return [] }
        return DiagnosticConversion(document: text, report: report, encoding: encoding).convert()
    }
}
