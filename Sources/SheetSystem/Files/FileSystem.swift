/// The few file-system questions theme loading asks, answered with libc (no Foundation).
package enum FileSystem {
    package static func isDirectory(_ path: String) -> Bool { fileType(path) == S_IFDIR }

    package static func isFile(_ path: String) -> Bool { fileType(path) == S_IFREG }

    /// A pipe (a FIFO, or `<(…)`) can be read once only.
    package static func isPipe(_ path: String) -> Bool { fileType(path) == S_IFIFO }

    private static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// Sorted; empty when the directory cannot be read.
    package static func names(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = direntName(entry)
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Symbolic links are passed over, so a link never leads the walk out of the folder or round in
    /// a loop; so are hidden names (a writer's `.NAME.tmp-…`).
    package static func files(under directory: String) -> [String] {
        var found: [String] = []
        var folders = [""]
        while let relative = folders.popLast() {
            let folder = relative.isEmpty ? directory : join(directory, relative)
            for name in names(in: folder) where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(join(directory, path), &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: folders.append(path)
                case S_IFREG: found.append(path)
                default: break
                }
            }
        }
        return found.sorted()
    }

    /// `nil`: `errno` says why.
    package static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    package static func executablePath() -> String? {
        #if canImport(Darwin)
            var size = UInt32(PATH_MAX) + 1
            var buffer = [CChar](repeating: 0, count: Int(size))
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return canonicalPath(String(cString: buffer))
        #else
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// `.` for `c.yaml`, `/` for `/c.yaml`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
