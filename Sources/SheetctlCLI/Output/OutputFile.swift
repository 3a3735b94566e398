import SheetSystem
import SheetTerminal
import PresenterRegistry


/// Where `-o` sends a command's output, the same for every command that has the option.
///
/// `-`, and a path that names the process's own standard output (`/dev/stdout`, `/dev/fd/1`, or
/// the file standard output was redirected to), is standard output, so its failures are reported
/// as every other write to it is. Anything else goes to the package's one file writer: a regular
/// file is replaced atomically with its mode kept and its folder created if missing, a symbolic
/// link is written through, and a device, FIFO or socket is written as it is, never renamed over.
enum OutputFile {
    /// Writes `text` where `-o` names, printing why on stderr when it cannot.
    /// - Parameters:
    ///   - text: The whole output.
    ///   - argument: The option's value.
    ///   - context: Standard output, for `-`, and where errors go.
    /// - Returns: `nil` when written; 74 when the file cannot be written (the reason is on stderr).
    static func write(_ text: String, to argument: String, context: CommandContext) -> Int32? {
        do throws(FileWriteError) {
            try write(text, to: argument, standardOutput: context.stdout)
            return nil
        } catch {
            return report(error, context: context)
        }
    }

    /// ``write(_:to:context:)`` for UTF-8 bytes: a large drawing, written without making it a `String`.
    static func write(utf8 bytes: [UInt8], to argument: String, context: CommandContext) -> Int32? {
        do throws(FileWriteError) {
            if isStandardOutput(argument) {
                context.stdout.write(bytes: bytes)
            } else {
                try AtomicFileWriter().write(bytes, to: argument)
            }
            return nil
        } catch {
            return report(error, context: context)
        }
    }

    /// Writes `text` where `-o` names.
    /// - Throws: ``FileWriteError`` when the file cannot be written; a write to standard output is
    ///   recorded by its sink instead.
    static func write(_ text: String, to argument: String, standardOutput: any OutputSink) throws(FileWriteError) {
        if isStandardOutput(argument) {
            standardOutput.write(text)
        } else {
            try AtomicFileWriter().write(Array(text.utf8), to: argument)
        }
    }

    /// Creates a folder for several output files, and its missing parents.
    /// - Throws: ``FileWriteError`` when a part cannot be created or is not a folder.
    static func makeFolder(_ path: String) throws(FileWriteError) {
        try AtomicFileWriter().makeDirectories(path)
    }

    /// Prints a write failure on stderr.
    /// - Returns: 74.
    static func report(_ error: FileWriteError, context: CommandContext) -> Int32 {
        context.stderr.write("sheetctl: \(TerminalText.sanitize(error.message))\n")
        return ExitCode.ioError
    }

    /// Whether `-o`'s value means standard output: `-`, or the very file standard output is.
    static func isStandardOutput(_ argument: String) -> Bool {
        if argument == "-" { return true }
        // A standard output that cannot be written (closed at start, and held by a read-only
        // stand-in) is no file `-o` could mean.
        let flags = fcntl(STDOUT_FILENO, F_GETFL)
        guard flags >= 0, flags & O_ACCMODE != O_RDONLY else { return false }
        var output = stat()
        var named = stat()
        // `stat` follows `/dev/stdout` to what descriptor 1 is, and never waits on a FIFO.
        return fstat(STDOUT_FILENO, &output) == 0 && stat(argument, &named) == 0
            && output.st_dev == named.st_dev && output.st_ino == named.st_ino
    }
}
