import CommandLineKit
import SheetSystem
import PresenterRegistry
import SheetText
import ThemeKit

extension Commands {
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
            options: ThemesImport.Options.self,
            arguments: [
                ArgumentSpec(
                    "file|-", .oneOrMore, kind: .file,
                    "The base16 or base24 scheme, or - for standard input; or DTCG token files or a Resolver document.")
            ],
            run: { options, arguments, context throws(CommandFailure) in
                try ThemesImport(options: options, files: arguments.positionals, context: context).run()
            }
        )
    }
}

struct ThemesImport {
    struct Options: CommandOptions {
        var output: String?
        var name: String?
        var mapping: String?

        static let options: [OptionSpec] = [
            option(
                "--output", { $0.output = $1 }, .file, short: "-o",
                "Write the theme to FILE (atomically) instead of stdout; for design tokens, the folder to write to."),
            option(
                "--name", { $0.name = $1 }, .text, placeholder: "name",
                "The theme's name (for several design-token themes, their prefix)."),
            option(
                "--mapping", { $0.mapping = $1 }, .file, placeholder: "file",
                "For design tokens: a YAML file mapping sheet roles to token paths (roles: title: color.text)."),
        ]
    }

    var options: Options
    var files: [String]
    var context: CommandContext

    func run() throws(CommandFailure) -> Int32 {
        if options.name?.isEmpty == true { throw usage("--name takes a name that is not empty") }
        let limit = DesignTokenImporter.maxBytes
        var sources: [SourceText] = []
        for path in files {
            do throws(DiagnosticError) {
                sources.append(
                    path == "-"
                        ? try SourceText.readStandardInput(maxBytes: limit)
                        : try SourceText.read(path: path, maxBytes: limit, acceptingPipes: true))
            } catch {
                context.report(error.diagnostics)
                return error.exitStatus
            }
        }
        if DesignTokenImporter.isDesignTokens(sources[0]) { return try tokens(sources) }
        guard sources.count == 1 else { throw usage("a base16 scheme is one file; only design tokens come in several") }
        let source = sources[0]
        do throws(DiagnosticError) {
            guard source.bytes.count <= Base16Scheme.maxBytes else {
                throw DiagnosticError(
                    .error(
                        .inputTooLarge, "the scheme is larger than \(Base16Scheme.maxBytes) bytes",
                        at: source.location(ofByte: 0)))
            }
            // A theme is found by the name it declares: the file it is written to agrees with it.
            let name = options.name ?? options.output.flatMap(ThemeLibrary.fileStem)
            let yaml = try Base16Importer.importTheme(source, name: name)
            return OutputFile.write(yaml, to: options.output ?? "-", context: context) ?? ExitStatus.success
        } catch {
            context.report(error.diagnostics, sources: [source])
            return CommandFailure.input(error).exitCode
        }
    }

    private func tokens(_ sources: [SourceText]) throws(CommandFailure) -> Int32 {
        guard let directory = options.output, !directory.isEmpty, directory != "-" else {
            throw usage("design tokens become theme files in a folder: give -o <dir>")
        }
        var mapping: TokenRoleMapping?
        var mappingSources: [SourceText] = []
        if let path = options.mapping {
            let source: SourceText
            do throws(DiagnosticError) {
                source = try SourceText.read(path: path, maxBytes: TokenRoleMapping.maxBytes)
            } catch {
                context.report(error.diagnostics)
                return error.exitStatus
            }
            let read = TokenRoleMapping.parse(source)
            guard let parsed = read.mapping else {
                context.report(read.diagnostics, sources: [source])
                return CommandFailure.input(DiagnosticError(read.diagnostics)).exitCode
            }
            mapping = parsed
            mappingSources = [source]
        }
        let result = DesignTokenImporter.importThemes(sources, name: options.name, mapping: mapping) {
            path throws(DiagnosticError) in
            try SourceText.read(path: path, maxBytes: DesignTokenImporter.maxBytes)
        }
        context.report(result.diagnostics, sources: result.sources + mappingSources)
        guard !result.diagnostics.containsErrors, !result.themes.isEmpty else {
            return DiagnosticError(result.diagnostics).exitStatus
        }
        return OutputFile.writeFiles(
            result.themes.map { ($0.fileName, Array($0.yamlText.utf8)) }, in: directory, context: context)
    }

    private func usage(_ message: MessageText) -> CommandFailure { .usage(UsageError(message)) }
}
