import Foundation
import Testing

/// Light and dark pairs at the command line: `themes list` shows them, `--theme` takes either side,
/// `lint` of one side reports the other's problems in its file, and `--appearance` picks a side.
@Suite struct ThemePairCommandTests {
    private typealias P = SheetctlProcess

    @Test func themesListShowsEachThemesCounterpartInTextAndJSON() throws {
        let text = try P.run(["themes", "list"])
        #expect(text.code == 0)
        let rows = text.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.first?.prefix(5) == ["NAME", "SOURCE", "COUNTERPART", "BROKEN", "DESCRIPTION"])
        let byName = Dictionary(rows.dropFirst().map { (String($0[0]), $0) }) { first, _ in first }
        #expect(byName["default"]?[2] == "dark")
        #expect(byName["dark"]?[2] == "default")
        #expect(byName["midnight"]?[2] == "-")

        let json = try P.run(["themes", "list", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let dark = try #require(array.first { $0["name"] as? String == "dark" })
        #expect(dark["counterpart"] as? String == "default")
        #expect(dark["appearance"] as? String == "dark")
        let midnight = try #require(array.first { $0["name"] as? String == "midnight" })
        #expect(midnight["counterpart"] is NSNull)

        // --names, for completion scripts, is one name a line as before.
        let names = try P.run(["themes", "list", "--names"])
        #expect(names.stdout.split(separator: "\n").contains("dark"))
        #expect(!names.stdout.contains(" "))
    }

    @Test func aBrokenPairIsAnErrorAtCounterpartWithItsCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-pair-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("lone.yaml").path
        try "name: lone\ncounterpart: lone\n".write(toFile: path, atomically: true, encoding: .utf8)
        let lint = try P.run(["lint", path])
        #expect(lint.code == 1)
        #expect(
            lint.stderr.contains("\(path):2:14: error: 'counterpart' names this theme itself [counterpart-is-self]"))
        let preview = try P.run(["preview", "--theme", path])
        #expect(preview.code == 65)
        #expect(preview.stderr.contains("[counterpart-is-self]"))
    }

    @Test func appearanceTakesOnlyItsWords() throws {
        let result = try P.run(["preview", "--appearance", "dim"])
        #expect(result.code == 64)
        #expect(result.stderr.contains("--appearance"))
    }
}
