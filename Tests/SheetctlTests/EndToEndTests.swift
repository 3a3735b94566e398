import Foundation
import Testing
@testable import SheetText

@testable import SheetctlCLI
import ThemeKit

/// The built `sheetctl` run as users and scripts run it: each command, and each exit code it can give
/// without a terminal (0, 1, 64, 65, 66).
@Suite struct EndToEndTests {
    private typealias T = LintTestSupport
    private typealias P = SheetctlProcess

    @Test func versionAndHelpGoToStandardOutputWithExitZero() throws {
        let version = try P.run(["--version"])
        #expect(version.code == 0)
        #expect(version.stdout == "sheetctl \(Commands.version)\n")
        let help = try P.run(["help", "themes", "show"])
        #expect(help.code == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout == (try P.run(["themes", "show", "--help"])).stdout)
        #expect(help.stdout.hasPrefix("OVERVIEW: Print a theme as YAML"))
    }

    @Test func themesListFindsTheShippedThemesWithAnEmptyEnvironment() throws {
        let result = try P.run(["themes", "list", "--json"])
        #expect(result.code == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let names = array.compactMap { $0["name"] as? String }
        #expect(Set(names).isSuperset(of: ["default", "dark", "midnight", "high-contrast", "solarized-light"]))
        #expect(names.count == Set(names).count)
    }

    @Test func themesListReadsSheetctlThemePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "name: ocean\ndescription: Blue\n".write(
            to: folder.appendingPathComponent("ocean.yaml"), atomically: true, encoding: .utf8)
        let result = try P.run(
            ["themes", "list"], environment: P.cleanEnvironment.merging(["SHEETCTL_THEME_PATH": folder.path]) { $1 })
        #expect(result.code == 0)
        #expect(result.stdout.contains("ocean"))
        #expect(result.stdout.contains(folder.path + "/ocean.yaml"))
    }

    @Test func themesShowOutputLintsCleanThroughStandardInput() throws {
        let shown = try P.run(["themes", "show", "midnight"])
        #expect(shown.code == 0)
        #expect(shown.stderr.isEmpty)
        let lint = try P.run(["lint", "-"], stdin: shown.stdout)
        #expect(lint.code == 0)
        #expect(lint.stderr.isEmpty)
        // And it is the same theme the library resolves.
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [T.shipped]))
        #expect(
            library.load(source: SourceText(name: "<shown>", text: shown.stdout)).theme
                == library.load("midnight").theme)
    }

    struct ExitCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var code: Int32
        /// Text standard error must contain; empty: standard error must be empty.
        var stderr: String
        var stdoutIsEmpty: Bool
        var testDescription: String { "\(code): sheetctl \(arguments.joined(separator: " "))" }
    }

    static let exitCases: [ExitCase] = [
        ExitCase(arguments: ["themes", "list"], code: 0, stderr: "", stdoutIsEmpty: false),
        ExitCase(arguments: ["themes", "show", "dark"], code: 0, stderr: "", stdoutIsEmpty: false),
        ExitCase(arguments: ["schema", "theme"], code: 0, stderr: "", stdoutIsEmpty: false),
        ExitCase(arguments: ["schema", "sheet"], code: 0, stderr: "", stdoutIsEmpty: false),
        ExitCase(arguments: ["completions", "bash"], code: 0, stderr: "", stdoutIsEmpty: false),
        ExitCase(arguments: ["completions", "zsh"], code: 0, stderr: "", stdoutIsEmpty: false),
        ExitCase(arguments: ["completions", "fish"], code: 0, stderr: "", stdoutIsEmpty: false),
        ExitCase(arguments: ["themes"], code: 0, stderr: "", stdoutIsEmpty: false),
        ExitCase(
            arguments: ["lint", T.broken + "/bad-color.yaml"], code: 1, stderr: "[bad-color]", stdoutIsEmpty: true),
        ExitCase(arguments: ["thems", "list"], code: 64, stderr: "Did you mean 'themes'?", stdoutIsEmpty: true),
        ExitCase(arguments: ["themes", "lst"], code: 64, stderr: "Did you mean 'list'?", stdoutIsEmpty: true),
        ExitCase(
            arguments: ["preview", "--presnter", "json"], code: 64, stderr: "Did you mean '--presenter'?",
            stdoutIsEmpty: true),
        ExitCase(
            arguments: ["themes", "show"], code: 64, stderr: "Error: missing argument '<name|path>'",
            stdoutIsEmpty: true),
        ExitCase(
            arguments: ["completions", "tcsh"], code: 64, stderr: "Error: unknown shell 'tcsh'", stdoutIsEmpty: true),
        ExitCase(arguments: ["schema", "themes"], code: 64, stderr: "Did you mean 'theme'?", stdoutIsEmpty: true),
        ExitCase(
            arguments: ["themes", "show", T.broken + "/bad-color.yaml"], code: 65, stderr: ": error: ",
            stdoutIsEmpty: true),
        ExitCase(
            arguments: ["themes", "show", T.broken + "/missing-parent.yaml"], code: 65, stderr: "[theme-not-found]",
            stdoutIsEmpty: true),
        ExitCase(
            arguments: ["preview", "--theme", T.broken + "/syntax-error.yaml"], code: 65, stderr: ": error: ",
            stdoutIsEmpty: false),
        ExitCase(
            arguments: ["themes", "show", "midnigth"], code: 66, stderr: "did you mean 'midnight'?", stdoutIsEmpty: true
        ),
        ExitCase(
            arguments: ["themes", "show", "no/such/theme.yaml"], code: 66, stderr: "[unreadable-file]",
            stdoutIsEmpty: true),
        ExitCase(
            arguments: ["lint", "no/such/theme.yaml"], code: 66, stderr: "[unreadable-file]", stdoutIsEmpty: true),
        ExitCase(
            arguments: ["preview", "--sheet", "no/such/sheet.json"], code: 66, stderr: "[unreadable-file]",
            stdoutIsEmpty: true),
    ]

    @Test(arguments: exitCases)
    func eachCommandExitsWithItsCode(_ exit: ExitCase) throws {
        let result = try P.run(exit.arguments)
        #expect(!result.timedOut)
        #expect(result.code == exit.code, "\(result.stderr)")
        if exit.stderr.isEmpty {
            #expect(result.stderr.isEmpty)
        } else {
            #expect(result.stderr.contains(exit.stderr), "\(result.stderr)")
        }
        #expect(result.stdout.isEmpty == exit.stdoutIsEmpty)
        if exit.code == 64 {
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stderr.contains("\nUsage: sheetctl "))
            #expect(result.stderr.hasSuffix("' for more information.\n"))
        }
    }

    @Test func aHungChildIsKilledAtTheTimeout() throws {
        let result = try P.run(executable: "/bin/sleep", ["60"], timeout: 0.5)
        #expect(result.timedOut)
        #expect(result.code == 128 + SIGKILL)
    }
}
