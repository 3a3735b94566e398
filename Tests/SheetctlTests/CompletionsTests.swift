import Foundation
import Testing

@testable import SheetctlCLI

/// `sheetctl completions bash|zsh|fish`: scripts generated from the command table.
@Suite struct CompletionsTests {
    private typealias T = LintTestSupport

    /// The shell's executable, when it is installed.
    static func shell(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs a shell with arguments; returns its exit status and output.
    static func runShell(_ shell: String, _ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let result = try SheetctlProcess.run(
            executable: shell, arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path])
        return (result.code, result.stdout, result.stderr)
    }

    /// The script for a shell, written to a temporary file.
    static func scriptFile(_ shell: String) throws -> String {
        let result = T.run(["completions", shell])
        #expect(result.code == 0)
        #expect(result.stderr.isEmpty)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetctl-\(UUID().uuidString).\(shell)"
        ).path
        try result.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.enabled(if: shell("bash") != nil)) func theBashScriptIsValidBash() throws {
        let result = try Self.runShell(Self.shell("bash")!, ["-n", try Self.scriptFile("bash")])
        #expect(result.code == 0, "\(result.err)")
    }

    @Test(.enabled(if: shell("zsh") != nil)) func theZshScriptIsValidZsh() throws {
        let result = try Self.runShell(Self.shell("zsh")!, ["-n", try Self.scriptFile("zsh")])
        #expect(result.code == 0, "\(result.err)")
    }

    @Test(.enabled(if: shell("fish") != nil)) func theFishScriptIsValidFish() throws {
        let result = try Self.runShell(Self.shell("fish")!, ["-n", try Self.scriptFile("fish")])
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
        let script = T.run(["completions", shell.name]).stdout
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
        // Hidden options are not offered; the scripts only call the hidden --names to list themes.
        let offered = script.replacingOccurrences(of: "themes list --names", with: "")
        #expect(!offered.contains("--names") && !offered.contains("-l 'names'"))
    }

    /// What the bash script offers at the end of a command line (the last word is being completed).
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let binary = try #require(SheetctlProcess.binary)
        let script = try scriptFile("bash")
        let array = ([binary] + words).map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(script)'
            COMP_WORDS=(\(array)); COMP_CWORD=\(words.count)
            _sheetctl
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try runShell(try #require(shell("bash")), ["-c", program])
        #expect(result.code == 0, "\(result.err)")
        return result.out.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: shell("bash") != nil)) func bashCompletesCommandsSubcommandsOptionsAndValues() throws {
        #expect(try Self.bashCompletions(["th"]) == ["themes"])
        #expect(try Self.bashCompletions(["themes", ""]) == ["list", "show", "import", "gallery"])
        #expect(try Self.bashCompletions(["themes", "list", "--j"]) == ["--json"])
        #expect(try Self.bashCompletions(["preview", "--presenter", ""]).contains("json"))
        #expect(try Self.bashCompletions(["schema", ""]) == ["theme", "sheet", "registry"])
        #expect(try Self.bashCompletions(["completions", "f"]) == ["fish"])
        #expect(try Self.bashCompletions(["help", "pr"]) == ["preview", "present", "presenters"])
        #expect(try Self.bashCompletions(["present", "--dialect", ""]) == ["my", "wx"])
        // An option's value is not taken for a subcommand.
        #expect(try Self.bashCompletions(["themes", "show", "--theme-path", "x", "mid"]) == ["midnight"])
        #expect(try Self.bashCompletions(["preview", "--theme", "high"]) == ["high-contrast"])
    }

    @Test(.enabled(if: shell("fish") != nil)) func fishCompletesSubcommandsAndOptions() throws {
        let script = try Self.scriptFile("fish")
        let result = try Self.runShell(
            Self.shell("fish")!,
            ["-c", "source '\(script)'; complete -C 'sheetctl themes '; complete -C 'sheetctl lint --'"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("list\t"))
        #expect(result.out.contains("show\t"))
        #expect(result.out.contains("--theme-path\t"))
    }
}
