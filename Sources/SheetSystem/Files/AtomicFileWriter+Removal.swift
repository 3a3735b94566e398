extension AtomicFileWriter {
    /// For `snapshot --update all`; folders left empty go too, up to `root`, flushed.
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
