import SheetSystem

/// Descriptors 0, 1 and 2 as the process found them.
enum StandardStreams {
    /// Puts a stand-in on each of descriptors 0, 1 and 2 that the process was started without
    /// (`sheetctl … >&-`).
    ///
    /// Otherwise the next file opened would get that number: a theme opened as descriptor 1 would
    /// take every write meant for standard output, and an `-o` temporary file would receive them.
    /// The stand-in is `/dev/null` opened the wrong way round (write-only for input, read-only for
    /// output), so every read or write still fails with `EBADF`, as on the closed descriptor, and a
    /// lost answer is still reported.
    static func occupyClosed() {
        for (descriptor, direction) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)]
        {
            guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { continue }
            let standIn = open("/dev/null", direction | O_CLOEXEC)
            guard standIn >= 0 else { continue }
            if standIn != descriptor {
                _ = dup2(standIn, descriptor)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                close(standIn)
            }
        }
    }
}
