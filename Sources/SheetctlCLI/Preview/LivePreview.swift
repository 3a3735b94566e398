import PresenterRegistry
import SheetServer
import SheetSystem
import SheetText

/// `sheetctl preview --watch`: draws, then draws again on every save of a file the drawing read,
/// until SIGINT (130) or SIGTERM (143); the loop is the library's ``PreviewWatchLoop``.
///
/// A drawing whose inputs cannot all be used is not shown: its diagnostics go to stderr and the
/// last good drawing stays, on the screen and in the `--output` file. On a terminal (unless `TERM`
/// is `dumb`) the screen is cleared before each drawing; anywhere else each drawing follows the
/// last. A folder that cannot be watched or goes away ends it with 66.
enum PreviewWatch {
    /// The `--watch` flag.
    static let option = OptionSpec.flag(
        "--watch", "Draw again on every save of the theme, the themes it extends and the sheet, until interrupted.")

    /// Clears a terminal and puts the cursor at its top left.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// Runs the watch loop, and is the one place its end becomes a message and a status.
    /// - Parameters:
    ///   - arguments: `preview`'s parsed command line.
    ///   - context: Where drawings and diagnostics go.
    ///   - draw: Makes one drawing, recording its diagnostics.
    ///   - sink: Where each drawing goes instead of standard output or the `--output` file, good
    ///     or not (`--serve`'s page), which keeps showing a drawing from built-in inputs alone.
    /// - Returns: 64 for `--sheet -` or a pipe, 66 when a folder cannot be watched or goes away, 74
    ///   when the loop cannot start or standard output fails, else 128 + the signal's number.
    static func run(
        _ arguments: ParsedArguments, context: CommandContext, draw: () -> PreviewPass,
        show sink: ((PreviewPass) -> Void)? = nil
    ) -> Int32 {
        if let sheet = arguments.value("--sheet"), isReadOnce(sheet) {
            let what = sheet == "-" ? "standard input" : "a pipe"
            return SheetctlCommand.usageError(
                UsageError("--watch needs --sheet to name a file: \(what) cannot be read again"),
                spec: Commands.preview, path: arguments.path, context: context)
        }
        // `-o -` (or `-o /dev/stdout`) is standard output, cleared on a terminal like no `-o` at all.
        let output = arguments.value("--output").flatMap { OutputFile.isStandardOutput($0) ? nil : $0 }
        let clears = output == nil && context.stdoutIsTerminal && context.environment["TERM"] != "dumb"
        var status: Int32?
        let end = PreviewWatchLoop(keepsShowingWithoutFiles: sink != nil).run(
            draw: draw, pass: { PreviewWatchLoop.Pass(isGood: $0.isGood, inputs: $0.inputs) },
            show: { pass in
                if pass.exitCode == ExitStatus.usage {
                    status = pass.exitCode
                } else if let sink {
                    sink(pass)
                } else if pass.isGood, let drawing = pass.drawing {
                    // One write, so the screen never shows a cleared, empty frame.
                    if clears { context.stdout.write(clearScreen + drawing) }
                    else { _ = OutputFile.write(drawing, to: output ?? "-", context: context) }
                }
                context.stderr.write(pass.messages)
                // Nobody reads the drawings any more (the reader went away, the disk is full): stop,
                // and let the tool report it as exit 74.
                return status == nil && context.stdout.failure == nil
            },
            waiting: { context.stderr.write("sheetctl: the drawing was not updated; waiting for the next save\n") })
        switch end {
        case .stoppedShowing: return status ?? CommandFailure.output.exitCode
        case .signal(let number): return ExitStatus.stopped(bySignal: number)
        case .cannotStart(let reason):
            context.stderr.write("sheetctl: \(reason)\n")
            return CommandFailure.output.exitCode
        case .nothingToWatch:
            context.stderr.write("sheetctl: --watch has no file to watch: the sheet and the theme are built in\n")
        case .cannotWatch(let reason): context.stderr.write("sheetctl: \(reason)\n")
        case .folderGone(let folder):
            context.stderr.write("sheetctl: stopped watching: the folder '\(folder)' was removed or moved\n")
        }
        return ExitStatus.noInput
    }

    /// Whether a `--sheet` can be read only once: standard input, or a pipe (`<(…)`, a FIFO).
    static func isReadOnce(_ argument: String) -> Bool {
        var info = stat()
        return argument == "-" || (stat(argument, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
}

/// `sheetctl preview --serve`: the drawing on a page in a browser, kept live as `--watch` keeps a
/// terminal's: every save of the sheet, the theme, a theme it extends or the routing file redraws
/// the open page through server-sent events; a broken save shows its diagnostics over the last
/// good drawing until the next good save.
///
/// The page's URL is the first line of standard output; diagnostics still go to stderr as well.
/// It listens on 127.0.0.1 unless `--address` names another address, which is warned about.
/// SIGINT ends it with 130, SIGTERM with 143.
enum PreviewServe {
    /// `--serve`, `--port N` and `--address IP`.
    static let options: [OptionSpec] = [
        .flag("--serve", "Serve the drawing on a live page in a browser, redrawn on every save, until interrupted."),
        .option("--port", .integer(0...65_535), "The port for --serve (default: 0, a free port the system chooses)."),
        .option(
            "--address", .text, placeholder: "ip",
            "The numeric address --serve listens on (default: 127.0.0.1; any other is reachable from elsewhere)."),
    ]

    /// The presenters whose drawing the page shows: the picture of the phone's sheet.
    static let pagePresenters = ["svg", "html"]

    /// Serves the page until interrupted: the URL is the first line of standard output, a non-loopback
    /// address is warned about, and the loop is ``PreviewWatch``'s, showing each drawing on the page.
    /// - Parameter draw: Makes one drawing with the presenter and output given (the request's fields).
    /// - Returns: 64 for a usage error, 74 when the address cannot be listened on, else as
    ///   ``PreviewWatch/run(_:context:draw:show:)`` returns.
    static func run(
        _ arguments: ParsedArguments, output: OutputOptions, context: CommandContext,
        draw: @escaping (_ presenter: String, OutputOptions) -> PreviewPass
    ) -> Int32 {
        let address: HTTPAddress
        do throws(UsageError) {
            address = try Self.address(arguments)
            try Self.check(arguments)
        } catch {
            return SheetctlCommand.usageError(error, spec: Commands.preview, path: arguments.path, context: context)
        }
        let server: LivePreviewServer
        do throws(HTTPServer.Failure) {
            server = try LivePreviewServer(
                address: address, port: arguments.number("--port") ?? 0, title: "sheetctl preview")
        } catch {
            context.stderr.write("sheetctl: \(error.reason)\n")
            return CommandFailure.output.exitCode
        }
        defer { server.stop() }
        if !address.isLoopback {
            context.stderr.write(
                "sheetctl: warning: serving on \(address), not 127.0.0.1: anyone who can reach this machine on port \(server.port) can read the page\n"
            )
        }
        context.stdout.write(server.url + "\n")
        if context.stdout.failure != nil { return CommandFailure.output.exitCode }
        // The page shows the picture (svg) and, as its terminal pane, the ansi presenter's drawing
        // of the same files in true colour (the theme's own colours, whatever this terminal can).
        var terminalOutput = output
        terminalOutput.colorDepth = .trueColor
        return PreviewWatch.run(arguments, context: context, draw: { draw("svg", output) }) { pass in
            if pass.isGood, let drawing = pass.drawing {
                let terminal = draw("ansi", terminalOutput)
                server.show(drawing: drawing, theme: pass.theme, terminal: terminal.isGood ? terminal.drawing : nil)
            } else {
                server.show(diagnostics: pass.messages.text)
            }
        }
    }

    /// The address to listen on: `--address`, else the loopback address.
    static func address(_ arguments: ParsedArguments) throws(UsageError) -> HTTPAddress {
        guard let text = arguments.value("--address") else { return .loopback }
        guard let address = HTTPAddress(text) else {
            throw UsageError("--address takes a numeric IPv4 or IPv6 address such as 127.0.0.1 or ::1, not '\(text)'")
        }
        return address
    }

    /// Refuses what `--serve` cannot do, and `--port` or `--address` without it.
    static func check(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.has("--serve") else {
            for flag in ["--port", "--address"] where arguments.value(flag) != nil {
                throw UsageError("\(flag) is for --serve")
            }
            return
        }
        if let presenter = arguments.value("--presenter"), !pagePresenters.contains(presenter) {
            throw UsageError("--serve draws the sheet's picture (svg or html), not with presenter '\(presenter)'")
        }
        if arguments.value("--output") != nil {
            throw UsageError("--serve shows the drawing on its page; use --watch to keep a file up to date")
        }
        if let sheet = arguments.value("--sheet"), PreviewWatch.isReadOnce(sheet) {
            let what = sheet == "-" ? "standard input" : "a pipe"
            throw UsageError("--serve needs --sheet to name a file: \(what) cannot be read again")
        }
    }
}
