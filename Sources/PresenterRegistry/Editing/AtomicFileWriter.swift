#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents so that a reader, or a crash, sees either the old file or the new
/// one, whole, and never anything in between.
///
/// The new text goes to a temporary file in the same folder (`.NAME.tmp-PID-RANDOM`: the same
/// file system, so the rename is atomic; hidden, so it is not taken for a routing file), which is
/// flushed with `fsync`, given the old file's mode (and owner, where allowed), renamed over the
/// old file, and then the folder is flushed so the rename itself survives a power cut. On any
/// failure the temporary file is removed and the old file is left as it was.
///
/// The writer does not lock: callers that read, modify and write hold a ``FileLock`` across all three.
public struct AtomicFileWriter: Sendable {
    var operations: FileOperations

    /// Creates a writer that uses the real system calls.
    public init() { self.operations = .system }

    init(operations: FileOperations) { self.operations = operations }

    /// The permission bits and owner to give the new file.
    public struct Attributes: Sendable, Hashable {
        /// The permission bits (`0o644`); `nil` for a new file, which gets `0o644` less the umask.
        public var mode: mode_t?
        /// The owner and group, copied from the old file; `nil` to keep the writer's own.
        public var owner: (user: uid_t, group: gid_t)?

        /// Creates attributes.
        public init(mode: mode_t? = nil, owner: (user: uid_t, group: gid_t)? = nil) {
            self.mode = mode
            self.owner = owner
        }

        public static func == (lhs: Attributes, rhs: Attributes) -> Bool {
            lhs.mode == rhs.mode && lhs.owner?.user == rhs.owner?.user && lhs.owner?.group == rhs.owner?.group
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(mode)
            hasher.combine(owner?.user)
            hasher.combine(owner?.group)
        }
    }

    /// Writes `bytes` as the new contents of `path`, whose folder must exist.
    /// - Parameters:
    ///   - bytes: The whole new contents.
    ///   - path: The file to replace or create.
    ///   - attributes: The mode and owner to give it.
    /// - Throws: ``RoutingEditError`` of kind ``RoutingEditError/Kind/io``, naming the step that failed
    ///   and why; the old file is then unchanged and no temporary file is left.
    public func write(_ bytes: [UInt8], to path: String, attributes: Attributes = Attributes())
        throws(RoutingEditError)
    {
        let (folder, name) = Self.split(path)
        let temporary = folder + "/" + Self.temporaryPrefix(for: name) + "\(getpid())-\(Self.randomSuffix())"
        do throws(SystemError) {
            let fd = try operations.createExclusive(temporary, attributes.mode == nil ? 0o644 : 0o600)
            do throws(SystemError) {
                try operations.writeAll(fd, bytes)
                if let mode = attributes.mode { try operations.setMode(fd, mode) }
                if let owner = attributes.owner { operations.setOwner(fd, owner.user, owner.group) }
                try operations.sync(fd)
            } catch {
                operations.close(fd)
                operations.remove(temporary)
                throw error
            }
            operations.close(fd)
            do throws(SystemError) {
                try operations.rename(temporary, path)
            } catch {
                operations.remove(temporary)
                throw error
            }
        } catch {
            throw RoutingEditError(
                .io, "cannot write '\(path)': \(error.reason) (\(error.step)); the old file is unchanged")
        }
        do throws(SystemError) {
            try operations.syncDirectory(folder)
        } catch {
            throw RoutingEditError(
                .io, "wrote '\(path)', but could not flush its folder: \(error.reason); a crash now could undo the edit"
            )
        }
    }

    /// Creates a folder and its missing parents, each `0o755` less the umask (`mkdir -p`).
    /// - Throws: ``RoutingEditError`` of kind ``RoutingEditError/Kind/io``.
    public func makeDirectories(_ path: String) throws(RoutingEditError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            do throws(SystemError) {
                try operations.makeDirectory(prefix, 0o755)
            } catch {
                throw RoutingEditError(.io, "cannot create the folder '\(prefix)': \(error.reason)")
            }
            prefix += "/"
        }
    }

    /// Removes temporary files a killed writer left next to `path`. Only safe while holding the
    /// file's lock: temporary files are made only under it, so any found then are orphans.
    public func removeOrphanedTemporaries(of path: String) {
        let (folder, name) = Self.split(path)
        let prefix = Self.temporaryPrefix(for: name)
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var orphans: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if entryName.hasPrefix(prefix) { orphans.append(entryName) }
        }
        for orphan in orphans { operations.remove(folder + "/" + orphan) }
    }

    /// `.NAME.tmp-`: what every temporary file for `NAME` starts with.
    static func temporaryPrefix(for name: String) -> String { "." + name + ".tmp-" }

    /// The folder and the last component of a path (`.` for a bare name).
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    private static func randomSuffix() -> String {
        String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }
}
