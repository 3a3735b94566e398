import PresenterRegistry

extension Commands {
    /// `sheetctl presenters`: the presenters routes may name.
    static var presenters: CommandSpec {
        CommandSpec(
            name: "presenters",
            abstract: "List the presenters: built-ins and plugins.",
            usage: "<subcommand>",
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
            abstract: "List the built-in presenters and the plugins found on PATH, with their paths.",
            usage: "",
            run: { _, context in
                var rows: [[String]] = [["NAME", "KIND", "PATH"]]
                for entry in presenterCatalog(context).entries() {
                    rows.append([entry.name, entry.kind.rawValue, entry.path ?? "-"].map(TerminalText.sanitize))
                }
                context.stdout.write(alignedTable(rows))
                return ExitCode.success
            }
        )
    }
}
