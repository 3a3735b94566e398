import CommandLineKit
import PresenterRegistry
import SheetLanguageServer
import SheetTerminal
import SheetText
import ThemeKit

enum Commands {
    static let version = "0.1.0"

    static var root: CommandSpec {
        .group(
            name: "sheetctl",
            abstract: "Decide how mini-program action sheets look, and who draws them.",
            discussion: """
                Themes are YAML files; presenters draw sheets as plain text, on an ANSI terminal, or as JSON.
                Start with 'sheetctl preview'.
                """,
            options: [.flag("--version", "Show the version.")],
            subcommands: [
                .init("preview") { preview }, .init("show") { show }, .init("present") { present },
                .init("lint") { lint }, .init("lsp") { lsp }, .init("themes") { themes },
                .init("registry") { registry }, .init("presenters") { presenters }, .init("schema") { schema },
                .init("snapshot") { snapshot }, .init("completions") { completions }, .init("help") { help },
            ]
        )
    }

    static var help: CommandSpec {
        CommandSpec(
            name: "help", abstract: "Show help for a command.",
            arguments: [
                ArgumentSpec("command", .zeroOrMore, kind: .command, "The command to explain, then its subcommand.")
            ],
            run: { arguments, context in
                let (spec, path, rest) = Commands.root.command(named: arguments.positionals[...])
                if let word = rest.first {
                    return HelpFormatter.usageError(
                        UsageError(
                            "unknown command '\((path + [word]).joined(separator: " "))'",
                            suggestion: Suggestion.closest(to: word, in: spec.subcommandNames)),
                        spec: Commands.help, path: ["help"], context: context)
                }
                context.stdout.write(HelpFormatter.help(for: spec, path: path))
                return ExitStatus.success
            })
    }

    static let completionShells = ["bash", "zsh", "fish"]

    static var completions: CommandSpec {
        CommandSpec(
            name: "completions",
            abstract: "Print a shell completion script for bash, zsh or fish.",
            discussion: """
                bash:  source <(sheetctl completions bash)   (or save it in bash-completion's folder)
                zsh:   sheetctl completions zsh > "${fpath[1]}/_sheetctl"
                fish:  sheetctl completions fish > ~/.config/fish/completions/sheetctl.fish
                Theme and presenter names are completed by running 'sheetctl themes list' and
                'sheetctl presenters list' when you press Tab; a name is offered as one word, whatever it holds.
                """,
            arguments: [
                ArgumentSpec(
                    "shell", kind: .choices(completionShells),
                    "The shell: \(completionShells.joined(separator: ", ")).")
            ],
            run: { arguments, context throws(CommandFailure) in
                // The word was checked against the argument's choices before the command ran.
                context.stdout.write(CompletionModel(root: Commands.root).script(arguments.positionals[0]))
                return ExitStatus.success
            }
        )
    }

    static let schemas: [(name: String, text: @Sendable () -> String)] = [
        ("theme", { ThemeSchema.text }),
        ("sheet", { SheetSchema.text }),
        ("registry", { RoutingFile.jsonSchema.prettyText + "\n" }),
        ("call-log", { CallLog.schema.prettyText + "\n" }),
    ]

    static var schema: CommandSpec {
        CommandSpec(
            name: "schema",
            abstract: "Print the JSON Schema (draft 2020-12) of a file format.",
            discussion: """
                Formats: \(schemas.map(\.name).joined(separator: ", ")).
                Editors that read '# yaml-language-server: $schema=…' use it to check and complete the files.
                """,
            arguments: [
                ArgumentSpec(
                    "format", kind: .choices(schemas.map(\.name)),
                    "The file format: \(schemas.map(\.name).joined(separator: ", ")).")
            ],
            run: { arguments, context throws(CommandFailure) in
                context.stdout.write(schemas.first { $0.name == arguments.positionals[0] }?.text() ?? "")
                return ExitStatus.success
            }
        )
    }

    static var presenters: CommandSpec {
        .group(
            name: "presenters",
            abstract: "List the presenters: built-ins, web and plugins.",
            discussion: """
                A plugin is an executable named sheetctl-presenter-NAME on PATH; the first one found wins.
                """,
            subcommands: [.init("list") { presentersList }]
        )
    }

    static var presentersList: CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List the built-in presenters, web, and the plugins found on PATH, with their paths.",
            options: PresentersListOptions.self, arguments: [],
            run: { options, _, context throws(CommandFailure) in
                var entries = CommandHost.presenters(context).entries()
                if options.terminal {
                    let builtIns = PresenterSet.terminal.builtIns
                    let shipped = PresenterSet.all.builtIns
                    entries.removeAll { $0.kind != .plugin && shipped.contains($0.name) && !builtIns.contains($0.name) }
                }
                if options.names {
                    context.stdout.write(entries.map { TerminalText.sanitize($0.name) + "\n" }.joined())
                    return ExitStatus.success
                }
                context.stdout.write(
                    TerminalTable.text(
                        [["NAME", "KIND", "PATH"]] + entries.map { [$0.name, $0.kind.rawValue, $0.path ?? "-"] }))
                return ExitStatus.success
            }
        )
    }

    static var lsp: CommandSpec {
        CommandSpec(
            name: "lsp",
            abstract: "Run the language server for theme and routing files on standard input and output.",
            discussion: """
                Speaks the Language Server Protocol 3.17 (JSON-RPC with Content-Length framing) for an editor \
                that starts it: every lint diagnostic as you type, the colours of a theme with a colour picker \
                that writes back in the file's own form, hover, completion, go to definition, links, quick fixes, \
                inlay hints of each text colour's contrast on both sides of a pair, formatting, code lenses, \
                symbols, folding and semantic tokens, and rename and references across the workspace folders \
                and the theme path, whose themes it indexes. Themes named by 'extends' are \
                read from disk, from the theme path as 'lint' reads them. See docs/editors.md for editor set-ups.
                Diagnostics are published once no further message is waiting (a burst of changes is linted \
                once); --debounce makes the server wait that many milliseconds of quiet input first.
                Exit status: 0 after 'shutdown' (then 'exit' or the end of the input), 1 when 'exit' or the end \
                of the input comes without 'shutdown', 74 when reading or writing fails, 64 for a usage error.
                """,
            options: LspOptions.self, arguments: [],
            run: { options, _, context in
                let server = LanguageServer(
                    configuration: .init(
                        themes: CommandHost.themes(options.themePaths, context: context),
                        presenters: CommandHost.presenters(context),
                        version: version, previewSelection: PreviewSelection.standard(environment: context.environment))
                )
                var loop = LanguageServerLoop(
                    server: server, input: .standardInput, output: .standardOutput,
                    quietPeriod: .milliseconds(options.debounce ?? 0))
                let ending = loop.run()
                if case .ioFailure(let message) = ending { context.stderr.write("sheetctl lsp: \(message)\n") }
                return ending.exitStatus
            }
        )
    }

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
            options: LintOptions.self,
            arguments: [
                ArgumentSpec("file", .oneOrMore, kind: .file, "A theme file to check, or - for standard input.")
            ],
            run: { options, arguments, context in
                let format = options.format ?? .text
                let run = LintRun(
                    arguments.positionals, themes: CommandHost.themes(options.themePaths, context: context),
                    presenters: CommandHost.presenters(context))
                for file in run.files {
                    switch format {
                    case .text: context.report(file.diagnostics, sources: file.sources)
                    case .json: context.stdout.write(DiagnosticReport.jsonLines(file.diagnostics))
                    case .sarif: break
                    }
                }
                let all = run.diagnostics
                if format == .sarif { context.stdout.write(DiagnosticReport.sarif(all, toolVersion: Commands.version)) }
                let errors = all.filter { $0.severity == .error }.count
                let warnings = all.filter { $0.severity == .warning }.count
                if format == .text, errors + warnings > 0 {
                    func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
                    let files = count(arguments.positionals.count, "file")
                    context.stderr.write("\(files): \(count(errors, "error")), \(count(warnings, "warning"))\n")
                }
                return run.exitStatus
            }
        )
    }
}

struct LintOptions: CommandOptions {
    var format: DiagnosticReport.Format?
    var themePaths: [String] = []

    static let options: [OptionSpec] = [
        option(
            "--format", { $0.format = $1 }, .choices(DiagnosticReport.Format.allCases.map(\.rawValue)),
            "text (default: on stderr, with the line and a caret), json (one object a diagnostic "
                + "on stdout) or sarif (a SARIF 2.1.0 log on stdout)."),
        bind(HostOptions.searchPath) { $0.themePaths = $1 },
    ]
}

struct LspOptions: CommandOptions {
    var themePaths: [String] = []
    var debounce: Int?

    static let options: [OptionSpec] = [
        bind(HostOptions.searchPath) { $0.themePaths = $1 },
        option(
            "--debounce", { $0.debounce = $1 }, .integer(0...10_000), placeholder: "ms",
            "Wait for this many milliseconds of quiet input before publishing diagnostics (default 0)."),
    ]
}

struct PresentersListOptions: CommandOptions {
    var names = false
    var terminal = false

    static let options: [OptionSpec] = [
        flag("--names", { $0.names = $1 }, hidden: true, "Print only the names, one a line (for completion scripts)."),
        flag(
            "--terminal", { $0.terminal = $1 }, hidden: true,
            "Only the presenters that draw on a terminal: \(PresenterSet.terminal.prose)."),
    ]
}

extension DiagnosticReport.Format: OptionValue {}
