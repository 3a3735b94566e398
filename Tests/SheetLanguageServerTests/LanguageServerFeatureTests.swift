import Foundation
import SheetSystem
import Testing
import ThemeKit

@testable import SheetLanguageServer

@Suite struct LanguageServerFeatureTests {
    struct FormCase: Sendable, CustomTestStringConvertible {
        var written: String
        var picked: ThemeColor
        var expected: String
        var testDescription: String { "\(written) → \(expected)" }
    }

    @Test(arguments: [
        FormCase(written: "#FFF", picked: ThemeColor(red: 0x11, green: 0x22, blue: 0x33), expected: "#123"),
        FormCase(written: "#fff", picked: ThemeColor(red: 0xAA, green: 0xBB, blue: 0xCC), expected: "#abc"),
        FormCase(written: "#FFF", picked: ThemeColor(red: 0x12, green: 0x22, blue: 0x33), expected: "#122233"),
        FormCase(written: "#FFF", picked: ThemeColor(red: 0, green: 0, blue: 0, alpha: 0x80), expected: "#80000000"),
        FormCase(written: "#112233", picked: ThemeColor(red: 0xFF, green: 0, blue: 0), expected: "#FF0000"),
        FormCase(written: "#80112233", picked: ThemeColor(red: 0xFF, green: 0, blue: 0), expected: "#FFFF0000"),
        FormCase(written: "#80aabbcc", picked: ThemeColor(red: 1, green: 2, blue: 3, alpha: 4), expected: "#04010203"),
    ])
    func pickedColoursAreWrittenInTheFilesOwnForm(_ test: FormCase) throws {
        let form = try #require(ColorForm(of: test.written))
        #expect(form.write(test.picked) == test.expected)
        // And read back as the colour picked: alpha first.
        #expect(ThemeColor(hex: test.expected) == test.picked)
    }

    @Test func documentColorsReadAlphaFirst() {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open("file:///t.yaml", "name: t\ncolors:\n  item: \"#80FF0000\"\n")
        let colors = client.request("textDocument/documentColor", #"{"textDocument":{"uri":"file:///t.yaml"}}"#)[
            "result"]
        let color = colors?[0]?["color"]
        #expect(color?["red"]?.doubleValue == 1)
        #expect(color?["green"]?.doubleValue == 0)
        #expect(color?["alpha"]?.doubleValue == 128.0 / 255)
    }

    @Test func colorPresentationRefusesAColourThatIsNotOne() {
        var client = LanguageServerTestClient()
        client.initialize()
        let reply = client.request(
            "textDocument/colorPresentation",
            #"{"textDocument":{"uri":"file:///t.yaml"},"color":{"red":"x"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}}}"#
        )
        #expect(reply["error"]?["code"] == .integer(-32602))
    }

    @Test func hoverTellsWhereAnInheritedColourComesFrom() {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open("file:///t.yaml", "name: t\ncolors:\n  item: \"#777777\"\n")
        let hover = client.request(
            "textDocument/hover", #"{"textDocument":{"uri":"file:///t.yaml"},"position":{"line":2,"character":3}}"#)
        let text = hover["result"]?["contents"]?["value"]?.stringValue ?? ""
        #expect(text.contains("`#777777`, set in this file"), "\(text)")
        #expect(text.contains("from the built-in default"), "\(text)")
        #expect(text.contains("fails WCAG AA"), "\(text)")
        let all = client.request(
            "textDocument/hover", #"{"textDocument":{"uri":"file:///t.yaml"},"position":{"line":1,"character":2}}"#)
        #expect(all["result"]?["contents"]?["value"]?.stringValue?.contains("`separator`") == true)
    }

    @Test func completionInRoutingFilesOffersFieldsAndPresenters() {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open("file:///r.yaml", "default: { presenter: plain }\napps:\n  \"1\":\n    \n    presenter: \n")
        func labels(_ line: Int, _ character: Int) -> [String] {
            let reply = client.request(
                "textDocument/completion",
                #"{"textDocument":{"uri":"file:///r.yaml"},"position":{"line":\#(line),"character":\#(character)}}"#)
            return reply["result"]?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        // `presenter` is written below the cursor already.
        #expect(labels(3, 4) == ["theme", "locale"])
        #expect(labels(4, 15).contains("json"))
        #expect(labels(4, 15).contains("plain"))
    }

    /// Every hostile and broken input the other suites keep, as buffer contents: the server
    /// answers each request about it without crashing, and every range is inside the text.
    @Test func fuzzCorpusAsBuffers() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ThemeKitTests/Fixtures")
        var files: [URL] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            if ["yaml", "yml", "json"].contains(file.pathExtension) { files.append(file) }
        }
        #expect(files.count > 20)
        var client = LanguageServerTestClient()
        client.initialize()
        for (index, file) in files.enumerated() {
            let data = try Data(contentsOf: file)
            let text = String(decoding: data, as: UTF8.self)
            let uri = "file:///corpus/\(index).yaml"
            let diagnostics = client.open(uri, text)
            // The protocol's lines end at LF, CRLF or CR.
            let lines = text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars.filter {
                $0 == "\n" || $0 == "\r"
            }.count
            for diagnostic in diagnostics {
                let line = diagnostic["range"]?["end"]?["line"]?.integerValue ?? -1
                #expect((0...lines).contains(line), "\(file.lastPathComponent): \(diagnostic)")
            }
            for request in ["textDocument/documentColor", "textDocument/hover", "textDocument/completion"] {
                for (line, character) in [(0, 0), (1, 3), (3, 10), (1000, 1000)] {
                    let reply = client.request(
                        request,
                        #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}"#)
                    #expect(reply["error"] == nil, "\(file.lastPathComponent) \(request): \(reply)")
                }
            }
            client.notify("textDocument/didClose", #"{"textDocument":{"uri":"\#(uri)"}}"#)
            _ = client.server.publishDiagnostics()
        }
    }
}

@Suite struct LanguageServerNavigationTests {
    @Test func definitionOfARoutingFilesThemeIsTheThemesFileOnThePath() throws {
        let folder = try TemporaryFolder()
        let theme = try folder.write("midnight.yaml", "name: midnight\n")
        var client = LanguageServerTestClient(themePath: [folder.path])
        client.initialize()
        _ = client.open("file:///r.yaml", "default: { presenter: plain, theme: midnight }\n")
        let reply = client.request(
            "textDocument/definition",
            #"{"textDocument":{"uri":"file:///r.yaml"},"position":{"line":0,"character":40}}"#)
        #expect(reply["result"]?["uri"] == .string(DocumentURI.uri(ofPath: FileSystem.canonicalPath(theme) ?? "")))
        let nowhere = client.request(
            "textDocument/definition",
            #"{"textDocument":{"uri":"file:///r.yaml"},"position":{"line":0,"character":24}}"#)
        #expect(nowhere["result"] == .null)
    }

    @Test func definitionOfAThemesCounterpartAndExtendsIsTheFileBesideItFirst() throws {
        let folder = try TemporaryFolder()
        let dark = try folder.write("ink.yaml", "name: ink\nappearance: dark\ncounterpart: paper\n")
        let base = try folder.write("base.yaml", "name: base\n")
        var client = LanguageServerTestClient()
        client.initialize()
        let uri = DocumentURI.uri(ofPath: folder.path + "/paper.yaml")
        _ = client.open(uri, "name: paper\nextends: base\ncounterpart: ink\n")
        for (line, character, file) in [(2, 14, dark), (1, 10, base)] {
            let reply = client.request(
                "textDocument/definition",
                #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}"#)
            #expect(reply["result"]?["uri"] == .string(DocumentURI.uri(ofPath: FileSystem.canonicalPath(file) ?? "")))
        }
    }

    struct FixCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var code: String
        var newText: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        FixCase(
            name: "unquoted colour", text: "name: t\ncolors:\n  title: #fff\n", code: "unquoted-color",
            newText: "\"#fff\""),
        FixCase(
            name: "did you mean a key", text: "name: t\ncolor:\n  title: \"#fff\"\n", code: "unknown-key",
            newText: "colors"),
        FixCase(
            name: "did you mean a quoted colour", text: "name: t\ncolors:\n  title: abc\n", code: "bad-color",
            newText: "\"#abc\""),
        FixCase(
            name: "did you mean a palette name",
            text: "name: t\npalette:\n  accent: \"#fff\"\ncolors:\n  title: acent\n",
            code: "unknown-palette-name", newText: "accent"),
        FixCase(
            name: "unused palette entry", text: "name: t\npalette:\n  spare: \"#fff\"\n", code: "unused-palette-entry",
            newText: ""),
    ])
    func everyDiagnosticWithAFixHasAQuickFix(_ test: FixCase) throws {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open("file:///t.yaml", test.text)
        let reply = client.request(
            "textDocument/codeAction",
            #"{"textDocument":{"uri":"file:///t.yaml"},"range":{"start":{"line":0,"character":0},"end":{"line":9,"character":0}},"context":{"diagnostics":[]}}"#
        )
        let actions = reply["result"]?.arrayValue ?? []
        let action = try #require(actions.first { $0["diagnostics"]?[0]?["code"] == .string(test.code) }, "\(actions)")
        let edit = action["edit"]?["changes"]?["file:///t.yaml"]?[0]
        #expect(edit?["newText"] == .string(test.newText))
        // Applying the edit clears the diagnostic.
        var fixed = try #require(client.server.documents["file:///t.yaml"]?.text)
        let range = try #require(edit?["range"].flatMap(LanguageServer.range))
        _ = fixed.apply([.init(range: range, text: test.newText)], encoding: .utf16) { _ in true }
        let text = String(decoding: fixed.bytes, as: UTF8.self)
        let after = client.open("file:///u.yaml", text).compactMap { $0["code"]?.stringValue }
        #expect(!after.contains(test.code), "\(text)")
    }
}

@Suite struct LanguageServerCompletionTests {
    @Test func keysAlreadyWrittenInTheMappingAreNotOfferedAgain() {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open(
            "file:///t.yaml",
            "name: t\ncolors:\n  title: \"#fff\"\n  \n  item: \"#000\"\ncancel:\n  localized:\n    ja: x\n    \n")
        func labels(_ line: Int, _ character: Int) -> [String] {
            let reply = client.request(
                "textDocument/completion",
                #"{"textDocument":{"uri":"file:///t.yaml"},"position":{"line":\#(line),"character":\#(character)}}"#)
            return reply["result"]?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        let colors = labels(3, 2)
        #expect(colors.contains("message"))
        #expect(!colors.contains("title"))
        #expect(!colors.contains("item"))
        let tags = labels(8, 4)
        #expect(tags.contains("zh-Hans"))
        #expect(!tags.contains("ja"))
        // The top level: name is written, extends is not.
        let top = labels(9, 0)
        #expect(top.contains("extends"))
        #expect(!top.contains("name"))
    }
}
