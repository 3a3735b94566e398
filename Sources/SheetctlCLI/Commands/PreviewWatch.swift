import CommandLineKit
import PresenterRegistry
import SheetServer
import SheetSystem
import SheetText

/// A drawing whose inputs cannot all be used is not shown, so the last good one stays.
enum PreviewWatch {
    static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// - Returns: 64 for a sheet that cannot be read again, 66 when a folder cannot be watched or goes away,
    /// 74 when the loop cannot start or standard output fails, else 128 + the signal's number.
    static func run(
        _ options: PreviewOptions, context: CommandContext, draw: () -> PreviewPass,
        show sink: ((PreviewPass) -> Void)? = nil
    ) -> Int32 {
        if let error = readOnceError(options.sheet, for: "--watch") {
            return HelpFormatter.usageError(error, spec: Commands.preview, path: ["preview"], context: context)
        }
        // `-o -` (or `-o /dev/stdout`) is standard output, cleared on a terminal like no `-o` at all.
        let output = options.output.flatMap { OutputDestination.isStandardOutput($0) ? nil : $0 }
        let clears = output == nil && context.stdoutIsTerminal && context.environment["TERM"] != "dumb"
        var status: Int32?
        var pass = PreviewPass(utf8: nil, exitCode: ExitStatus.success, inputs: [])
        let end = PreviewWatchLoop(keepsShowingWithoutFiles: sink != nil).run(
            draw: {
                pass = draw()
                return PreviewWatchLoop.Pass(isGood: pass.isGood, inputs: pass.inputs)
            },
            show: {
                if pass.exitCode == FrontEndFailure.usage.exitStatus {
                    status = pass.exitCode
                } else if let sink {
                    sink(pass)
                } else if pass.isGood, let drawing = pass.drawing {
                    // One write, so the screen never shows a cleared, empty frame.
                    if clears {
                        context.stdout.write(clearScreen + drawing)
                    } else {
                        _ = OutputFile.write(drawing, to: output ?? "-", context: context)
                    }
                }
                context.stderr.write(pass.messages)
                // Nobody reads the drawings any more (the reader went away, the disk is full): exit 74.
                return status == nil && context.stdout.failure == nil
            },
            waiting: { context.stderr.write("sheetctl: the drawing was not updated; waiting for the next save\n") })
        switch end {
        case .stoppedShowing: return status ?? end.exitStatus
        case .signal: break
        case .cannotStart(let reason), .cannotWatch(let reason): context.stderr.write("sheetctl: \(reason)\n")
        case .nothingToWatch:
            context.stderr.write("sheetctl: --watch has no file to watch: the sheet and the theme are built in\n")
        case .folderGone(let folder):
            context.stderr.write("sheetctl: stopped watching: the folder '\(folder)' was removed or moved\n")
        }
        return end.exitStatus
    }

    /// `nil` for a file; standard input and pipes (`<(…)`, a FIFO) cannot be read again.
    static func readOnceError(_ sheet: String?, for flag: String) -> UsageError? {
        guard let sheet, sheet == "-" || FileSystem.isPipe(sheet) else { return nil }
        let what = sheet == "-" ? "standard input" : "a pipe"
        return UsageError("\(flag) needs --sheet to name a file: \(what) cannot be read again")
    }
}
