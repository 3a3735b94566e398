/// A command or a group of subcommands: its name, help, options and what it runs.
///
/// A command that runs declares its positional arguments (an empty list takes none), so a stray
/// word is a usage error unless the command said it takes it; a group only dispatches.
struct CommandSpec: Sendable {
    /// The word that selects it: `preview`, or `list` under `themes`.
    var name: String
    /// One line: what it does.
    var abstract: String
    /// More paragraphs of help, shown after the usage.
    var discussion: String
    /// The options it accepts (`--help` is implied).
    var options: [OptionSpec]
    /// The positional arguments, checked before the command runs.
    var arguments: [ArgumentSpec]
    /// Subcommands; when present, the first word after the command chooses one.
    var subcommands: [CommandSpec]
    /// Runs the command; `nil` for a group that only dispatches.
    var run: (@Sendable (ParsedArguments, CommandContext) -> Int32)?

    /// A command that runs.
    /// - Parameters:
    ///   - name: The word that selects it.
    ///   - abstract: One line of help.
    ///   - discussion: More help, after the usage.
    ///   - options: The options it takes.
    ///   - arguments: The positional arguments it takes; `[]` for none.
    ///   - run: What it does with the checked command line.
    init(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        arguments: [ArgumentSpec], run: @escaping @Sendable (ParsedArguments, CommandContext) -> Int32
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = []
        self.run = run
    }

    /// A group: the first word after it names one of its subcommands.
    /// - Parameters:
    ///   - name: The word that selects it.
    ///   - abstract: One line of help.
    ///   - discussion: More help, after the usage.
    ///   - options: The options it takes itself (the root's `--version`).
    ///   - subcommands: Its subcommands.
    static func group(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        subcommands: [CommandSpec]
    ) -> CommandSpec {
        CommandSpec(
            name: name, abstract: abstract, discussion: discussion, options: options, arguments: [],
            subcommands: subcommands, run: nil)
    }

    private init(
        name: String, abstract: String, discussion: String, options: [OptionSpec], arguments: [ArgumentSpec],
        subcommands: [CommandSpec], run: (@Sendable (ParsedArguments, CommandContext) -> Int32)?
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
        self.run = run
    }

    /// Whether it is a group of subcommands.
    var isGroup: Bool { !subcommands.isEmpty }

    /// The options help, the man page and completions show: the visible ones, then `--help`.
    var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } + [.helpFlag] }

    /// The subcommand called `name`.
    func subcommand(_ name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
}
