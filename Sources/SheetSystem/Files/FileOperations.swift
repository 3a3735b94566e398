import CProcessControl

package struct FileOperationError: Error, Sendable, Equatable {
    package var errno: Errno
    /// What was being done, for messages: "writing the temporary file".
    package var step: String

    package init(_ errno: Errno, step: String) {
        self.errno = errno
        self.step = step
    }

    package var code: Int32 { errno.rawValue }

    package var reason: String { errno.message.lowercased() }
}

/// The system calls a safe write makes, as values, so tests can make any one of them fail.
package struct FileOperations: Sendable {
    /// A FIFO's open waits for a reader, as a shell's `>` does.
    var openExisting: @Sendable (_ path: String) throws(FileOperationError) -> Int32
    var connectSocket: @Sendable (_ path: String) throws(FileOperationError) -> Int32
    var createExclusive: @Sendable (_ path: String, _ mode: mode_t) throws(FileOperationError) -> Int32
    var writeAll: @Sendable (_ descriptor: Int32, _ bytes: [UInt8]) throws(FileOperationError) -> Void
    var setMode: @Sendable (_ descriptor: Int32, _ mode: mode_t) throws(FileOperationError) -> Void
    /// Best effort, since only root may.
    var setOwner: @Sendable (_ descriptor: Int32, _ owner: uid_t, _ group: gid_t) -> Void
    package var sync: @Sendable (_ descriptor: Int32) throws(FileOperationError) -> Void
    /// A failure here is reported by the `fsync` before it.
    var close: @Sendable (_ descriptor: Int32) -> Void
    var rename: @Sendable (_ from: String, _ to: String) throws(FileOperationError) -> Void
    /// Refuses (`EEXIST`) even an empty folder there; `EINVAL`, `ENOSYS` or `ENOTSUP` where the
    /// file system cannot rename without replacing.
    var renameNoReplace: @Sendable (_ from: String, _ to: String) throws(FileOperationError) -> Void
    /// Best effort: cleaning up after a failure must not hide the failure.
    var remove: @Sendable (_ path: String) -> Void
    package var syncDirectory: @Sendable (_ path: String) throws(FileOperationError) -> Void
    var makeDirectory: @Sendable (_ path: String, _ mode: mode_t) throws(FileOperationError) -> Void
    var link: @Sendable (_ existing: String, _ new: String) throws(FileOperationError) -> Void
    /// `syncfs`: a batch's many files and folders cost one flush instead of one each.
    package var syncFileSystem: (@Sendable (_ path: String) throws(FileOperationError) -> Void)?

    package static let system = FileOperations(
        openExisting: { path throws(FileOperationError) in
            do throws(Errno) {
                return try FileDescriptor.open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC).rawValue
            } catch {
                throw FileOperationError(error, step: "opening it")
            }
        },
        connectSocket: { path throws(FileOperationError) in
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            let capacity = MemoryLayout.size(ofValue: address.sun_path)
            guard bytes.count < capacity else {
                throw FileOperationError(Errno(rawValue: ENAMETOOLONG), step: "connecting to the socket")
            }
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: bytes)
                raw[bytes.count] = 0
            }
            let fd = systemStreamSocket()
            guard fd >= 0 else { throw FileOperationError(.current, step: "connecting to the socket") }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard connected == 0 else {
                let code = errno
                _ = systemClose(fd)
                throw FileOperationError(Errno(rawValue: code), step: "connecting to the socket")
            }
            return fd
        },
        createExclusive: { path, mode throws(FileOperationError) in
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            guard fd >= 0 else { throw FileOperationError(.current, step: "creating the temporary file") }
            return fd
        },
        writeAll: { fd, bytes throws(FileOperationError) in
            do throws(Errno) {
                try FileDescriptor(rawValue: fd).write(all: bytes)
            } catch {
                throw FileOperationError(error, step: "writing the temporary file")
            }
        },
        setMode: { fd, mode throws(FileOperationError) in
            guard fchmod(fd, mode) == 0 else { throw FileOperationError(.current, step: "setting the file's mode") }
        },
        setOwner: { fd, owner, group in _ = fchown(fd, owner, group) },
        sync: { fd throws(FileOperationError) in
            guard fsync(fd) == 0 else { throw FileOperationError(.current, step: "flushing the temporary file") }
        },
        close: { fd in try? FileDescriptor(rawValue: fd).close() },
        rename: { from, to throws(FileOperationError) in
            guard systemRename(from, to) == 0 else {
                throw FileOperationError(.current, step: "renaming over the old file")
            }
        },
        renameNoReplace: { from, to throws(FileOperationError) in
            guard sheetctl_rename_noreplace(from, to) == 0 else {
                throw FileOperationError(.current, step: "renaming the new folder into place")
            }
        },
        remove: { path in _ = unlink(path) },
        syncDirectory: { path throws(FileOperationError) in
            let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else { throw FileOperationError(.current, step: "opening the folder to flush it") }
            defer { _ = systemClose(fd) }
            // Some file systems cannot fsync a folder (EINVAL); the rename is then as safe as they make it.
            guard fsync(fd) == 0 || errno == EINVAL else {
                throw FileOperationError(.current, step: "flushing the folder")
            }
        },
        makeDirectory: { path, mode throws(FileOperationError) in
            guard mkdir(path, mode) == 0 || errno == EEXIST else {
                throw FileOperationError(.current, step: "creating the folder '\(path)'")
            }
        },
        link: { existing, new throws(FileOperationError) in
            guard systemLink(existing, new) == 0 else {
                throw FileOperationError(.current, step: "keeping the old file")
            }
        },
        syncFileSystem: systemSyncFileSystem
    )

    #if os(Linux)
        /// Since Linux 5.8 it reports a write-back error of any file there since the descriptor was
        /// opened, as `fsync` does for one file.
        static let systemSyncFileSystem: (@Sendable (_ path: String) throws(FileOperationError) -> Void)? = {
            path throws(FileOperationError) in
            let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else { throw FileOperationError(.current, step: "opening the folder to flush it") }
            defer { _ = systemClose(fd) }
            guard sheetctl_syncfs(fd) == 0 else { throw FileOperationError(.current, step: "flushing the file system") }
        }
    #else
        static let systemSyncFileSystem: (@Sendable (_ path: String) throws(FileOperationError) -> Void)? = nil
    #endif
}
