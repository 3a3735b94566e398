import Foundation
import Testing
@testable import SheetText

@testable import SheetctlCLI
import SheetSystem
import SheetTerminal
@testable import ThemeKit

/// `sheetctl themes list` and `themes show`, in-process.
@Suite struct ThemesCommandTests {
    private typealias T = LintTestSupport

    /// A fresh folder holding the given theme files.
    static func folder(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url.path
    }

    // MARK: list

    @Test func listIsAnAlignedTableOfNameSourceAndDescription() throws {
        let result = SheetctlProcess.runInProcess(["themes", "list"])
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("NAME ") == true)
        let header = try #require(lines.first)
        let sourceColumn = try #require(header.range(of: "SOURCE")).lowerBound.utf16Offset(in: header)
        let midnight = lines.first { $0.hasPrefix("midnight ") }
        #expect(midnight?.contains(T.shipped + "/midnight.yaml") == true)
        #expect(midnight?.hasSuffix("Deep blue night with moonlit text and a gold cancel button") == true)
        // Every row's source starts in the header's column.
        for line in lines.dropFirst() {
            let column = line.range(of: T.shipped)?.lowerBound.utf16Offset(in: line)
            #expect(column == sourceColumn, "\(line)")
        }
    }

    @Test func aThemeOnAnEarlierFolderShadowsALaterOneAndIsListedOnce() throws {
        let first = try Self.folder(["dark.yaml": "name: dark\ndescription: mine\n"])
        let result = SheetctlProcess.runInProcess(["themes", "list", "--theme-path", first])
        let darkRows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("dark ") }
        #expect(darkRows.count == 1)
        #expect(darkRows.first?.contains(first + "/dark.yaml") == true)
        #expect(darkRows.first?.hasSuffix("mine") == true)
    }

    @Test func theBuiltInDefaultIsListedAsBuiltInWhenNoFileTakesItsName() throws {
        // Only a folder without default.yaml: the shipped folder is still on the path, so the
        // library is asked directly with a path that lacks it.
        let folder = try Self.folder(["solo.yaml": "name: solo\n"])
        let listings = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder])).list()
        #expect(listings.map(\.name) == ["solo", "default"])
        #expect(TerminalTable.text([["a", "b"], ["long", "x"]]) == "a     b\nlong  x\n")
    }

    @Test func listAsJSONGivesNamePathAndDescription() throws {
        let result = SheetctlProcess.runInProcess(["themes", "list", "--json"])
        #expect(result.code == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let dark = try #require(array.first { $0["name"] as? String == "dark" })
        #expect(dark["path"] as? String == T.shipped + "/dark.yaml")
        #expect((dark["description"] as? String)?.hasPrefix("Dark, like the SDK's sheet in dark mode; ") == true)
    }

    @Test func theHiddenNamesFlagPrintsOneNameALineForCompletion() {
        let result = SheetctlProcess.runInProcess(["themes", "list", "--names"])
        #expect(result.code == 0)
        #expect(result.stdout.split(separator: "\n").contains("midnight"))
        #expect(!result.stdout.contains(" "))
        #expect(!SheetctlProcess.runInProcess(["themes", "list", "--help"]).stdout.contains("--names"))
    }

    @Test func hostileDescriptionsAreShownEscaped() throws {
        let folder = try Self.folder(["evil.yaml": "name: evil\ndescription: \"\\e[2Jgone\\u202E\"\n"])
        let result = SheetctlProcess.runInProcess(["themes", "list", "--theme-path", folder])
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(result.stdout.contains("^[[2Jgone<U+202E>"))
    }

    @Test func aFileThatIsNotAThemeIsLeftOutAndABrokenThemeIsMarked() throws {
        let folder = try Self.folder([
            // A base16 scheme, old and new shapes: a mapping with no key a theme takes.
            "ocean.yaml": "scheme: \"Ocean\"\nauthor: \"someone\"\nbase00: \"2b303b\"\nbase01: \"343d46\"\n",
            "tinted.yaml": "system: base16\nname: Tinted\nvariant: dark\npalette:\n  base00: \"2b303b\"\n",
            "cracked.yaml": "name: cracked\ncolors:\n  background: \"#12345\"\n",
            "plain.yaml": "name: plain\n",
            // A theme with a misspelt key is still a theme, listed as broken rather than hidden.
            "typo.yaml": "name: typo\ncolours:\n  item: \"#000000\"\n",
        ])
        let text = SheetctlProcess.runInProcess(["themes", "list", "--theme-path", folder])
        #expect(text.code == 0)
        let rows = text.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.first?.prefix(5) == ["NAME", "SOURCE", "COUNTERPART", "BROKEN", "DESCRIPTION"])
        let byName = Dictionary(rows.dropFirst().map { (String($0[0]), $0) }) { first, _ in first }
        let broken = { (name: String) in byName[name].flatMap { $0.count > 3 ? String($0[3]) : nil } }
        #expect(byName["Ocean"] == nil && byName["ocean"] == nil && byName["Tinted"] == nil)
        #expect(broken("cracked") == "bad-color")
        #expect(broken("plain") == "-")
        #expect(broken("typo") != nil && broken("typo") != "-")
        #expect(broken("midnight") == "-")

        let json = SheetctlProcess.runInProcess(["themes", "list", "--json", "--theme-path", folder])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(!array.contains { ($0["path"] as? String)?.hasPrefix(folder + "/ocean") == true })
        #expect(!array.contains { $0["name"] as? String == "Tinted" })
        let cracked = try #require(array.first { $0["name"] as? String == "cracked" })
        #expect(cracked["broken"] as? String == "bad-color")
        let plain = try #require(array.first { $0["name"] as? String == "plain" })
        #expect(plain["broken"] is NSNull)
    }

    @Test func listTakesNoArguments() {
        let result = SheetctlProcess.runInProcess(["themes", "list", "extra"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: unexpected argument 'extra'\nUsage: sheetctl themes list "))
    }

    // MARK: show

    @Test func showPrintsTheResolvedThemeAfterExtends() throws {
        // midnight extends dark: keys it leaves out come from dark.
        let result = SheetctlProcess.runInProcess(["themes", "show", "midnight"])
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        let midnight = result.stdout
        #expect(midnight.hasPrefix("name: midnight\n"))
        #expect(!midnight.contains("extends"))
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [T.shipped]))
        let reloaded = library.load(source: SourceText(name: "<shown>", text: midnight))
        #expect(reloaded.theme == library.load("midnight").theme)
    }

    @Test func showTakesAPath() {
        let result = SheetctlProcess.runInProcess(["themes", "show", T.valid + "/child-by-path.yaml"])
        #expect(result.code == 0)
        #expect(result.stdout.contains("colors:\n  title: \""))
    }

    @Test func aNameThatIsNotFoundIsExit66WithADidYouMean() {
        let result = SheetctlProcess.runInProcess(["themes", "show", "midnigt"])
        #expect(result.code == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no theme named 'midnigt' on the theme search path [theme-not-found]"))
        #expect(result.stderr.contains("hint: did you mean 'midnight'?"))
    }

    @Test func aFileThatCannotBeOpenedIsExit66() {
        let result = SheetctlProcess.runInProcess(["themes", "show", T.valid + "/absent.yaml"])
        #expect(result.code == 66)
        #expect(result.stderr.contains("[unreadable-file]"))
    }

    @Test(arguments: ["bad-color.yaml", "missing-parent.yaml", "syntax-error.yaml", "cycle-a.yaml"])
    func aThemeWithErrorsIsExit65WithLocatedDiagnostics(_ name: String) {
        let result = SheetctlProcess.runInProcess(["themes", "show", T.broken + "/" + name])
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(T.broken + "/"))
        #expect(result.stderr.contains(": error: "))
    }

    @Test func warningsArePrintedAndTheThemeIsStillShown() {
        let result = SheetctlProcess.runInProcess(["themes", "show", T.broken + "/warnings.yaml"])
        #expect(result.code == 0)
        #expect(result.stdout.contains("  cancel: \"#80000000\"\n"))
        #expect(result.stderr.contains("warning: "))
        #expect(!result.stderr.contains("error: "))
    }

    @Test func showWithoutANameIsAUsageError() {
        let result = SheetctlProcess.runInProcess(["themes", "show"])
        #expect(result.code == 64)
        #expect(
            result.stderr == """
                Error: missing argument '<name|path>'
                Usage: sheetctl themes show [<options>] <name|path>
                  See 'sheetctl themes show --help' for more information.

                """)
    }
}
