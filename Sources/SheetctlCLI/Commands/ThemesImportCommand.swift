import SheetText
import ThemeKit

extension Commands {
    /// `sheetctl themes import FILE [-o OUT] [--name N]`: turn a base16 or base24 scheme into a theme.
    static var themesImport: CommandSpec {
        CommandSpec(
            name: "import",
            abstract: "Turn a base16 or base24 colour scheme into a theme.",
            discussion: """
                Reads a scheme in the current format (system, name, slug, palette) or the legacy one (scheme, \
                author and base00…base0F at the top level) and writes a theme: background base00, separator \
                base02, title and message base04, items base05, destructive and badges base08, cancel base0D, \
                badge text base00 or base07, whichever stands out more on base08.
                The theme is named --name, else after OUT's file name (so '--theme' finds it by the name of \
                its file), else the scheme's slug, else a slug of its name.
                Exit status: 0 when written, 65 when the scheme cannot be used (diagnostics on stderr), 66 when \
                it cannot be opened, 74 when OUT cannot be written.
                """,
            options: [
                .option("--output", .file, short: "-o", "Write the theme to FILE (atomically) instead of stdout."),
                .option("--name", .text, placeholder: "name", "The theme's name."),
            ],
            arguments: [
                ArgumentSpec("scheme-file|-", kind: .file, "The base16 or base24 scheme, or - for standard input.")
            ],
            run: { arguments, context in
                // The argument was counted before the command ran.
                let path = arguments.positionals[0]
                if let name = arguments.value("--name"), name.isEmpty {
                    return SheetctlCommand.usageError(
                        UsageError("--name takes a name that is not empty"), spec: Commands.themesImport,
                        path: arguments.path, context: context)
                }
                let source: SourceText
                do throws(DiagnosticError) {
                    source =
                        path == "-"
                        ? try SourceText.readStandardInput(maxBytes: Base16Scheme.maxBytes)
                        : try SourceText.read(path: path, maxBytes: Base16Scheme.maxBytes, acceptingPipes: true)
                } catch {
                    context.report(error.diagnostics)
                    let unreadable = error.diagnostics.contains { $0.code == .unreadableFile }
                    return unreadable ? ExitCode.noInput : ExitCode.dataError
                }
                let yaml: String
                do throws(DiagnosticError) {
                    // A theme is found by the name it declares: the file it is written to agrees with it.
                    let name =
                        arguments.value("--name")
                        ?? arguments.value("--output").flatMap(ThemeLibrary.fileStem)
                    yaml = try Base16Importer.importTheme(source, name: name)
                } catch {
                    context.report(error.diagnostics, sources: [source])
                    return ExitCode.dataError
                }
                return OutputFile.write(yaml, to: arguments.value("--output") ?? "-", context: context)
                    ?? ExitCode.success
            }
        )
    }
}
