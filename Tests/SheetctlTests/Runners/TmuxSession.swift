import Foundation
import OutsideClients

#if canImport(Glibc)
    import Glibc
#endif

/// A private tmux server running one shell script in an 80×24 pane: a real terminal for
/// interactive tests, driven with `send-keys` and read with `capture-pane`.
///
/// Each session has its own server, on a socket in its own scratch folder (`-S`, not a name in
/// tmux's shared folder), so tests never touch a user's tmux, and no other server — of this run,
/// of another run at the same time, or one left behind by a run that was killed, whatever process
/// ID it had — can ever answer in its place. The server is told not to exit when it has no
/// session (`exit-empty off`) and to keep a pane whose script has ended (`remain-on-exit on`), so
/// it lives exactly until ``kill()``: a test always reads the pane's last screen, never "no server
/// running". The script runs in the scratch folder; ``kill()`` (also called when the session goes
/// away) stops the server and removes the folder, whatever the test's outcome.
///
/// The server is not a daemon (`tmux -D`): it is this process's own child, in its session. A
/// daemon leaves the session and, while a plugin presenter runs in the same test process (which is
/// then a child subreaper), is reparented to it; the plugin run's end stops every such child in
/// another session as the plugin's, and the server was gone ("no server running").
final class TmuxSession {
    /// tmux, when installed.
    static let executable: String? = OutsideClient.tmux.path

    /// A failure to drive tmux, or a wait that ran out.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The scratch folder the script runs in.
    let folder: String
    private let socket: String
    private var server: pid_t = 0
    private var killed = false

    /// Starts a server with one detached session running `script` with `sh`.
    /// - Parameters:
    ///   - script: Shell commands, run in ``folder``.
    ///   - width: The pane's columns.
    ///   - height: The pane's rows.
    ///   - historyLimit: The rows of scrollback the pane keeps; tmux's default (2000) when `nil`.
    /// - Throws: ``Failure`` when tmux is missing or does not start.
    init(script: String, width: Int = 80, height: Int = 24, historyLimit: Int? = nil) throws {
        guard Self.executable != nil else { throw Failure(description: OutsideClient.tmux.skipNote) }
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-tmux-\(UUID().uuidString)")
            .path
        socket = folder + "/server"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try script.write(toFile: folder + "/run.sh", atomically: true, encoding: .utf8)
        // The server first, as a child that is not a daemon; a client finds it by its socket, which
        // must exist before the first client runs (else that client would start a daemon of its own).
        server = try spawn([], output: folder + "/server.log")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket) {
            guard Date() < deadline, waitpid(server, nil, WNOHANG) == 0 else {
                let log = (try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)) ?? ""
                kill()
                throw Failure(description: "the tmux server did not start: \(log)")
            }
            usleep(5_000)
        }
        // Options are set before the session: the history limit is read when a pane is made, and
        // the server must never be without a reason to stay.
        let options =
            [("exit-empty", "off"), ("remain-on-exit", "on")]
            + (historyLimit.map { [("history-limit", String($0))] } ?? [])
        let started = try tmux(
            options.flatMap { ["set-option", "-g", $0.0, $0.1, ";"] } + [
                "new-session", "-d", "-s", "test", "-x", String(width), "-y", String(height), "-c", folder,
                "sh " + Self.quote(folder + "/run.sh"),
            ])
        guard started.code == 0 else {
            kill()
            throw Failure(description: "tmux did not start: \(started.output)")
        }
    }

    /// The server's process ID: a child of this process.
    var serverID: pid_t { server }

    deinit { kill() }

    /// Stops the server and what runs in its pane, and removes the scratch folder (the socket in
    /// it too); later calls do nothing.
    ///
    /// `kill-server` alone is not enough: a server started from a process without a terminal
    /// may stay up with its pane, so the pane's process group is killed by pid, only while it runs
    /// (a dead pane's pid may be another process's by now), and the server, this process's child,
    /// is killed and reaped.
    func kill() {
        guard !killed else { return }
        killed = true
        let ids = (try? tmux(["display-message", "-p", "-t", "test", "#{pid} #{pane_pid} #{pane_dead}"]))?.output
        _ = try? tmux(["kill-server"])
        let words = ids?.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ") ?? []
        if words.count == 3, let pane = pid_t(words[1]), pane > 1 {
            if words[2] == "0" {
                _ = Glibc.kill(-pane, SIGKILL)
                _ = Glibc.kill(pane, SIGKILL)
            }
        }
        if server > 0 {
            _ = Glibc.kill(server, SIGKILL)
            while waitpid(server, nil, 0) < 0 && errno == EINTR {}
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs a tmux command against this server.
    ///
    /// Spawned directly and reaped with `waitpid`, its output sent to a file.
    /// - Returns: Its exit status and its standard output and error together.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> (code: Int32, output: String) {
        let outputPath = folder + "/.tmux-output-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let pid = try spawn(arguments, output: outputPath)
        var wait: Int32 = 0
        while waitpid(pid, &wait, 0) < 0 && errno == EINTR {}
        let code = (wait & 0x7f) == 0 ? (wait >> 8) & 0xff : 128 + (wait & 0x7f)
        let data = FileManager.default.contents(atPath: outputPath) ?? Data()
        return (code, String(decoding: data, as: UTF8.self))
    }

    /// Starts tmux on this server's socket with `arguments` (none: the server itself, `-D`), its
    /// standard output and error to `output`.
    /// - Returns: Its process ID, to be reaped.
    private func spawn(_ arguments: [String], output outputPath: String) throws -> pid_t {
        // The server hands its environment to the pane's shell: the crash tests need the
        // backtracer off, whatever the test run's own setting.
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = [Self.executable!, "-S", socket, "-f", "/dev/null"] + (arguments.isEmpty ? ["-D"] : arguments)
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var pid: pid_t = 0
        let status = Self.withCStrings(argv) { cArgv in
            Self.withCStrings(envp) { cEnvp in posix_spawn(&pid, argv[0], &actions, nil, cArgv, cEnvp) }
        }
        guard status == 0 else { throw Failure(description: "cannot start tmux: error \(status)") }
        return pid
    }

    /// Calls `body` with the words as a NULL-terminated array of C strings.
    private static func withCStrings<R>(_ words: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = words.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }

    /// Sends keys by tmux's names (`Down`, `Enter`, `Escape`, `C-c`) or as text.
    func send(_ keys: String...) throws {
        let result = try tmux(["send-keys", "-t", "test"] + keys)
        guard result.code == 0 else { throw Failure(description: "send-keys failed: \(result.output)") }
    }

    /// The pane's visible text, one string per row, without trailing blank rows.
    /// - Throws: ``Failure`` with tmux's message when the pane cannot be read: its words are
    ///   never taken for the screen's.
    func screen() throws -> [String] {
        let result = try tmux(["capture-pane", "-p", "-t", "test"])
        guard result.code == 0 else { throw Failure(description: "capture-pane failed: \(result.output)") }
        var rows = result.output.components(separatedBy: "\n")
        while rows.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { rows.removeLast() }
        return rows
    }

    /// The pane's visible text with its SGR sequences (`capture-pane -e`), one string per row.
    func screenWithAttributes() throws -> [String] {
        try tmux(["capture-pane", "-p", "-e", "-t", "test"]).output.components(separatedBy: "\n")
    }

    /// A value of the pane, by tmux's format: `#{cursor_y}`, `#{history_size}`.
    func value(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "test", format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds.
    /// - Parameters:
    ///   - timeout: Seconds before giving up; generous, only to keep a failure from hanging.
    ///   - condition: What the rows must show.
    /// - Returns: The rows that satisfied it.
    /// - Throws: ``Failure`` with the last screen seen when time runs out.
    @discardableResult
    func waitForScreen(timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var rows: [String] = []
        while Date() < deadline {
            rows = try screen()
            if condition(rows) { return rows }
            usleep(20_000)
        }
        throw Failure(description: "the screen never showed what was awaited:\n" + rows.joined(separator: "\n"))
    }

    /// Polls until a file appears in ``folder``.
    /// - Returns: Its contents.
    /// - Throws: ``Failure`` when it does not appear in time.
    func waitForFile(_ name: String, timeout: Double = 10) throws -> String {
        let path = folder + "/" + name
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
            usleep(20_000)
        }
        let screen = (try? self.screen())?.joined(separator: "\n") ?? ""
        throw Failure(description: "\(name) was never written; the screen:\n" + screen)
    }

    /// A file of ``folder`` if it exists.
    func file(_ name: String) -> String? { try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) }

    /// A file of ``folder``, as bytes, if it exists.
    func fileBytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: folder + "/" + name).map(Array.init)
    }

    /// Polls the processes until one's arguments include `marker` and its program is `program`.
    /// - Returns: Its process ID.
    /// - Throws: ``Failure`` when none appears in time.
    static func waitForProcess(named program: String, marker: String, timeout: Double = 10) throws -> pid_t {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for entry in entries {
                guard let pid = pid_t(entry),
                    let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
                else { continue }
                let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                if let first = words.first, first.hasSuffix("/" + program), words.contains(marker) { return pid }
            }
            usleep(20_000)
        }
        throw Failure(description: "no \(program) process with \(marker) appeared")
    }

    /// A word quoted for `sh`.
    static func quote(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
