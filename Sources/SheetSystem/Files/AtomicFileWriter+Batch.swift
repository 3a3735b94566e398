extension AtomicFileWriter {
    package struct BatchFile: Sendable, Hashable {
        /// A symbolic link is written through, as ``write(_:to:)`` does.
        package var path: String
        package var bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Writes several files as one: all of them, or none.
    ///
    /// Every file is replaced as ``write(_:to:)`` replaces a regular file, but the flushes are
    /// shared: every temporary file is written, all are flushed together (one `syncfs` on Linux),
    /// renamed, and the folders flushed once (the export mark, BENCHMARKS.md).
    ///
    /// - Before any rename every path is checked (a folder, a device, the same file twice refuse
    ///   the batch) and every temporary file written; a failure removes them and the folders the
    ///   batch made, and nothing has changed.
    /// - While renaming, each old file keeps a second name (a hard link) until the batch is in: a
    ///   failed rename puts back what was renamed (without hard links, that one old file cannot be).
    /// - A file that already holds the new bytes is left as it is, its modification time too.
    /// - When every file is new and under one missing folder, the files are written into a hidden
    ///   sibling folder (`.NAME.tmp-…`), flushed once and renamed into place with one rename that
    ///   replaces nothing; where the file system cannot, the batch takes the path above.
    /// - A crash leaves each file whole, old or new; leftovers are named `.NAME.tmp-…`.
    ///
    /// - Throws: ``FileWriteError`` naming the first file that failed, the step, and that none of
    ///   the batch was written; or, after everything is in place, that the final flush failed.
    package func write(batch files: [BatchFile]) throws(FileWriteError) {
        var plans: [Planned] = []
        var targets: Set<String> = []
        var unchanged: [String] = []
        for file in files {
            let plan = try plan(file, count: files.count)
            guard targets.insert(plan.target).inserted else {
                throw FileWriteError(
                    path: plan.target, code: EINVAL,
                    message: "cannot write '\(plan.target)' twice in one batch; \(Self.untouched(files.count))")
            }
            if let old = plan.old, Self.holds(plan.target, plan.bytes, size: old.st_size) {
                unchanged.append(plan.folder)
            } else {
                plans.append(plan)
            }
        }
        guard !plans.isEmpty else { return }
        if unchanged.isEmpty, let folder = Self.newFolder(for: plans),
            try writeStaged(plans, into: folder, count: files.count)
        {
            return
        }
        var made: [String] = []
        var temporaries: [String] = []
        do throws(FileWriteError) {
            var present: Set<String> = []
            for plan in plans where plan.old == nil && present.insert(plan.folder).inserted {
                try makeDirectories(plan.folder, recordingIn: &made, outcome: "; nothing was written")
            }
            for plan in plans {
                try writeTemporary(plan, count: files.count, recordingIn: &temporaries)
            }
        } catch {
            undo(temporaries, made)
            throw error
        }
        let folders = Self.distinct(plans.map(\.folder) + made.map { FileSystem.directory(of: $0) } + unchanged)
        // One folder of each file system: one `syncfs` each flushes them all.
        let fileSystems = Self.distinct(folders) { "\($0.st_dev)" }
        if let syncFileSystem = operations.syncFileSystem {
            do throws(FileOperationError) {
                for folder in fileSystems { try syncFileSystem(folder) }
            } catch {
                undo(temporaries, made)
                throw Self.batchFailure(plans[0].target, error, count: files.count)
            }
        }
        try renameAll(plans, temporaries: temporaries, made: made, count: files.count)
        do throws(FileOperationError) {
            if let syncFileSystem = operations.syncFileSystem {
                for folder in fileSystems { try syncFileSystem(folder) }
            } else {
                for folder in folders { try operations.syncDirectory(folder) }
            }
        } catch {
            throw Self.flushFailure(
                plans[0].target, error, "the \(files.count) files of the batch, but could not flush their folders")
        }
    }

    /// Whether the regular file at `path` already holds exactly `bytes`: then the batch leaves it
    /// as it is. Replacing it would change nothing but its modification time (which would make an
    /// app's build redo its work) and cost freeing its old blocks, which on a file system mounted
    /// with `discard` is a wait for the disk per file (the export mark re-exports into one folder).
    static func holds(_ path: String, _ bytes: [UInt8], size: off_t) -> Bool {
        guard size == off_t(bytes.count),
            let file = try? FileDescriptor.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        else { return false }
        defer { try? file.close() }
        return (try? file.readToEnd(limit: bytes.count + 1, expected: bytes.count)) == bytes
    }

    /// A file of the batch once its path is known to be one the batch can replace.
    struct Planned {
        var target: String
        var folder: String
        var name: String
        var bytes: [UInt8]
        var old: stat?
    }

    private func plan(_ file: BatchFile, count: Int) throws(FileWriteError) -> Planned {
        guard !file.path.isEmpty, !file.path.hasSuffix("/") else {
            throw FileWriteError(
                path: file.path, code: EISDIR,
                message: "cannot write '\(file.path)': the path names a folder, not a file; \(Self.untouched(count))")
        }
        let (target, _) = try Self.followLinks(file.path)
        let (folder, name) = Self.split(target)
        var info = stat()
        guard lstat(target, &info) == 0 else {
            let code = errno
            guard code == ENOENT || code == ENOTDIR else {
                throw Self.batchFailure(
                    target, FileOperationError(Errno(rawValue: code), step: "looking at it"), count: count)
            }
            return Planned(target: target, folder: folder, name: name, bytes: file.bytes, old: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return Planned(target: target, folder: folder, name: name, bytes: file.bytes, old: info)
        case S_IFDIR:
            throw FileWriteError(
                path: target, code: EISDIR,
                message: "cannot write '\(target)': it is a folder; \(Self.untouched(count))")
        default:
            throw FileWriteError(
                path: target, code: EINVAL,
                message: "cannot write '\(target)': a batch replaces regular files only; \(Self.untouched(count))")
        }
    }

    /// Writes one file's temporary file, whole, with the old file's mode; flushed here only
    /// where the file system cannot be flushed at once.
    private func writeTemporary(
        _ plan: Planned, at path: String? = nil, count: Int, recordingIn temporaries: inout [String]
    ) throws(FileWriteError) {
        let temporary = path ?? Self.temporaryPath(in: plan.folder, for: plan.name)
        do throws(FileOperationError) {
            try writeTemporary(temporary, plan.bytes, old: plan.old, sync: operations.syncFileSystem == nil)
            temporaries.append(temporary)
        } catch {
            throw Self.batchFailure(plan.target, error, count: count)
        }
    }

    /// A folder that does not exist yet and holds every file of a batch: its path, its
    /// (existing) parent, and each file's path below it, component by component.
    struct NewFolder {
        var root: String
        var parent: String
        var name: String
        var relative: [[String]]
    }

    /// The one missing folder every planned file is under, when all are new and below it (no
    /// `.` or `..` past it); `nil` otherwise, and the batch takes its per-file path.
    static func newFolder(for plans: [Planned]) -> NewFolder? {
        var root: String?
        var relative: [[String]] = []
        for plan in plans {
            guard plan.old == nil else { return nil }
            let components = plan.target.split(separator: "/").map(String.init)
            var prefix = plan.target.hasPrefix("/") ? "/" : ""
            var missing: Int?
            for (index, component) in components.enumerated() {
                prefix += component
                var info = stat()
                guard lstat(prefix, &info) == 0 else {
                    guard errno == ENOENT else { return nil }
                    missing = index
                    break
                }
                // Anything but a folder in the way: the per-file path reports it.
                guard stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
                prefix += "/"
            }
            guard let missing, missing < components.count - 1,
                !components[missing...].contains(where: { $0 == "." || $0 == ".." })
            else { return nil }
            if let root, root != prefix { return nil }
            root = prefix
            relative.append(Array(components[(missing + 1)...]))
        }
        guard let root else { return nil }
        let (parent, name) = split(root)
        return NewFolder(root: root, parent: parent, name: name, relative: relative)
    }

    /// Writes a batch whose files are all in a folder that does not exist yet: into a hidden
    /// sibling folder, flushed once, renamed into place (refusing to replace anything), its
    /// parent flushed.
    /// - Returns: `false`, with nothing written, where the file system cannot rename without
    ///   replacing; the batch then takes its per-file path.
    private func writeStaged(_ plans: [Planned], into folder: NewFolder, count: Int) throws(FileWriteError) -> Bool {
        let staging = Self.temporaryPath(in: folder.parent, for: folder.name)
        var made: [String] = []
        var present: Set<String> = []
        var temporaries: [String] = []
        func makeFolder(_ path: String) throws(FileWriteError) {
            guard present.insert(path).inserted else { return }
            do throws(FileOperationError) {
                try operations.makeDirectory(path, 0o755)
            } catch {
                throw Self.batchFailure(folder.root, error, count: count)
            }
            made.append(path)
        }
        do throws(FileWriteError) {
            try makeFolder(staging)
            for (plan, relative) in zip(plans, folder.relative) {
                var path = staging
                for component in relative.dropLast() {
                    path += "/" + component
                    try makeFolder(path)
                }
                try writeTemporary(
                    plan, at: path + "/" + relative[relative.count - 1], count: count, recordingIn: &temporaries)
            }
        } catch {
            undo(temporaries, made)
            throw error
        }
        do throws(FileOperationError) {
            if let syncFileSystem = operations.syncFileSystem {
                try syncFileSystem(staging)
            } else {
                for made in made.reversed() { try operations.syncDirectory(made) }
            }
        } catch {
            undo(temporaries, made)
            throw Self.batchFailure(plans[0].target, error, count: count)
        }
        do throws(FileOperationError) {
            try operations.renameNoReplace(staging, folder.root)
        } catch {
            undo(temporaries, made)
            if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(error.code) { return false }
            throw Self.batchFailure(folder.root, error, count: count)
        }
        do throws(FileOperationError) {
            try operations.syncDirectory(folder.parent)
        } catch {
            throw Self.flushFailure(
                folder.root, error, "the \(count) files of the batch, but could not flush their folder's parent")
        }
        return true
    }

    /// Removes the temporary files, then the folders made, deepest first.
    private func undo(_ temporaries: some Sequence<String>, _ made: [String]) {
        for temporary in temporaries { operations.remove(temporary) }
        for folder in made.reversed() { _ = rmdir(folder) }
    }

    /// Renames every temporary file into place, keeping a second name for each old file until
    /// all are in; on a failed rename, puts back what was renamed and removes what is left.
    private func renameAll(_ plans: [Planned], temporaries: [String], made: [String], count: Int)
        throws(FileWriteError)
    {
        var kept: [Int: String] = [:]
        for (index, plan) in plans.enumerated() where plan.old != nil {
            // Named as a temporary file, so ``removeOrphanedTemporaries(of:)`` finds one a killed writer left.
            let second = Self.temporaryPath(in: plan.folder, for: plan.name, tag: "old-")
            do throws(FileOperationError) {
                try operations.link(plan.target, second)
                kept[index] = second
            } catch {
                // A file system without hard links: this old file cannot be put back, the rest can.
            }
        }
        for index in plans.indices {
            do throws(FileOperationError) {
                try operations.rename(temporaries[index], plans[index].target)
            } catch {
                var lost: [String] = []
                for back in (0..<index).reversed() {
                    if let second = kept[back] {
                        do throws(FileOperationError) {
                            try operations.rename(second, plans[back].target)
                        } catch {
                            lost.append(plans[back].target)
                        }
                    } else if plans[back].old == nil {
                        operations.remove(plans[back].target)
                    } else {
                        lost.append(plans[back].target)
                    }
                }
                for (back, second) in kept where back >= index { operations.remove(second) }
                undo(temporaries[index...], made)
                let outcome =
                    lost.isEmpty
                    ? nil
                    : lost.reversed().map { "'\($0)'" }.joined(separator: ", ") + (lost.count == 1 ? " was" : " were")
                        + " replaced and could not be put back (no second name for the old file); nothing else was written"
                throw Self.batchFailure(plans[index].target, error, count: count, outcome: outcome)
            }
        }
        for second in kept.values { operations.remove(second) }
    }

    /// Each folder once, in the order first given, by what `key` makes of its status (a folder
    /// `stat` fails on is its own key): by default two spellings of one folder (`a//b`, `a/b`) are one.
    static func distinct(_ folders: [String], by key: (stat) -> String = { "\($0.st_dev):\($0.st_ino)" })
        -> [String]
    {
        var seen: Set<String> = []
        return folders.filter { folder in
            var info = stat()
            return seen.insert(stat(folder, &info) == 0 ? key(info) : folder).inserted
        }
    }

    static func untouched(_ count: Int) -> String {
        count == 1 ? "nothing was written" : "none of the batch's \(count) files was written"
    }

    static func batchFailure(_ path: String, _ error: FileOperationError, count: Int, outcome: String? = nil)
        -> FileWriteError
    {
        failure(path, error.code, step: error.step, outcome: outcome ?? untouched(count))
    }
}
