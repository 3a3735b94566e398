extension AtomicFileWriter {
    /// Removes files the writer wrote, as records that are no longer produced (`sheetctl snapshot
    /// --update all`): each regular file is unlinked, each folder left empty by it is removed up
    /// to (not including) `root`, and the folders are flushed so the removal survives a crash.
    /// A file already gone is no failure; `root` itself stays.
    /// - Throws: ``FileWriteError`` naming the first file that could not be removed (a folder, a
    ///   link, or one the system refuses); the files before it are removed.
    package func remove(_ paths: [String], under root: String) throws(FileWriteError) {
        var folders: Set<String> = []
        for path in paths {
            var info = stat()
            let found = lstat(path, &info) == 0
            if !found, errno == ENOENT { continue }
            if found, info.st_mode & S_IFMT != S_IFREG {
                throw FileWriteError(
                    path: path, code: EINVAL, message: "cannot remove '\(path)': it is not a regular file")
            }
            guard found, unlink(path) == 0 else {
                let code = errno
                throw FileWriteError(
                    path: path, code: code,
                    message: "cannot remove '\(path)': \(Errno(rawValue: code).message.lowercased())")
            }
            folders.insert(Self.split(path).folder)
        }
        let rootFolder = root.hasSuffix("/") ? String(root.dropLast()) : root
        // Deepest first, so a folder emptied by removing its only subfolder goes too.
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            var current = folder
            while current != rootFolder, current.hasPrefix(rootFolder + "/"), rmdir(current) == 0 {
                current = Self.split(current).folder
            }
            try? operations.syncDirectory(current)
        }
    }
}
