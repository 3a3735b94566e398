import SheetTerminal
import SheetText
import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl themes list|show|import|gallery`: the themes that can be named, what one resolves
    /// to, turning a base16 scheme into one, and a picture of each.
    static var themes: CommandSpec {
        .group(
            name: "themes",
            abstract: "List, show, import and picture themes.",
            subcommands: [themesList, themesShow, themesImport, themesExport, themesGallery]
        )
    }

    /// `sheetctl themes list [--json]`.
    static var themesList: CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List the themes on the theme search path: name, where it comes from, description.",
            discussion: """
                A theme found in several folders of the search path is listed once, from the folder that \
                wins (the first). The built-in default is listed as 'built-in' unless a file takes its name.
                A file that is not a theme (a mapping with none of a theme's keys, such as a base16 scheme) \
                is left out; a theme that cannot load is listed with its first error's code under BROKEN \
                ('sheetctl lint FILE' says all of it).
                """,
            options: [
                .flag(
                    "--json",
                    "Print a JSON array of {name, path, description, appearance, counterpart, broken} (path "
                        + "null for built-in; appearance and counterpart as the file states them, else null; broken "
                        + "the code of the first error of a theme that cannot load, else null)."),
                .flag("--names", hidden: true, "Print only the names, one a line (for completion scripts)."),
            ] + ThemeOptions.searchPathOptions,
            arguments: [],
            run: { arguments, context in ThemesRun(arguments: arguments, context: context).list() }
        )
    }

    /// `sheetctl themes show NAME|PATH`.
    static var themesShow: CommandSpec {
        CommandSpec(
            name: "show",
            abstract: "Print a theme as YAML, resolved: every key, after 'extends', colours as hex.",
            discussion: """
                The output is itself a theme file that loads as the same theme.
                Exit status: 0 when shown, 65 when the theme has errors (diagnostics on stderr), 66 when \
                no theme has the name or its file cannot be opened.
                """,
            options: ThemeOptions.searchPathOptions,
            arguments: [
                ArgumentSpec(
                    "name|path", kind: .theme, "A theme name on the search path, or a theme file.")
            ],
            run: { arguments, context in ThemesRun(arguments: arguments, context: context).show() }
        )
    }
}

/// One run of `sheetctl themes list` or `themes show`.
struct ThemesRun {
    var arguments: ParsedArguments
    var context: CommandContext

    func list() -> Int32 {
        let listings = ThemeOptions.library(arguments, context: context).list()
        if arguments.has("--names") {
            context.stdout.write(listings.map { TerminalText.sanitize($0.name) + "\n" }.joined())
        } else if arguments.has("--json") {
            let array = JSONValue.array(
                listings.map { listing in
                    .object([
                        "name": .string(listing.name),
                        "path": listing.path.map(JSONValue.string) ?? .null,
                        "description": listing.description.map(JSONValue.string) ?? .null,
                        "appearance": listing.appearance.map { JSONValue.string($0.rawValue) } ?? .null,
                        "counterpart": listing.counterpart.map(JSONValue.string) ?? .null,
                        "broken": listing.broken.map { JSONValue.string($0.rawValue) } ?? .null,
                    ])
                })
            context.stdout.write(array.prettyText + "\n")
        } else {
            context.writeTable(
                [["NAME", "SOURCE", "COUNTERPART", "BROKEN", "DESCRIPTION"]]
                    + listings.map {
                        [$0.name, $0.path ?? "built-in", $0.counterpart ?? "-", $0.broken?.rawValue ?? "-", $0.description ?? ""]
                    })
        }
        return ExitStatus.success
    }

    func show() -> Int32 {
        let reference = arguments.positionals[0]
        let result = ThemeOptions.library(arguments, context: context).load(reference)
        context.report(result.diagnostics, sources: result.sources)
        guard let theme = result.theme else {
            return result.exitStatus
        }
        context.stdout.write(theme.yamlText(counterpart: result.counterpart?.name))
        return ExitStatus.success
    }
}
