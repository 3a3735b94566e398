package enum StandardStreams {
    /// Else the next file opened would take a closed descriptor's writes (`>&-`). `/dev/null` opened
    /// the wrong way round still fails every read or write with `EBADF`.
    package static func occupyClosed() {
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

    /// `/dev/stdout`, `/dev/fd/1`, or the file standard output was redirected to.
    package static func isStandardOutput(_ path: String) -> Bool {
        // One closed at start, held by a read-only stand-in, is no file `-o` could mean.
        let flags = fcntl(STDOUT_FILENO, F_GETFL)
        guard flags >= 0, flags & O_ACCMODE != O_RDONLY else { return false }
        var output = stat()
        var named = stat()
        // `stat` follows `/dev/stdout` to what descriptor 1 is, and never waits on a FIFO.
        return fstat(STDOUT_FILENO, &output) == 0 && stat(path, &named) == 0
            && output.st_dev == named.st_dev && output.st_ino == named.st_ino
    }
}
