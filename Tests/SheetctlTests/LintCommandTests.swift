import Foundation
import Testing

@testable import SheetctlCLI
@testable import ThemeKit

/// `sheetctl lint`, `sheetctl schema` and the theme options of `preview`, run in-process.
@Suite struct LintCommandTests {
    private typealias T = LintTestSupport

    @Test func cleanThemesExitZeroAndPrintNothing() {
        let result = SheetctlProcess.runInProcess(["lint", T.shipped + "/high-contrast.yaml", T.shipped + "/solarized-light.yaml"])
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    @Test func warningsAloneExitZeroWithASummary() {
        let result = SheetctlProcess.runInProcess(["lint", T.broken + "/warnings.yaml"])
        #expect(result.code == 0)
        #expect(result.stderr.contains("warnings.yaml:6:9: warning: 'colors.item' (#999999)"))
        #expect(result.stderr.hasSuffix("1 file: 0 errors, 4 warnings\n"))
    }

    @Test func anErrorExitsOneWithCompilerStyleDiagnostics() {
        let path = T.broken + "/unquoted-hash.yaml"
        let result = SheetctlProcess.runInProcess(["lint", path, T.shipped + "/high-contrast.yaml"])
        #expect(result.code == 1)
        #expect(
            result.stderr == """
                \(path):3:10: error: 'colors.title' has no value: YAML read '#8E8E93' as a comment [unquoted-color]
                 3 |   title: #8E8E93
                   |          ^~~~~~~
                hint: a colour that starts with # must be quoted: title: "#8E8E93"
                2 files: 1 error, 0 warnings

                """)
    }

    @Test func theTwelveProblemFileReportsAllTwelveAndItsWarningBesideTheErrors() {
        let result = SheetctlProcess.runInProcess(["lint", T.broken + "/twelve-problems.yaml"])
        #expect(result.code == 1)
        #expect(result.stderr.contains("[duplicate-key]"))
        #expect(result.stderr.contains("[unknown-key]"))
        #expect(result.stderr.contains("warning: 'colors.destructive' (#EEEEEE)"))
        #expect(result.stderr.hasSuffix("1 file: 10 errors, 2 warnings\n"))
    }

    @Test func aFileThatCannotBeOpenedExits66AndTheOthersAreStillLinted() {
        let result = SheetctlProcess.runInProcess(["lint", T.valid + "/absent.yaml", T.broken + "/bad-color.yaml"])
        #expect(result.code == 66)
        #expect(
            result.stderr.contains(
                "error: cannot open '\(T.valid)/absent.yaml': no such file or directory [unreadable-file]"))
        #expect(result.stderr.contains("[bad-color]"))
        #expect(result.stderr.hasSuffix("2 files: 4 errors, 0 warnings\n"))
    }

    @Test func aDirectoryCannotBeOpenedAsAFile() {
        let result = SheetctlProcess.runInProcess(["lint", T.valid])
        #expect(result.code == 66)
        #expect(result.stderr.contains("is a directory"))
    }

    @Test func noFilesIsAUsageError() {
        let result = SheetctlProcess.runInProcess(["lint"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: missing argument '<file>...'\n"))
        #expect(result.stderr.contains("Usage: sheetctl lint"))
    }

    @Test func aParentSharedByTwoFilesIsReportedOnce() {
        let result = SheetctlProcess.runInProcess(["lint", T.broken + "/cycle-a.yaml", T.broken + "/cycle-b.yaml"])
        #expect(result.code == 1)
        #expect(result.stderr.components(separatedBy: "[extends-cycle]").count - 1 == 2)
        #expect(result.stderr.contains("cycle-a -> cycle-b -> cycle-a"))
        #expect(result.stderr.contains("cycle-b -> cycle-a -> cycle-b"))
    }

    @Test func themePathFlagsAreSearchedForExtends() throws {
        // Away from its parent, the child finds it only on the search path.
        let folder = try T.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = folder + "/child-by-name.yaml"
        try FileManager.default.copyItem(atPath: T.valid + "/child-by-name.yaml", toPath: child)
        let without = SheetctlProcess.runInProcess(["lint", child])
        #expect(without.code == 1)
        #expect(without.stderr.contains("no theme named 'base'"))
        let with = SheetctlProcess.runInProcess(["lint", "--theme-path", T.valid, child])
        #expect(with.code == 0)
        #expect(!with.stderr.contains("error:"))
        // Beside it, a name in 'extends' is found in the file's own folder, as 'counterpart' is.
        let beside = SheetctlProcess.runInProcess(["lint", T.valid + "/child-by-name.yaml"])
        #expect(beside.code == 0, "\(beside.stderr)")
    }

    @Test func routingFilesAreToldApartByContentAndLintedAsRouting() throws {
        let folder = try T.temporaryFolder()
        let routing = folder + "/registry.yaml"
        try T.write("default: {presenter: auto}\napps:\n  \"2021*\": {presenter: fancy}\n", to: routing)
        let result = SheetctlProcess.runInProcess(["lint", routing])
        #expect(result.code == 1)
        #expect(result.stderr.contains("registry.yaml:3:24: error: unknown presenter 'fancy'"))
        #expect(!result.stderr.contains("unknown key"))
        let theme = folder + "/theme.yaml"
        try T.write("name: x\ndefault: 1\n", to: theme)
        #expect(SheetctlProcess.runInProcess(["lint", theme]).stderr.contains("unknown key 'default'"))
    }

    // MARK: schema

    @Test func schemaThemePrintsTheGeneratedSchema() {
        let result = SheetctlProcess.runInProcess(["schema", "theme"])
        #expect(result.code == 0)
        #expect(result.stdout == ThemeSchema.text)
        #expect(result.stderr.isEmpty)
    }

    @Test func anUnknownSchemaIsAUsageErrorWithADidYouMean() {
        let result = SheetctlProcess.runInProcess(["schema", "thme"])
        #expect(result.code == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: unknown format 'thme': one of theme, sheet, registry, call-log\nDid you mean 'theme'?\n"))
    }

    @Test func schemaWithoutAFormatIsAUsageError() {
        #expect(SheetctlProcess.runInProcess(["schema"]).code == 64)
        #expect(SheetctlProcess.runInProcess(["schema", "theme", "extra"]).code == 64)
    }

    // MARK: preview --theme

    @Test func previewDrawsANamedThemesCancelLabel() {
        let result = SheetctlProcess.runInProcess(["preview", "--theme", "dark"])
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasSuffix("0. Cancel\n"))
        let glyph = SheetctlProcess.runInProcess(["preview", "--theme", "high-contrast"])
        #expect(glyph.stdout.contains("Post to moments [◆]"))
    }

    @Test func previewTakesAThemeFromATheThemePath() {
        let result = SheetctlProcess.runInProcess(["preview", "--theme-path", T.valid, "--theme", "base"])
        #expect(result.code == 0)
        #expect(result.stdout.hasSuffix("0. Close\n"))
    }

    @Test func aBrokenNamedThemeFallsBackToTheDefaultAndExits65() {
        let result = SheetctlProcess.runInProcess(["preview", "--theme", T.broken + "/bad-color.yaml"])
        #expect(result.code == 65)
        #expect(result.stdout.hasSuffix("0. Cancel\n"))
        #expect(result.stderr.contains("[bad-color]"))
        #expect(
            result.stderr.hasSuffix(
                "note: theme '\(T.broken)/bad-color.yaml' cannot be used; using the built-in default [theme-fallback]\n"
            ))
    }

    @Test func aNamedThemeFileThatCannotBeOpenedExits66() {
        let result = SheetctlProcess.runInProcess(["preview", "--theme", "missing/theme.yaml"])
        #expect(result.code == 66)
        #expect(result.stdout.hasPrefix("Share this photo\n"))
        #expect(result.stderr.contains("[unreadable-file]"))
    }

    @Test func anUnknownThemeNameExits66WithADidYouMean() {
        let result = SheetctlProcess.runInProcess(["preview", "--theme", "drak"])
        #expect(result.code == 66)
        #expect(result.stderr.contains("hint: did you mean 'dark'?"))
    }
}
