import SheetText
import ThemeKit

package enum ServerCapabilities {
    package static func json(encoding: PositionEncoding) -> JSONValue {
        .object([
            "positionEncoding": .string(encoding.rawValue),
            // Open and close, and changes as ranges (2: incremental).
            "textDocumentSync": .object(["openClose": .bool(true), "change": .integer(2)]),
            "colorProvider": .bool(true),
            "hoverProvider": .bool(true),
            "completionProvider": .object(["triggerCharacters": .array([.string(":"), .string(" ")])]),
            "definitionProvider": .bool(true),
            "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            "renameProvider": .object(["prepareProvider": .bool(true)]),
            "referencesProvider": .bool(true),
            "documentLinkProvider": .object(["resolveProvider": .bool(false)]),
            "documentSymbolProvider": .bool(true),
            "workspaceSymbolProvider": .bool(true),
            "foldingRangeProvider": .bool(true),
            "semanticTokensProvider": .object([
                "legend": LanguageServer.semanticTokensLegend, "full": .bool(true), "range": .bool(true),
            ]),
            "workspace": .object([
                "workspaceFolders": .object(["supported": .bool(true), "changeNotifications": .bool(true)])
            ]),
            "inlayHintProvider": .bool(true),
            "documentFormattingProvider": .bool(true),
            "codeLensProvider": .object(["resolveProvider": .bool(false)]),
            "executeCommandProvider": .object(["commands": .array([.string(LanguageServer.previewCommand)])]),
        ])
    }
}
