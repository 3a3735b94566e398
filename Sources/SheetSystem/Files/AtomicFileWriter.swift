/// A regular file is replaced through a flushed temporary file renamed over it, so a reader or a
/// crash sees the old file or the new one, whole. Callers that read, modify and write hold a lock.
package struct AtomicFileWriter: Sendable {
    var operations: FileOperations

    package init(operations: FileOperations = .system) { self.operations = operations }

    /// On failure a regular file is unchanged and no temporary file is left.
    package func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let (target, isDescriptorLink, old) = try Self.look(at: path, step: nil, outcome: nil)
        guard let info = old else { return try replace(target, with: bytes, old: nil) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try replace(target, with: bytes, old: info)
        case S_IFLNK where isDescriptorLink, S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK:
            try writeDirectly(target, bytes, isSocket: info.st_mode & S_IFMT == S_IFSOCK)
        default:
            throw FileWriteError(
                path: target, code: EINVAL, message: "cannot write '\(target)': it is neither a file nor a device")
        }
    }

    /// `info` is `nil` where nothing is yet, which is created; a folder is refused.
    static func look(at path: String, step: String?, outcome: String?) throws(FileWriteError)
        -> (target: String, isDescriptorLink: Bool, info: stat?)
    {
        let end = outcome.map { "; " + $0 } ?? ""
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw FileWriteError(
                path: path, code: EISDIR, message: "cannot write '\(path)': the path names a folder, not a file" + end)
        }
        let (target, isDescriptorLink) = try followLinks(path)
        var info = stat()
        guard lstat(target, &info) == 0 else {
            let code = errno
            // A missing file is created, and so is a missing folder; any other reason is final.
            guard code == ENOENT || code == ENOTDIR else { throw failure(target, code, step: step, outcome: outcome) }
            return (target, isDescriptorLink, nil)
        }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw FileWriteError(path: target, code: EISDIR, message: "cannot write '\(target)': it is a folder" + end)
        }
        return (target, isDescriptorLink, info)
    }

    /// `mkdir -p`.
    package func makeDirectories(_ path: String) throws(FileWriteError) {
        var made: [String] = []
        try makeDirectories(path, recordingIn: &made)
    }

    /// Records each folder made so a failed batch can remove it again.
    func makeDirectories(_ path: String, recordingIn made: inout [String], outcome: String = "")
        throws(FileWriteError)
    {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            var info = stat()
            if lstat(prefix, &info) != 0 {
                do throws(FileOperationError) {
                    try operations.makeDirectory(prefix, 0o755)
                } catch {
                    throw FileWriteError(
                        path: path, code: error.code,
                        message: "cannot create the folder '\(prefix)': \(error.reason)" + outcome)
                }
                made.append(prefix)
            }
            // A file or a link to nothing there is no folder.
            guard FileSystem.isDirectory(prefix) else {
                throw FileWriteError(
                    path: path, code: ENOTDIR,
                    message: "cannot create the folder '\(path)': '\(prefix)' is not a directory" + outcome)
            }
            prefix += "/"
        }
    }

    /// Removes temporary files a killed writer left next to `path`. Only safe while holding the
    /// file's lock: temporary files are made only under it, so any found then are orphans.
    package func removeOrphanedTemporaries(of path: String) {
        let (folder, name) = Self.split(path)
        let prefix = Self.temporaryPrefix(for: name)
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var orphans: [String] = []
        while let entry = readdir(directory) {
            let entryName = direntName(entry)
            if entryName.hasPrefix(prefix) { orphans.append(entryName) }
        }
        for orphan in orphans { operations.remove(folder + "/" + orphan) }
    }

    private func replace(_ path: String, with bytes: [UInt8], old: stat?) throws(FileWriteError) {
        let (folder, name) = Self.split(path)
        if old == nil, !FileSystem.isDirectory(folder) { try makeDirectories(folder) }
        let temporary = Self.temporaryPath(in: folder, for: name)
        let outcome = old == nil ? "nothing was written" : "the old file is unchanged"
        do throws(FileOperationError) {
            try writeTemporary(temporary, bytes, old: old, sync: true)
            do throws(FileOperationError) {
                try operations.rename(temporary, path)
            } catch {
                operations.remove(temporary)
                throw error
            }
        } catch {
            throw Self.failure(path, error.code, step: error.step, outcome: outcome)
        }
        do throws(FileOperationError) {
            try operations.syncDirectory(folder)
        } catch {
            throw Self.flushFailure(path, error, "'\(path)', but could not flush its folder")
        }
    }

    /// The old mode is set once the text is in, so a private file is never readable by others.
    func writeTemporary(_ temporary: String, _ bytes: [UInt8], old: stat?, sync: Bool) throws(FileOperationError) {
        let fd = try operations.createExclusive(temporary, old == nil ? 0o644 : 0o600)
        do throws(FileOperationError) {
            try operations.writeAll(fd, bytes)
            if let old {
                try operations.setMode(fd, old.st_mode & 0o7777)
                operations.setOwner(fd, old.st_uid, old.st_gid)
            }
            if sync { try operations.sync(fd) }
        } catch {
            operations.close(fd)
            operations.remove(temporary)
            throw error
        }
        operations.close(fd)
    }

    private func writeDirectly(_ path: String, _ bytes: [UInt8], isSocket: Bool) throws(FileWriteError) {
        let fd: Int32
        do throws(FileOperationError) {
            fd = isSocket ? try operations.connectSocket(path) : try operations.openExisting(path)
        } catch {
            throw Self.failure(path, error.code, step: error.step)
        }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            // Replaced by a regular file since it was looked at: replace that one, whole.
            operations.close(fd)
            return try replace(path, with: bytes, old: info)
        }
        do throws(FileOperationError) {
            try operations.writeAll(fd, bytes)
        } catch {
            operations.close(fd)
            throw Self.failure(path, error.code, step: "writing to it")
        }
        do throws(Errno) {
            try FileDescriptor(rawValue: fd).close()
        } catch {
            throw Self.failure(path, error.rawValue, step: "closing it")
        }
    }

    /// A link in `/proc` whose text is not a path (`/dev/stdout` leads to `/proc/self/fd/1`, which
    /// may read `pipe:[123]`) names an open descriptor's pipe or socket: it is opened as it is.
    static func followLinks(_ path: String) throws(FileWriteError) -> (path: String, isDescriptorLink: Bool) {
        var current = path
        for _ in 0...40 {  // the kernel's own limit of links (`ELOOP`)
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return (current, false) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return (current, false) }
            let text = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("/") {
                current = text
            } else if FileSystem.canonicalPath(split(current).folder)?.hasPrefix("/proc/") ?? false {
                return (current, true)
            } else {
                let folder = split(current).folder
                current = folder == "/" ? "/" + text : folder + "/" + text
            }
        }
        throw failure(path, ELOOP, step: "following its symbolic links")
    }

    static func temporaryPrefix(for name: String) -> String { "." + name + ".tmp-" }

    static func temporaryPath(in folder: String, for name: String, tag: String = "") -> String {
        folder + "/" + temporaryPrefix(for: name) + tag + "\(getpid())-"
            + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// `.` for a bare name.
    package static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (FileSystem.directory(of: path), String(path[path.index(after: slash)...]))
    }

    static func failure(_ path: String, _ code: Int32, step: String?, outcome: String? = nil)
        -> FileWriteError
    {
        let reason = Errno(rawValue: code).message.lowercased()
        var message = "cannot write '\(path)': \(reason)"
        if let step { message += " (\(step))" }
        if let outcome { message += "; \(outcome)" }
        return FileWriteError(path: path, code: code, message: message)
    }

    /// Everything is in place, but a crash could still undo it.
    static func flushFailure(_ path: String, _ error: FileOperationError, _ what: String) -> FileWriteError {
        FileWriteError(
            path: path, code: error.code,
            message: "wrote \(what): \(error.reason); a crash now could undo the write")
    }
}
