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
            run: { arguments, context in LintCommandRun(arguments: arguments, context: context).run() }
        )
    }
}

/// One run of `sheetctl lint`: the library's ``LintRun``, printed in the format asked.
struct LintCommandRun {
    var arguments: ParsedArguments
    var context: CommandContext

    func run() -> Int32 {
        // The value was checked against the choices when the arguments were parsed.
        let format = arguments.value("--format").flatMap(DiagnosticReport.Format.init) ?? .text
        let run = LintRun(
            arguments.positionals, themes: ThemeOptions.library(arguments, context: context),
            presenters: CommandHost.presenters(context))
        for file in run.files {
            switch format {
            case .text: context.report(file.diagnostics, sources: file.sources)
            case .json: context.stdout.write(DiagnosticReport.jsonLines(file.diagnostics))
            case .sarif: break
            }
        }
        let all = run.diagnostics
        if format == .sarif { context.stdout.write(DiagnosticReport.sarif(all, toolVersion: SheetctlCommand.version)) }
        let errors = all.filter { $0.severity == .error }.count
        let warnings = all.filter { $0.severity == .warning }.count
        if format == .text, errors + warnings > 0 {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            context.stderr.write(
                "\(count(arguments.positionals.count, "file")): \(count(errors, "error")), \(count(warnings, "warning"))\n")
        }
        if run.hadUnreadableFile { return ExitStatus.noInput }
        return errors > 0 ? ExitStatus.failure : ExitStatus.success
    }
}
