/// The table of `sheetctl`'s commands. Each command's spec lives in its own file.
enum Commands {
    /// The root: `sheetctl` itself, whose subcommands are the commands.
    static var root: CommandSpec {
        .group(
            name: "sheetctl",
            abstract: "Decide how mini-program action sheets look, and who draws them.",
            discussion: """
                Themes are YAML files; presenters draw sheets as plain text, on an ANSI terminal, or as JSON.
                Start with 'sheetctl preview'.
                """,
            options: [.flag("--version", "Show the version.")],
            subcommands: [preview, show, present, lint, lsp, themes, registry, presenters, schema, completions, help]
        )
    }

    /// `sheetctl help [COMMAND [SUBCOMMAND]]`: the same text as `COMMAND SUBCOMMAND --help`.
    static var help: CommandSpec {
        CommandSpec(
            name: "help", abstract: "Show help for a command.",
            arguments: [
                ArgumentSpec("command", .zeroOrMore, kind: .command, "The command to explain, then its subcommand.")
            ],
            run: { arguments, context in SheetctlCommand.help(arguments.positionals, context: context) })
    }
}
