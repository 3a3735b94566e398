import SheetSystem
import SheetText
import ThemeKit

extension LanguageServer {
    /// Its one argument is the theme document's URI.
    package static let previewCommand = "sheetctl.preview"

    /// A file that does not load gets only "preview" (its page then shows the diagnostics); one that
    /// is no `file:` URI gets no "preview", since the page reads from disk.
    mutating func codeLenses(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let (text, report) = try linted(params), let root = report.themeRoot,
            let name = root.mapping?.first(where: { $0.key.scalar?.text == "name" })
        else { return .array([]) }
        let range = text.range(of: name.key.location, encoding: encoding).json
        var lenses: [JSONValue] = []
        if let theme = report.theme {
            // A command with no id is shown and does nothing: the summary is to read.
            let summary = TextContrast.summary(of: theme, counterpart: report.counterpart)
            lenses.append(
                .object([
                    "range": range,
                    "command": .object(["title": .string(summary), "command": .string("")]),
                ]))
        }
        if configuration.previewSelection != nil, DocumentURI.path(of: text.uri) != nil {
            lenses.append(
                .object([
                    "range": range,
                    "command": .object([
                        "title": .string("preview"), "command": .string(Self.previewCommand),
                        "arguments": .array([.string(text.uri)]),
                    ]),
                ]))
        }
        return .array(lenses)
    }

    /// Writes the open text, saved or not, where `preview --serve` watches (again: ``writePreviewIfDue()``).
    mutating func executeCommand(id: JSONValue, _ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let command = params["command"]?.stringValue else { throw InvalidParams.missing("command") }
        guard command == Self.previewCommand else {
            throw InvalidParams("no command '\(VisibleText.sanitize(command))'; the server has \(Self.previewCommand)")
        }
        guard let uri = params["arguments"]?.arrayValue?.first?.stringValue, let path = DocumentURI.path(of: uri) else {
            throw InvalidParams("\(Self.previewCommand) takes the URI of a theme file as its argument")
        }
        guard let selection = configuration.previewSelection else {
            return JSONRPC.error(
                id: id, .requestFailed, "there is nowhere to tell a live page: neither XDG_CACHE_HOME nor HOME is set")
        }
        do throws(FileWriteError) {
            try selection.select(themePath: path, text: documents[uri]?.text?.bytes)
        } catch {
            previewing = nil
            return JSONRPC.error(id: id, .requestFailed, "cannot tell a live page to show the theme: \(error.message)")
        }
        previewing = uri
        return JSONRPC.result(id: id, .null)
    }
}
