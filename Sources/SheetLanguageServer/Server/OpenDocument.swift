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
    /// Why the text is not followed, once it is not.
    var refusal: Refusal?

    /// Why a text is not followed.
    enum Refusal: Equatable {
        /// The document reached this many bytes, past the limit of one document.
        case documentTooLarge(Int)
        /// The open documents would have reached this many bytes together, past their limit.
        case openDocumentsTooLarge(Int)
    }
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
                switch refusal {
                case .openDocumentsTooLarge(let total):
                    "the open documents would be \(total) bytes with this one, more than the "
                        + "\(configuration.maxOpenBytes) bytes the language server follows at once; close others, "
                        + "or run 'sheetctl lint' on the file instead"
                case .documentTooLarge(let size):
                    "the document is \(size) bytes, larger than the \(configuration.maxDocumentBytes) bytes "
                        + "the language server follows; run 'sheetctl lint' on the file instead"
                case nil: "the document is not followed"
                }
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
