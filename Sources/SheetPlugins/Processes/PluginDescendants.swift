import SheetSystem
import Synchronization

/// Finds and stops what a plugin started and left running, whatever it did to get away.
///
/// While any plugin runs the host is a child subreaper (Linux), so a plugin's orphaned
/// descendants become the host's children. Once a plugin has ended, every child of the host that
/// is the plugin's is killed and reaped, and again for the orphans that frees: one in the plugin's
/// process group, in another session than the host's (`setsid`), or carrying the run's token
/// (``variable``). Spared are the host's children from before the first run under way, other runs'
/// plugins and what carries their tokens. A descendant that clears its environment and moves to a
/// new process group of the host's session is not recognised (SECURITY.md says so). Spawns and the
/// search take one lock, so a plugin being started is never taken for a leftover.
enum PluginDescendants {
    /// Marks a run's processes.
    static let variable = "SHEETCTL_PLUGIN_RUN"

    private struct Runs {
        /// The tokens of the runs under way; the subreaper is on while there is one.
        var tokens: Set<String> = []
        /// The host's children when the subreaper was turned on: never a plugin's.
        var before: Set<pid_t> = []
        var plugins: [String: pid_t] = [:]
        /// Each run's plugin's process group.
        var groups: [String: pid_t] = [:]
    }

    private static let runs = Mutex(Runs())
    private static let counter = Atomic(0)

    static func newToken() -> String { "\(getpid())-\(counter.add(1, ordering: .relaxed).newValue)" }

    /// Turns the subreaper on for a run (if no other run has).
    static func begin(token: String) {
        runs.withLock { state in
            if state.tokens.isEmpty {
                state.before = Set(ProcessControl.children(of: getpid()))
                ProcessControl.setChildSubreaper(true)
            }
            state.tokens.insert(token)
        }
    }

    /// Starts a run's plugin with no search for leftovers under way, so another run's end never
    /// takes it for a leftover (a child caught between its fork and its `exec` does not yet carry
    /// its run's token).
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

    /// Kills and reaps every child of this process but those the host had before and those of
    /// other runs under way, and the orphans that frees; then turns the subreaper off when no
    /// other run is under way.
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

    /// Whether the process's environment holds `marker` (`NAME=token`) as one entry.
    private static func carries(_ pid: pid_t, marker: [UInt8]) -> Bool {
        guard let environment = ProcessControl.environment(of: pid) else { return false }
        return environment.split(separator: 0, omittingEmptySubsequences: true).contains {
            $0.elementsEqual(marker)
        }
    }
}
