import SheetSystem
import Synchronization

/// Finds and stops what a plugin started and left running, whatever it did to get away: a
/// background child that still holds its standard output, a grandchild that called `setsid`.
///
/// While any plugin runs, the host is a child subreaper (``ProcessControl/setChildSubreaper(_:)``, Linux), so every
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
            if count == 0 { ProcessControl.setChildSubreaper(true) }
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
            let found = ProcessControl.children(of: getpid()).filter { carries($0, marker: marker) }
            if found.isEmpty { break }
            for pid in found { kill(pid, SIGKILL) }
            for pid in found {
                var status: Int32 = 0
                _ = try? FileDescriptor.retryingInterrupts { waitpid(pid, &status, 0) }
            }
        }
        runs.withLock { count in
            count -= 1
            if count == 0 { ProcessControl.setChildSubreaper(false) }
        }
    }

    /// Whether the process's environment holds `marker` (`NAME=token` and its NUL) as one entry.
    private static func carries(_ pid: pid_t, marker: [UInt8]) -> Bool {
        guard let environment = ProcessControl.environment(of: pid) else { return false }
        return environment.split(separator: 0, omittingEmptySubsequences: true).contains {
            $0.elementsEqual(marker.dropLast())
        }
    }
}
