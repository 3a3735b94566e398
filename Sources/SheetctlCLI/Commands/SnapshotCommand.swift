import CommandLineKit
import PresenterRegistry
import SheetSnapshot
import SheetTerminal
import ThemeKit

extension Commands {
    static var snapshot: CommandSpec {
        CommandSpec(
            name: "snapshot",
            abstract: "Draw every theme, sheet, mode and width into files, and explain what changed.",
            discussion: """
                Draws each THEME (default: every theme on the theme path, the shipped ones and the built-in \
                default) with each sheet (default: a built-in set of what breaks themes: the demo, more than six \
                actions, every badge, a destructive first action, long CJK, right-to-left and emoji texts, no \
                title, a long cancel label), in each mode (both sides of a light and dark pair, else the theme's \
                own), into one file per cell under DIR: THEME/SHEET/MODE/wWIDTH.plain.txt and .ansi.txt (24-bit \
                colour) at each --width, and sheet.svg, sheet.json (the resolved sheet) and a11y.yaml (what a \
                screen reader announces, in order). The files are the same bytes on every run and machine.
                --sheets DIR draws the call files (*.json, any dialect) and sheet files (*.yaml, *.yml) in DIR \
                instead, each read as 'preview --sheet' reads it.
                Each cell is compared with its file; a difference is explained meaning first (what changed in \
                the resolved sheet: texts, badges, each colour with its WCAG contrast on the background before \
                and after and whether it crosses AA), then the line diff of the plain, ansi and accessibility \
                text. --update says what is recorded: missing (the default; new cells only), changed (new and \
                changed cells), all (every cell, and the files of cells no longer drawn are removed), none (nothing is \
                written). Where CI is set the mode is always none, so a CI job never records and a difference \
                always fails it. Files are written atomically, as one batch.
                --report FILE.html writes one self-contained page with every difference before and after, \
                grouped by theme and mode, with the reasons. --format junit or sarif writes a JUnit XML report \
                or a SARIF 2.1.0 log on stdout instead of the text explanation.
                Exit status: 0 when every cell matches its file or was recorded, 1 when one differs or is \
                missing and was not recorded, 65 when a theme, sheet or width cannot be used (nothing is then \
                written), 74 when a file cannot be written, 64 for a usage error.
                """,
            options: SnapshotOptions.self,
            arguments: [
                ArgumentSpec("theme", .zeroOrMore, kind: .theme, "A theme: a name on the theme path, or a file.")
            ],
            run: { options, arguments, context in
                SnapshotCommandRun(options: options, themes: arguments.positionals, context: context).run()
            }
        )
    }
}

struct SnapshotCommandRun {
    var options: SnapshotOptions
    var themes: [String]
    var context: CommandContext

    func run() -> Int32 {
        let library = CommandHost.themes(options.themePaths, context: context)
        let host = ActionSheetHost(presenters: CommandHost.presenters(context), themes: library)
        var matrix = SnapshotMatrix(
            themes: themes.isEmpty ? SnapshotTheme.all(in: library) : themes.map(SnapshotTheme.init),
            widths: options.widths.isEmpty ? SnapshotMatrix.defaultWidths : options.widths)
        if let folder = options.sheets {
            do throws(SnapshotProblem) {
                matrix.sheets = try SnapshotSheet.files(in: folder)
            } catch {
                return report([error])
            }
        }
        let update = SnapshotUpdate.forRun(asked: options.update, environment: context.environment)
        if let asked = options.update, asked != update {
            context.stderr.write(
                "sheetctl: CI is set, so nothing is recorded: --update \(asked.rawValue) is not used\n")
        }
        let result = SnapshotResult(matrix, host: host, directory: options.directory ?? "snapshots", update: update)
        guard result.problems.isEmpty else { return report(result.problems) }
        switch options.format ?? .text {
        case .text: context.stdout.write(result.explanation)
        case .junit: context.stdout.write(result.junitXML)
        case .sarif: context.stdout.write(result.sarif(toolVersion: Commands.version))
        }
        if let failure = result.writeFailure { context.stderr.write("sheetctl: \(TerminalText.sanitize(failure))\n") }
        if let page = options.report, let failed = OutputFile.write(result.html, to: page, context: context) {
            return failed
        }
        return result.exitStatus
    }

    private func report(_ problems: [SnapshotProblem]) -> Int32 {
        for problem in problems {
            context.stderr.write("sheetctl: \(TerminalText.sanitize(problem.message))\n")
            context.report(problem.diagnostics, sources: problem.sources)
        }
        return SnapshotResult.unusableInputStatus
    }
}

struct SnapshotOptions: CommandOptions {
    enum Format: String, CaseIterable, OptionValue {
        case text, junit, sarif
    }

    var sheets: String?
    var directory: String?
    var update: SnapshotUpdate?
    var report: String?
    var format: Format?
    var widths: [Int] = []
    var themePaths: [String] = []

    static let options: [OptionSpec] = [
        option(
            "--sheets", { $0.sheets = $1 }, .directory,
            "Draw the call files (*.json) and sheet files (*.yaml, *.yml) in DIR instead of the built-in set."),
        option("--dir", { $0.directory = $1 }, .directory, "The snapshot folder (default: snapshots)."),
        option(
            "--update", { $0.update = $1 }, .choices(SnapshotUpdate.allCases.map(\.rawValue)),
            "What to record: missing (default), changed, all (and remove stale files), none (always, when CI is set)."),
        option(
            "--report", { $0.report = $1 }, .file, placeholder: "file.html", "Write an HTML page of every difference."),
        option(
            "--format", { $0.format = $1 }, .choices(Format.allCases.map(\.rawValue)),
            "text (default: the explanation), junit (JUnit XML) or sarif (a SARIF 2.1.0 log), on stdout."),
        option(
            "--width", { $0.widths = $1 }, .integer(OutputOptions.widths),
            "A width of the text cells, in terminal cells (repeatable; default: 40 and 80)."),
        bind(HostOptions.searchPath) { $0.themePaths = $1 },
    ]
}

extension SnapshotUpdate: OptionValue {}
