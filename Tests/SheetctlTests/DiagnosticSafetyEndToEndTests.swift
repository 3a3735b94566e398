import Foundation
import Testing

/// Diagnostics about hostile inputs, run as the built binary: a file name cannot forge a
/// diagnostic line that a CI log parser would believe, and a huge input gets a short report.
@Suite struct DiagnosticSafetyEndToEndTests {
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-diag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func aFileNameCannotForgeADiagnosticLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "x\nfake.yaml:1:1: error: forged [x]\ny.yaml"
        let file = folder + "/" + name
        // The theme declares its file's name, so the one diagnostic is about the unknown key.
        try Data("name: \"x\\nfake.yaml:1:1: error: forged [x]\\ny\"\ncolours: {}\n".utf8).write(
            to: URL(fileURLWithPath: file))
        let result = try SheetctlProcess.run(["lint", file])
        #expect(result.code == 1)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        // Only the real diagnostic, its quote, its hint and the summary; each names the file visibly.
        #expect(!lines.contains { $0.hasPrefix("fake.yaml") || $0.hasPrefix("y.yaml") }, "\(result.stderr)")
        let shown = folder + "/x\\nfake.yaml:1:1: error: forged [x]\\ny.yaml"
        #expect(lines.first == "\(shown):2:1: error: unknown key 'colours' at the top level [unknown-key]")
        #expect(lines.filter { $0.contains(": error: ") }.count == 1)
        #expect(!result.stderr.unicodeScalars.contains("\u{FFFD}"))
    }

    @Test func aFileNameWithABidiOverrideIsShownVisibly() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/evil\u{202E}lmay.txt"
        try Data("name: t\ncolours: {}\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = try SheetctlProcess.run(["lint", file])
        #expect(result.stderr.hasPrefix(folder + "/evil<U+202E>lmay.txt:2:1: error: "))
    }

    @Test func aFifteenMegabyteCallWithABadColourGetsAShortReport() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/call.json"
        let colour = "#" + String(repeating: "A", count: 15 << 20)
        try Data(#"{"itemList": ["Share"], "itemColor": "\#(colour)"}"#.utf8).write(to: URL(fileURLWithPath: file))
        let result = try SheetctlProcess.run(["present", "--dialect", "wx", "--call", file], timeout: 120)
        #expect(result.code == 65)
        #expect(result.stderr.contains("itemColor"))
        #expect(result.stderr.contains("[invalid-call]"))
        #expect(result.stderr.utf8.count < 1_024, "\(result.stderr.utf8.count) bytes on stderr")
    }
}
