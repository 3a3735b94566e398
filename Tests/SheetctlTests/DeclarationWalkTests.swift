import Foundation
import CommandLineKit
import Testing

@testable import SheetctlCLI

/// Walks every command and subcommand of the declaration (``Commands/root``) and holds each to
/// what the declaration promises: a stray word is a usage error, the three ways of asking for
/// help print the same, and every option or argument with choices completes to exactly them in
/// bash, zsh and fish.
@Suite struct DeclarationWalkTests {
    private typealias T = LintTestSupport

    struct CommandCase: Sendable, CustomTestStringConvertible {
        var path: [String]
        var testDescription: String { (["sheetctl"] + path).joined(separator: " ") }
        var spec: CommandSpec { path.reduce(Commands.root) { $0.subcommand($1)! } }
    }

    static let everyCommand: [CommandCase] = {
        var cases: [CommandCase] = []
        func visit(_ spec: CommandSpec, _ path: [String]) {
            cases.append(CommandCase(path: path))
            for sub in spec.subcommands { visit(sub, path + [sub.name]) }
        }
        visit(Commands.root, [])
        return cases
    }()

    /// The fewest words a command runs with: its required options, then as many words as each
    /// argument needs (a choice's first word, else `x`).
    static func fewestWords(_ spec: CommandSpec) -> [String] {
        var words: [String] = []
        for option in spec.options where option.isRequired { words += [option.name, "x"] }
        for argument in spec.arguments {
            let word = if case .choices(let choices) = argument.kind { choices[0] } else { "x" }
            words += Array(repeating: word, count: argument.minimum)
        }
        return words
    }

    @Test(arguments: everyCommand)
    func aStrayArgumentIsAUsageError(_ command: CommandCase) throws {
        let spec = command.spec
        let expected: String
        if spec.isGroup {
            expected =
                command.path.isEmpty
                ? "Error: unknown command 'stray'\n"
                : "Error: unknown subcommand 'stray' of '\(command.path.joined(separator: " "))'\n"
        } else if spec.arguments.contains(where: { $0.maximum == nil }) {
            // It takes any number of words (items, files, a command path): a word too many does
            // not exist, and help says so.
            let last = try #require(spec.arguments.last)
            #expect(last.usage.contains("..."))
            #expect(HelpFormatter.usage(for: spec, path: command.path, program: "sheetctl").hasSuffix(last.usage))
            guard command.path == ["help"] else { return }
            expected = "Error: unknown command 'stray'\n"
        } else {
            expected = "Error: unexpected argument 'stray'\n"
        }
        let result = SheetctlProcess.runInProcess(command.path + Self.fewestWords(spec) + ["stray"])
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(expected), "\(result.stderr)")
        #expect(result.stderr.contains("\nUsage: sheetctl"))
    }

    @Test func theVersionFlagTakesNoWords() {
        #expect(SheetctlProcess.runInProcess(["--version"]).stdout == "sheetctl \(Commands.version)\n")
        let result = SheetctlProcess.runInProcess(["--version", "stray"])
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: unexpected argument 'stray'\n"))
    }

    @Test(arguments: everyCommand)
    func theThreeWaysOfAskingForHelpPrintTheSame(_ command: CommandCase) {
        let help = SheetctlProcess.runInProcess(command.path + ["--help"])
        #expect(help.code == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout.hasPrefix("OVERVIEW: \(command.spec.abstract)\n"))
        #expect(
            SheetctlProcess.runInProcess(["help"] + command.path) == help,
            "sheetctl help \(command.path.joined(separator: " "))")
        #expect(SheetctlProcess.runInProcess(command.path + ["-h"]) == help)
        // `GROUP help SUB`, which a group's help points to, for each group on the path.
        for split in 1..<(command.path.count + 1) where CommandCase(path: Array(command.path[..<split])).spec.isGroup {
            let spelled = Array(command.path[..<split]) + ["help"] + command.path[split...]
            #expect(SheetctlProcess.runInProcess(spelled) == help, "sheetctl \(spelled.joined(separator: " "))")
        }
    }

    @Test(arguments: everyCommand.filter { $0.spec.isGroup && !$0.path.isEmpty })
    func aGroupsHelpNamesASpellingThatWorks(_ command: CommandCase) throws {
        let text = SheetctlProcess.runInProcess(command.path + ["--help"]).stdout
        let named = "sheetctl \(command.path.joined(separator: " ")) help <subcommand>"
        #expect(text.contains("See '\(named)'"))
        let sub = try #require(command.spec.subcommands.first).name
        let result = SheetctlProcess.runInProcess(command.path + ["help", sub])
        #expect(result.code == 0)
        #expect(result == SheetctlProcess.runInProcess(command.path + [sub, "--help"]))
        let wrong = SheetctlProcess.runInProcess(command.path + ["help", "nosuch"])
        #expect(wrong.code == 64)
        #expect(wrong == SheetctlProcess.runInProcess(["help"] + command.path + ["nosuch"]))
    }

    // MARK: Choices complete to exactly the choices

    struct ChoiceCase: Sendable, CustomTestStringConvertible {
        /// The command line, its last word the one being completed.
        var line: [String]
        var choices: [String]
        var testDescription: String { line.joined(separator: " ") }
    }

    /// Every option with choices, after its name (and its short name), and every command whose
    /// argument has choices.
    static let choiceCases: [ChoiceCase] = {
        var cases: [ChoiceCase] = []
        for command in everyCommand {
            let spec = command.spec
            for option in spec.visibleOptions {
                guard case .choices(let words) = option.value else { continue }
                for name in [option.name] + (option.short.map { [$0] } ?? []) {
                    cases.append(ChoiceCase(line: command.path + [name, ""], choices: words))
                }
            }
            if !spec.isGroup, case .choices(let words) = spec.arguments.first?.kind {
                cases.append(ChoiceCase(line: command.path + [""], choices: words))
            }
        }
        return cases
    }()

    @Test func theDeclarationHasChoicesToComplete() {
        let lines = Self.choiceCases.map(\.line)
        for expected in [["preview", "--color", ""], ["show", "--output", ""], ["present", "--dialect", ""]] {
            #expect(lines.contains(expected))
        }
        #expect(lines.contains(["schema", ""]) && lines.contains(["completions", ""]))
    }

    @Test(arguments: ShellCompletion.Shell.allCases)
    func everyChoiceCompletesToExactlyItsChoices(_ shell: ShellCompletion.Shell) throws {
        let offered = try ShellCompletion.offers(shell, for: Self.choiceCases.map(\.line))
        for (test, words) in zip(Self.choiceCases, offered) {
            #expect(words.sorted() == test.choices.sorted(), "\(shell): \(test.testDescription)")
        }
    }

    @Test func aChoiceIsCheckedByTheParserWithADidYouMean() throws {
        for test in Self.choiceCases where test.line.count >= 2 && test.line[test.line.count - 2].hasPrefix("-") {
            let path = Array(test.line.dropLast(2))
            let option = test.line[test.line.count - 2]
            let spec = path.reduce(Commands.root) { $0.subcommand($1)! }
            let wrong = test.choices[0] + "x"
            do {
                _ = try ArgumentParser.parse([option, wrong] + Self.fewestWords(spec), spec: spec, path: path)
                Issue.record("\(test.testDescription): '\(wrong)' was taken")
            } catch {
                let name = spec.options.first { $0.name == option || $0.short == option }!.name
                #expect(
                    error.message
                        == "\(name) takes one of \(test.choices.joined(separator: ", ")), not '\(wrong)'")
                #expect(error.suggestion == test.choices[0])
            }
        }
    }
}
