import Foundation
import Testing

/// `sheetctl themes format FILE… [--check]`: in-process for the statuses and the files, and one
/// run of the built tool.
@Suite struct ThemesFormatCommandTests {
    static let messy = "colors:\n  item: '#fff'\n# mine\nname: m\n"
    static let formatted = "# mine\nname: m\ncolors:\n  item: \"#fff\"\n"

    @Test func filesAreRewrittenInPlaceAndListed() throws {
        let folder = try ThemesCommandTests.folder(["m.yaml": Self.messy, "f.yaml": Self.formatted])
        let result = SheetctlProcess.runInProcess(["themes", "format", folder + "/m.yaml", folder + "/f.yaml"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == folder + "/m.yaml\n", "only the file that changed")
        #expect(try String(contentsOfFile: folder + "/m.yaml", encoding: .utf8) == Self.formatted)
        #expect(try String(contentsOfFile: folder + "/f.yaml", encoding: .utf8) == Self.formatted)
        // Formatted once, formatted for good.
        #expect(SheetctlProcess.runInProcess(["themes", "format", "--check", folder + "/m.yaml"]).code == 0)
    }

    @Test func checkWritesNothingAndExitsOneWhenAFileWouldChange() throws {
        let folder = try ThemesCommandTests.folder(["m.yaml": Self.messy, "f.yaml": Self.formatted])
        let result = SheetctlProcess.runInProcess([
            "themes", "format", "--check", folder + "/f.yaml", folder + "/m.yaml",
        ])
        #expect(result.code == 1)
        #expect(result.stdout == folder + "/m.yaml\n")
        #expect(try String(contentsOfFile: folder + "/m.yaml", encoding: .utf8) == Self.messy)
    }

    @Test func aBrokenFileIsALocatedErrorAndLeftUntouchedWhileTheOthersAreFormatted() throws {
        let broken = "colors: {item: '#fff'\nname: b\n"
        let folder = try ThemesCommandTests.folder(["b.yaml": broken, "m.yaml": Self.messy])
        let result = SheetctlProcess.runInProcess(["themes", "format", folder + "/b.yaml", folder + "/m.yaml"])
        #expect(result.code == 65)
        #expect(result.stderr.contains(folder + "/b.yaml:2:1: error: "), "\(result.stderr)")
        #expect(try String(contentsOfFile: folder + "/b.yaml", encoding: .utf8) == broken)
        #expect(try String(contentsOfFile: folder + "/m.yaml", encoding: .utf8) == Self.formatted)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["b.yaml", "m.yaml"])
    }

    @Test func aMissingFileIs66AndNoFileIsAUsageError() throws {
        let missing = SheetctlProcess.runInProcess(["themes", "format", "/nonexistent/t.yaml"])
        #expect(missing.code == 66)
        #expect(missing.stderr.contains("/nonexistent/t.yaml"))
        #expect(SheetctlProcess.runInProcess(["themes", "format"]).code == 64)
        #expect(SheetctlProcess.runInProcess(["themes", "format", "--fix", "t.yaml"]).code == 64)
    }

    @Test func theBuiltToolFormatsAndItsHelpSaysHow() throws {
        let folder = try ThemesCommandTests.folder(["m.yaml": Self.messy])
        let run = try SheetctlProcess.run(["themes", "format", "m.yaml"], directory: folder)
        #expect(run.code == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: folder + "/m.yaml", encoding: .utf8) == Self.formatted)
        let help = SheetctlProcess.runInProcess(["themes", "format", "--help"])
        #expect(help.code == 0)
        #expect(help.stdout.contains("--check"))
        #expect(SheetctlProcess.runInProcess(["help", "themes", "format"]).stdout == help.stdout)
    }
}
