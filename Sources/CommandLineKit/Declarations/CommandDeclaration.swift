/// Declared once, it drives parsing, help and usage lines, the completion scripts and a man page's SYNOPSIS.
package struct CommandDeclaration<Context, Failure: Error>: Sendable {
    /// The root's name is the program's.
    package var name: String
    package var abstract: String
    package var discussion = ""
    package var options: [OptionSpec] = []
    package var arguments: [ArgumentSpec] = []
    package var subcommandList: [Subcommand] = []
    /// What it runs with its checked words; `nil` for a group.
    package var run: (@Sendable (ParsedArguments, Context) throws(Failure) -> Int32)?

    /// Its spec is built only when asked for, so a run builds only the spec it runs (sheetctl's start-up mark).
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

    /// A closure, not the key path `\.name`: a key path into this generic type is made at run time by demangling,
    /// 0.17 M instructions at every start (sheetctl's start-up mark).
    package var subcommandNames: [String] { subcommandList.map { $0.name } }

    package var visibleOptions: [OptionSpec] { options.filter { !$0.isHidden } + [.helpFlag] }

    /// A loop, not `first(where:)`, which runs unspecialized on this generic type and demangles its element type,
    /// 0.12 M instructions at every start (sheetctl's start-up mark).
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

    /// Its options as one typed value (``CommandOptions``).
    package init<Options: CommandOptions>(
        name: String, abstract: String, discussion: String = "", options: Options.Type, arguments: [ArgumentSpec],
        run: @escaping @Sendable (Options, ParsedArguments, Context) throws(Failure) -> Int32
    ) {
        self.init(
            name: name, abstract: abstract, discussion: discussion, options: Options.options, arguments: arguments
        ) { parsed, context throws(Failure) in try run(Options(parsed), parsed, context) }
    }

    /// Its typed options shared by several specs, each listing the options it takes.
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
    /// Each word that names a subcommand goes one level down; the first that does not stops the walk.
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
