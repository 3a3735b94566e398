import SheetSystem
import SheetTerminal
import PresenterRegistry

/// Where `-o` sends a command's output, the same for every command that has the option.
///
/// `-`, and a path that names the process's own standard output, is standard output, so its
/// failures are reported as every other write to it is. Anything else goes to the package's one
/// file writer (``AtomicFileWriter``: a regular file replaced atomically, its mode kept and its
/// folder created; a link written through; a device, FIFO or socket written as it is).
enum OutputFile {
    /// Writes `text` (or its UTF-8 bytes) where `-o` names, printing why on stderr when it cannot.
    /// - Returns: `nil` when written; 74 when the file cannot be written (the reason is on stderr).
    static func write(_ text: String? = nil, utf8 bytes: [UInt8]? = nil, to argument: String, context: CommandContext)
        -> Int32?
    {
        do throws(FileWriteError) {
            if isStandardOutput(argument) {
                if let text { context.stdout.write(text) } else { context.stdout.write(bytes: bytes ?? []) }
            } else {
                try AtomicFileWriter().write(bytes ?? Array((text ?? "").utf8), to: argument)
            }
            return nil
        } catch {
            return report(error, context: context)
        }
    }

    /// Writes files into a folder as one batch (all or none, its folders created; see
    /// ``AtomicFileWriter/write(batch:)``), then lists each path on stdout.
    /// - Returns: 0 when all are written; 74 when one cannot be (the reason is on stderr, and none is).
    static func writeFiles(_ files: [(path: String, bytes: [UInt8])], in directory: String, context: CommandContext)
        -> Int32
    {
        let batch = files.map { AtomicFileWriter.BatchFile(path: FileSystem.join(directory, $0.path), bytes: $0.bytes) }
        do throws(FileWriteError) {
            try AtomicFileWriter().write(batch: batch)
        } catch {
            return report(error, context: context)
        }
        for file in batch { context.writeLine("\(file.path)") }
        return ExitStatus.success
    }

    /// Prints a write failure on stderr.
    /// - Returns: 74.
    static func report(_ error: FileWriteError, context: CommandContext) -> Int32 {
        context.stderr.write("sheetctl: \(TerminalText.sanitize(error.message))\n")
        return CommandFailure.output.exitCode
    }

    /// Whether `-o`'s value means standard output: `-`, or the very file standard output is.
    static func isStandardOutput(_ argument: String) -> Bool {
        argument == "-" || StandardStreams.isStandardOutput(argument)
    }
}
