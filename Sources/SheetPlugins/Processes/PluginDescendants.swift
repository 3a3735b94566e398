import SheetSystem
import Synchronization

/// Stops what a plugin left running: the host is a child subreaper, so orphans become its children.
/// One that clears its environment and moves to a new group of the host's session is not
/// recognised (SECURITY.md says so).
enum PluginDescendants {
    static let variable = "SHEETCTL_PLUGIN_RUN"

    private struct Runs {
        /// The subreaper is on while there is one.
        var tokens: Set<String> = []
        /// The host's children when the subreaper was turned on: never a plugin's.
        var before: Set<pid_t> = []
        var plugins: [String: pid_t] = [:]
        var groups: [String: pid_t] = [:]
    }

    private static let runs = Mutex(Runs())
    private static let counter = Atomic(0)

    static func newToken() -> String { "\(getpid())-\(counter.add(1, ordering: .relaxed).newValue)" }

    static func begin(token: String) {
        runs.withLock { state in
            if state.tokens.isEmpty {
                state.before = Set(ProcessControl.children(of: getpid()))
                ProcessControl.setChildSubreaper(true)
            }
            state.tokens.insert(token)
        }
    }

    /// Under the lock, so another run's end never takes it for a leftover (a child between its
    /// fork and its `exec` does not yet carry its run's token).
    static func spawning(token: String, _ spawn: () throws(Errno) -> pid_t) throws(Errno)
        -> pid_t
    {
        try runs.withLock { state throws(Errno) in
            let pid = try spawn()
            state.plugins[token] = pid
            state.groups[token] = getpgid(pid)
            return pid
        }
    }

    static func end(token: String) {
        runs.withLock { state in
            state.tokens.remove(token)
            state.plugins[token] = nil
            let group = state.groups.removeValue(forKey: token)
            let own = Array("\(variable)=\(token)".utf8)
            let session = getsid(0)
            let others = state.tokens.map { Array("\(variable)=\($0)".utf8) }
            let plugins = Set(state.plugins.values)
            // Each pass frees the next generation; a chain deeper than this is not worth chasing.
            for _ in 0..<64 {
                let found = ProcessControl.children(of: getpid()).filter { pid in
                    guard !state.before.contains(pid), !plugins.contains(pid),
                        !others.contains(where: { carries(pid, marker: $0) })
                    else { return false }
                    return getpgid(pid) == group || getsid(pid) != session || carries(pid, marker: own)
                }
                if found.isEmpty { break }
                for pid in found { kill(pid, SIGKILL) }
                for pid in found {
                    var status: Int32 = 0
                    _ = try? FileDescriptor.retryingInterrupts { waitpid(pid, &status, 0) }
                }
            }
            if state.tokens.isEmpty {
                ProcessControl.setChildSubreaper(false)
                state.before = []
            }
        }
    }

    /// `marker` (`NAME=token`) as one entry.
    private static func carries(_ pid: pid_t, marker: [UInt8]) -> Bool {
        guard let environment = ProcessControl.environment(of: pid) else { return false }
        return environment.split(separator: 0, omittingEmptySubsequences: true).contains {
            $0.elementsEqual(marker)
        }
    }
}
