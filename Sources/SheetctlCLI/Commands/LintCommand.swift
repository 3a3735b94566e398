import SheetText
import PresenterRegistry
import ThemeKit

extension Commands {
    /// `sheetctl lint FILE...`: check themes and routing files and report every problem.
    static var lint: CommandSpec {
        CommandSpec(
            name: "lint",
            abstract: "Check theme and routing files and report every problem, compiler style.",
            discussion: """
                Each FILE ('-' for standard input) is checked: a routing file (top-level 'apps' or 'default' and \
                no 'name') against the routing format and the presenters known here, anything else as a theme, \
                with the themes it extends. Diagnostics go to \
                stderr as 'path:line:col: error|warning: message [code]' with the line and a caret; a summary \
                follows when there is any. With --format json, each diagnostic is one JSON object a line on \
                stdout ({file, range: {start, end: {line, column}}, severity, code, message, hint}); with \
                --format sarif, stdout is one SARIF 2.1.0 log for code-scanning pages.
                Exit status: 0 when no file has an error (warnings allowed), 1 when one has, 66 when a file \
                cannot be opened (the others are still checked), 64 for a usage error.
                """,
            options: [
                .option(
                    "--format", .choices(DiagnosticReport.Format.allCases.map(\.rawValue)),
                    "text (default: on stderr, with the line and a caret), json (one object a diagnostic "
                        + "on stdout) or sarif (a SARIF 2.1.0 log on stdout).")
            ] + ThemeOptions.searchPathOptions,
            arguments: [
                ArgumentSpec("file", .oneOrMore, kind: .file, "A theme file to check, or - for standard input.")
            ],
            run: { arguments, context in LintRun(arguments: arguments, context: context).run() }
        )
    }
}

/// One run of `sheetctl lint`.
struct LintRun {
    var arguments: ParsedArguments
    var context: CommandContext

    func run() -> Int32 {
        // The value was checked against the choices when the arguments were parsed.
        let format = arguments.value("--format").flatMap(DiagnosticReport.Format.init) ?? .text
        var all: [Diagnostic] = []
        let library = ThemeOptions.library(arguments, context: context)
        let catalog = CommandHost.presenters(context)
        var reported: Set<Diagnostic> = []
        var spelling = FileSpelling()
        var errors = 0
        var warnings = 0
        var unreadable = false
        for path in arguments.positionals {
            var diagnostics: [Diagnostic] = []
            var sources: [SourceText] = []
            do {
                let source =
                    path == "-"
                    ? try SourceText.readStandardInput(maxBytes: YAMLLimits.routing.maxInputBytes)
                    : try SourceText.read(path: path, maxBytes: YAMLLimits.routing.maxInputBytes)
                let report = InputLint.lint(source, themes: library, presenters: catalog)
                diagnostics = report.diagnostics
                sources = report.sources
            } catch {
                diagnostics = error.diagnostics
                if error.diagnostics.contains(where: { $0.code == .unreadableFile }) { unreadable = true }
            }
            // A theme extended by several files is reported once, and each file under one path:
            // the first spelling met (a pair's other side, named on the command line too).
            let fresh = diagnostics.map { spelling.respelled($0) }.filter { reported.insert($0).inserted }
            errors += fresh.filter { $0.severity == .error }.count
            warnings += fresh.filter { $0.severity == .warning }.count
            switch format {
            case .text: context.report(fresh, sources: sources)
            case .json: context.stdout.write(DiagnosticReport.jsonLines(fresh))
            case .sarif: all += fresh
            }
        }
        if format == .sarif {
            context.stdout.write(DiagnosticReport.sarif(all, toolVersion: SheetctlCommand.version))
        }
        if format == .text, errors + warnings > 0 {
            let files = arguments.positionals.count
            context.stderr.write(
                "\(Self.count(files, "file")): \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))\n")
        }
        if unreadable { return ExitStatus.noInput }
        return errors > 0 ? ExitStatus.failure : ExitStatus.success
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// One spelling for each file a lint run reports, whatever path led to it: the first met.
struct FileSpelling {
    private var first: [String: String] = [:]

    /// The diagnostic with its file, and its related places' files, spelled as first met.
    mutating func respelled(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        if let location = diagnostic.location { diagnostic.location = respelled(location) }
        for index in diagnostic.related.indices {
            diagnostic.related[index].location = respelled(diagnostic.related[index].location)
        }
        return diagnostic
    }

    private mutating func respelled(_ location: SourceLocation) -> SourceLocation {
        // Standard input and other names in angle brackets are not files.
        guard !location.file.hasPrefix("<") else { return location }
        var location = location
        let identity = ThemeLibrary.identity(ofFile: location.file)
        if let spelled = first[identity] {
            location.file = spelled
        } else {
            first[identity] = location.file
        }
        return location
    }
}
