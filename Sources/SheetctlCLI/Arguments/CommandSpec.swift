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
    var subcommands: [CommandSpec] = []
    var run: (@Sendable (ParsedArguments, CommandContext) throws(CommandFailure) -> Int32)?

    /// Whether it is a group of subcommands.
    var isGroup: Bool { !subcommands.isEmpty }

    /// The options help, the man page and completions show: the visible ones, then `--help`.
    var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } + [.helpFlag] }

    /// The subcommand called `name`.
    func subcommand(_ name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
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

    /// A group: the first word after it names one of its subcommands.
    static func group(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        subcommands: [CommandSpec]
    ) -> CommandSpec {
        CommandSpec(name: name, abstract: abstract, discussion: discussion, options: options, subcommands: subcommands)
    }
}

/// One option a command accepts: its long name with its dashes (`--theme`), a short alias (`-o`),
/// what its value is (`nil` for a flag), the value's name in help (`<file>`), whether it may be
/// given more than once (each value kept) or must be given, one line of help, and whether help,
/// the man page and completions leave it out (options for the tool's own use).
struct OptionSpec: Sendable {
    var name: String
    var short: String?
    var value: ValueKind?
    var placeholder: String
    var repeatable = false
    var isRequired = false
    var help: String
    var isHidden = false

    /// An option that takes a value; the placeholder is by default the kind's (`n`, `file`, the choices).
    static func option(
        _ name: String, _ kind: ValueKind, placeholder: String? = nil, short: String? = nil, repeatable: Bool = false,
        required: Bool = false, _ help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, value: kind, placeholder: placeholder ?? kind.defaultPlaceholder,
            repeatable: repeatable, isRequired: required, help: help)
    }

    /// A flag that takes no value.
    static func flag(_ name: String, short: String? = nil, hidden: Bool = false, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, value: nil, placeholder: "", help: help, isHidden: hidden)
    }

    /// `--help`, which every command takes.
    static let helpFlag = flag("--help", short: "-h", "Show help information.")

    /// Its long name, then its short one.
    var names: [String] { [name] + (short.map { [$0] } ?? []) }

    /// How a usage line writes it: the short name when there is one (`-o <file>`), else the long.
    var usageName: String {
        let spelled = short ?? name
        return value == nil ? spelled : "\(spelled) <\(placeholder)>"
    }

    /// As a usage line shows it: `[--json]`, `[--badge <index:type[:text]>]...`, or `-o <dir>` when required.
    var usage: String {
        let word = isRequired ? usageName : "[\(usageName)]"
        return repeatable ? word + "..." : word
    }
}

/// A positional argument a command takes, counted before the command runs: its placeholder in
/// help (`file`), how many words it takes, what they are (a choice is checked, and completed),
/// whether they may start with `-` after a `--` (usage shows `[--]`), and one line of help.
struct ArgumentSpec: Sendable {
    enum Arity: Sendable { case one, optional, oneOrMore, zeroOrMore }

    var name: String
    var arity: Arity
    var kind: ValueKind
    var followsDoubleDash: Bool
    var help: String

    init(
        _ name: String, _ arity: Arity = .one, kind: ValueKind = .text, followsDoubleDash: Bool = false,
        _ help: String
    ) {
        (self.name, self.arity, self.kind, self.followsDoubleDash, self.help) =
            (name, arity, kind, followsDoubleDash, help)
    }

    /// The fewest words it takes.
    var minimum: Int { arity == .one || arity == .oneOrMore ? 1 : 0 }
    /// The most words it takes; `nil` for no limit.
    var maximum: Int? { arity == .one || arity == .optional ? 1 : nil }

    /// The argument as errors name it: `<file>`, `[<file>]`, `<file>...`, `[<file>...]`.
    var word: String {
        switch arity {
        case .one: "<\(name)>"
        case .optional: "[<\(name)>]"
        case .oneOrMore: "<\(name)>..."
        case .zeroOrMore: "[<\(name)>...]"
        }
    }

    /// As a usage line shows it: ``word``, after `[--]` when its words may start with `-`.
    var usage: String { followsDoubleDash ? "[--] " + word : word }
}

/// What an option's value or a positional word is: the parser checks it by its kind, help names
/// it by its placeholder, and the completion scripts complete it from where the kind says.
///
/// Free text; one of fixed words (any other refused with a did-you-mean, exactly them completed);
/// a whole number in a range; an index into the command's items (whose range only the command
/// knows); seconds greater than zero; a file or a folder (completed from the file system); a
/// theme's name or file (names completed from `sheetctl themes list`); a presenter's name
/// (completed from the catalog: built-ins and plugins on `PATH`); a command's name (for `help`).
enum ValueKind: Sendable, Hashable {
    case text
    case choices([String])
    case integer(ClosedRange<Int>)
    case index
    case seconds
    case file
    case directory
    case theme
    case presenter(PresenterSet)
    case command

    /// How help and the man page name a value of this kind when the declaration does not say.
    var defaultPlaceholder: String {
        switch self {
        case .text: "text"
        case .choices(let words): words.joined(separator: "|")
        case .integer: "n"
        case .index: "index"
        case .seconds: "seconds"
        case .file: "file"
        case .directory: "dir"
        case .theme: "name|path"
        case .presenter: "name"
        case .command: "command"
        }
    }
}

/// Which presenters a `--presenter` option takes, as the catalog has them: help lists them and
/// completions offer them from the same place.
enum PresenterSet: Sendable, Hashable {
    /// Every presenter: the built-ins, then plugins.
    case all
    /// Those that draw on a terminal, for a picker (`show`).
    case terminal

    /// The built-ins in the set, in the catalog's order, and the command line's own (`web`).
    var builtIns: [String] {
        switch self {
        case .all: BuiltInPresenters.names + CommandHost.hostPresenterNames
        case .terminal: BuiltInPresenters.terminalNames
        }
    }

    /// The set as help says it: `auto, plain, ansi or a plugin`.
    var prose: String { builtIns.joined(separator: ", ") + " or a plugin" }
}
