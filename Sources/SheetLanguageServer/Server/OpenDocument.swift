import SheetText
import PresenterRegistry
import ThemeKit

/// The lint is kept until the text changes, so the requests of one version share one lint.
struct OpenDocument {
    /// `nil` once it grew past the server's limit and is no longer followed.
    var text: TextDocument?
    let uri: String
    var version: Int
    var refusal: Refusal?

    enum Refusal: Equatable {
        case documentTooLarge(Int)
        case openDocumentsTooLarge(Int)
    }
    var cachedReport: InputLint.Report?

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = TextDocument(uri: uri, version: version, text: text)
    }

    mutating func report(configuration: LanguageServer.Configuration) -> InputLint.Report? {
        guard let text else { return nil }
        if let cachedReport { return cachedReport }
        let report = InputLint.lint(text.source, themes: configuration.themes, presenters: configuration.presenters)
        cachedReport = report
        return report
    }

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
                    range: .origin, severity: .error, code: .inputTooLarge, message: message, related: [])
            ]
        }
        guard let report = report(configuration: configuration) else { return [] }
        let conversion = DiagnosticConversion(document: text, report: report, encoding: encoding)
        return report.diagnostics.map { conversion.convert($0).json }
    }
}
