import Foundation
import Testing
@testable import SheetText
import ThemeKit

@testable import SheetctlCLI

/// `sheetctl themes import` in-process, and `preview -o`.
@Suite struct ThemesImportCommandTests {
    private typealias T = LintTestSupport
    static let schemes = T.packageRoot + "/Tests/ThemeKitTests/Fixtures/base16"

    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func aSchemeIsWrittenAsAThemeOnStdout() throws {
        let result = SheetctlProcess.runInProcess(["themes", "import", Self.schemes + "/current-base16.yaml"])
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("name: harbour-night\n"))
        #expect(result.stdout.contains("  destructive: \"#FF6C6B\"\n"))
        let loaded = ThemeLibrary(searchPath: ThemeSearchPath(directories: [])).load(
            source: SourceText(name: "out.yaml", text: result.stdout))
        #expect(loaded.theme?.colors.cancel.hex == "#61AFEF")
    }

    @Test func outputGoesToAFileWithTheGivenNameAndTheFileLintsClean() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/paper.yaml"
        let result = SheetctlProcess.runInProcess(["themes", "import", "-o", out, "--name", "paper", Self.schemes + "/legacy-base16.yaml"])
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["paper.yaml"])
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains("name: paper\n"))
        let lint = SheetctlProcess.runInProcess(["lint", out])
        #expect(lint.code == 0, "\(lint.stderr)")
        // Writing again replaces the file whole; the theme is named after the file it is written to.
        #expect(SheetctlProcess.runInProcess(["themes", "import", "--output=" + out, Self.schemes + "/current-base24.yaml"]).code == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("name: paper\n"))
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("base24"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["paper.yaml"])
    }

    @Test func aMalformedSchemeIsExit65WithLocatedDiagnostics() {
        let path = Self.schemes + "/broken/missing-slot.yaml"
        let result = SheetctlProcess.runInProcess(["themes", "import", path])
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "\(path):4:3: error: 'palette' has no slot 'base08'; a base16 scheme needs base00…base0F [missing-key]\n"
                + " 4 |   base00: \"282c34\"\n   |   ^\n")
    }

    @Test func aYAMLSyntaxErrorIsExit65() {
        let result = SheetctlProcess.runInProcess(["themes", "import", Self.schemes + "/broken/syntax.yaml"])
        #expect(result.code == 65)
        #expect(result.stderr.contains("syntax.yaml:"))
        #expect(result.stderr.contains("[yaml-syntax]"))
    }

    @Test func aFileThatCannotBeOpenedIsExit66() {
        let result = SheetctlProcess.runInProcess(["themes", "import", Self.schemes + "/no-such-scheme.yaml"])
        #expect(result.code == 66)
        #expect(result.stderr.contains("[unreadable-file]"))
    }

    @Test func aFolderThatCannotBeMadeIsExit74() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "not a folder\n".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
        let result = SheetctlProcess.runInProcess([
            "themes", "import", "-o", folder + "/file/x.yaml", Self.schemes + "/current-base16.yaml",
        ])
        #expect(result.code == 74)
        #expect(
            result.stderr
                == "sheetctl: cannot create the folder '\(folder)/file': '\(folder)/file' is not a directory\n")
        #expect(try String(contentsOfFile: folder + "/file", encoding: .utf8) == "not a folder\n")
    }

    @Test func theThemeIsNamedAfterTheFileItIsWrittenToUnlessNameSaysOtherwise() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            SheetctlProcess.runInProcess(["themes", "import", "-o", folder + "/ocean.yaml", Self.schemes + "/current-base16.yaml"]).code == 0)
        let named = try String(contentsOfFile: folder + "/ocean.yaml", encoding: .utf8)
        #expect(named.contains("name: ocean\n"))
        // The file and its name agree, and it is found by the name of its file.
        let lint = SheetctlProcess.runInProcess(["lint", folder + "/ocean.yaml"])
        #expect(lint.code == 0)
        #expect(!lint.stderr.contains("[file-name-mismatch]"))
        #expect(SheetctlProcess.runInProcess(["themes", "show", "--theme-path", folder, "ocean"]).code == 0)

        let result = SheetctlProcess.runInProcess([
            "themes", "import", "-o", folder + "/other.yml", "--name", "sea", Self.schemes + "/current-base16.yaml",
        ])
        #expect(result.code == 0)
        #expect(try String(contentsOfFile: folder + "/other.yml", encoding: .utf8).contains("name: sea\n"))
        // Written to standard output, the theme keeps the scheme's name.
        #expect(
            SheetctlProcess.runInProcess(["themes", "import", Self.schemes + "/current-base16.yaml"]).stdout.contains("name: harbour-night\n"))
    }

    @Test func aMissingFolderIsCreated() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = SheetctlProcess.runInProcess([
            "themes", "import", "-o", folder + "/new/themes/x.yaml", Self.schemes + "/current-base16.yaml",
        ])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(
            try String(contentsOfFile: folder + "/new/themes/x.yaml", encoding: .utf8).contains("name: x\n")
        )
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        UsageCase(arguments: ["themes", "import"], message: "Error: missing argument '<file|->...'\n"),
        UsageCase(
            arguments: [
                "themes", "import",
                LintTestSupport.packageRoot + "/Tests/ThemeKitTests/Fixtures/base16/current-base16.yaml",
                LintTestSupport.packageRoot + "/Tests/ThemeKitTests/Fixtures/base16/current-base16.yaml",
            ],
            message: "Error: a base16 scheme is one file; only design tokens come in several\n"),
        UsageCase(
            arguments: ["themes", "import", "--name", "", "a"],
            message: "Error: --name takes a name that is not empty\n"),
        UsageCase(arguments: ["themes", "import", "-o"], message: "Error: missing value for '--output <file>'\n"),
        UsageCase(
            arguments: ["themes", "gallery"], message: "Error: missing option '-o <dir>'\n"),
        UsageCase(
            arguments: ["themes", "gallery", "-o", ""],
            message: "Error: missing -o <dir>: the folder to write the gallery to\n"),
        UsageCase(arguments: ["themes", "gallery", "-o", "x", "y"], message: "Error: unexpected argument 'y'\n"),
    ])
    func usageErrorsAreExit64(_ usage: UsageCase) {
        let result = SheetctlProcess.runInProcess(usage.arguments)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix(usage.message))
        #expect(result.stderr.contains("Usage: sheetctl themes "))
    }

    @Test func previewWritesTheSVGToAFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = SheetctlProcess.runInProcess(["preview", "--presenter", "svg", "-o", folder + "/sheet.svg"])
        #expect(result.code == 0)
        #expect(result.stdout.isEmpty)
        let svg = try String(contentsOfFile: folder + "/sheet.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg == SheetctlProcess.runInProcess(["preview", "--presenter", "svg"]).stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sheet.svg"])

        // A missing folder is made; one that cannot be (a file is in the way) is exit 74.
        let made = SheetctlProcess.runInProcess(["preview", "--presenter", "html", "-o", folder + "/missing/page.html"])
        #expect(made.code == 0)
        #expect(try String(contentsOfFile: folder + "/missing/page.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let failed = SheetctlProcess.runInProcess(["preview", "--presenter", "html", "-o", folder + "/sheet.svg/page.html"])
        #expect(failed.code == 74)
        #expect(failed.stderr.hasPrefix("sheetctl: cannot create the folder '\(folder)/sheet.svg': "))
    }
}

extension ThemesImportCommandTests {
    /// `--mapping`: its mistakes are exit 65, located in the mapping file, and nothing is written;
    /// a good one gives the roles their tokens.
    @Test func aMappingFilesMistakesAreLocatedAndAGoodOneMapsTheRoles() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ##"{"brand": {"$type": "color", "ink": {"$value": "#102030"}, "paper": {"$value": "#fafaf0"}}}"##
            .write(toFile: folder + "/brand.json", atomically: true, encoding: .utf8)
        try "roles:\n  item: brand.inc\n  backgound: brand.paper\n"
            .write(toFile: folder + "/bad.yaml", atomically: true, encoding: .utf8)
        let refused = SheetctlProcess.runInProcess([
            "themes", "import", folder + "/brand.json", "--mapping", folder + "/bad.yaml", "-o", folder + "/out",
        ])
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("\(folder)/bad.yaml:3:3: error: 'backgound' is not a sheet role [unknown-key]"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        try "roles:\n  item: brand.inc\n  background: brand.paper\n"
            .write(toFile: folder + "/bad.yaml", atomically: true, encoding: .utf8)
        let unknown = SheetctlProcess.runInProcess([
            "themes", "import", folder + "/brand.json", "--mapping", folder + "/bad.yaml", "-o", folder + "/out",
        ])
        #expect(unknown.code == 65)
        #expect(
            unknown.stderr.contains(
                "\(folder)/bad.yaml:2:9: error: the mapping gives item the token 'brand.inc', which names no token of the set [unknown-token]"
            ), "\(unknown.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        try "roles:\n  item: brand.ink\n  background: brand.paper\n"
            .write(toFile: folder + "/good.yaml", atomically: true, encoding: .utf8)
        let written = SheetctlProcess.runInProcess([
            "themes", "import", folder + "/brand.json", "--mapping", folder + "/good.yaml", "-o", folder + "/out",
        ])
        #expect(written.code == 0, "\(written.stderr)")
        let text = try String(contentsOfFile: folder + "/out/brand.yaml", encoding: .utf8)
        #expect(text.contains("item: \"#102030\""))
        #expect(text.contains("background: \"#FAFAF0\""))
    }
}
