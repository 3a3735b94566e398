import CommandLineKit
import PresenterRegistry
import SheetSystem
import SheetTerminal
import SheetText
import ThemeKit

extension Commands {
    static var themes: CommandSpec {
        .group(
            name: "themes",
            abstract: "List, show, import, export, format and picture themes.",
            subcommands: [
                .init("list") { themesList }, .init("show") { themesShow }, .init("import") { themesImport },
                .init("export") { themesExport }, .init("format") { themesFormat }, .init("gallery") { themesGallery },
            ]
        )
    }

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
            options: ThemesListOptions.self, arguments: [],
            run: { options, _, context throws(CommandFailure) in
                let listings = CommandHost.themes(options.themePaths, context: context).list()
                if options.names {
                    context.stdout.write(listings.map { TerminalText.sanitize($0.name) + "\n" }.joined())
                } else if options.json {
                    context.stdout.write(JSONValue.array(listings.map(\.json)).prettyText + "\n")
                } else {
                    context.stdout.write(
                        TerminalTable.text(
                            [["NAME", "SOURCE", "COUNTERPART", "BROKEN", "DESCRIPTION"]]
                                + listings.map {
                                    [
                                        $0.name, $0.path ?? "built-in", $0.counterpart ?? "-",
                                        $0.broken?.rawValue ?? "-",
                                        $0.description ?? "",
                                    ]
                                }))
                }
                return ExitStatus.success
            }
        )
    }

    static var themesShow: CommandSpec {
        CommandSpec(
            name: "show",
            abstract: "Print a theme as YAML, resolved: every key, after 'extends', colours as hex.",
            discussion: """
                The output is itself a theme file that loads as the same theme.
                Exit status: 0 when shown, 65 when the theme has errors (diagnostics on stderr), 66 when \
                no theme has the name or its file cannot be opened.
                """,
            options: ThemePathOptions.self,
            arguments: [
                ArgumentSpec("name|path", kind: .theme, "A theme name on the search path, or a theme file.")
            ],
            run: { options, arguments, context throws(CommandFailure) in
                let result = CommandHost.themes(options.themePaths, context: context).load(arguments.positionals[0])
                context.report(result.diagnostics, sources: result.sources)
                guard let theme = result.theme else { return result.exitStatus }
                context.stdout.write(theme.yamlText(counterpart: result.counterpart?.name))
                return ExitStatus.success
            }
        )
    }

    static var themesExport: CommandSpec {
        CommandSpec(
            name: "export",
            abstract:
                "Write a theme, or its light and dark pair, as design tokens, an asset catalog, Android resources or CSS.",
            discussion: """
                From one run over a theme and its counterpart, writes into DIR: dtcg/NAME.tokens.json for each \
                side and, for a pair, dtcg/NAME.resolver.json (DTCG 2025.10); ios/Sheet.xcassets with one colour \
                set per role, light and dark as appearances of the same set, and ios/Sheet.xcstrings with the \
                cancel labels; android/res/values/colors.xml, values-night/colors.xml and the cancel labels in \
                values-QUALIFIER/strings.xml; css/NAME.css with --sheet-title … --sheet-badge-text on :root and \
                the dark side under prefers-color-scheme: dark. Whichever side is named, the light side is the \
                default. Without --format, every format. The files are written atomically, all or none; the same \
                theme gives the same bytes. The files written are listed on stdout. See docs/design-tokens.md.
                A theme with errors is refused with its diagnostics before anything is written.
                Exit status: 0 when written, 65 when the theme cannot be used, 66 when it is not found, 74 when \
                a file cannot be written.
                """,
            options: ThemesExportOptions.self,
            arguments: [ArgumentSpec("theme", kind: .theme, "The theme: a name on the theme path, or a file.")],
            run: { options, arguments, context throws(CommandFailure) in
                guard let directory = options.output, !directory.isEmpty, directory != "-" else {
                    throw .usage(
                        UsageError("-o takes a folder: an export is several files, which standard output cannot hold"))
                }
                let reference = arguments.positionals[0]
                let result = CommandHost.themes(options.themePaths, context: context).load(reference)
                context.report(result.diagnostics, sources: result.sources)
                guard let theme = result.theme, !result.diagnostics.containsErrors else { return result.exitStatus }
                let export = result.counterpart.map { ThemeExport(theme, counterpart: $0) } ?? ThemeExport(theme)
                let files = export.files(options.formats.isEmpty ? ThemeExportFormat.allCases : options.formats)
                return OutputFile.writeFiles(files.map { ($0.path, $0.bytes) }, in: directory, context: context)
            }
        )
    }

    static var themesGallery: CommandSpec {
        CommandSpec(
            name: "gallery",
            abstract: "Draw the demo sheet in every theme found, as SVG files and an index.html that shows them.",
            discussion: """
                Writes DIR/NAME.svg for each theme on the theme path (and the built-in default) and DIR/index.html \
                showing them side by side with their names, on cards of one width in rows that line up (a long name \
                or description is cut, its whole text in a tooltip); DIR is created if needed, and each file is \
                written atomically. The files written are listed on stdout.
                A theme that cannot be loaded is reported on stderr and gets a card with no picture, showing why \
                (the first line of its first error); the others are still drawn.
                Exit status: 0 when at least one theme was drawn, 65 when none could be, 74 when a file cannot \
                be written.
                """,
            options: ThemesGalleryOptions.self, arguments: [],
            run: { options, _, context throws(CommandFailure) in
                guard let directory = options.output, !directory.isEmpty else {
                    throw .usage(UsageError("missing -o <dir>: the folder to write the gallery to"))
                }
                guard directory != "-" else {
                    throw .usage(
                        UsageError("-o takes a folder: a gallery is several files, which standard output cannot hold"))
                }
                let gallery = GalleryPage.gallery(of: CommandHost.themes(options.themePaths, context: context))
                for problem in gallery.problems { context.report(problem.diagnostics, sources: problem.sources) }
                do throws(FileWriteError) {
                    try AtomicFileWriter().makeDirectories(directory)
                } catch {
                    return OutputFile.report(error, context: context)
                }
                let files = gallery.files.map { ($0.name, Array($0.text.utf8)) }
                let status = OutputFile.writeFiles(files, in: directory, context: context)
                return status != ExitStatus.success || gallery.drawn > 0
                    ? status : CommandFailure.frontEnd(.unusableInput).exitCode
            }
        )
    }
}

struct ThemesListOptions: CommandOptions {
    var json = false
    var names = false
    var themePaths: [String] = []

    static let options: [OptionSpec] = [
        flag(
            "--json", { $0.json = $1 },
            "Print a JSON array of {name, path, description, appearance, counterpart, broken} (path "
                + "null for built-in; appearance and counterpart as the file states them, else null; broken "
                + "the code of the first error of a theme that cannot load, else null)."),
        flag("--names", { $0.names = $1 }, hidden: true, "Print only the names, one a line (for completion scripts)."),
        bind(HostOptions.searchPath) { $0.themePaths = $1 },
    ]
}

struct ThemePathOptions: CommandOptions {
    var themePaths: [String] = []

    static let options = [bind(HostOptions.searchPath) { $0.themePaths = $1 }]
}

struct ThemesExportOptions: CommandOptions {
    var formats: [ThemeExportFormat] = []
    var output: String?
    var themePaths: [String] = []

    static let options: [OptionSpec] = [
        option(
            "--format", { $0.formats = $1 }, .choices(ThemeExportFormat.allCases.map(\.rawValue)),
            "A format to write (repeatable; default: all)."),
        bind(ThemesGalleryOptions.outputOption) { $0.output = $1 },
        bind(HostOptions.searchPath) { $0.themePaths = $1 },
    ]
}

struct ThemesGalleryOptions: CommandOptions {
    var output: String?
    var themePaths: [String] = []

    static let outputOption = OptionSpec.option(
        "--output", .directory, short: "-o", required: true, "The folder to write to.")

    static let options = [bind(outputOption) { $0.output = $1 }, bind(HostOptions.searchPath) { $0.themePaths = $1 }]
}

extension ThemeExportFormat: OptionValue {}
