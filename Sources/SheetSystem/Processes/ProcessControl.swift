import CProcessControl

/// Elsewhere than Linux each call answers "not available", and callers fall back to plain
/// `waitpid` and to stopping only the direct child.
package enum ProcessControl {
    @discardableResult
    package static func setChildSubreaper(_ on: Bool) -> Bool { sheetctl_set_child_subreaper(on ? 1 : 0) == 0 }

    /// -1 where the system has none (a Linux kernel before 5.3, or not Linux).
    package static func exitDescriptor(of pid: pid_t) -> Int32 { sheetctl_pidfd_open(pid) }

    package static func children(of parent: pid_t) -> [pid_t] {
        #if os(Linux)
            guard let directory = opendir("/proc") else { return [] }
            defer { closedir(directory) }
            var found: [pid_t] = []
            while let entry = readdir(directory) {
                let name = direntName(entry)
                guard let pid = pid_t(name), pid != parent, let stat = read("/proc/\(name)/stat") else { continue }
                // `pid (comm) state ppid …`: the command may hold spaces and parentheses, so read after the last ')'.
                guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { continue }
                let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
                if fields.count > 1, pid_t(String(decoding: fields[1], as: UTF8.self)) == parent { found.append(pid) }
            }
            return found
        #else
            return []
        #endif
    }

    /// As the process started, each `NAME=value` ended by a NUL.
    package static func environment(of pid: pid_t) -> [UInt8]? {
        #if os(Linux)
            read("/proc/\(pid)/environ")
        #else
            nil
        #endif
    }

    #if os(Linux)
        private static func read(_ path: String) -> [UInt8]? {
            guard let file = try? FileDescriptor.open(path, O_RDONLY | O_CLOEXEC) else { return nil }
            defer { try? file.close() }
            return try? file.readToEnd(limit: 1 << 20, expected: 4095)
        }
    #endif
}
