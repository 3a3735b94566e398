import CommandLineKit
import Testing

@testable import SheetctlCLI

/// Help and usage errors in swift-argument-parser's conventions, for every command in the table.
@Suite struct HelpTests {
    private typealias T = LintTestSupport

    struct CommandCase: Sendable, CustomTestStringConvertible {
        var path: [String]
        var testDescription: String { (["sheetctl"] + path).joined(separator: " ") }
    }

    /// Every command and subcommand of the table, the root included.
    static let everyCommand: [CommandCase] = {
        var cases: [CommandCase] = []
        func visit(_ spec: CommandSpec, _ path: [String]) {
            cases.append(CommandCase(path: path))
            for sub in spec.subcommands { visit(sub, path + [sub.name]) }
        }
        visit(Commands.root, [])
        return cases
    }()

    static func spec(at path: [String]) -> CommandSpec? {
        var spec = Commands.root
        for word in path {
            guard let sub = spec.subcommands.first(where: { $0.name == word }) else { return nil }
            spec = sub
        }
        return spec
    }

    @Test(arguments: everyCommand)
    func helpCommandDashDashHelpAndDashHPrintTheSame(_ command: CommandCase) throws {
        let long = SheetctlProcess.runInProcess(command.path + ["--help"])
        #expect(long.code == 0)
        #expect(long.stderr.isEmpty)
        #expect(long.stdout.hasPrefix("OVERVIEW: "))
        #expect(long.stdout.contains("USAGE: " + command.testDescription))
        #expect(SheetctlProcess.runInProcess(["help"] + command.path) == long)
        #expect(SheetctlProcess.runInProcess(command.path + ["-h"]) == long)
    }

    @Test(arguments: everyCommand)
    func helpListsEveryVisibleOptionArgumentAndSubcommand(_ command: CommandCase) throws {
        let spec = try #require(Self.spec(at: command.path))
        let text = SheetctlProcess.runInProcess(command.path + ["--help"]).stdout
        for option in spec.options {
            #expect(text.contains("  " + (option.short.map { "\($0), " } ?? "") + option.name) != option.isHidden)
        }
        for argument in spec.arguments { #expect(text.contains("  <\(argument.name)>")) }
        for sub in spec.subcommands { #expect(text.contains("  \(sub.name) ")) }
    }

    @Test(arguments: everyCommand)
    func aGroupListsEachSubcommandUnderItsSpecsName(_ command: CommandCase) throws {
        let spec = try #require(Self.spec(at: command.path))
        #expect(spec.subcommandNames == spec.subcommands.map(\.name))
        for name in spec.subcommandNames { #expect(spec.subcommand(name)?.name == name) }
    }

    @Test func theRootAloneAndHelpAlonePrintTheRootHelp() {
        let help = SheetctlProcess.runInProcess(["--help"])
        #expect(SheetctlProcess.runInProcess([]) == help)
        #expect(SheetctlProcess.runInProcess(["help"]) == help)
        for name in ["preview", "lint", "themes", "schema", "completions", "help"] {
            #expect(help.stdout.contains("\n  \(name) "))
        }
    }

    @Test func aGroupAlonePrintsItsHelp() {
        let result = SheetctlProcess.runInProcess(["themes"])
        #expect(result == SheetctlProcess.runInProcess(["themes", "--help"]))
        #expect(result.stdout.contains("SUBCOMMANDS:\n  list "))
    }

    @Test func versionPrintsTheVersion() {
        let result = SheetctlProcess.runInProcess(["--version"])
        #expect(result.code == 0)
        #expect(result.stdout == "sheetctl \(Commands.version)\n")
    }

    struct MistakeCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var suggestion: String?
        /// The command path whose usage is shown.
        var usagePath: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let mistakes: [MistakeCase] = [
        MistakeCase(
            arguments: ["thems", "list"], error: "unknown command 'thems'", suggestion: "themes", usagePath: []),
        MistakeCase(
            arguments: ["themes", "lst"], error: "unknown subcommand 'lst' of 'themes'", suggestion: "list",
            usagePath: ["themes"]),
        MistakeCase(
            arguments: ["preview", "--presnter", "json"], error: "unknown option '--presnter'",
            suggestion: "--presenter",
            usagePath: ["preview"]),
        MistakeCase(
            arguments: ["--versio"], error: "unknown option '--versio'", suggestion: "--version", usagePath: []),
        MistakeCase(
            arguments: ["themes", "--jsn"], error: "unknown option '--jsn'", suggestion: nil, usagePath: ["themes"]),
        MistakeCase(
            arguments: ["themes", "list", "--jsno"], error: "unknown option '--jsno'", suggestion: "--json",
            usagePath: ["themes", "list"]),
        MistakeCase(
            arguments: ["help", "lnt"], error: "unknown command 'lnt'", suggestion: "lint", usagePath: ["help"]),
        MistakeCase(
            arguments: ["help", "themes", "shw"], error: "unknown command 'themes shw'", suggestion: "show",
            usagePath: ["help"]),
        MistakeCase(
            arguments: ["schema", "shet"], error: "unknown format 'shet': one of theme, sheet, registry, call-log",
            suggestion: "sheet",
            usagePath: ["schema"]),
        MistakeCase(
            arguments: ["completions", "zhs"], error: "unknown shell 'zhs': one of bash, zsh, fish", suggestion: "zsh",
            usagePath: ["completions"]),
        MistakeCase(
            arguments: ["completions"], error: "missing argument '<shell>'", suggestion: nil, usagePath: ["completions"]
        ),
        MistakeCase(
            arguments: ["completions", "bash", "zsh"], error: "unexpected argument 'zsh'", suggestion: nil,
            usagePath: ["completions"]),
        MistakeCase(arguments: ["lint"], error: "missing argument '<file>...'", suggestion: nil, usagePath: ["lint"]),
        MistakeCase(
            arguments: ["lint", "--theme-path"], error: "missing value for '--theme-path <dir>'", suggestion: nil,
            usagePath: ["lint"]),
        MistakeCase(
            arguments: ["themes", "list", "--json=yes"], error: "--json takes no value", suggestion: nil,
            usagePath: ["themes", "list"]),
    ]

    @Test(arguments: mistakes)
    func aMistakeIsAUsageErrorInTheArgumentParsersForm(_ mistake: MistakeCase) throws {
        let result = SheetctlProcess.runInProcess(mistake.arguments)
        let spec = try #require(Self.spec(at: mistake.usagePath))
        var expected = "Error: \(mistake.error)\n"
        if let suggestion = mistake.suggestion { expected += "Did you mean '\(suggestion)'?\n" }
        expected += "Usage: \(HelpFormatter.shortUsage(for: spec, path: mistake.usagePath, program: "sheetctl"))\n"
        expected +=
            "  See '\((["sheetctl"] + mistake.usagePath + ["--help"]).joined(separator: " "))' for more information.\n"
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == expected)
    }

    struct ArityCase: Sendable, CustomTestStringConvertible {
        var arities: [ArgumentSpec.Arity]
        var count: Int
        var error: String?
        var testDescription: String { "\(arities) with \(count) words" }
    }

    @Test(arguments: [
        ArityCase(arities: [], count: 0, error: nil),
        ArityCase(arities: [], count: 1, error: "unexpected argument 'w0'"),
        ArityCase(arities: [.one], count: 0, error: "missing argument '<a0>'"),
        ArityCase(arities: [.one], count: 1, error: nil),
        ArityCase(arities: [.one], count: 2, error: "unexpected argument 'w1'"),
        ArityCase(arities: [.optional], count: 0, error: nil),
        ArityCase(arities: [.optional, .one], count: 1, error: nil),
        ArityCase(arities: [.optional, .one], count: 2, error: nil),
        ArityCase(arities: [.optional, .one], count: 3, error: "unexpected argument 'w2'"),
        ArityCase(arities: [.one, .oneOrMore], count: 1, error: "missing argument '<a1>...'"),
        ArityCase(arities: [.one, .oneOrMore], count: 5, error: nil),
        ArityCase(arities: [.zeroOrMore], count: 0, error: nil),
        ArityCase(arities: [.zeroOrMore, .one], count: 3, error: nil),
    ])
    func positionalsAreCountedAgainstTheDeclaredArguments(_ arity: ArityCase) {
        let arguments = arity.arities.enumerated().map { ArgumentSpec("a\($0.offset)", $0.element, "") }
        let words = (0..<arity.count).map { "w\($0)" }
        do {
            try ArgumentParser.checkCount(words, arguments)
            #expect(arity.error == nil)
        } catch {
            #expect(error.message == arity.error)
        }
    }
}
