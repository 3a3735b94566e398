import Foundation
import OutsideClients
import Testing
import ThemeKit

/// `sheetctl themes import` of design tokens and `sheetctl themes export`, run as the built tool,
/// with the outputs checked by the programs that consume them: the official DTCG schemas (Python
/// `jsonschema`), Android's resource compiler (`aapt2`) and headless Chromium.
@Suite struct DesignTokensEndToEndTests {
    static let tokens = LintTestSupport.packageRoot + "/Tests/ThemeKitTests/Fixtures/tokens"
    static let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    static let environment = ["PATH": searchPath]

    /// The DTCG 2025.10 schemas: `SHEETCTL_DTCG_SPEC`, else `../shared/dtcg-2025.10` beside the package.
    static let spec: String? = {
        let given = ProcessInfo.processInfo.environment["SHEETCTL_DTCG_SPEC"]
        let candidates = [given, LintTestSupport.packageRoot + "/../shared/dtcg-2025.10"].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/schemas/format.json") }
    }()

    struct SpecMissing: Error, CustomStringConvertible {
        var description: String
    }

    /// The schemas' folder; the test is skipped with a note where they are missing, and fails under CI.
    static func requireSpec() throws -> String {
        if let spec { return spec }
        let note =
            "the DTCG 2025.10 schemas are missing: put them in ../shared/dtcg-2025.10 or name them in SHEETCTL_DTCG_SPEC"
        if ProcessInfo.processInfo.environment["CI"] == "true" { throw SpecMissing(description: note) }
        try Test.cancel(Comment(rawValue: note))
    }

    static let shippedNames: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: LintTestSupport.shipped)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// Exports a shipped theme in every format into a new folder.
    static func export(_ name: String, formats: [String] = []) throws -> (folder: String, files: [String]) {
        let folder = try LintTestSupport.temporaryFolder()
        let result = try SheetctlProcess.run(
            ["themes", "export", name, "--theme-path", LintTestSupport.shipped, "-o", folder]
                + formats.flatMap { ["--format", $0] })
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        return (folder, result.stdout.split(separator: "\n").map(String.init))
    }

    @Test func theFixturesImportIntoThemesThatLintCleanAndPreview() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runs: [[String]] = [
            [Self.tokens + "/tokens-studio/core.json", Self.tokens + "/tokens-studio/sheet.json", "--name", "studio"],
            [Self.tokens + "/terrazzo/brand.resolver.json"], [Self.tokens + "/figma/figma.resolver.json"],
        ]
        var written: [String] = []
        for arguments in runs {
            let result = try SheetctlProcess.run(["themes", "import"] + arguments + ["-o", folder])
            #expect(result.code == 0, "\(result.stderr)")
            written += result.stdout.split(separator: "\n").map(String.init)
        }
        #expect(
            written.map { ($0 as NSString).lastPathComponent } == [
                "studio.yaml", "brand-light.yaml", "brand-dark.yaml", "figma-app-light.yaml", "figma-app-dark.yaml",
            ])
        let lint = try SheetctlProcess.run(["lint"] + written)
        #expect(lint.code == 0)
        #expect(lint.stdout + lint.stderr == "", "lint is clean")
        for name in ["brand-dark", "figma-app-light", "studio"] {
            let preview = try SheetctlProcess.run([
                "preview", "--theme-path", folder, "--theme", name, "--presenter", "json",
            ])
            #expect(preview.code == 0, "\(preview.stderr)")
            #expect(preview.stderr.isEmpty, "\(preview.stderr)")
        }
        let pair = try SheetctlProcess.run(["themes", "list", "--theme-path", folder])
        let row = pair.stdout.split(separator: "\n").map { $0.split(separator: " ") }.first {
            $0.first == "brand-light"
        }
        #expect(row?[2] == "brand-dark", "the imported pair names each other")
    }

    @Test func brokenTokensAreAllReportedLocatedAndNothingIsWritten() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try SheetctlProcess.run(
            ["themes", "import", "base.json", "sheet.json", "-o", folder + "/out"], directory: Self.tokens + "/broken")
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        let located = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(located.count == 9)
        #expect(
            located.first
                == "base.json:5:22: error: the alias {palette.a} makes a cycle: palette.a -> palette.b -> palette.a [reference-cycle]"
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func importNeedsAFolderAndAMissingFileIsNoInput() throws {
        let noFolder = try SheetctlProcess.run(["themes", "import", Self.tokens + "/terrazzo/brand.resolver.json"])
        #expect(noFolder.code == 64)
        #expect(noFolder.stderr.contains("give -o <dir>"))
        let missing = try SheetctlProcess.run(["themes", "import", Self.tokens + "/nothing.json", "-o", "/nonexistent"])
        #expect(missing.code == 66)
    }

    @Test func exportIsByteIdenticalAcrossRunsAndRefusesABrokenTheme() throws {
        let one = try Self.export("solarized-light")
        let two = try Self.export("solarized-light")
        defer {
            try? FileManager.default.removeItem(atPath: one.folder)
            try? FileManager.default.removeItem(atPath: two.folder)
        }
        #expect(one.files.count == two.files.count)
        for (a, b) in zip(one.files, two.files) {
            #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b), "\(a)")
        }
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LintTestSupport.write("name: bad\ncolors:\n  title: \"#12\"\n", to: folder + "/bad.yaml")
        let refused = try SheetctlProcess.run(["themes", "export", folder + "/bad.yaml", "-o", folder + "/out"])
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("bad.yaml:3:10: error:"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        let unknown = try SheetctlProcess.run(["themes", "export", "no-such-theme", "-o", folder + "/out"])
        #expect(unknown.code == 66)
    }

    @Test(arguments: shippedNames) func theDTCGOutputIsValidAgainstTheOfficialSchemas(_ name: String) throws {
        let spec = try Self.requireSpec()
        let python = try OutsideClient.jsonschema.require()
        let export = try Self.export(name, formats: ["dtcg"])
        defer { try? FileManager.default.removeItem(atPath: export.folder) }
        let result = try SheetctlProcess.run(
            executable: python,
            [LintTestSupport.packageRoot + "/Tests/SheetctlTests/Tokens/validate_dtcg.py", spec + "/schemas"]
                + export.files, environment: Self.environment)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("ok\n"))
    }

    @Test(arguments: shippedNames) func theAndroidOutputCompilesWithAapt(_ name: String) throws {
        let aapt2 = try OutsideClient.aapt2.require()
        let export = try Self.export(name, formats: ["android"])
        defer { try? FileManager.default.removeItem(atPath: export.folder) }
        let compiled = try SheetctlProcess.run(
            executable: aapt2, ["compile", "--dir", export.folder + "/android/res", "-o", export.folder + "/res.zip"],
            environment: Self.environment)
        #expect(compiled.code == 0, "\(compiled.stderr)")
        #expect(FileManager.default.fileExists(atPath: export.folder + "/res.zip"))
        // The same compiler refuses a resource Android cannot read, so passing means something.
        try LintTestSupport.write(
            "<resources><color name=\"sheet-title\">#GG000000</color></resources>\n",
            to: export.folder + "/android/res/values/broken.xml")
        let refused = try SheetctlProcess.run(
            executable: aapt2, ["compile", "--dir", export.folder + "/android/res", "-o", export.folder + "/bad.zip"],
            environment: Self.environment)
        #expect(refused.code != 0)
    }

    @Test(.needs(.chromium)) func theCSSAppliesInChromiumInBothSchemes() throws {
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [LintTestSupport.shipped]))
        let light = try #require(library.load("solarized-light").theme)
        let dark = try #require(library.load("solarized-dark").theme)
        func colors(_ theme: Theme) -> [String: String] {
            var table: [String: String] = [:]
            for (key, path) in ThemeColors.roles {
                let color = theme.colors[keyPath: path]
                table[CSSWriter.propertyName(key)] = "rgb(\(color.red), \(color.green), \(color.blue))"
            }
            return table
        }
        let expected = try JSONSerialization.data(
            withJSONObject: ["light": colors(light), "dark": colors(dark)], options: [.sortedKeys])
        try BrowserEndToEndTests.runScript(
            LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/tokens_css_test.py"
        ) { _ in
            [LintTestSupport.shipped, String(decoding: expected, as: UTF8.self)]
        }
    }

    /// The svg and html presenters' drawings take a page's `--sheet-*` properties, as the css export
    /// writes them, with the theme's own colours as fallbacks (`Browser/presenter_properties_test.py`).
    @Test(.needs(.chromium)) func theExportedCSSRethemesThePresentersDrawingsInChromium() throws {
        try BrowserEndToEndTests.runScript(
            LintTestSupport.packageRoot + "/Tests/SheetctlTests/Browser/presenter_properties_test.py"
        ) { _ in [LintTestSupport.shipped] }
    }
}
