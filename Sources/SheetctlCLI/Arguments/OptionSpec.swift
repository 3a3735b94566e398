/// One option a command accepts.
struct OptionSpec: Sendable {
    /// The long name with its dashes: `--theme`.
    var name: String
    /// A short alias with its dash: `-t`.
    var short: String?
    /// The value's placeholder (`NAME`, `FILE`); `nil` for a flag that takes no value.
    var value: String?
    /// Whether it may be given more than once (each value kept).
    var repeatable: Bool
    /// One line of help.
    var help: String
    /// Whether help, the man page and completions leave it out (options for the tool's own use).
    var isHidden = false

    /// An option that takes a value.
    static func option(_ name: String, _ value: String, short: String? = nil, repeatable: Bool = false, _ help: String)
        -> OptionSpec
    {
        OptionSpec(name: name, short: short, value: value, repeatable: repeatable, help: help)
    }

    /// A flag that takes no value.
    static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, value: nil, repeatable: false, help: help)
    }
}

/// A command or subcommand: its names, help, options and what it runs.
struct CommandSpec: Sendable {
    /// The word that selects it: `preview`, or `list` under `themes`.
    var name: String
    /// One line: what it does.
    var abstract: String
    /// The usage line without `sheetctl` and the command path, e.g. `[--sheet FILE|-] ITEM...`.
    var usage: String
    /// More paragraphs of help, shown after the usage.
    var discussion: String = ""
    /// The options it accepts (`--help` is implied).
    var options: [OptionSpec] = []
    /// The positional arguments, counted before the command runs; `nil` leaves the checking to
    /// the command (and help shows only ``usage``).
    var arguments: [ArgumentSpec]? = nil
    /// Subcommands; when present, the first word after the command chooses one.
    var subcommands: [CommandSpec] = []
    /// Runs the command; `nil` for a group that only dispatches.
    var run: (@Sendable (ParsedArguments, CommandContext) -> Int32)?
}
