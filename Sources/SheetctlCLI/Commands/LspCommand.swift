import PresenterRegistry
import SheetLanguageServer
import ThemeKit

extension Commands {
    /// The quiet periods `--debounce` accepts, in milliseconds.
    static let debounceMilliseconds = 0...10_000

    /// `sheetctl lsp`: the language server for theme and routing files, on standard input and output.
    static var lsp: CommandSpec {
        CommandSpec(
            name: "lsp",
            abstract: "Run the language server for theme and routing files on standard input and output.",
            discussion: """
                Speaks the Language Server Protocol 3.17 (JSON-RPC with Content-Length framing) for an editor \
                that starts it: every lint diagnostic as you type, the colours of a theme with a colour picker \
                that writes back in the file's own form, hover, completion, go to definition and quick fixes. Themes named by 'extends' are \
                read from disk, from the theme path as 'lint' reads them. See docs/editors.md for editor set-ups.
                Diagnostics are published once no further message is waiting (a burst of changes is linted \
                once); --debounce makes the server wait that many milliseconds of quiet input first.
                Exit status: 0 after 'shutdown' (then 'exit' or the end of the input), 1 when 'exit' or the end \
                of the input comes without 'shutdown', 74 when reading or writing fails, 64 for a usage error.
                """,
            options: ThemeOptions.searchPathOptions + [
                .option(
                    "--debounce", .integer(debounceMilliseconds), placeholder: "ms",
                    "Wait for this many milliseconds of quiet input before publishing diagnostics (default 0).")
            ],
            arguments: [],
            run: { arguments, context in runLsp(arguments, context: context) }
        )
    }

    static func runLsp(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let debounce: Int
        do throws(UsageError) {
            debounce = try arguments.integer("--debounce", in: debounceMilliseconds) ?? 0
        } catch {
            return SheetctlCommand.usageError(error, spec: Commands.lsp, path: ["lsp"], context: context)
        }
        let server = LanguageServer(
            configuration: .init(
                themes: ThemeOptions.library(arguments, context: context), presenters: CommandHost.presenters(context),
                version: SheetctlCommand.version))
        var loop = LanguageServerLoop(
            server: server, input: .standardInput, output: .standardOutput,
            settings: .init(quietPeriod: .milliseconds(debounce)))
        switch loop.run() {
        case .exited(let status):
            return status
        case .inputEnded(let afterShutdown):
            return afterShutdown ? ExitStatus.success : ExitStatus.failure
        case .ioFailure(let message):
            context.stderr.write("sheetctl lsp: \(message)\n")
            return ExitStatus.ioError
        }
    }
}
