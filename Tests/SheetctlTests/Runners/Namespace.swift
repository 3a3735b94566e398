import Foundation

/// Runs commands in a Linux user namespace, to meet real faults a test cannot otherwise cause
/// without privileges: a full or read-only file system (a small `tmpfs` mounted in a private
/// mount namespace), and a file the process may not read (as a user other than the file's owner,
/// even when the tests run as root, who reads any file whatever its mode).
///
/// Where user namespaces are not allowed (some containers, hardened kernels) the probes are
/// `false` and the tests that need them are skipped.
enum Namespace {
    /// The `unshare` program, when there is one.
    static let unshare: String? = ["/usr/bin/unshare", "/bin/unshare"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Whether this process may make a user and mount namespace and mount a `tmpfs` in it.
    static let canMount: Bool = probe(["--user", "--map-root-user", "--mount", "/bin/sh", "-c", mountProbe])

    /// Whether this process may run a command as an unprivileged user in a user namespace.
    static let canDropPrivileges: Bool = probe(unprivileged + ["/bin/true"])

    private static let mountProbe = """
        dir=$(mktemp -d) && mount -t tmpfs -o size=64k tmpfs "$dir" && mount -o remount,ro "$dir"; code=$?
        umount "$dir" 2>/dev/null; rmdir "$dir"; exit $code
        """

    /// `unshare` options that run the command as `nobody`: its user and group are mapped to ours,
    /// so our files are its own, but it has no capabilities, so their modes bind it.
    static let unprivileged = ["--user", "--map-user=65534", "--map-group=65534"]

    private static func probe(_ arguments: [String]) -> Bool {
        guard let unshare else { return false }
        guard
            let result = try? SheetctlProcess.run(
                executable: unshare, arguments, environment: SheetctlProcess.cleanEnvironment, timeout: 30)
        else { return false }
        return result.code == 0
    }

    /// Runs a shell script in a new user and mount namespace, as root of that namespace.
    /// - Parameters:
    ///   - script: The script; `$1` onward are `arguments`.
    ///   - arguments: Its arguments.
    /// - Returns: What the run gave.
    static func runMounting(_ script: String, _ arguments: [String]) throws -> SheetctlProcess.Result {
        guard let unshare else { throw Unavailable() }
        return try SheetctlProcess.run(
            executable: unshare, ["--user", "--map-root-user", "--mount", "/bin/sh", "-c", script, "sh"] + arguments,
            environment: SheetctlProcess.cleanEnvironment, timeout: 60)
    }

    /// Runs the built `sheetctl` as an unprivileged user.
    /// - Parameter arguments: The words after `sheetctl`.
    /// - Returns: What the run gave.
    static func runUnprivileged(_ arguments: [String]) throws -> SheetctlProcess.Result {
        guard let unshare else { throw Unavailable() }
        guard let binary = SheetctlProcess.binary else { throw SheetctlProcess.NotBuilt() }
        return try SheetctlProcess.run(
            executable: unshare, unprivileged + [binary] + arguments, environment: SheetctlProcess.cleanEnvironment,
            timeout: 60)
    }

    /// No `unshare` program.
    struct Unavailable: Error {}
}
