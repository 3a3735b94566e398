import Foundation
import SheetSystem
import SheetText
import Testing
import ThemeKit

@testable import SheetLanguageServer

/// The workspace index and what it answers: rename and references across themes, workspace
/// symbols, and the index kept current as files change.
@Suite struct LanguageServerWorkspaceTests {
    /// A family of themes: `base` defines `brand`; `child` and `grandchild` use it through
    /// `extends`; `override` defines its own `brand`; `other` is unrelated; `night` pairs with `base`.
    static let family: [(String, String)] = [
        ("base.yaml", "name: base\npalette:\n  brand: \"#0055AA\"\ncolors:\n  cancel: brand\n"),
        ("child.yaml", "name: child\nextends: base\ncolors:\n  item: brand\n  title: \"#FF333333\"\n"),
        ("grandchild.yaml", "name: grandchild\nextends: child\ncolors:\n  destructive: 'brand'\n"),
        ("override.yaml", "name: override\nextends: base\npalette:\n  brand: \"#111111\"\ncolors:\n  item: brand\n"),
        ("other.yaml", "name: other\npalette:\n  brand: \"#222222\"\ncolors:\n  item: brand\n"),
        ("night.yaml", "name: night\nappearance: dark\ncounterpart: base\n"),
    ]

    /// A folder holding the family, and a client whose workspace it is.
    static func workspace(_ files: [(String, String)] = family, capabilities: String = "{}") throws -> (
        TemporaryFolder, LanguageServerTestClient
    ) {
        let folder = try TemporaryFolder()
        for (name, text) in files { _ = try folder.write(name, text) }
        var client = LanguageServerTestClient()
        let root = DocumentURI.uri(ofPath: folder.path)
        _ = client.request(
            "initialize",
            #"{"processId":null,"rootUri":null,"workspaceFolders":[{"uri":"\#(root)","name":"themes"}],"capabilities":\#(capabilities)}"#
        )
        client.notify("initialized", "{}")
        return (folder, client)
    }

    static func uri(_ folder: TemporaryFolder, _ name: String) -> String {
        DocumentURI.uri(ofPath: FileSystem.canonicalPath(folder.path + "/" + name) ?? folder.path + "/" + name)
    }

    static func at(_ uri: String, _ line: Int, _ character: Int, _ extra: String = "") -> String {
        #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}\#(extra)}"#
    }

    /// The files and lines of a `changes` workspace edit, as `file:line`.
    static func edited(_ edit: JSONValue?) -> [String] {
        guard let changes = edit?["changes"]?.objectValue else { return [] }
        return changes.flatMap { uri, edits in
            (edits.arrayValue ?? []).compactMap { edit in
                edit.start.map { "\(uri.split(separator: "/").last ?? ""):\($0.0)" }
            }
        }.sorted()
    }

    @Test func renamingAPaletteNameRenamesItsUsesInEveryThemeThatExtendsIt() throws {
        var (folder, client) = try Self.workspace()
        let child = Self.uri(folder, "child.yaml")
        _ = client.open(child, Self.family[1].1)
        // On the use in the child: the name is defined in the theme it extends.
        let reply = client.request("textDocument/rename", Self.at(child, 3, 9, #","newName":"accent""#))
        #expect(
            Self.edited(reply["result"])
                == ["base.yaml:2", "base.yaml:4", "child.yaml:3", "grandchild.yaml:3"], "\(reply)")
        // Every edit writes the new name in place of the old, inside its quotes.
        let edits = reply["result"]?["changes"]?.objectValue?.members.flatMap { $0.value.arrayValue ?? [] } ?? []
        #expect(edits.allSatisfy { $0["newText"] == .string("accent") })
        let quoted = reply["result"]?["changes"]?[Self.uri(folder, "grandchild.yaml")]?[0]
        #expect(quoted?["range"]?["start"]?["character"] == .integer(16))
        #expect(quoted?["range"]?["end"]?["character"] == .integer(21))
    }

    @Test func referencesListThePaletteEntryAndEveryUse() throws {
        var (folder, client) = try Self.workspace()
        let base = Self.uri(folder, "base.yaml")
        _ = client.open(base, Self.family[0].1)
        let all = client.request(
            "textDocument/references", Self.at(base, 2, 3, #","context":{"includeDeclaration":true}"#))
        let places = (all["result"]?.arrayValue ?? []).compactMap { reference in
            reference.start.map { "\(reference["uri"]?.stringValue?.split(separator: "/").last ?? ""):\($0.0)" }
        }
        #expect(places.sorted() == ["base.yaml:2", "base.yaml:4", "child.yaml:3", "grandchild.yaml:3"])
        let uses = client.request(
            "textDocument/references", Self.at(base, 2, 3, #","context":{"includeDeclaration":false}"#))
        #expect(uses["result"]?.arrayValue?.count == 3)
    }

    @Test func renamingAThemeRenamesItsExtendsAndCounterpartValues() throws {
        var (folder, client) = try Self.workspace()
        let base = Self.uri(folder, "base.yaml")
        _ = client.open(base, Self.family[0].1)
        let reply = client.request("textDocument/rename", Self.at(base, 0, 7, #","newName":"brand-base""#))
        #expect(
            Self.edited(reply["result"])
                == ["base.yaml:0", "child.yaml:1", "night.yaml:2", "override.yaml:1"], "\(reply)")
        // From an `extends` value, the same rename.
        let child = Self.uri(folder, "child.yaml")
        _ = client.open(child, Self.family[1].1)
        let fromUse = client.request("textDocument/rename", Self.at(child, 1, 10, #","newName":"brand-base""#))
        #expect(Self.edited(fromUse["result"]) == Self.edited(reply["result"]))
    }

    @Test func aClientThatRenamesFilesGetsTheThemeFileRenamedToo() throws {
        var (folder, client) = try Self.workspace(
            capabilities:
                #"{"workspace":{"workspaceEdit":{"documentChanges":true,"resourceOperations":["create","rename","delete"]}}}"#
        )
        let base = Self.uri(folder, "base.yaml")
        _ = client.open(base, Self.family[0].1, version: 7)
        let changes =
            client.request("textDocument/rename", Self.at(base, 0, 7, #","newName":"brand-base""#))[
                "result"]?["documentChanges"]?.arrayValue ?? []
        #expect(changes.count == 5)
        let move = try #require(changes.last)
        #expect(move["kind"] == .string("rename"))
        #expect(move["oldUri"] == .string(base))
        #expect(move["newUri"]?.stringValue?.hasSuffix("/brand-base.yaml") == true)
        // The open document's edit names its version; a file's edit none.
        let open = changes.first { $0["textDocument"]?["uri"] == .string(base) }
        #expect(open?["textDocument"]?["version"] == .integer(7))
        let closed = changes.first { $0["textDocument"]?["uri"] == .string(Self.uri(folder, "child.yaml")) }
        #expect(closed?["textDocument"]?["version"] == .null)
    }

    @Test func prepareRenameGivesTheNameOrSaysWhyNot() throws {
        var (folder, client) = try Self.workspace()
        let child = Self.uri(folder, "child.yaml")
        _ = client.open(child, Self.family[1].1)
        let ok = client.request("textDocument/prepareRename", Self.at(child, 3, 10))
        #expect(ok["result"]?["placeholder"] == .string("brand"))
        #expect(ok["result"]?.start.map { [$0.0, $0.1] } == [3, 8])
        for (line, character, says) in [
            (2, 2, "only a theme's name"), (4, 12, "only a theme's name"), (3, 2, "only a theme's name"),
        ] {
            let refused = client.request("textDocument/prepareRename", Self.at(child, line, character))
            #expect(refused["error"]?["code"] == .integer(-32803), "\(refused)")
            #expect(refused["error"]?["message"]?.stringValue?.contains(says) == true, "\(refused)")
        }
    }

    struct BadName: Sendable, CustomTestStringConvertible {
        var line: Int
        var character: Int
        var newName: String
        var says: String
        var testDescription: String { "\(newName): \(says)" }
    }

    @Test(arguments: [
        BadName(line: 3, character: 9, newName: "1st", says: "is not a name"),
        BadName(line: 3, character: 9, newName: "a b", says: "is not a name"),
        BadName(line: 3, character: 9, newName: "\u{1B}[31m", says: "is not a name"),
        BadName(line: 3, character: 9, newName: "true", says: "reads as YAML's true"),
        BadName(line: 3, character: 9, newName: "abc", says: "reads as the colour"),
        BadName(line: 0, character: 7, newName: "base", says: "already the name of the theme"),
        BadName(line: 0, character: 7, newName: "default", says: "built-in theme"),
    ])
    func renamingToABadNameIsRefused(_ test: BadName) throws {
        var (folder, client) = try Self.workspace()
        let child = Self.uri(folder, "child.yaml")
        _ = client.open(child, Self.family[1].1)
        let reply = client.request(
            "textDocument/rename",
            Self.at(child, test.line, test.character, #","newName":\#(LanguageServerTestClient.quoted(test.newName))"#))
        #expect(reply["error"]?["code"] == .integer(-32803), "\(reply)")
        let message = reply["error"]?["message"]?.stringValue ?? ""
        #expect(message.contains(test.says), "\(message)")
        #expect(!message.unicodeScalars.contains("\u{1B}"))
    }

    @Test func aPaletteNameThatAnExtendingThemeDefinesCannotBeTaken() throws {
        var (folder, client) = try Self.workspace(
            Self.family + [
                ("more.yaml", "name: more\nextends: base\npalette:\n  ink: \"#000\"\ncolors:\n  item: ink\n")
            ])
        let base = Self.uri(folder, "base.yaml")
        _ = client.open(base, Self.family[0].1)
        let reply = client.request("textDocument/rename", Self.at(base, 2, 3, #","newName":"ink""#))
        #expect(reply["error"]?["message"]?.stringValue?.contains("already a palette name of theme 'more'") == true)
    }

    @Test func referencesOnAnythingElseAreNoneAndARoutingFileHasNothingToRename() throws {
        var (folder, client) = try Self.workspace()
        let child = Self.uri(folder, "child.yaml")
        _ = client.open(child, Self.family[1].1)
        #expect(client.request("textDocument/references", Self.at(child, 2, 1))["result"] == .array([]))
        let routing = Self.uri(folder, "routing.yaml")
        _ = client.open(routing, "default: { presenter: plain, theme: base }\n")
        let refused = client.request("textDocument/prepareRename", Self.at(routing, 0, 38))
        #expect(refused["error"]?["message"]?.stringValue?.contains("not a theme") == true, "\(refused)")
        let missing = client.request("textDocument/rename", Self.at(child, 3, 9))
        #expect(missing["error"]?["code"] == .integer(-32602))
    }

    @Test func theIndexFollowsFilesCreatedChangedAndDeleted() throws {
        var (folder, client) = try Self.workspace()
        let base = Self.uri(folder, "base.yaml")
        _ = client.open(base, Self.family[0].1)
        func referenced() -> [String] {
            (client.request("textDocument/references", Self.at(base, 2, 3))["result"]?.arrayValue ?? [])
                .compactMap { $0["uri"]?.stringValue?.split(separator: "/").last.map(String.init) }.sorted()
        }
        #expect(referenced() == ["base.yaml", "base.yaml", "child.yaml", "grandchild.yaml"])
        _ = try folder.write("late.yaml", "name: late\nextends: base\ncolors:\n  title: brand\n")
        client.notify(
            "workspace/didChangeWatchedFiles",
            #"{"changes":[{"uri":"\#(Self.uri(folder, "late.yaml"))","type":1}]}"#)
        #expect(referenced().contains("late.yaml"))
        try FileManager.default.removeItem(atPath: folder.path + "/grandchild.yaml")
        client.notify(
            "workspace/didChangeWatchedFiles",
            #"{"changes":[{"uri":"\#(DocumentURI.uri(ofPath: folder.path + "/grandchild.yaml"))","type":3}]}"#)
        #expect(!referenced().contains("grandchild.yaml"))
        // A file changed with no word from the client is read again before it is edited.
        _ = try folder.write("child.yaml", "# moved down\n" + Self.family[1].1)
        let reply = client.request("textDocument/rename", Self.at(base, 2, 3, #","newName":"accent""#))
        #expect(Self.edited(reply["result"]).contains("child.yaml:4"), "\(reply)")
    }

    @Test func aWorkspaceFolderThatVanishesLeavesTheIndex() throws {
        var (folder, client) = try Self.workspace()
        let other = try TemporaryFolder()
        let lone = DocumentURI.uri(ofPath: other.path + "/lone.yaml")
        _ = client.open(lone, "name: lone\nextends: base\n")
        #expect(client.request("workspace/symbol", #"{"query":"grandchild"}"#)["result"]?.arrayValue?.count == 1)
        try FileManager.default.removeItem(atPath: folder.path)
        client.notify(
            "workspace/didChangeWorkspaceFolders",
            #"{"event":{"added":[],"removed":[{"uri":"\#(DocumentURI.uri(ofPath: folder.path))","name":"themes"}]}}"#)
        #expect(client.request("workspace/symbol", #"{"query":"grandchild"}"#)["result"] == .array([]))
        // The open document is still answered.
        #expect(client.request("workspace/symbol", #"{"query":"lone"}"#)["result"]?.arrayValue?.count == 1)
        // A folder that never was: nothing indexed, no failure.
        var missing = LanguageServerTestClient()
        _ = missing.request(
            "initialize", #"{"workspaceFolders":[{"uri":"file:///no/such/folder","name":"x"}],"capabilities":{}}"#)
        #expect(missing.request("workspace/symbol", #"{"query":""}"#)["result"] == .array([]))
    }

    @Test func anOpenThemeOutsideTheWorkspaceFindsTheThemesBesideIt() throws {
        let outside = try TemporaryFolder()
        for (name, text) in Self.family { _ = try outside.write(name, text) }
        var client = LanguageServerTestClient()
        client.initialize()
        let child = Self.uri(outside, "child.yaml")
        _ = client.open(child, Self.family[1].1)
        let reply = client.request("textDocument/rename", Self.at(child, 3, 9, #","newName":"accent""#))
        #expect(Self.edited(reply["result"]) == ["base.yaml:2", "base.yaml:4", "child.yaml:3", "grandchild.yaml:3"])
    }

    @Test func theThemePathIsIndexedAtItsTop() throws {
        let path = try TemporaryFolder()
        for (name, text) in Self.family { _ = try path.write(name, text) }
        try FileManager.default.createDirectory(atPath: path.path + "/deeper", withIntermediateDirectories: true)
        _ = try path.write("deeper/hidden.yaml", "name: hidden\n")
        var client = LanguageServerTestClient(themePath: [path.path])
        client.initialize()
        let elsewhere = try TemporaryFolder()
        let product = DocumentURI.uri(ofPath: elsewhere.path + "/product.yaml")
        _ = client.open(product, "name: product\nextends: base\ncolors:\n  title: brand\n")
        let reply = client.request("textDocument/rename", Self.at(product, 3, 10, #","newName":"accent""#))
        #expect(
            Self.edited(reply["result"]) == [
                "base.yaml:2", "base.yaml:4", "child.yaml:3", "grandchild.yaml:3", "product.yaml:3",
            ])
        #expect(client.request("workspace/symbol", #"{"query":"hidden"}"#)["result"] == .array([]))
    }

    @Test func brokenUnreadableAndForeignFilesAreSkipped() throws {
        var files = Self.family
        files.append(("broken.yaml", "name: [unclosed\n  : : :\n"))
        files.append(("routing.yaml", "apps:\n  \"1\": { presenter: plain }\n"))
        files.append(("not-utf8.yaml", String(decoding: [0x6E, 0x3A, 0xFF, 0xFE, 0x0A], as: UTF8.self)))
        var (folder, client) = try Self.workspace(files)
        // A file too large to be a theme, and a folder named like a theme file.
        _ = try folder.write(
            "huge.yaml", "name: huge\n" + String(repeating: "#", count: YAMLLimits.theme.maxInputBytes))
        try FileManager.default.createDirectory(atPath: folder.path + "/dir.yaml", withIntermediateDirectories: true)
        // A link back to the folder itself: searched once, not forever.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop", withDestinationPath: folder.path)
        let names = (client.request("workspace/symbol", #"{"query":""}"#)["result"]?.arrayValue ?? [])
            .filter { $0["kind"] == .integer(5) }.compactMap { $0["name"]?.stringValue }
        #expect(names.sorted() == ["base", "child", "grandchild", "night", "other", "override"], "\(names)")
    }

    @Test func workspaceSymbolsFindThemesAndPaletteNamesByTheirLetters() throws {
        var (folder, client) = try Self.workspace()
        defer { withExtendedLifetime(folder) {} }
        let found = client.request("workspace/symbol", #"{"query":"BRD"}"#)["result"]?.arrayValue ?? []
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0["kind"] == .integer(14) && $0["name"] == .string("brand") })
        #expect(Set(found.compactMap { $0["containerName"]?.stringValue }) == ["base", "override", "other"])
        let themes = client.request("workspace/symbol", #"{"query":"chd"}"#)["result"]?.arrayValue ?? []
        #expect(themes.compactMap { $0["name"]?.stringValue }.sorted() == ["child", "grandchild"])
        #expect(client.request("workspace/symbol", "{}")["error"]?["code"] == .integer(-32602))
    }

    @Test func theServerAsksToWatchFilesWhenTheClientCanBeAsked() throws {
        var client = LanguageServerTestClient()
        _ = client.request(
            "initialize",
            #"{"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true,"relativePatternSupport":true}}}}"#
        )
        let sent = client.send(raw: #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        #expect(sent.count == 1)
        #expect(sent.first?["method"] == .string("client/registerCapability"))
        let watchers = sent.first?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?.arrayValue
        #expect(watchers?.first?["globPattern"] == .string("**/*.yaml"))
        // The client's answer is taken quietly.
        #expect(client.send(raw: #"{"jsonrpc":"2.0","id":"sheetctl-register-watchers","result":null}"#).isEmpty)
        var plain = LanguageServerTestClient()
        plain.initialize()
        #expect(plain.send(raw: #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#).isEmpty)
    }

    @Test func indexingReadsEachFileOnceWhateverIsAsked() throws {
        let files = (0..<40).map { number in
            (
                "t\(number).yaml",
                "name: t\(number)\n" + (number == 0 ? "palette:\n  ink: \"#000\"\n" : "extends: t\(number - 1)\n")
                    + "colors:\n  item: ink\n"
            )
        }
        var (folder, client) = try Self.workspace(files)
        let first = Self.uri(folder, "t0.yaml")
        _ = client.open(first, files[0].1)
        let reply = client.request("textDocument/rename", Self.at(first, 2, 3, #","newName":"paper""#))
        #expect(reply["result"]?["changes"]?.objectValue?.members.count == 40)
        _ = client.request("workspace/symbol", #"{"query":"t"}"#)
        #expect(client.server.workspace.filesRead == 40)
    }

    /// The edits of a `changes` workspace edit applied to the files on disk.
    static func apply(_ edit: JSONValue?) throws {
        for (uri, edits) in edit?["changes"]?.objectValue ?? [:] {
            let path = try #require(DocumentURI.path(of: uri))
            let text = TextDocument(uri: uri, version: 0, text: try String(contentsOfFile: path, encoding: .utf8))
            var bytes = text.bytes
            let ranges = (edits.arrayValue ?? []).compactMap { edit -> (Range<Int>, String)? in
                guard let range = edit["range"].flatMap(LanguageServer.range), let new = edit["newText"]?.stringValue
                else { return nil }
                return (
                    text.offset(of: range.start, encoding: .utf16)..<text.offset(of: range.end, encoding: .utf16), new
                )
            }
            for (range, new) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
                bytes.replaceSubrange(range, with: Array(new.utf8))
            }
            try String(decoding: bytes, as: UTF8.self).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func aRenameAcrossFiftyThemesIsOneEditThatLeavesThemLintClean() throws {
        // A brand theme and 49 products each extending it and using its palette name.
        var files = [("brand.yaml", "name: brand\npalette:\n  ink: \"#101010\"\ncolors:\n  item: ink\n")]
        for number in 1..<50 {
            files.append(("product\(number).yaml", "name: product\(number)\nextends: brand\ncolors:\n  title: ink\n"))
        }
        var (folder, client) = try Self.workspace(files)
        let brand = Self.uri(folder, "brand.yaml")
        _ = client.open(brand, files[0].1)
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder.path]))
        func problems() -> [String] {
            files.flatMap { name, _ in
                let source = try? SourceText.read(path: folder.path + "/" + name, maxBytes: 1 << 20)
                return source.map { library.lint(source: $0).diagnostics.map { "\(name): \($0.code.rawValue)" } } ?? []
            }
        }
        // Palettes inherit through `extends`: all 50 lint clean before, and after.
        #expect(problems() == [])
        let reply = client.request("textDocument/rename", Self.at(brand, 2, 3, #","newName":"paper""#))
        #expect(reply["result"]?["changes"]?.objectValue?.members.count == 50)
        try Self.apply(reply["result"])
        #expect(problems() == [])
        let text = try String(contentsOfFile: folder.path + "/product49.yaml", encoding: .utf8)
        #expect(text == "name: product49\nextends: brand\ncolors:\n  title: paper\n")
    }
}
