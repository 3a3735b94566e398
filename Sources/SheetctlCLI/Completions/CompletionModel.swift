/// The command table flattened for shell completion scripts: every command path with what may
/// follow it. Scripts are generated from it, so a command or option added to the table is
/// completed without anyone remembering to, from its declared ``ValueKind``.
struct CompletionModel {
    /// One command or group, by its path.
    struct Command {
        /// The words that select it, e.g. `["themes", "show"]`; empty for `sheetctl` itself.
        var path: [String]
        /// Its subcommands' names and abstracts.
        var subcommands: [(name: String, abstract: String)]
        /// Its visible options, `--help` included.
        var options: [OptionSpec]
        /// What its positional words are, when it takes any.
        var argument: ValueKind?

        /// The path as one word for scripts' `case` labels: `themes show`, or empty.
        var key: String { path.joined(separator: " ") }
    }

    /// Where a shell finds the words for a value.
    enum Source: Equatable {
        /// Fixed words, written into the script.
        case words([String])
        /// The lines `sheetctl` prints when run with these arguments, each one word: names found
        /// when Tab is pressed (themes on the theme path, plugins on `PATH`). They are data: the
        /// scripts read them as lines and never evaluate them.
        case lines([String])
        /// File names.
        case files
        /// Folder names.
        case directories
    }

    /// Every command, parents before children.
    var commands: [Command]
    /// The names of the top-level commands (for `help`).
    var commandNames: [String]

    /// Flattens a command table.
    /// - Parameter root: The table's root, `sheetctl`.
    init(root: CommandSpec) {
        var commands: [Command] = []
        func visit(_ spec: CommandSpec, path: [String]) {
            commands.append(
                Command(
                    path: path, subcommands: spec.subcommands.map { ($0.name, $0.abstract) },
                    options: spec.visibleOptions, argument: spec.arguments.first?.kind))
            for sub in spec.subcommands { visit(sub, path: path + [sub.name]) }
        }
        visit(root, path: [])
        self.commands = commands
        self.commandNames = root.subcommands.map(\.name)
    }

    /// Where the words for a kind of value come from; `nil` when a shell has nothing to offer.
    func source(for kind: ValueKind) -> Source? {
        switch kind {
        case .choices(let words): .words(words)
        case .command: .words(commandNames)
        case .file: .files
        case .directory: .directories
        case .theme: .lines(["themes", "list", "--names"])
        case .presenter(.all): .lines(["presenters", "list", "--names"])
        case .presenter(.terminal): .lines(["presenters", "list", "--names", "--terminal"])
        case .text, .integer, .index, .seconds: nil
        }
    }

}
