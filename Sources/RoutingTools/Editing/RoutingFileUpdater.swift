import SheetSystem
import SheetText
import ThemeKit

/// Read-modify-write of a routing file, safe against other writers and crashes.
///
/// Under an exclusive ``FileLock`` on `FILE.lock`: remove temporary files a killed writer left,
/// read the file, let the edit compute the new text, and write it through a temporary file and a rename.
/// Concurrent `registry set`s therefore queue rather than overwrite each other, and a writer killed
/// at any moment leaves the old file or the new one, never a mix.
///
/// A symbolic link is followed: its target is edited and the link stays (dotfile managers link
/// configuration files). A file the user may not write (no write permission, or none of its
/// write bits set, which even root is held to here) is refused, not replaced; so is a file with
/// other hard links, which a rename would silently part from the new text: edit the file through
/// the name the others are meant to see, or make it a symbolic link. The file is read with the
/// loader's size limit (``YAMLLimits/routing``); a larger one is input that cannot be used.
package struct RoutingFileUpdater: Sendable {
    /// As the user named it; diagnostics use this name.
    package var path: String
    /// How long to wait for another writer's lock, in seconds.
    package var lockTimeout: Double = 30
    var writer: AtomicFileWriter

    package init(path: String) {
        self.path = path
        self.writer = AtomicFileWriter()
    }

    init(path: String, operations: FileOperations) {
        self.path = path
        self.writer = AtomicFileWriter(operations: operations)
    }

    /// Applies one edit, under the lock.
    /// - Parameters:
    ///   - createIfMissing: Whether a missing file (and its folder, `mkdir -p`) may be created. When
    ///     `false` and the folder is missing, the edit sees an empty file and nothing is created
    ///     unless it returns new text.
    ///   - edit: Given the current text (empty, named after ``path``, when there is no file), returns
    ///     the new bytes.
    /// - Returns: Whether the file was written (`false` when the edit changed nothing).
    /// - Throws: ``RoutingEditError``: whatever the edit throws, ``RoutingEditError/Kind/unreadable``
    ///   when the file exists but cannot be read, ``RoutingEditError/Kind/io`` when locking or
    ///   writing fails. The file is unchanged whenever an error is thrown.
    @discardableResult
    package func update(
        createIfMissing: Bool, _ edit: (SourceText) throws(RoutingEditError) -> [UInt8]
    ) throws(RoutingEditError) -> Bool {
        let target = try resolvedTarget()
        let folder = AtomicFileWriter.split(target).folder
        if !Self.exists(folder) {
            if !createIfMissing { _ = try edit(SourceText(name: path, bytes: [])) }
            do throws(FileWriteError) { try writer.makeDirectories(folder) } catch { throw Self.ioError(error) }
        }
        let lock = try FileLock.acquire(path: target + ".lock", timeout: lockTimeout)
        defer { withExtendedLifetime(lock) {} }
        writer.removeOrphanedTemporaries(of: target)

        var info = stat()
        let old: SourceText
        if stat(target, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw RoutingEditError(.unreadable, "cannot edit '\(path)': it is not a regular file")
            }
            // Write bits are checked by hand as well, since root may write any file: a file its owner
            // made read-only stays so. (A read-only file system is for the writer to report.)
            let mode = String(info.st_mode & 0o7777, radix: 8)
            if info.st_mode & 0o222 == 0 {
                throw RoutingEditError(.io, "cannot edit '\(path)': it is read-only (mode \(mode))")
            }
            if access(target, W_OK) != 0, errno == EACCES {
                throw RoutingEditError(.io, "cannot edit '\(path)': you may not write it (mode \(mode))")
            }
            if info.st_nlink > 1 {
                throw RoutingEditError(
                    .io,
                    "cannot edit '\(path)': it has \(info.st_nlink) hard links, which replacing it would break; "
                        + "make the other names symbolic links")
            }
            do {
                old = SourceText(
                    name: path,
                    bytes: try SourceText.read(path: target, maxBytes: YAMLLimits.routing.maxInputBytes).bytes)
            } catch {
                if error.diagnostics.contains(where: { $0.code == .inputTooLarge }) {
                    throw RoutingEditError(.unusable, "cannot edit '\(path)'", diagnostics: error.diagnostics)
                }
                throw RoutingEditError(.unreadable, "cannot read '\(path)'", diagnostics: error.diagnostics)
            }
        } else if errno == ENOENT {
            old = SourceText(name: path, bytes: [])
        } else {
            throw RoutingEditError(
                .unreadable, "cannot open '\(path)': \(Errno.current.message.lowercased())")
        }
        let new = try edit(old)
        if new == old.bytes && Self.exists(target) { return false }
        // The writer keeps the old file's mode and owner.
        do throws(FileWriteError) { try writer.write(new, to: target) } catch { throw Self.ioError(error) }
        return true
    }

    private static func ioError(_ error: FileWriteError) -> RoutingEditError {
        RoutingEditError(.io, error.message)
    }

    /// The path itself, or the file its symbolic link points to.
    private func resolvedTarget() throws(RoutingEditError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = FileSystem.canonicalPath(path) else {
            throw RoutingEditError(
                .unreadable,
                "cannot follow the symbolic link '\(path)': \(Errno.current.message.lowercased())")
        }
        return resolved
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
