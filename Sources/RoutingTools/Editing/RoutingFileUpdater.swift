import SheetSystem
import SheetText
import ThemeKit

/// Read-modify-write under a ``FileLock``, so concurrent `registry set`s queue. A link's target is
/// edited (dotfile managers link configuration files); a file with other hard links is refused,
/// as a rename would silently part them from the new text.
package struct RoutingFileUpdater: Sendable {
    /// As the user named it; diagnostics use this name.
    package var path: String
    /// Seconds.
    package var lockTimeout: Double = 30
    var writer = AtomicFileWriter()

    package init(path: String) { self.path = path }

    /// Whether the file was written; it is unchanged whenever this throws.
    @discardableResult
    package func update(
        createIfMissing: Bool, _ edit: (SourceText) throws(RoutingEditError) -> [UInt8]
    ) throws(RoutingEditError) -> Bool {
        let target = try resolvedTarget()
        let folder = AtomicFileWriter.split(target).folder
        if !Self.exists(folder) {
            if !createIfMissing { _ = try edit(SourceText(name: path, bytes: [])) }
            do throws(FileWriteError) { try writer.makeDirectories(folder) } catch {
                throw RoutingEditError(.io, error.message)
            }
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
            // Checked by hand as well, since root may write any file: a file made read-only stays so.
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
        do throws(FileWriteError) { try writer.write(new, to: target) } catch {
            throw RoutingEditError(.io, error.message)
        }
        return true
    }

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
