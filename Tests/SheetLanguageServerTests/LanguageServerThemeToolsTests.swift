import Foundation
import PresenterRegistry
import SheetSystem
import Testing
import ThemeKit

@testable import SheetLanguageServer
@testable import SheetText

/// Inlay hints, formatting and code lenses, in-process: a theme pair on disk, opened as an editor would.
@Suite struct LanguageServerThemeToolsTests {
    static let light = """
        name: light
        appearance: light
        counterpart: night
        palette:
          ink: "#000000"
        colors:
          background: "#FFFFFF"
          item: ink
          cancel: "#999999"

        """
    static let night = """
        name: night
        appearance: dark
        counterpart: light
        colors:
          background: "#000000"
          item: "#FFFFFF"
          cancel: "#444444"

        """

    /// A folder with the pair, and a client with `light.yaml` open.
    private func pair(selection: PreviewSelection? = nil) throws -> (TemporaryFolder, LanguageServerTestClient, String)
    {
        let folder = try TemporaryFolder()
        let path = try folder.write("light.yaml", Self.light)
        _ = try folder.write("night.yaml", Self.night)
        var client = LanguageServerTestClient(previewSelection: selection)
        client.initialize()
        let uri = DocumentURI.uri(ofPath: path)
        _ = client.open(uri, Self.light)
        return (folder, client, uri)
    }

    private func hints(_ client: inout LanguageServerTestClient, _ uri: String, range: String = "") -> [JSONValue] {
        let params = #"{"textDocument":{"uri":\#(LanguageServerTestClient.quoted(uri))}\#(range)}"#
        return client.request("textDocument/inlayHint", params)["result"]?.arrayValue ?? []
    }

    private func labelled(_ hints: [JSONValue]) -> [(line: Int, label: String)] {
        hints.compactMap { hint in
            guard let line = hint["position"]?["line"]?.integerValue, let label = hint["label"]?.stringValue else {
                return nil
            }
            return (line, label)
        }
    }

    @Test func initializeAdvertisesTheNewCapabilities() {
        var client = LanguageServerTestClient()
        let capabilities = client.initialize()["capabilities"]
        #expect(capabilities?["inlayHintProvider"] == .bool(true))
        #expect(capabilities?["documentFormattingProvider"] == .bool(true))
        #expect(capabilities?["codeLensProvider"] != nil)
        #expect(capabilities?["executeCommandProvider"]?["commands"] == .array([.string("sheetctl.preview")]))
    }

    // MARK: Inlay hints

    @Test func textRolesShowTheirContrastOnBothSidesAndPaletteNamesTheirColour() throws {
        var (folder, client, uri) = try pair()
        defer { _ = folder }
        let found = labelled(hints(&client, uri))
        let night = try #require(
            ThemeLibrary(searchPath: ThemeSearchPath(directories: [])).load(folder.path + "/night.yaml").theme)
        let darkCancel = try #require(TextContrast.measure(night).first { $0.role == "cancel" })
        // item: a palette name, black on white here and white on black on the dark side.
        #expect(found.contains { $0.line == 7 && $0.label == "→ #000000 · 21.0:1 · Lc 106 | dark 21.0:1 · Lc 107" })
        // cancel: #999999 on white is 2.84:1 and Lc 54.6, below both thresholds.
        #expect(found.contains { $0.line == 8 && $0.label == "2.8:1 · Lc 54 ✗ | dark \(darkCancel.summary)" })
        #expect(darkCancel.summary.hasSuffix(" ✗"))
        // background is written as a colour and is not text: no hint.
        #expect(!found.contains { $0.line == 6 })
        // What the file leaves out is shown at the end of the `colors:` line, with its contrast.
        let inherited = found.filter { $0.line == 5 }.map(\.label)
        #expect(inherited.count == 6)
        #expect(
            inherited.contains { $0.hasPrefix("title #") && $0.contains(" inherited · ") && $0.contains(" | dark ") })
        #expect(inherited.contains { $0.hasPrefix("separator #") && !$0.contains(":1") })
    }

    @Test func hintsOutsideTheRangeAskedForAreLeftOut() throws {
        var (folder, client, uri) = try pair()
        defer { _ = folder }
        let range = #","range":{"start":{"line":8,"character":0},"end":{"line":8,"character":20}}"#
        #expect(labelled(hints(&client, uri, range: range)).map(\.line) == [8])
    }

    @Test func aPaletteNameOfTheThemeItExtendsShowsItsColour() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("brand.yaml", "name: brand\npalette:\n  ink: \"#1B1B1F\"\ncolors:\n  item: ink\n")
        let path = try folder.write("product.yaml", "name: product\nextends: brand\ncolors:\n  title: ink\n")
        var client = LanguageServerTestClient()
        client.initialize()
        let uri = DocumentURI.uri(ofPath: path)
        #expect(client.open(uri, try String(contentsOfFile: path, encoding: .utf8)).isEmpty)
        let found = labelled(hints(&client, uri))
        #expect(found.contains { $0.line == 3 && $0.label.hasPrefix("→ #1B1B1F · ") })
        let hover = client.request(
            "textDocument/hover",
            #"{"textDocument":{"uri":\#(LanguageServerTestClient.quoted(uri))},"position":{"line":3,"character":3}}"#)
        #expect(hover["result"]?["contents"]?["value"]?.stringValue?.contains("of a theme it extends") == true)
    }

    @Test func aFileWithErrorsGetsNoHintsAndItsDiagnostics() {
        var client = LanguageServerTestClient()
        client.initialize()
        let diagnostics = client.open("file:///b.yaml", "name: b\ncolors:\n  item: nowhere\n")
        #expect(diagnostics.first?["code"] == .string("unknown-palette-name"))
        #expect(hints(&client, "file:///b.yaml").isEmpty)
        // A document that is not open gets none either; one without a URI is refused.
        #expect(hints(&client, "file:///not-open.yaml").isEmpty)
        #expect(client.request("textDocument/inlayHint", "{}")["error"]?["code"] == .integer(-32602))
    }

    // MARK: Formatting

    private func format(_ client: inout LanguageServerTestClient, _ uri: String) -> JSONValue? {
        client.request(
            "textDocument/formatting",
            #"{"textDocument":{"uri":\#(LanguageServerTestClient.quoted(uri))},"options":{"tabSize":2,"insertSpaces":true}}"#
        )["result"]
    }

    @Test func formattingIsOneEditOfTheWholeTextAndNoneWhenFormatted() {
        var client = LanguageServerTestClient()
        client.initialize()
        let messy = "colors:\n  item: '#fff'\n# mine\nname: m\n"
        _ = client.open("file:///m.yaml", messy)
        let edits = format(&client, "file:///m.yaml")?.arrayValue ?? []
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] == .string("# mine\nname: m\ncolors:\n  item: \"#fff\"\n"))
        #expect(edits.first?["range"]?["start"]?["line"] == .integer(0))
        #expect(edits.first?["range"]?["end"]?["line"] == .integer(4))
        _ = client.open("file:///f.yaml", "name: m\ncolors:\n  item: \"#fff\"\n")
        #expect(format(&client, "file:///f.yaml") == .array([]))
    }

    @Test func aSyntaxErrorGetsNoEditAndADiagnostic() {
        var client = LanguageServerTestClient()
        client.initialize()
        let diagnostics = client.open("file:///s.yaml", "colors: {item: '#fff'\nname: s\n")
        #expect(diagnostics.first?["code"] == .string("yaml-syntax"))
        #expect(format(&client, "file:///s.yaml") == .array([]))
        // A routing file is not a theme: it is left as it is.
        _ = client.open("file:///r.yaml", "apps:\n  \"1\": { presenter: plain }\ndefault: { presenter: json }\n")
        #expect(format(&client, "file:///r.yaml") == .array([]))
    }

    // MARK: Code lenses

    @Test func theNameHasTheAccessibilitySummaryAndAPreviewLens() throws {
        let cache = try TemporaryFolder()
        let selection = PreviewSelection(path: cache.path + "/sheetctl/preview-theme")
        var (folder, client, uri) = try pair(selection: selection)
        defer { _ = folder }
        let lenses =
            client.request(
                "textDocument/codeLens", #"{"textDocument":{"uri":\#(LanguageServerTestClient.quoted(uri))}}"#)[
                "result"]?.arrayValue ?? []
        #expect(lenses.count == 2)
        #expect(lenses.allSatisfy { $0["range"]?["start"]?["line"] == .integer(0) })
        let summary = lenses.first?["command"]?["title"]?.stringValue ?? ""
        let theme = ThemeLibrary(searchPath: ThemeSearchPath(directories: [])).load(folder.path + "/light.yaml")
        #expect(summary == TextContrast.summary(of: try #require(theme.theme), counterpart: theme.counterpart))
        #expect(
            summary.hasPrefix("light: ") && summary.contains("cancel") && summary.contains(" · dark: "), "\(summary)")
        let preview = try #require(lenses.last?["command"])
        #expect(preview["title"] == .string("preview"))
        #expect(preview["command"] == .string("sheetctl.preview"))
        #expect(preview["arguments"] == .array([.string(uri)]))
        // Running it tells a live page through the selection file, which the page watches.
        let before = selection.current()
        let reply = client.request(
            "workspace/executeCommand",
            #"{"command":"sheetctl.preview","arguments":[\#(LanguageServerTestClient.quoted(uri))]}"#)
        #expect(reply["result"] == .null)
        #expect(reply["error"] == nil)
        let chosen = try #require(selection.choice(since: before))
        #expect(chosen.themePath == folder.path + "/light.yaml")
        // The same theme again is a new choice.
        _ = client.request(
            "workspace/executeCommand",
            #"{"command":"sheetctl.preview","arguments":[\#(LanguageServerTestClient.quoted(uri))]}"#)
        #expect(selection.choice(since: chosen) != nil)
    }

    private static func previewCommand(_ uri: String) -> String {
        #"{"command":"sheetctl.preview","arguments":[\#(LanguageServerTestClient.quoted(uri))]}"#
    }

    private static func change(_ uri: String, version: Int, to text: String) -> String {
        let quoted = LanguageServerTestClient.quoted
        return
            #"{"textDocument":{"uri":\#(quoted(uri)),"version":\#(version)},"contentChanges":[{"text":\#(quoted(text))}]}"#
    }

    @Test func thePreviewLensShowsTheBufferAsItIsAndKeepsItCurrent() throws {
        let cache = try TemporaryFolder()
        let selection = PreviewSelection(path: cache.path + "/sheetctl/preview-theme")
        var (folder, client, uri) = try pair(selection: selection)
        defer { _ = folder }
        let path = folder.path + "/light.yaml"
        let edited = Self.light.replacingOccurrences(of: "#999999", with: "#123456")
        client.notify("textDocument/didChange", Self.change(uri, version: 2, to: edited))
        #expect(client.request("workspace/executeCommand", Self.previewCommand(uri))["error"] == nil)
        let chosen = try #require(selection.current())
        #expect(chosen.themePath == path)
        // The buffer's text, named as its file: the counterpart is found beside the file.
        let text = try #require(chosen.unsavedText())
        #expect(text.name == path)
        #expect(String(decoding: text.bytes, as: UTF8.self) == edited)
        let loaded = ThemeLibrary(searchPath: ThemeSearchPath(directories: [])).load(source: text)
        #expect(loaded.theme?.colors.cancel == ThemeColor(hex: "#123456"))
        #expect(loaded.counterpart?.name == "night")
        // The file on disk is untouched.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.light)

        // A later change is written again once its diagnostics are due, once for a burst.
        let again = edited.replacingOccurrences(of: "#123456", with: "#654321")
        client.notify("textDocument/didChange", Self.change(uri, version: 3, to: again))
        #expect(selection.current() == chosen)
        _ = client.diagnostics(for: uri)
        let later = try #require(selection.choice(since: chosen))
        #expect(later.unsavedText().map { String(decoding: $0.bytes, as: UTF8.self) } == again)
        // Another document's change does not touch it.
        _ = client.open("file:///other.yaml", "name: other\n")
        #expect(selection.current() == later)

        // Closed without saving: the page goes back to the file as saved, and stays there.
        client.notify("textDocument/didClose", #"{"textDocument":{"uri":\#(LanguageServerTestClient.quoted(uri))}}"#)
        _ = client.diagnostics(for: uri)
        let closed = try #require(selection.choice(since: later))
        #expect(closed.themePath == path)
        #expect(closed.textPath == nil)
        #expect(closed.unsavedText() == nil)
        _ = client.open(uri, again, version: 4)
        #expect(selection.current() == closed)
    }

    @Test func aPreviewThatCannotBeWrittenSaysWhyAndChangesNothing() throws {
        let cache = try TemporaryFolder()
        let selection = PreviewSelection(path: cache.path + "/preview-theme")
        var (folder, client, uri) = try pair(selection: selection)
        defer { _ = folder }
        #expect(client.request("workspace/executeCommand", Self.previewCommand(uri))["error"] == nil)
        let before = try #require(selection.current())
        // The text's file cannot be replaced (a folder stands in its place, which even root cannot
        // write over): the request fails, saying so, and neither file changes.
        try FileManager.default.removeItem(atPath: selection.textPath)
        try FileManager.default.createDirectory(atPath: selection.textPath, withIntermediateDirectories: false)
        client.notify("textDocument/didChange", Self.change(uri, version: 2, to: Self.light + "# more\n"))
        let failed = client.request("workspace/executeCommand", Self.previewCommand(uri))
        #expect(failed["error"]?["code"] == .integer(-32803))
        let message = failed["error"]?["message"]?.stringValue ?? ""
        #expect(message.hasPrefix("cannot tell a live page to show the theme: "), "\(message)")
        #expect(message.contains(selection.textPath), "\(message)")
        #expect(selection.current() == before)
        // Nothing half-written beside them: no temporary file left.
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
        #expect(names == ["preview-theme", "preview-theme.yaml"])
        // The failed choice is not kept current either.
        _ = client.diagnostics(for: uri)
        #expect(selection.current() == before)
    }

    @Test func aBrokenThemeGetsOnlyThePreviewLensAndNoSelectionPlaceNone() throws {
        let cache = try TemporaryFolder()
        var client = LanguageServerTestClient(previewSelection: PreviewSelection(path: cache.path + "/p"))
        client.initialize()
        _ = client.open("file:///b.yaml", "name: b\ncolors:\n  item: nowhere\n")
        let lenses =
            client.request("textDocument/codeLens", #"{"textDocument":{"uri":"file:///b.yaml"}}"#)["result"]?
            .arrayValue ?? []
        #expect(lenses.map { $0["command"]?["title"] } == [.string("preview")])
        var without = LanguageServerTestClient()
        without.initialize()
        _ = without.open("file:///b.yaml", "name: b\n")
        let only =
            without.request("textDocument/codeLens", #"{"textDocument":{"uri":"file:///b.yaml"}}"#)["result"]?
            .arrayValue ?? []
        #expect(only.count == 1)
        #expect(only.first?["command"]?["title"]?.stringValue?.hasPrefix("light: ") == true)
    }

    @Test func executeCommandRefusesWhatItCannotDo() throws {
        var client = LanguageServerTestClient()
        client.initialize()
        #expect(
            client.request("workspace/executeCommand", #"{"command":"rm -rf"}"#)["error"]?["code"] == .integer(-32602))
        #expect(
            client.request("workspace/executeCommand", #"{"command":"sheetctl.preview","arguments":[]}"#)["error"]?[
                "code"] == .integer(-32602))
        // Nowhere to tell a page: the request fails, saying why.
        let reply = client.request(
            "workspace/executeCommand", #"{"command":"sheetctl.preview","arguments":["file:///t.yaml"]}"#)
        #expect(reply["error"]?["code"] == .integer(-32803))
        // A selection file that cannot be written (its folder is a file) fails the same way.
        let cache = try TemporaryFolder()
        let blocker = try cache.write("file", "")
        var blocked = LanguageServerTestClient(previewSelection: PreviewSelection(path: blocker + "/preview-theme"))
        blocked.initialize()
        let failed = blocked.request(
            "workspace/executeCommand", #"{"command":"sheetctl.preview","arguments":["file:///t.yaml"]}"#)
        #expect(failed["error"]?["code"] == .integer(-32803))
    }
}
