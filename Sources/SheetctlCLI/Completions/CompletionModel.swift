import PresenterRegistry

/// The command table flattened for shell completion scripts: every command path with what may
/// follow it. Scripts are generated from it, so a command or option added to the table is
/// completed without anyone remembering to.
struct CompletionModel {
    /// One command or group, by its path.
    struct Command {
        /// The words that select it, e.g. `["themes", "show"]`; empty for `sheetctl` itself.
        var path: [String]
        /// Its subcommands' names and abstracts.
        var subcommands: [(name: String, abstract: String)]
        /// Its visible options, `--help` included.
        var options: [OptionSpec]
        /// What its positional words complete with.
        var argumentCompletion: ValueCompletion

        /// The path as one word for scripts' `case` labels: `themes show`, or empty.
        var key: String { path.joined(separator: " ") }
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
            let help = OptionSpec.flag("--help", short: "-h", "Show help information.")
            commands.append(
                Command(
                    path: path, subcommands: spec.subcommands.map { ($0.name, $0.abstract) },
                    options: spec.options.filter { !$0.isHidden } + [help],
                    argumentCompletion: spec.arguments?.first?.completion ?? .none))
            for sub in spec.subcommands { visit(sub, path: path + [sub.name]) }
        }
        visit(root, path: [])
        self.commands = commands
        self.commandNames = root.subcommands.map(\.name)
    }

    /// The words a fixed completion offers, when it is a fixed list.
    func words(for completion: ValueCompletion) -> [String]? {
        switch completion {
        case .choices(let words): words
        case .presenters: BuiltInPresenters.names
        case .commands: commandNames
        case .none, .file, .directory, .themes: nil
        }
    }
}

extension OptionSpec {
    /// What a shell completes the option's value with: named by the option, else read from its
    /// placeholder (`auto|always|never` lists the words; `FILE`, `PATH`, `DIR` name files or folders).
    var completion: ValueCompletion {
        guard let value else { return .none }
        switch name {
        case "--theme": return .themes
        case "--presenter": return .presenters
        default: break
        }
        let words = value.split(separator: "|").map(String.init)
        if words.count > 1, words.allSatisfy({ $0.allSatisfy { $0.isLowercase || $0 == "-" } && $0 != "-" }) {
            return .choices(words)
        }
        if value.contains("DIR") { return .directory }
        if value.contains("FILE") || value.contains("PATH") { return .file }
        return .none
    }
}
