import SheetSystem
import Testing
import ThemeKit

@testable import SheetLanguageServer

@Suite struct LanguageServerDiagnosticsTests {
    static let uri = "file:///themes/broken.yaml"

    @Test func openPublishesEveryLintDiagnosticWithCodeSeverityAndHint() {
        var client = LanguageServerTestClient()
        client.initialize()
        let diagnostics = client.open(
            Self.uri,
            """
            name: broken
            colours:
              title: "#12"
            palette:
              spare: "#FFFFFF"
            """)
        let codes = diagnostics.compactMap { $0["code"]?.stringValue }
        #expect(codes.contains("unknown-key"))
        #expect(codes.contains("unused-palette-entry"))
        let unknown = diagnostics.first { $0["code"] == .string("unknown-key") }
        #expect(unknown?["severity"] == .integer(1))
        #expect(unknown?["source"] == .string("sheetctl"))
        #expect(unknown?["message"]?.stringValue?.contains("hint: did you mean 'colors'?") == true)
        #expect(unknown.flatMap(\.start).map { $0 == (1, 0) } == true)
        let unused = diagnostics.first { $0["code"] == .string("unused-palette-entry") }
        #expect(unused?["severity"] == .integer(2))
    }

    /// A line with CJK and an emoji before the error: the column is counted in the encoding negotiated.
    static let cjkTheme = "name: t\ncancel: { label: 取消😀, localized: { 1bad: x } }\n"

    @Test func columnsAfterCJKAndEmojiAreUTF16ByDefault() {
        var client = LanguageServerTestClient()
        client.initialize()
        let diagnostic = client.open(Self.uri, Self.cjkTheme).first { $0["code"] == .string("bad-language-tag") }
        // "cancel: { label: " is 17 units, 取消 2, 😀 a surrogate pair of 2, ", localized: { " 15.
        #expect(diagnostic.flatMap(\.start).map { $0 == (1, 36) } == true, "\(String(describing: diagnostic))")
        #expect(diagnostic?["range"]?["end"]?["character"] == .integer(40))
    }

    @Test func columnsAreUTF8BytesWhenNegotiated() {
        var client = LanguageServerTestClient()
        client.initialize(offering: ["utf-8", "utf-16"])
        let diagnostic = client.open(Self.uri, Self.cjkTheme).first { $0["code"] == .string("bad-language-tag") }
        // 取消 are 3 bytes each, 😀 4.
        #expect(diagnostic.flatMap(\.start).map { $0 == (1, 42) } == true, "\(String(describing: diagnostic))")
    }

    @Test func incrementalChangesEditTheBufferAndEachVersionIsPublished() {
        var client = LanguageServerTestClient()
        client.initialize()
        #expect(client.open(Self.uri, "name: broken\ncolors:\n  title: \"#112233\"\n").isEmpty)
        // Replace 112233 with 11223 (one digit short) at line 2, characters 11–17.
        client.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(Self.uri)","version":2},"contentChanges":[{"range":{"start":{"line":2,"character":11},"end":{"line":2,"character":17}},"text":"11223"}]}"#
        )
        let published = client.server.publishDiagnostics()
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"] == .integer(2))
        let diagnostics = published.first?["params"]?["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.map { $0["code"] } == [.string("bad-color")])
        #expect(diagnostics.first?["message"]?.stringValue?.contains("'#11223'") == true)
        // And back: an insertion at a point.
        client.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(Self.uri)","version":3},"contentChanges":[{"range":{"start":{"line":2,"character":16},"end":{"line":2,"character":16}},"text":"3"}]}"#
        )
        #expect(client.diagnostics(for: Self.uri).isEmpty)
        #expect(
            client.server.documents[Self.uri]?.text.map { String(decoding: $0.bytes, as: UTF8.self) }
                == "name: broken\ncolors:\n  title: \"#112233\"\n")
    }

    @Test func aBurstOfChangesIsLintedOnceForItsLastText() {
        var client = LanguageServerTestClient()
        client.initialize()
        _ = client.open(Self.uri, "name: a\n")
        for version in 2...5 {
            client.notify(
                "textDocument/didChange",
                #"{"textDocument":{"uri":"\#(Self.uri)","version":\#(version)},"contentChanges":[{"text":"name: v\#(version)\nbogus: 1\n"}]}"#
            )
        }
        let published = client.server.publishDiagnostics()
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"] == .integer(5))
        #expect(client.server.publishDiagnostics().isEmpty)
    }

    @Test func closingClearsTheDiagnostics() {
        var client = LanguageServerTestClient()
        client.initialize()
        #expect(!client.open(Self.uri, "name: [").isEmpty)
        client.notify("textDocument/didClose", #"{"textDocument":{"uri":"\#(Self.uri)"}}"#)
        let published = client.server.publishDiagnostics()
        #expect(published.count == 1)
        #expect(published.first?["params"]?["diagnostics"] == .array([]))
    }

    @Test func duplicateKeysLinkToWhereTheKeyIsFirstDefined() {
        var client = LanguageServerTestClient()
        client.initialize()
        let duplicate = client.open(Self.uri, "name: a\ndescription: x\ndescription: y\n").first {
            $0["code"] == .string("duplicate-key")
        }
        let related = duplicate?["relatedInformation"]?[0]
        #expect(related?["location"]?["uri"] == .string(Self.uri))
        #expect(related?["location"].flatMap(\.start).map { $0 == (1, 0) } == true)
        #expect(related?["message"]?.stringValue?.contains("first defined here") == true)
    }

    @Test func routingFilesAreLintedAsRoutingFiles() {
        var client = LanguageServerTestClient()
        client.initialize()
        let uri = "file:///config/registry.yaml"
        let diagnostics = client.open(
            uri, "default: { presenter: nosuch }\napps:\n  \"1\": { presenter: plain }\n  \"1\": { presenter: json }\n")
        let codes = Set(diagnostics.compactMap { $0["code"]?.stringValue })
        #expect(codes.contains("unknown-presenter"))
        #expect(codes.contains("duplicate-app"))
        let duplicate = diagnostics.first { $0["code"] == .string("duplicate-app") }
        #expect(duplicate?["relatedInformation"]?[0]?["location"].flatMap(\.start).map { $0 == (2, 0) } == true)
    }

    @Test func aProblemInTheThemeItExtendsIsShownOnExtendsAndLinksToTheFile() throws {
        let folder = try TemporaryFolder()
        let parent = try folder.write("parent.yaml", "name: parent\ncolors:\n  title: \"#XYZ\"\n")
        var client = LanguageServerTestClient()
        client.initialize()
        // The buffer is not on disk; the parent is read from disk next to where it would be.
        let uri = DocumentURI.uri(ofPath: folder.path + "/child.yaml")
        let diagnostics = client.open(uri, "name: child\nextends: ./parent.yaml\n")
        let bad = diagnostics.first { $0["code"] == .string("bad-color") }
        #expect(bad.flatMap(\.start).map { $0 == (1, 9) } == true, "\(diagnostics)")
        #expect(bad?["message"]?.stringValue?.hasPrefix("in \(parent): ") == true)
        let related = bad?["relatedInformation"]?[0]?["location"]
        #expect(
            related?["uri"]?.stringValue.flatMap(DocumentURI.path(of:)).flatMap(FileSystem.canonicalPath)
                == FileSystem.canonicalPath(parent))
        #expect(related.flatMap(\.start).map { $0 == (2, 9) } == true)
    }

    @Test func aProblemInTheCounterpartIsShownOnCounterpartNotOnExtends() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("base.yaml", "name: base\n")
        let dark = try folder.write(
            "ink.yaml", "name: ink\nappearance: dark\ncounterpart: paper\ncolors:\n  background: \"#XYZ\"\n")
        var client = LanguageServerTestClient()
        client.initialize()
        let uri = DocumentURI.uri(ofPath: folder.path + "/paper.yaml")
        let diagnostics = client.open(uri, "name: paper\nextends: ./base.yaml\nappearance: light\ncounterpart: ink\n")
        let bad = diagnostics.first { $0["code"] == .string("bad-color") }
        #expect(bad.flatMap(\.start).map { $0 == (3, 13) } == true, "\(diagnostics)")
        #expect(bad?["message"]?.stringValue?.hasPrefix("in \(dark): ") == true, "\(diagnostics)")
    }

    @Test func aDocumentGrownPastTheLimitGetsOneDiagnosticAndMemoryStaysBounded() {
        var client = LanguageServerTestClient(maxDocumentBytes: 1000)
        client.initialize()
        _ = client.open(Self.uri, "name: a\n")
        let big = String(repeating: "x", count: 600)
        for version in 2...4 {
            client.notify(
                "textDocument/didChange",
                #"{"textDocument":{"uri":"\#(Self.uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"\#(big)"}]}"#
            )
        }
        let diagnostics = client.diagnostics(for: Self.uri)
        #expect(diagnostics.map { $0["code"] } == [.string("input-too-large")])
        #expect(client.server.documents[Self.uri]?.text == nil)
        // A whole new text brings it back.
        client.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(Self.uri)","version":5},"contentChanges":[{"text":"name: broken\n"}]}"#)
        #expect(client.diagnostics(for: Self.uri).isEmpty)
    }

    /// Open documents together are bounded: one that would pass the limit with the others is not
    /// followed, with one diagnostic saying why, and is followed again once closing another makes room.
    @Test func openDocumentsTogetherAreBoundedWithAClearError() {
        var client = LanguageServerTestClient(maxDocumentBytes: 1000, maxOpenBytes: 1500)
        client.initialize()
        let text = "name: a\n" + String(repeating: "#", count: 600) + "\n"
        let uris = (1...3).map { "file:///tmp/t\($0).yaml" }
        let tooLarge = JSONValue.string("input-too-large")
        #expect(!client.open(uris[0], text).contains { $0["code"] == tooLarge })
        #expect(!client.open(uris[1], text).contains { $0["code"] == tooLarge })
        let refused = client.open(uris[2], text)
        #expect(refused.map { $0["code"] } == [tooLarge])
        let message = refused.first?["message"]?.stringValue ?? ""
        #expect(message.hasPrefix("the open documents would be 1827 bytes with this one, more than the 1500 bytes"))
        #expect(client.server.documents[uris[2]]?.text == nil)
        #expect(client.server.documents.values.compactMap(\.text).map(\.bytes.count).reduce(0, +) <= 1500)
        // Growing a followed document past the total is refused the same way.
        client.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(uris[0])","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"\#(String(repeating: "y", count: 300))"}]}"#
        )
        #expect(client.diagnostics(for: uris[0]).map { $0["code"] } == [tooLarge])
        #expect(client.server.documents[uris[0]]?.text == nil)
        // Closing one makes room: a whole text is followed again.
        client.notify("textDocument/didClose", #"{"textDocument":{"uri":"\#(uris[1])"}}"#)
        client.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(uris[2])","version":2},"contentChanges":[{"text":"name: b\n"}]}"#)
        #expect(!client.diagnostics(for: uris[2]).contains { $0["code"] == tooLarge })
        #expect(client.server.documents[uris[2]]?.text != nil)
    }

    @Test func controlCharactersInTheFileNeverReachTheMessage() {
        var client = LanguageServerTestClient()
        client.initialize()
        let diagnostics = client.open(Self.uri, "name: a\n\"\u{1B}]0;pwned\u{07}\": 1\n")
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            let message = diagnostic["message"]?.stringValue ?? ""
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(message)")
        }
    }
}

@Suite struct LanguageServerPositionCostTests {
    /// A theme of 20,000 unknown keys on one line: each diagnostic's range is found by a search and a
    /// walk of at most a few hundred bytes, not a walk from the start of the 200 KB line.
    @Test func manyDiagnosticsOnOneLongLineCostABoundedWalkEach() throws {
        let keys = (0..<20_000).map { "k\($0): 1" }.joined(separator: ", ")
        var client = LanguageServerTestClient()
        client.initialize()
        let uri = "file:///long.yaml"
        let diagnostics = client.open(uri, "{name: t, \(keys)}\n")
        #expect(diagnostics.count >= 20_000)
        let last = try #require(diagnostics.last { $0["code"] == .string("unknown-key") })
        // The last key's column, in UTF-16 units, is where it is in the line.
        let text = "{name: t, \(keys)}"
        let column = text.utf16.count - "k19999: 1}".utf16.count
        #expect(last["range"]?["start"]?["character"] == .integer(column))
        let walked = try #require(client.server.documents[uri]?.text?.walkedBytes.steps)
        #expect(walked < diagnostics.count * 12 * TextDocument.checkpointSpacing, "\(walked) bytes walked")
    }

    @Test func positionsRoundTripInEveryEncodingOnMixedText() {
        let line = String(repeating: "aé中😀\u{301}", count: 200)
        let document = TextDocument(uri: "file:///m.yaml", version: 1, text: "x\r\n" + line + "\rend\n")
        for encoding in PositionEncoding.allCases {
            var offset = 0
            while offset <= document.bytes.count {
                let position = document.position(ofByte: offset, encoding: encoding)
                let back = document.offset(of: position, encoding: encoding)
                // A character's start maps back to itself; the bytes of a line break map to its line's end.
                if offset == document.bytes.count || document.bytes[offset] & 0xC0 != 0x80 {
                    let isBreak =
                        offset < document.bytes.count
                        && (document.bytes[offset] == 0x0A || document.bytes[offset] == 0x0D)
                    if !isBreak { #expect(back == offset, "\(encoding) \(offset) → \(position) → \(back)") }
                }
                offset += 1
            }
        }
    }
}
