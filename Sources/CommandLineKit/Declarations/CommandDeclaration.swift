/// A command or a group of subcommands, declared once: the declaration drives parsing
/// (``ArgumentParser``), `--help` and usage lines (``HelpFormatter``), the bash, zsh and fish
/// completions (``CompletionModel``) and a man page's SYNOPSIS.
package struct CommandDeclaration<Context, Failure: Error>: Sendable {
    /// The word that selects it (`preview`, or `list` under `themes`); the root's is the program's.
    package var name: String
    package var abstract: String
    package var discussion = ""
    /// Its options; `--help` is implied.
    package var options: [OptionSpec] = []
    package var arguments: [ArgumentSpec] = []
    package var subcommandList: [Subcommand] = []
    /// What it runs with its checked words; `nil` for a group.
    package var run: (@Sendable (ParsedArguments, Context) throws(Failure) -> Int32)?

    /// A subcommand of a group: its name, and its spec, built only when asked for, so a run builds
    /// the spec of the command it runs, not every command's options, key paths and help (sheetctl's
    /// start-up mark, BENCHMARKS.md).
    package struct Subcommand: Sendable {
        package var name: String
        package var spec: @Sendable () -> CommandDeclaration

        package init(_ name: String, _ spec: @escaping @Sendable () -> CommandDeclaration) {
            self.name = name
            self.spec = spec
        }
    }

    package var isGroup: Bool { !subcommandList.isEmpty }

    package var subcommands: [CommandDeclaration] { subcommandList.map { $0.spec() } }

    /// A closure, not the key path `\.name`: a key path into this generic type is made at run time,
    /// its generic arguments found by demangling, 0.17 M instructions at every start (sheetctl's
    /// start-up mark).
    package var subcommandNames: [String] { subcommandList.map { $0.name } }

    /// The options help, the man page and completions show: the visible ones, then `--help`.
    package var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } + [.helpFlag] }

    /// The subcommand called `name`, the only one built.
    ///
    /// A loop, not `first(where:)`: that generic algorithm runs unspecialized on this generic type
    /// and finds its collection's element type by demangling, 0.12 M instructions at every start
    /// (sheetctl's start-up mark).
    package func subcommand(_ name: String) -> CommandDeclaration? {
        for entry in subcommandList where entry.name == name { return entry.spec() }
        return nil
    }
}

extension CommandDeclaration {
    package init(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        arguments: [ArgumentSpec],
        run: @escaping @Sendable (ParsedArguments, Context) throws(Failure) -> Int32
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion, options: options, arguments: arguments,
            run: .some(run))
    }

    /// A command that runs with its options as one typed value (``CommandOptions``), declared once.
    package init<Options: CommandOptions>(
        name: String, abstract: String, discussion: String = "", options: Options.Type, arguments: [ArgumentSpec],
        run: @escaping @Sendable (Options, ParsedArguments, Context) throws(Failure) -> Int32
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion, options: Options.options, arguments: arguments
        ) { parsed, context throws(Failure) in try run(Options(parsed), parsed, context) }
    }

    /// A command whose typed options several specs share, each listing the options it takes.
    package init<Options: CommandOptions>(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec], arguments: [ArgumentSpec],
        run: @escaping @Sendable (Options, ParsedArguments, Context) throws(Failure) -> Int32
    ) {
        self.init(name: name, abstract: abstract, discussion: discussion, options: options, arguments: arguments) {
            parsed, context throws(Failure) in try run(Options(parsed, declaredBy: options), parsed, context)
        }
    }

    package static func group(
        name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
        subcommands: [Subcommand]
    ) -> CommandDeclaration {
        CommandDeclaration(
            name: name, abstract: abstract, discussion: discussion, options: options, subcommandList: subcommands)
    }
}

extension CommandDeclaration {
    /// The command that `words` name, from this group down: each word that names a subcommand
    /// goes one level down, and the first that does not (an option, an argument, a mistake)
    /// stops the walk there.
    package func command(named words: ArraySlice<String>) -> (
        command: CommandDeclaration, path: [String], rest: ArraySlice<String>
    ) {
        var command = self
        var path: [String] = []
        var rest = words
        while command.isGroup, let word = rest.first, !word.hasPrefix("-"), let sub = command.subcommand(word) {
            command = sub
            path.append(word)
            rest = rest.dropFirst()
        }
        return (command, path, rest)
    }
}
