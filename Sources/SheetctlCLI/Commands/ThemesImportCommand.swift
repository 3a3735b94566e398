import SheetSystem
import PresenterRegistry
import SheetSystem
import SheetText
import ThemeKit

extension Commands {
    /// `sheetctl themes import FILE… [-o OUT] [--name N]`: turn a base16 or base24 scheme, or DTCG
    /// design tokens, into themes.
    static var themesImport: CommandSpec {
        CommandSpec(
            name: "import",
            abstract: "Turn a base16 or base24 colour scheme, or DTCG design tokens, into themes.",
            discussion: """
                A base16 scheme (YAML) is one file: the current format (system, name, slug, palette) or the \
                legacy one (scheme, author and base00…base0F at the top level), written as one theme: background \
                base00, separator base02, title and message base04, items base05, destructive and badges base08, \
                cancel base0D, badge text base00 or base07, whichever stands out more on base08. That theme is \
                named --name, else after OUT's file name, else the scheme's slug, else a slug of its name.
                Design tokens (DTCG 2025.10 JSON, told apart by content) are the token files of one set, merged \
                in order, or one Resolver document that names them; each combination of its modifiers' contexts \
                becomes a theme (light and dark a pair), written as OUT/NAME.yaml, OUT a folder; the files written are listed on \
                stdout. A colour token at sheet.<role> (sheet.title … sheet.badgeText) is that role's colour; \
                colours in any of the Color module's spaces are converted to sRGB, with a warning where one had \
                to be gamut-mapped. Every problem of every file is reported at once, at file:line:col, and \
                nothing is written. See docs/design-tokens.md.
                Exit status: 0 when written, 65 when the input cannot be used (diagnostics on stderr), 66 when \
                it cannot be opened, 74 when OUT cannot be written.
                """,
            options: [
                .option(
                    "--output", .file, short: "-o",
                    "Write the theme to FILE (atomically) instead of stdout; for design tokens, the folder to write to."
                ),
                .option(
                    "--name", .text, placeholder: "name",
                    "The theme's name (for several design-token themes, their prefix)."),
                .option(
                    "--mapping", .file, placeholder: "file",
                    "For design tokens: a YAML file mapping sheet roles to token paths (roles: title: color.text)."),
            ],
            arguments: [
                ArgumentSpec(
                    "file|-", .oneOrMore, kind: .file,
                    "The base16 or base24 scheme, or - for standard input; or DTCG token files or a Resolver document.")
            ],
            run: { arguments, context in
                if let name = arguments.value("--name"), name.isEmpty {
                    return SheetctlCommand.usageError(
                        UsageError("--name takes a name that is not empty"), spec: Commands.themesImport,
                        path: arguments.path, context: context)
                }
                var sources: [SourceText] = []
                for path in arguments.positionals {
                    do throws(DiagnosticError) {
                        sources.append(
                            path == "-"
                                ? try SourceText.readStandardInput(maxBytes: DesignTokenImporter.maxBytes)
                                : try SourceText.read(
                                    path: path, maxBytes: DesignTokenImporter.maxBytes, acceptingPipes: true))
                    } catch {
                        context.report(error.diagnostics)
                        let unreadable = error.diagnostics.contains { $0.code == .unreadableFile }
                        return unreadable ? ExitCode.noInput : ExitCode.dataError
                    }
                }
                if DesignTokenImporter.isDesignTokens(sources[0]) {
                    return TokenImport(arguments: arguments, context: context).run(sources)
                }
                guard sources.count == 1 else {
                    return SheetctlCommand.usageError(
                        UsageError("a base16 scheme is one file; only design tokens come in several"),
                        spec: Commands.themesImport, path: arguments.path, context: context)
                }
                let source = sources[0]
                guard source.bytes.count <= Base16Scheme.maxBytes else {
                    context.report([
                        .error(
                            .inputTooLarge, "the scheme is larger than \(Base16Scheme.maxBytes) bytes",
                            at: source.location(ofByte: 0))
                    ])
                    return ExitCode.dataError
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

/// One run of `sheetctl themes import` over design tokens.
struct TokenImport {
    var arguments: ParsedArguments
    var context: CommandContext

    func run(_ sources: [SourceText]) -> Int32 {
        guard let directory = arguments.value("--output"), !directory.isEmpty, directory != "-" else {
            return SheetctlCommand.usageError(
                UsageError("design tokens become theme files in a folder: give -o <dir>"),
                spec: Commands.themesImport, path: arguments.path, context: context)
        }
        var mapping: TokenRoleMapping?
        var mappingSources: [SourceText] = []
        if let path = arguments.value("--mapping") {
            let source: SourceText
            do throws(DiagnosticError) {
                source = try SourceText.read(path: path, maxBytes: TokenRoleMapping.maxBytes)
            } catch {
                context.report(error.diagnostics)
                return error.diagnostics.contains { $0.code == .unreadableFile } ? ExitCode.noInput : ExitCode.dataError
            }
            let read = TokenRoleMapping.parse(source)
            guard let parsed = read.mapping else {
                context.report(read.diagnostics, sources: [source])
                return ExitCode.dataError
            }
            mapping = parsed
            mappingSources = [source]
        }
        let result = DesignTokenImporter.importThemes(sources, name: arguments.value("--name"), mapping: mapping) {
            path throws(DiagnosticError) in
            try SourceText.read(path: path, maxBytes: DesignTokenImporter.maxBytes)
        }
        context.report(result.diagnostics, sources: result.sources + mappingSources)
        guard !result.diagnostics.containsErrors, !result.themes.isEmpty else {
            let unreadable = result.diagnostics.contains { $0.code == .unreadableFile }
            return unreadable ? ExitCode.noInput : ExitCode.dataError
        }
        // One batch: a pair's themes are written together, or neither is.
        let batch = result.themes.map {
            AtomicFileWriter.BatchFile(path: FileSystem.join(directory, $0.fileName), bytes: Array($0.yamlText.utf8))
        }
        do throws(FileWriteError) {
            try AtomicFileWriter().write(batch: batch)
        } catch {
            return OutputFile.report(error, context: context)
        }
        for file in batch { context.writeLine("\(file.path)") }
        return ExitCode.success
    }
}
