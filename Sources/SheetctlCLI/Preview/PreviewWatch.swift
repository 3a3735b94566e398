import SheetSystem
import SheetServer

/// `sheetctl preview --watch`: draws, then draws again on every save of a file the drawing read,
/// until SIGINT or SIGTERM.
///
/// - Each save is seen through ``FileWatcher`` and debounced: the drawing is made
///   ``debounceMilliseconds`` after the last event of a burst.
/// - A drawing whose inputs cannot all be used (a broken theme or sheet) is not shown: its
///   diagnostics go to stderr and the last good drawing stays, on the screen and in the
///   `--output` file, which is never overwritten with the built-in default's picture.
/// - On a terminal (unless `TERM` is `dumb`) the screen is cleared before each drawing;
///   anywhere else each drawing follows the last, whole and with nothing between them.
/// - SIGINT ends it with 130, SIGTERM with 143; a watched folder removed or moved away, or one
///   that cannot be watched, with 66; there is nothing to undo on the way out.
enum PreviewWatch {
    /// The `--watch` flag.
    static let option = OptionSpec.flag(
        "--watch", "Draw again on every save of the theme, the themes it extends and the sheet, until interrupted.")

    /// How long the files must stay quiet after a save before the drawing is made.
    static let debounceMilliseconds: Int32 = 100

    /// Clears a terminal and puts the cursor at its top left.
    static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// Runs the watch loop.
    /// - Parameters:
    ///   - arguments: `preview`'s parsed command line.
    ///   - context: Where drawings and diagnostics go.
    ///   - draw: Makes one drawing, printing its diagnostics.
    ///   - show: Where each drawing goes instead of standard output or the `--output` file, good
    ///     or not (`--serve`'s page); with it, a drawing from built-in inputs alone is kept on
    ///     show until interrupted rather than refused for having no file to watch.
    /// - Returns: The exit code: 64 for `--sheet -` or a pipe, 66 when a folder cannot be watched or
    ///   goes away, 74 when inotify or the signal pipe cannot be set up or standard output fails,
    ///   else 128 + the signal's number.
    static func run(
        _ arguments: ParsedArguments, context: CommandContext, draw: () -> PreviewPass,
        show sink: ((PreviewPass) -> Void)? = nil
    ) -> Int32 {
        if let sheet = arguments.value("--sheet"), Self.isReadOnce(sheet) {
            let what = sheet == "-" ? "standard input" : "a pipe"
            return SheetctlCommand.usageError(
                UsageError("--watch needs --sheet to name a file: \(what) cannot be read again"),
                spec: Commands.preview, path: arguments.path, context: context)
        }
        let watcher = FileWatcher()
        let signals: SignalPipe
        do throws(SignalPipe.Failure) {
            signals = try SignalPipe(signals: [SIGINT, SIGTERM])
        } catch {
            context.stderr.write("sheetctl: \(error)\n")
            return ExitCode.ioError
        }
        defer { signals.restore() }
        // `-o -` (or `-o /dev/stdout`) is standard output, cleared on a terminal like no `-o` at all.
        let output = arguments.value("--output").flatMap { OutputFile.isStandardOutput($0) ? nil : $0 }
        let clears = output == nil && context.stdoutIsTerminal && context.environment["TERM"] != "dumb"
        var watched: [String] = []
        while true {
            let pass = draw()
            if pass.exitCode == ExitCode.usage {
                context.stderr.write(pass.messages)
                return pass.exitCode
            }
            // A broken theme may not say what it extends: keep watching what the last one read.
            watched = pass.isGood ? pass.inputs : watched + pass.inputs.filter { !watched.contains($0) }
            // Watch before showing, so a save made as soon as the drawing appears is seen.
            var failure: FileWatcher.Failure?
            do throws(FileWatcher.Failure) { try watcher.watch(watched) } catch { failure = error }
            if let sink {
                sink(pass)
            } else if pass.isGood, let drawing = pass.drawing {
                show(drawing, output: output, clears: clears, context: context)
            }
            context.stderr.write(pass.messages)
            // Nobody reads the drawings any more (the reader went away, the disk is full): stop,
            // and let the tool report it as exit 74.
            if context.stdout.failure != nil { return ExitCode.ioError }
            guard !watched.isEmpty || sink != nil else {
                context.stderr.write("sheetctl: --watch has no file to watch: the sheet and the theme are built in\n")
                return ExitCode.noInput
            }
            if let failure {
                context.stderr.write("sheetctl: \(failure)\n")
                return ExitCode.noInput
            }
            if !pass.isGood {
                context.stderr.write("sheetctl: the drawing was not updated; waiting for the next save\n")
            }
            switch watcher.next(debounceMilliseconds: debounceMilliseconds, stopDescriptor: signals.descriptor) {
            case .changed, .timedOut:
                continue
            case .stopped:
                return 128 + signals.received()
            case .folderGone(let folder):
                context.stderr.write("sheetctl: stopped watching: the folder '\(folder)' was removed or moved\n")
                return ExitCode.noInput
            }
        }
    }

    /// Whether a `--sheet` can be read only once: standard input, or a pipe (`<(…)`, a FIFO).
    static func isReadOnce(_ argument: String) -> Bool {
        var info = stat()
        return argument == "-" || (stat(argument, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    /// Shows a drawing: on stdout, clearing a terminal first, or in the `--output` file.
    private static func show(_ drawing: String, output: String?, clears: Bool, context: CommandContext) {
        // One write, so the screen never shows a cleared, empty frame.
        if clears {
            context.stdout.write(clearScreen + drawing)
        } else {
            _ = PreviewPass.write(drawing, to: output, context: context)
        }
    }
}
