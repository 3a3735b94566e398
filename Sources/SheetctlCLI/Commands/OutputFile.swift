import SheetSystem
import SheetTerminal
import PresenterRegistry

enum OutputFile {
    /// - Returns: `nil` when written; 74 when the file cannot be written (the reason is on stderr).
    static func write(_ text: String? = nil, utf8 bytes: [UInt8]? = nil, to argument: String, context: CommandContext)
        -> Int32?
    {
        do throws(FileWriteError) {
            try OutputDestination.write(bytes ?? Array((text ?? "").utf8), to: argument, standardOutput: context.stdout)
            return nil
        } catch {
            return report(error, context: context)
        }
    }

    /// As one batch (all or none), then each path listed on stdout.
    static func writeFiles(_ files: [(path: String, bytes: [UInt8])], in directory: String, context: CommandContext)
        -> Int32
    {
        do throws(FileWriteError) {
            for path in try OutputDestination.write(files: files, in: directory) { context.writeLine("\(path)") }
            return ExitStatus.success
        } catch {
            return report(error, context: context)
        }
    }

    static func report(_ error: FileWriteError, context: CommandContext) -> Int32 {
        context.stderr.write("sheetctl: \(TerminalText.sanitize(error.message))\n")
        return CommandFailure.output.exitCode
    }
}
