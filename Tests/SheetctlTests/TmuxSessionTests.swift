import Foundation
import OutsideClients
import Testing

/// The tmux helper every terminal test stands on: its server is its own and lives until the test
/// is done with it. A test once failed with "no server running" because the server had gone
/// before the test read its pane.
@Suite(.needs(.tmux))
struct TmuxSessionTests {
    /// A script that ends leaves its pane readable: the server does not exit with its last
    /// session, and the test reads what the script printed (before, the pane and its session
    /// closed, the server exited, and every read said "no server running").
    @Test func aPaneWhoseScriptHasEndedIsStillRead() throws {
        let session = try TmuxSession(script: "echo the script ran")
        defer { session.kill() }
        // Polled until the script's words are shown and its shell has exited; then read again.
        try session.waitForScreen { rows in
            rows.first == "the script ran" && (try? session.value("#{pane_dead}")) == "1"
        }
        #expect(try session.screen().first == "the script ran")
    }

    /// The server is this process's own child, in its session, not a daemon: a plugin run's end
    /// (this process is a child subreaper while a plugin presenter runs, as other suites' tests
    /// run one) stops every orphan in another session as the plugin's, and a daemonised server
    /// started meanwhile was one ("no server running" in a later read).
    @Test func theServerIsThisProcesssChildInItsSession() throws {
        let session = try TmuxSession(script: "exec sleep 600")
        defer { session.kill() }
        let server = try #require(pid_t(try session.value("#{pid}")))
        #expect(server == session.serverID)
        #if os(Linux)
            let stat = try String(contentsOfFile: "/proc/\(server)/stat", encoding: .utf8)
            // The fields after the command's closing parenthesis: state, then the parent's ID.
            let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
            #expect(pid_t(fields[1]) == getpid())
        #endif
        #expect(getsid(server) == getsid(0))
    }

    /// The server's socket is in the session's own folder: no other server, of this run or of
    /// another, however its process IDs were reused, has its name.
    @Test func theSocketIsTheSessionsOwn() throws {
        let session = try TmuxSession(script: "exec sleep 600")
        defer { session.kill() }
        #expect(try session.value("#{socket_path}").hasPrefix(session.folder + "/"))
        session.kill()
        #expect(!FileManager.default.fileExists(atPath: session.folder))
    }
}
