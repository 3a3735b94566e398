import SheetSystem
import PresenterRegistry
import SheetSystem
import ThemeKit

extension Commands {
    /// `sheetctl themes export THEME [--format F]… -o DIR`: a theme, or its light and dark pair, as
    /// the files the host's apps use.
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
                default. Without --format, every format. The files are written atomically, all or none; the same theme gives \
                the same bytes. The files written are listed on stdout. See docs/design-tokens.md.
                A theme with errors is refused with its diagnostics before anything is written.
                Exit status: 0 when written, 65 when the theme cannot be used, 66 when it is not found, 74 when \
                a file cannot be written.
                """,
            options: [
                .option(
                    "--format", .choices(ThemeExportFormat.allCases.map(\.rawValue)), repeatable: true,
                    "A format to write (repeatable; default: all)."),
                .option("--output", .directory, short: "-o", required: true, "The folder to write to."),
            ] + ThemeOptions.searchPathOptions,
            arguments: [ArgumentSpec("theme", kind: .theme, "The theme: a name on the theme path, or a file.")],
            run: { arguments, context in
                guard let directory = arguments.value("--output"), !directory.isEmpty, directory != "-" else {
                    return SheetctlCommand.usageError(
                        UsageError("-o takes a folder: an export is several files, which standard output cannot hold"),
                        spec: Commands.themesExport, path: arguments.path, context: context)
                }
                let reference = arguments.positionals[0]
                let result = ThemeOptions.library(arguments, context: context).load(reference)
                context.report(result.diagnostics, sources: result.sources)
                guard let theme = result.theme, !result.diagnostics.containsErrors else {
                    let missing = result.diagnostics.contains {
                        $0.code == .unreadableFile || ($0.code == .themeNotFound && $0.location == nil)
                    }
                    return missing ? ExitCode.noInput : ExitCode.dataError
                }
                let export = result.counterpart.map { ThemeExport(theme, counterpart: $0) } ?? ThemeExport(theme)
                let asked = arguments.all("--format").compactMap(ThemeExportFormat.init(rawValue:))
                let files = export.files(asked.isEmpty ? ThemeExportFormat.allCases : asked)
                // One batch: every file is written, or none (and what was in DIR is as it was).
                let batch = files.map {
                    AtomicFileWriter.BatchFile(path: FileSystem.join(directory, $0.path), bytes: $0.bytes)
                }
                do throws(FileWriteError) {
                    try AtomicFileWriter().write(batch: batch)
                } catch {
                    return OutputFile.report(error, context: context)
                }
                for file in batch { context.writeLine("\(file.path)") }
                return ExitCode.success
            }
        )
    }
}
