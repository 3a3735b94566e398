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

    /// All of them, or none. The flushes are shared (the export mark, BENCHMARKS.md); old files keep
    /// a second name (a hard link) until the batch is in, so a failed rename can be put back.
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

    /// Such a file is left as it is: a new modification time makes an app's build redo its work,
    /// and `discard` mounts wait for the disk per file (the export mark re-exports into one folder).
    static func holds(_ path: String, _ bytes: [UInt8], size: off_t) -> Bool {
        guard size == off_t(bytes.count),
            let file = try? FileDescriptor.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        else { return false }
        defer { try? file.close() }
        return (try? file.readToEnd(limit: bytes.count + 1, expected: bytes.count)) == bytes
    }

    struct Planned {
        var target: String
        var folder: String
        var name: String
        var bytes: [UInt8]
        var old: stat?
    }

    private func plan(_ file: BatchFile, count: Int) throws(FileWriteError) -> Planned {
        let (target, _, old) = try Self.look(at: file.path, step: "looking at it", outcome: Self.untouched(count))
        guard old.map({ $0.st_mode & S_IFMT == S_IFREG }) ?? true else {
            throw FileWriteError(
                path: target, code: EINVAL,
                message: "cannot write '\(target)': a batch replaces regular files only; \(Self.untouched(count))")
        }
        let (folder, name) = Self.split(target)
        return Planned(target: target, folder: folder, name: name, bytes: file.bytes, old: old)
    }

    /// Flushed here only where the file system cannot be flushed at once.
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

    struct NewFolder {
        var root: String
        var parent: String
        var name: String
        var relative: [[String]]
    }

    /// The one missing folder all planned files are new below (no `.` or `..` past it), if any.
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

    /// Via a hidden sibling folder renamed into place; `false` where the file system cannot do that.
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

    private func undo(_ temporaries: some Sequence<String>, _ made: [String]) {
        for temporary in temporaries { operations.remove(temporary) }
        for folder in made.reversed() { _ = rmdir(folder) }
    }

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

    /// By default two spellings of one folder (`a//b`, `a/b`) are one.
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
