extension Commands {
    /// `sheetctl help [COMMAND [SUBCOMMAND]]`: the same text as `COMMAND SUBCOMMAND --help`.
    static var help: CommandSpec {
        CommandSpec(
            name: "help",
            abstract: "Show help for a command.",
            usage: "[<command> [<subcommand>]]",
            arguments: [ArgumentSpec("command", .zeroOrMore, completion: .commands, "The command to explain.")],
            run: { arguments, context in SheetctlCommand.help(arguments.positionals, context: context) }
        )
    }
}
