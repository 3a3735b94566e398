import SheetSystem

extension SourceText {
    /// Reads a whole file: a regular file (its size checked first, so a huge one costs nothing), or
    /// a pipe where the caller accepts one (read until its writers close it, a FIFO without a writer
    /// waited for as `cat` waits); anything else is refused.
    /// - Parameters:
    ///   - path: The file's path; diagnostics name it as given.
    ///   - maxBytes: The largest file accepted.
    ///   - acceptingPipes: Whether a FIFO or pipe is read too. Files that are read again (themes,
    ///     routing files, `--watch` inputs) leave it `false`: a pipe can be read only once.
    /// - Returns: The file's text.
    /// - Throws: ``DiagnosticError`` with code ``DiagnosticCode/unreadableFile`` when the file cannot be
    ///   opened or read, or ``DiagnosticCode/inputTooLarge`` past `maxBytes`.
    public static func read(path: String, maxBytes: Int, acceptingPipes: Bool = false) throws(DiagnosticError)
        -> SourceText
    {
        // Never blocks, even on a FIFO without a writer; a FIFO then waits for data in `poll`.
        let fd: Int32
        do throws(Errno) {
            fd = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC).rawValue
        } catch {
            throw unreadable(path, error.rawValue)
        }
        defer { try? FileDescriptor(rawValue: fd).close() }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable(path, errno) }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw unreadable(path, reason: "is a directory") }
        if type == S_IFIFO && acceptingPipes { return try readPipe(fd, name: path, maxBytes: maxBytes) }
        if type != S_IFREG {
            throw unreadable(path, reason: acceptingPipes ? "is not a regular file or a pipe" : "is not a regular file")
        }
        if Int(info.st_size) > maxBytes {
            throw tooLarge(path, "file is \(info.st_size) bytes; the limit is \(maxBytes) bytes")
        }
        let bytes: [UInt8]
        do {
            // One byte past the limit, so a file that grew after fstat is refused, not cut short.
            bytes = try FileDescriptor(rawValue: fd).readToEnd(limit: onePast(maxBytes), expected: Int(info.st_size))
        } catch {
            throw unreadable(path, error.rawValue)
        }
        if bytes.count > maxBytes {
            throw tooLarge(path, "file grew past the limit of \(maxBytes) bytes as it was read")
        }
        return SourceText(name: path, bytes: bytes)
    }

    /// `waits` in `poll`: a FIFO read with `O_NONBLOCK` before any writer opened it reports its end at once.
    private static func readPipe(_ fd: Int32, name: String, maxBytes: Int, waits: Bool = true)
        throws(DiagnosticError) -> SourceText
    {
        let bytes: [UInt8]
        do {
            bytes = try FileDescriptor(rawValue: fd).readToEnd(limit: onePast(maxBytes), waitsBeforeReading: waits)
        } catch {
            throw unreadable(name, error.rawValue)
        }
        if bytes.count > maxBytes { throw tooLarge(name, "input is larger than the limit of \(maxBytes) bytes") }
        return SourceText(name: name, bytes: bytes)
    }

    /// Reads standard input to its end.
    /// - Parameters:
    ///   - name: The name diagnostics use; `<stdin>` by default.
    ///   - maxBytes: The largest input accepted.
    /// - Throws: ``DiagnosticError`` when reading fails or the input passes `maxBytes`.
    public static func readStandardInput(name: String = "<stdin>", maxBytes: Int) throws(DiagnosticError)
        -> SourceText
    {
        try readPipe(STDIN_FILENO, name: name, maxBytes: maxBytes, waits: false)
    }

    private static func onePast(_ limit: Int) -> Int { limit == .max ? limit : limit + 1 }

    private static func tooLarge(_ name: String, _ message: String) -> DiagnosticError {
        DiagnosticError(.error(.inputTooLarge, message, at: SourceLocation(file: name, line: 1, column: 1)))
    }

    private static func unreadable(_ path: String, _ code: Int32) -> DiagnosticError {
        unreadable(path, reason: Errno(rawValue: code).message.lowercased())
    }

    private static func unreadable(_ path: String, reason: String) -> DiagnosticError {
        DiagnosticError(.error(.unreadableFile, "cannot open '\(path)': \(reason)", at: nil))
    }
}
