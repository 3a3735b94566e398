import Foundation
import SheetSystem
import SheetText
import Testing
import ThemeKit

@testable import SheetLanguageServer

/// Document links, document symbols, folding ranges and semantic tokens of one open document.
@Suite struct LanguageServerOutlineTests {
    static let theme = """
        # A theme
        # in two lines of comment
        name: paper
        extends: base
        counterpart: ink
        palette:
          brand: "#0055AA"
        colors:
          cancel: brand
          item: "#80FFFFFF"
          title: "#333"
        cancel:
          label: Done

        """

    static func document(_ uri: String) -> String { #"{"textDocument":{"uri":"\#(uri)"}}"# }

    @Test func initializeAdvertisesEachFeature() {
        var client = LanguageServerTestClient()
        let capabilities = client.initialize()["capabilities"]
        #expect(capabilities?["renameProvider"]?["prepareProvider"] == .bool(true))
        for key in [
            "referencesProvider", "documentSymbolProvider", "workspaceSymbolProvider", "foldingRangeProvider",
        ] {
            #expect(capabilities?[key] == .bool(true), "\(key)")
        }
        #expect(capabilities?["documentLinkProvider"] != nil)
        let tokens = capabilities?["semanticTokensProvider"]
        #expect(tokens?["full"] == .bool(true) && tokens?["range"] == .bool(true))
        #expect(tokens?["legend"]?["tokenTypes"]?.arrayValue?.count == SemanticTokens.TokenType.allCases.count)
        #expect(capabilities?["workspace"]?["workspaceFolders"]?["changeNotifications"] == .bool(true))
    }

    @Test func documentLinksGoToTheThemesExtendsAndCounterpartName() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("base.yaml", "name: base\n")
        _ = try folder.write("ink.yaml", "name: ink\nappearance: dark\ncounterpart: paper\n")
        var client = LanguageServerTestClient(themePath: [folder.path])
        client.initialize()
        let uri = DocumentURI.uri(ofPath: folder.path + "/paper.yaml")
        _ = client.open(uri, Self.theme)
        let links = client.request("textDocument/documentLink", Self.document(uri))["result"]?.arrayValue ?? []
        #expect(links.compactMap { $0.start?.0 } == [3, 4])
        let targets = links.compactMap { $0["target"]?.stringValue?.split(separator: "/").last.map(String.init) }
        #expect(targets == ["base.yaml", "ink.yaml"])
        // Definition on `counterpart` goes to the same file.
        let definition = client.request(
            "textDocument/definition",
            #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":4,"character":14}}"#)
        #expect(definition["result"]?["uri"]?.stringValue?.hasSuffix("/ink.yaml") == true)
        // A routing file links its themes; a theme not found has no link.
        let routing = DocumentURI.uri(ofPath: folder.path + "/routing.yaml")
        _ = client.open(routing, "default: { presenter: plain, theme: ink }\napps:\n  \"1\": { theme: nowhere }\n")
        let routed = client.request("textDocument/documentLink", Self.document(routing))["result"]?.arrayValue ?? []
        #expect(routed.count == 1)
        #expect(routed.first?["target"]?.stringValue?.hasSuffix("/ink.yaml") == true)
    }

    @Test func documentSymbolsAreTheKeysAsATree() {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open("file:///paper.yaml", Self.theme)
        let symbols =
            client.request("textDocument/documentSymbol", Self.document("file:///paper.yaml"))["result"]?
            .arrayValue ?? []
        #expect(
            symbols.compactMap { $0["name"]?.stringValue }
                == ["name", "extends", "counterpart", "palette", "colors", "cancel"])
        let palette = symbols[3]
        #expect(palette["kind"] == .integer(19))
        #expect(palette["range"]?["end"]?["line"] == .integer(6))
        let brand = palette["children"]?[0]
        #expect(brand?["name"] == .string("brand"))
        #expect(brand?["kind"] == .integer(14))
        #expect(brand?["detail"] == .string("#0055AA"))
        #expect(
            symbols[4]["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["cancel", "item", "title"])
    }

    @Test func foldingRangesCoverSectionsAndCommentRuns() {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open("file:///paper.yaml", Self.theme)
        let ranges =
            client.request("textDocument/foldingRange", Self.document("file:///paper.yaml"))["result"]?
            .arrayValue ?? []
        let pairs = ranges.compactMap { range -> String? in
            guard let start = range["startLine"]?.integerValue, let end = range["endLine"]?.integerValue else {
                return nil
            }
            return "\(start)-\(end)\(range["kind"]?.stringValue.map { " " + $0 } ?? "")"
        }
        #expect(pairs == ["5-6", "7-10", "11-12", "0-1 comment"])
    }

    /// Tokens decoded from the protocol's relative numbers: (line, start, length, type, modifiers).
    static func decode(_ data: [JSONValue]) -> [[Int]] {
        let numbers = data.compactMap(\.integerValue)
        var tokens: [[Int]] = []
        var line = 0
        var start = 0
        for index in stride(from: 0, to: numbers.count - 4, by: 5) {
            line += numbers[index]
            start = numbers[index] == 0 ? start + numbers[index + 1] : numbers[index + 1]
            tokens.append([line, start, numbers[index + 2], numbers[index + 3], numbers[index + 4]])
        }
        return tokens
    }

    @Test func semanticTokensTellKeysNamesAndColours() {
        var client = LanguageServerTestClient()
        client.initialize(offering: ["utf-8"])
        _ = client.open(
            "file:///paper.yaml",
            "name: 纸\npalette:\n  brand: \"#0055AA\"\ncolors:\n  cancel: brand\n  item: \"#80FFFFFF\"\n")
        let data =
            client.request("textDocument/semanticTokens/full", Self.document("file:///paper.yaml"))[
                "result"]?["data"]?.arrayValue ?? []
        let property = 0
        let variable = 1
        let number = 2
        let `class` = 3
        #expect(
            Self.decode(data) == [
                [0, 0, 4, property, 0], [0, 6, 3, `class`, 1],  // 纸 is three UTF-8 bytes
                [1, 0, 7, property, 0], [2, 2, 5, variable, 1], [2, 9, 9, number, 0],
                [3, 0, 6, property, 0], [4, 2, 6, property, 0], [4, 10, 5, variable, 0],
                [5, 2, 4, property, 0], [5, 8, 11, number, 2],
            ])
        let ranged = client.request(
            "textDocument/semanticTokens/range",
            #"{"textDocument":{"uri":"file:///paper.yaml"},"range":{"start":{"line":4,"character":0},"end":{"line":5,"character":0}}}"#
        )
        #expect(Self.decode(ranged["result"]?["data"]?.arrayValue ?? []).map { $0[0] } == [4, 4])
        let noRange = client.request("textDocument/semanticTokens/range", Self.document("file:///paper.yaml"))
        #expect(noRange["error"]?["code"] == .integer(-32602))
    }

    @Test(arguments: [
        "name: [unclosed\n  : : :\n", "\u{FEFF}", "- a\n- b\n", String(repeating: "[", count: 10_000),
        "name: \"two\n  lines\"\ncolors: { item: \"#FFF\" }\n",
    ])
    func brokenDocumentsGetAnswersNotCrashes(_ text: String) {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open("file:///broken.yaml", text)
        for method in [
            "textDocument/documentLink", "textDocument/documentSymbol", "textDocument/foldingRange",
            "textDocument/semanticTokens/full",
        ] {
            let reply = client.request(method, Self.document("file:///broken.yaml"))
            #expect(reply["error"] == nil, "\(method): \(reply)")
        }
        let rename = client.request(
            "textDocument/rename",
            #"{"textDocument":{"uri":"file:///broken.yaml"},"position":{"line":0,"character":7},"newName":"x"}"#)
        #expect(rename["error"]?["code"] == .integer(-32803) || rename["result"] != nil, "\(rename)")
    }

    @Test func requestsWithoutADocumentAreRefused() {
        var client = LanguageServerTestClient()
        client.initialize()
        for method in [
            "textDocument/documentLink", "textDocument/documentSymbol", "textDocument/foldingRange",
            "textDocument/semanticTokens/full", "textDocument/references", "textDocument/prepareRename",
        ] {
            #expect(client.request(method, "{}")["error"]?["code"] == .integer(-32602), "\(method)")
        }
        // A document not open: nothing, not an error.
        #expect(
            client.request("textDocument/documentSymbol", Self.document("file:///nowhere.yaml"))["result"]
                == .array([]))
    }
}
