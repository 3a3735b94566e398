#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so a reader never sees half of one: the text goes to a temporary file in the same
/// folder, which then replaces the target with `rename(2)`, so a browser reloading a picture or a
/// theme loader reading a theme sees either the old file or the new one.
enum AtomicFile {
    /// Why a file could not be written: the path and the system's reason.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `text` to `path`, replacing what is there.
    /// - Throws: ``Failure`` when the folder cannot be written or the disk is full; no temporary
    ///   file is left behind.
    static func write(_ text: String, to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !base.isEmpty else { throw Failure(path: path, reason: "the path names a folder") }
        let temporary = "\(folder).\(base).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        var failure: Int32 = 0
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Failure(path: path, reason: reason(failure))
        }
    }

    /// Creates a folder and the folders above it that are missing, as `mkdir -p`.
    /// - Throws: ``Failure`` when a part exists and is not a folder, or cannot be created.
    static func createDirectory(_ path: String) throws(Failure) {
        var partial = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            partial += part
            if mkdir(partial, 0o755) != 0, errno != EEXIST {
                throw Failure(path: path, reason: reason(errno))
            }
            var info = stat()
            guard stat(partial, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(path: path, reason: "'\(partial)' is not a folder")
            }
            partial += "/"
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
