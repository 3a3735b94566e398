import SheetTerminal
import PresenterRegistry

extension Commands {
    /// `sheetctl presenters`: the presenters routes may name.
    static var presenters: CommandSpec {
        .group(
            name: "presenters",
            abstract: "List the presenters: built-ins, web and plugins.",
            discussion: """
                A plugin is an executable named sheetctl-presenter-NAME on PATH; the first one found wins.
                """,
            subcommands: [presentersList]
        )
    }

    /// `sheetctl presenters list`.
    static var presentersList: CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List the built-in presenters, web, and the plugins found on PATH, with their paths.",
            options: [
                .flag("--names", hidden: true, "Print only the names, one a line (for completion scripts)."),
                .flag(
                    "--terminal", hidden: true,
                    "Only the presenters that draw on a terminal: \(PresenterSet.terminal.prose)."),
            ],
            arguments: [],
            run: { arguments, context in
                var entries = CommandHost.presenters(context).entries()
                if arguments.has("--terminal") {
                    let builtIns = PresenterSet.terminal.builtIns
                    let shipped = PresenterSet.all.builtIns
                    entries.removeAll { $0.kind != .plugin && shipped.contains($0.name) && !builtIns.contains($0.name) }
                }
                if arguments.has("--names") {
                    context.stdout.write(entries.map { TerminalText.sanitize($0.name) + "\n" }.joined())
                    return ExitStatus.success
                }
                context.writeTable([["NAME", "KIND", "PATH"]] + entries.map { [$0.name, $0.kind.rawValue, $0.path ?? "-"] })
                return ExitStatus.success
            }
        )
    }
}
