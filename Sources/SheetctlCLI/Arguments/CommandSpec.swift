import PresenterRegistry

/// A command or a group of subcommands, declared once: the declaration drives parsing
/// (``ArgumentParser``), `--help` and usage lines (``HelpFormatter``), the bash, zsh and fish
/// completions (``CompletionModel``) and the man page's SYNOPSIS, which `ManPageTests` checks.
/// Its fields: the word that selects it (`preview`, or `list` under `themes`), one line of what it
/// does, more paragraphs of help after the usage, its options (`--help` is implied), its positional
/// arguments, its subcommands (the first word after a group chooses one) and what it runs with its
/// checked words (`nil` for a group): it returns the status, or throws the failure the dispatcher
/// maps (a usage error printed with the command's usage line).
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var discussion = ""
    var options: [OptionSpec] = []
    var arguments: [ArgumentSpec] = []
    var subcommandList: [Subcommand] = []
    var run: (@Sendable (ParsedArguments, CommandContext) throws(CommandFailure) -> Int32)?

    /// A subcommand of a group: its name, and its spec, built only when asked for. A run builds
    /// the spec of the command it runs, not every command's options, key paths and help (the
    /// start-up mark, BENCHMARKS.md); `HelpTests` checks that each name is its spec's.
    struct Subcommand: Sendable {
        var name: String
        var spec: @Sendable () -> CommandSpec

        init(_ name: String, _ spec: @escaping @Sendable () -> CommandSpec) {
            self.name = name
            self.spec = spec
        }
    }

    /// Whether it is a group of subcommands.
    var isGroup: Bool { !subcommandList.isEmpty }

    /// Its subcommands, each built.
    var subcommands: [CommandSpec] { subcommandList.map { $0.spec() } }

    /// Its subcommands' names, in order.
    var subcommandNames: [String] { subcommandList.map(\.name) }

    /// The options help, the man page and completions show: the visible ones, then `--help`.
    var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } + [.helpFlag] }

    /// The subcommand called `name`, the only one built.
    func subcommand(_ name: String) -> CommandSpec? { subcommandList.first { $0.name == name }?.spec() }
}

extension CommandSpec {
    /// A command that runs.
    init(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        arguments: [ArgumentSpec],
        run: @escaping @Sendable (ParsedArguments, CommandContext) throws(CommandFailure) -> Int32
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion, options: options, arguments: arguments,
            run: .some(run))
    }

    /// A command that runs with its options as one typed value (``CommandOptions``), declared once.
    init<Options: CommandOptions>(
        name: String, abstract: String, discussion: String = "", options: Options.Type, arguments: [ArgumentSpec],
        run: @escaping @Sendable (Options, ParsedArguments, CommandContext) throws(CommandFailure) -> Int32
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion, options: Options.options, arguments: arguments
        ) { parsed, context throws(CommandFailure) in try run(Options(parsed), parsed, context) }
    }

    /// A command whose typed options several specs share, each listing the options it takes.
    init<Options: CommandOptions>(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec], arguments: [ArgumentSpec],
        run: @escaping @Sendable (Options, ParsedArguments, CommandContext) throws(CommandFailure) -> Int32
    ) {
        self.init(name: name, abstract: abstract, discussion: discussion, options: options, arguments: arguments) {
            parsed, context throws(CommandFailure) in try run(Options(parsed, declaredBy: options), parsed, context)
        }
    }

    /// A group: the first word after it names one of its subcommands.
    static func group(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        subcommands: [Subcommand]
    ) -> CommandSpec {
        CommandSpec(
            name: name, abstract: abstract, discussion: discussion, options: options, subcommandList: subcommands)
    }
}
