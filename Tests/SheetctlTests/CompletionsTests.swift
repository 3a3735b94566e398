import Foundation
import OutsideClients
import CommandLineKit
import Testing

import PresenterRegistry

@testable import SheetctlCLI

/// `sheetctl completions bash|zsh|fish`: scripts generated from the command table.
@Suite struct CompletionsTests {
    private typealias T = LintTestSupport

    /// Runs a shell with arguments; returns its exit status and output.
    static func runShell(_ shell: String, _ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let result = try SheetctlProcess.run(
            executable: shell, arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path])
        return (result.code, result.stdout, result.stderr)
    }

    /// The script for a shell, written to a temporary file.
    static func scriptFile(_ shell: String) throws -> String {
        let result = SheetctlProcess.runInProcess(["completions", shell])
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetctl-\(UUID().uuidString).\(shell)"
        ).path
        try result.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.needs(.bash)) func theBashScriptIsValidBash() throws {
        let result = try Self.runShell(try OutsideClient.bash.require(), ["-n", try Self.scriptFile("bash")])
        #expect(result.code == 0, "\(result.err)")
    }

    @Test(.needs(.zsh)) func theZshScriptIsValidZsh() throws {
        let result = try Self.runShell(try OutsideClient.zsh.require(), ["-n", try Self.scriptFile("zsh")])
        #expect(result.code == 0, "\(result.err)")
    }

    @Test(.needs(.fish)) func theFishScriptIsValidFish() throws {
        let result = try Self.runShell(try OutsideClient.fish.require(), ["-n", try Self.scriptFile("fish")])
        #expect(result.code == 0, "\(result.err)")
    }

    struct ShellCase: Sendable, CustomTestStringConvertible {
        var name: String
        /// How the script writes an option's name.
        var optionForm: @Sendable (String) -> String
        var testDescription: String { name }
    }

    static let shells = [
        ShellCase(name: "bash", optionForm: { $0 }),
        ShellCase(name: "zsh", optionForm: { $0 }),
        ShellCase(name: "fish", optionForm: { "-l '\($0.dropFirst(2))'" }),
    ]

    @Test(arguments: shells)
    func everyScriptMentionsEveryCommandAndVisibleOptionOfTheTable(_ shell: ShellCase) {
        let script = SheetctlProcess.runInProcess(["completions", shell.name]).stdout
        let model = CompletionModel(root: Commands.root)
        #expect(model.commands.count > 1)
        for command in model.commands {
            for sub in command.subcommands {
                #expect(script.contains("'\(sub.name)") || script.contains("::\(sub.name)"))
            }
            for option in command.options {
                #expect(script.contains(shell.optionForm(option.name)), "\(command.key) \(option.name)")
                if option.value != nil {
                    // Its value is skipped when the path is worked out.
                    #expect(script.contains("\(command.key)::\(option.name)"), "\(command.key) \(option.name)")
                }
            }
        }
    }

    /// What the bash script offers at the end of a command line (the last word is being completed).
    static func bashCompletions(_ words: [String]) throws -> [String] {
        try ShellCompletion.offers(.bash, for: [words])[0]
    }

    @Test(.needs(.bash)) func bashCompletesCommandsSubcommandsOptionsAndValues() throws {
        #expect(try Self.bashCompletions(["th"]) == ["themes"])
        #expect(try Self.bashCompletions(["themes", ""]) == ["list", "show", "import", "export", "format", "gallery"])
        #expect(try Self.bashCompletions(["themes", "list", "--j"]) == ["--json"])
        #expect(try Self.bashCompletions(["preview", "--presenter", ""]).contains("json"))
        #expect(try Self.bashCompletions(["schema", ""]) == ["theme", "sheet", "registry", "call-log"])
        #expect(try Self.bashCompletions(["completions", "f"]) == ["fish"])
        #expect(try Self.bashCompletions(["help", "pr"]) == ["preview", "present", "presenters"])
        #expect(try Self.bashCompletions(["present", "--dialect", ""]) == CallDialect.allCases.map(\.rawValue))
        // An option's value is not taken for a subcommand.
        #expect(try Self.bashCompletions(["themes", "show", "--theme-path", "x", "mid"]) == ["midnight"])
        #expect(try Self.bashCompletions(["preview", "--theme", "high"]) == ["high-contrast"])
    }

    @Test(.needs(.fish)) func fishCompletesSubcommandsAndOptions() throws {
        let script = try Self.scriptFile("fish")
        let result = try Self.runShell(
            try OutsideClient.fish.require(),
            ["-c", "source '\(script)'; complete -C 'sheetctl themes '; complete -C 'sheetctl lint --'"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("list\t"))
        #expect(result.out.contains("show\t"))
        #expect(result.out.contains("--theme-path\t"))
    }

    static let allShells = ShellCompletion.Shell.allCases

    @Test(arguments: allShells)
    func hiddenOptionsAreNotOffered(_ shell: ShellCompletion.Shell) throws {
        let lines = [["themes", "list", "--"], ["presenters", "list", "--"]]
        let offered = try ShellCompletion.offers(shell, for: lines)
        #expect(offered[0].contains("--json"))
        for words in offered {
            #expect(words.contains("--help"))
            #expect(!words.contains("--names") && !words.contains("--terminal"), "\(words)")
        }
    }

    // MARK: Names are data

    /// Theme files whose names are shell code, or split into several words when a script lets
    /// the shell read them as code.
    /// A name as a single-quoted YAML scalar, which reads back as the text itself.
    static func yamlQuoted(_ name: String) -> String { "'" + name.replacingOccurrences(of: "'", with: "''") + "'" }

    static let hostileNames = ["$(touch${IFS}PWNED)", "`touch PWNED2`", "two words", "it's", "\"q\""]

    /// Every place a theme name is completed.
    static let themeLines = [["preview", "--theme", ""], ["show", "--theme", ""], ["themes", "show", ""]]

    @Test(arguments: allShells)
    func themeNamesAreOfferedAsOneWordEachAndRunNothing(_ shell: ShellCompletion.Shell) throws {
        let folder = try T.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let themes = folder + "/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        for name in Self.hostileNames + ["plain-name"] {
            // A theme is found and listed by the name it declares.
            try T.write("name: \(Self.yamlQuoted(name))\n", to: themes + "/\(name).yaml")
        }
        let environment = ["SHEETCTL_THEME_PATH": themes]
        // What the tool itself lists, for the same search path: every name, once, as it is.
        let listed = try SheetctlProcess.run(
            ["themes", "list", "--names"],
            environment: environment.merging(SheetctlProcess.cleanEnvironment) { a, _ in a })
        #expect(listed.code == 0)
        let names = listed.stdout.split(separator: "\n").map(String.init)
        for name in Self.hostileNames + ["plain-name"] { #expect(names.contains(name), "\(name) is not listed") }

        let offered = try ShellCompletion.offers(
            shell, for: Self.themeLines, environment: environment, directory: folder)
        for (line, words) in zip(Self.themeLines, offered) {
            #expect(words.sorted() == names.sorted(), "\(line.joined(separator: " "))")
        }
        // No command hidden in a name ran: the folder holds what the test put there, and nothing else.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["themes"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: themes).sorted()
                == (Self.hostileNames + ["plain-name"]).map { $0 + ".yaml" }.sorted())
    }

    @Test(arguments: allShells)
    func aPrefixChoosesAmongTheNamesAsText(_ shell: ShellCompletion.Shell) throws {
        let folder = try T.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["two words", "two-step", "$(two)"] {
            try T.write("name: \(Self.yamlQuoted(name))\n", to: folder + "/\(name).yaml")
        }
        let offered = try ShellCompletion.offers(
            shell, for: [["preview", "--theme", "two"], ["preview", "--theme", "$("]],
            environment: ["SHEETCTL_THEME_PATH": folder], directory: folder)
        #expect(offered[0].sorted() == ["two words", "two-step"])
        #expect(offered[1] == ["$(two)"])
    }

    // MARK: Presenters come from the catalog

    @Test(arguments: allShells)
    func presentersAreCompletedFromTheCatalogWithPluginsAndShowOnlyTakesTerminalOnes(_ shell: ShellCompletion.Shell)
        throws
    {
        let folder = try T.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plugin = folder + "/sheetctl-presenter-fancy"
        try T.write("#!/bin/sh\nexit 1\n", to: plugin)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: plugin)
        let lines = [
            ["preview", "--presenter", ""], ["present", "--presenter", ""], ["registry", "set", "--presenter", ""],
            ["show", "--presenter", ""],
        ]
        let offered = try ShellCompletion.offers(shell, for: lines, environment: ["PATH": folder + ":/usr/bin:/bin"])
        let every = PresenterSet.all.builtIns + ["fancy"]
        for index in 0..<3 { #expect(offered[index].sorted() == every.sorted(), "\(lines[index])") }
        #expect(offered[3].sorted() == (PresenterSet.terminal.builtIns + ["fancy"]).sorted())
        #expect(!offered[3].contains("json") && !offered[3].contains("svg") && !offered[3].contains("html"))
    }
}
