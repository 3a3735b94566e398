extension Commands {
    /// `sheetctl help [COMMAND [SUBCOMMAND]]`: the same text as `COMMAND SUBCOMMAND --help`.
    static var help: CommandSpec {
        CommandSpec(
            name: "help",
            abstract: "Show help for a command.",
            arguments: [
                ArgumentSpec("command", .zeroOrMore, kind: .command, "The command to explain, then its subcommand.")
            ],
            run: { arguments, context in SheetctlCommand.help(arguments.positionals, context: context) }
        )
    }
}
