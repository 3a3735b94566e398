internal import CProcessControl
import Glibc
import Synchronization
import ThemeKit

/// Finds and stops what a plugin started and left running, whatever it did to get away: a
/// background child that still holds its standard output, a grandchild that called `setsid`.
///
/// While any plugin runs, the host is a child subreaper (`PR_SET_CHILD_SUBREAPER`), so every
/// orphaned descendant of a plugin becomes the host's own child instead of init's. Each run
/// marks its plugin's environment with a token (``variable``) that its descendants inherit; once
/// the plugin has ended, every child of the host that carries the token is killed and reaped, and
/// again for the orphans that frees, until none is left. A child of the host without the token
/// (another part of the host's own work) is never touched.
enum PluginDescendants {
    /// The environment variable that marks a run's processes.
    static let variable = "SHEETCTL_PLUGIN_RUN"

    /// How many runs are under way; the subreaper is on while it is above zero.
    private static let runs = Mutex(0)
    private static let counter = Mutex(0)

    /// A token unique to one run in this process.
    static func newToken() -> String {
        let number = counter.withLock { value -> Int in
            value += 1
            return value
        }
        return "\(getpid())-\(number)"
    }

    /// Turns the subreaper on for a run (if no other run has).
    static func begin() {
        runs.withLock { count in
            if count == 0 { _ = sheetctl_set_child_subreaper(1) }
            count += 1
        }
    }

    /// Kills and reaps every child of this process that carries `token`, and the orphans that
    /// frees, then turns the subreaper off when no other run is under way.
    /// - Parameter token: The run's token.
    static func end(token: String) {
        let marker = Array("\(variable)=\(token)".utf8) + [0]
        // Each pass frees the next generation; a chain deeper than this is not worth chasing.
        for _ in 0..<64 {
            let found = children(of: getpid()).filter { carries($0, marker: marker) }
            if found.isEmpty { break }
            for pid in found { kill(pid, SIGKILL) }
            for pid in found {
                var status: Int32 = 0
                _ = try? FileDescriptor.retryingInterrupts { waitpid(pid, &status, 0) }
            }
        }
        runs.withLock { count in
            count -= 1
            if count == 0 { _ = sheetctl_set_child_subreaper(0) }
        }
    }

    /// The processes whose parent is `parent`, from `/proc`.
    private static func children(of parent: pid_t) -> [pid_t] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var found: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name), pid != parent, let stat = read("/proc/\(name)/stat") else { continue }
            // `pid (comm) state ppid …`: the command may hold spaces and parentheses, so read after the last ')'.
            guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { continue }
            let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
            if fields.count > 1, pid_t(String(decoding: fields[1], as: UTF8.self)) == parent { found.append(pid) }
        }
        return found
    }

    /// Whether the process's environment holds `marker` (`NAME=token` and its NUL) as one entry.
    private static func carries(_ pid: pid_t, marker: [UInt8]) -> Bool {
        guard let environment = read("/proc/\(pid)/environ") else { return false }
        return environment.split(separator: 0, omittingEmptySubsequences: true).contains {
            $0.elementsEqual(marker.dropLast())
        }
    }

    /// A small file of `/proc`, whole, or `nil`.
    private static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
}
