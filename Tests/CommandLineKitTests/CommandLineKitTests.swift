import CommandLineKit
import Testing

/// CommandLineKit knows nothing of sheetctl: a small tool of its own is parsed, helped and
/// completed under its own name.
@Suite struct CommandLineKitTests {
    struct Failure: Error {}
    typealias Command = CommandDeclaration<Void, Failure>

    struct GreetOptions: CommandOptions {
        var name: String?
        var times: Int?
        var loud = false

        static let options: [OptionSpec] = [
            option("--name", { $0.name = $1 }, .text, "Who to greet."),
            option("--times", { $0.times = $1 }, .integer(1...3), short: "-t", "How often."),
            flag("--loud", { $0.loud = $1 }, "Shout."),
        ]
    }

    static let root = Command.group(
        name: "my-tool", abstract: "A tool.",
        subcommands: [
            .init("greet") {
                Command(
                    name: "greet", abstract: "Greet someone.", options: GreetOptions.self,
                    arguments: [ArgumentSpec("word", .zeroOrMore, kind: .choices(["hi", "hello"]), "A greeting.")]
                ) { options, parsed, _ in Int32(options.times ?? 0) + Int32(parsed.positionals.count) }
            }
        ])

    @Test func wordsNameTheCommandAndLeaveTheRest() throws {
        let (command, path, rest) = Self.root.command(named: ["greet", "hi", "--loud"])
        #expect(command.name == "greet")
        #expect(path == ["greet"])
        #expect(Array(rest) == ["hi", "--loud"])
        let parsed = try ArgumentParser.parse(Array(rest), spec: command, path: path)
        #expect(try command.run?(parsed, ()) == 1)
        let options = GreetOptions(parsed)
        #expect(options.loud && options.name == nil)
    }

    /// An option not given leaves its field as the options' `init()` has it; one given replaces it.
    @Test func anOptionNotGivenKeepsItsDefault() throws {
        struct Defaults: CommandOptions {
            var name: String? = "world"
            var tags: [String] = ["a"]
            static let options: [OptionSpec] = [
                option("--name", { $0.name = $1 }, .text, "Who."),
                option("--tag", { $0.tags = $1 }, .text, "A tag."),
            ]
        }
        let spec = Command(name: "d", abstract: "D.", options: Defaults.self, arguments: []) { _, _, _ in 0 }
        let none = Defaults(try ArgumentParser.parse([], spec: spec, path: ["d"]))
        #expect(none.name == "world" && none.tags == ["a"])
        let given = Defaults(try ArgumentParser.parse(["--name", "you", "--tag", "b"], spec: spec, path: ["d"]))
        #expect(given.name == "you" && given.tags == ["b"])
    }

    @Test(arguments: [
        (["--times", "4"], "--times takes a whole number from 1 to 3, not '4'"),
        (["--lodu"], "unknown option '--lodu'"),
        (["howdy"], "unknown word 'howdy': one of hi, hello"),
    ])
    func mistakesAreUsageErrors(_ words: [String], _ message: String) {
        let greet = Self.root.subcommand("greet")!
        #expect(throws: UsageError.self) { try ArgumentParser.parse(words, spec: greet, path: ["greet"]) }
        do {
            _ = try ArgumentParser.parse(words, spec: greet, path: ["greet"])
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func helpAndUsageAreTheProgramsOwn() {
        let greet = Self.root.subcommand("greet")!
        let help = HelpFormatter.help(for: greet, path: ["greet"], program: "my-tool")
        #expect(
            help.hasPrefix(
                "OVERVIEW: Greet someone.\n\nUSAGE: my-tool greet [--name <text>] [-t <n>] [--loud] [<word>...]\n"))
        #expect(help.contains("  -t, --times <n>         How often.\n"))
        let error = HelpFormatter.usageError(UsageError("no"), spec: greet, path: ["greet"], program: "my-tool")
        #expect(
            error.text
                == "Error: no\nUsage: my-tool greet [<options>] [<word>...]\n  See 'my-tool greet --help' for more information.\n"
        )
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsNameTheProgramAndNeverSheetctl(_ shell: String) {
        let script = CompletionModel(root: Self.root).script(shell)
        #expect(!script.contains("sheetctl"))
        #expect(script.contains("my-tool"))
        // A shell function or variable name holds no `-`.
        #expect(script.contains("_my_tool"))
        #expect(script.contains("greet"))
        #expect(script.contains("hello"))
    }
}
