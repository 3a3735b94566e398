import Foundation
import PresenterRegistry
import OutsideClients
import Testing
@testable import SheetTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `sheetctl show` in a real terminal: tmux runs it inside `choice=$(…)`, as a script would,
/// keys come from `send-keys`, the screen from `capture-pane`. Every test checks the exit status
/// the shell saw, what was captured, and that `stty -g` is the same before and after.
@Suite(.serialized, .needs(.tmux))
struct InteractiveShowTests {
    /// One run: the shell's view of it.
    struct Run {
        var session: TmuxSession
        /// The exit status `$?` had after the command substitution.
        var code: Int32
        /// What `$(…)` captured.
        var stdout: String
        /// `stty -g` before and after.
        var before: String
        var after: String
    }

    /// Starts `sheetctl show ARGUMENTS` in a pane, in a wrapper that records the terminal's
    /// settings, the exit status and the captured output in files. The status file is renamed
    /// into place once written, so a reader never sees it empty.
    /// - Parameters:
    ///   - arguments: The words after `show`, quoted for the shell.
    ///   - shellWords: More words, as the shell is to read them (`"$(printf 'caf\\351')"`).
    ///   - setup: Shell commands run first (`export PATH=…`).
    ///   - stderrToFile: Whether standard error goes to the file `err` instead of the pane.
    ///   - width: The pane's columns.
    ///   - height: The pane's rows.
    ///   - input: A shell command whose output is piped into `show` (its items), or `nil`.
    static func start(
        _ arguments: [String], shellWords: String = "", setup: String = "", stderrToFile: Bool = false,
        input: String? = nil, width: Int = 80, height: Int = 24
    ) throws -> TmuxSession {
        let binary = try #require(SheetctlProcess.binary)
        let command =
            (input.map { $0 + " | " } ?? "")
            + ([binary, "show"] + arguments).map(TmuxSession.quote).joined(separator: " ") + " " + shellWords
            + (stderrToFile ? " 2>err" : "")
        let script = """
            \(setup)
            stty -g > before
            choice=$(\(command))
            status=$?
            printf %s "$choice" > out
            stty -g > after
            echo $status > code.part && mv code.part code
            exec sleep 600
            """
        return try TmuxSession(script: script, width: width, height: height)
    }

    /// Waits for the wrapper to finish and reads what it recorded.
    static func finish(_ session: TmuxSession) throws -> Run {
        let code = try session.waitForFile("code")
        return Run(
            session: session, code: try #require(Int32(code.trimmingCharacters(in: .whitespacesAndNewlines))),
            stdout: session.file("out") ?? "", before: session.file("before") ?? "-",
            after: session.file("after") ?? "")
    }

    /// Waits until the picker's sheet is on the screen: its cancel button and key hint.
    @discardableResult
    static func waitForSheet(_ session: TmuxSession) throws -> [String] {
        try session.waitForScreen { rows in
            rows.contains { $0.contains("Cancel") } && rows.contains { $0.contains("enter choose") }
        }
    }

    // MARK: Ways out

    /// How a test ends the sheet.
    enum Action: Sendable {
        /// Keys by tmux's names, or text.
        case keys([String])
        /// A signal sent to the `sheetctl` process.
        case signal(Int32)
        /// Nothing: the timeout ends it.
        case wait
    }

    struct WayOut: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String] = ["Alpha", "Beta", "Gamma"]
        var action: Action
        var code: Int32
        var stdout = ""
        var testDescription: String { name }
    }

    static let waysOut: [WayOut] = [
        WayOut(name: "down, down, enter", action: .keys(["Down", "Down", "Enter"]), code: 0, stdout: "2"),
        WayOut(name: "j and space", action: .keys(["j", "Space"]), code: 0, stdout: "1"),
        WayOut(
            name: "--output label", arguments: ["--output", "label", "First one", "Second one"],
            action: .keys(["Down", "Enter"]), code: 0, stdout: "Second one"),
        WayOut(
            name: "--output json", arguments: ["--output", "json", "A", "B"], action: .keys(["Down", "Enter"]),
            code: 0, stdout: #"{"index":1,"label":"B"}"#),
        WayOut(
            name: "--selected", arguments: ["--selected", "2", "A", "B", "C"], action: .keys(["Enter"]), code: 0,
            stdout: "2"),
        WayOut(name: "escape", action: .keys(["Escape"]), code: 1),
        WayOut(name: "q", action: .keys(["q"]), code: 1),
        WayOut(name: "enter on cancel", action: .keys(["Down", "Down", "Down", "Enter"]), code: 1),
        WayOut(name: "ctrl-c", action: .keys(["C-c"]), code: 130),
        WayOut(name: "--timeout 1", arguments: ["--timeout", "1", "A", "B"], action: .wait, code: 124),
        WayOut(name: "SIGINT", action: .signal(SIGINT), code: 130),
        WayOut(name: "SIGTERM", action: .signal(SIGTERM), code: 143),
        WayOut(name: "SIGHUP", action: .signal(SIGHUP), code: 129),
        // A crash in raw mode: the handler restores the terminal, then the crash goes on.
        WayOut(name: "SIGSEGV", action: .signal(SIGSEGV), code: 128 + SIGSEGV),
        WayOut(name: "SIGABRT", action: .signal(SIGABRT), code: 128 + SIGABRT),
        WayOut(name: "SIGILL", action: .signal(SIGILL), code: 128 + SIGILL),
        WayOut(name: "SIGBUS", action: .signal(SIGBUS), code: 128 + SIGBUS),
        WayOut(name: "SIGFPE", action: .signal(SIGFPE), code: 128 + SIGFPE),
        WayOut(name: "SIGTRAP", action: .signal(SIGTRAP), code: 128 + SIGTRAP),
    ]

    @Test(arguments: waysOut)
    func eachWayOutGivesItsStatusAndRestoresTheTerminal(_ test: WayOut) throws {
        let marker = "sheetctl-test-\(UUID().uuidString)"
        let session = try Self.start(["--message", marker] + test.arguments)
        defer { session.kill() }
        try Self.waitForSheet(session)
        switch test.action {
        case .keys(let keys): for key in keys { try session.send(key) }
        case .signal(let signal):
            let pid = try TmuxSession.waitForProcess(named: "sheetctl", marker: marker)
            #expect(kill(pid, signal) == 0)
        case .wait: break
        }
        let run = try Self.finish(session)
        #expect(run.code == test.code)
        #expect(run.stdout == test.stdout)
        #expect(run.after == run.before)
        #expect(!run.before.isEmpty)
        // The sheet erased itself, and the cursor is shown again (no way to read that back; the
        // erasing is written in the same sequence).
        try session.waitForScreen { rows in !rows.contains { $0.contains("Cancel") } }
    }

    // MARK: The screen

    @Test func theSheetShowsTitleItemsAndTheCancelButtonAtTheBottom() throws {
        let session = try Self.start([
            "--title", "Deploy where?", "--destructive", "2", "Staging", "Canary", "Production",
        ])
        defer { session.kill() }
        let rows = try Self.waitForSheet(session)
        func row(_ text: String) throws -> Int { try #require(rows.firstIndex { $0.contains(text) }, "\(text)") }
        let title = try row("Deploy where?")
        let items = [try row("Staging"), try row("Canary"), try row("Production")]
        let cancel = try row("Cancel")
        #expect(title < items[0])
        #expect(items == items.sorted())
        #expect(cancel > items[2])
        #expect(rows[cancel - 1].contains("─"))
        #expect(rows[items[0]].contains("›"))
        #expect(try row("enter choose") == cancel + 1)
        try session.send("Escape")
        let run = try Self.finish(session)
        #expect(run.code == 1)
        #expect(run.after == run.before)
    }

    @Test func theCursorStartsWhereSelectedSaysAndFollowsTheArrows() throws {
        let session = try Self.start(["--selected", "1", "A", "B", "C"])
        defer { session.kill() }
        var rows = try Self.waitForSheet(session)
        #expect(rows.contains { $0.contains("› B") })
        try session.send("Down")
        rows = try session.waitForScreen { $0.contains { $0.contains("› C") } }
        #expect(!rows.contains { $0.contains("› B") })
        try session.send("Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "2")
        #expect(run.after == run.before)
    }

    /// A timeout too long to wait for is refused before anything converts it: it once reached
    /// the terminal's poll as milliseconds and trapped there, in raw mode, leaving the terminal raw.
    @Test(arguments: [["1e16"], ["10000000000000000"], ["--presenter", "plain", "1e16"]])
    func aTimeoutPastTheRangeIsAUsageErrorAndTheTerminalIsUntouched(_ words: [String]) throws {
        let session = try Self.start(Array(words.dropLast()) + ["--timeout", words.last!, "A", "B"])
        defer { session.kill() }
        let run = try Self.finish(session)
        #expect(run.code == 64)
        #expect(run.stdout == "")
        #expect(run.after == run.before)
        #expect(!run.before.isEmpty)
        try session.waitForScreen { rows in
            rows.contains { $0.contains("Error: --timeout takes a number of seconds greater than 0 and at most") }
        }
    }

    @Test func thePlainPresenterTakesANumber() throws {
        let session = try Self.start(["--presenter", "plain", "A", "B", "C"])
        defer { session.kill() }
        let rows = try session.waitForScreen { $0.contains { $0.contains("Choose 1-3, or 0 to cancel") } }
        #expect(rows.contains { $0.contains("2. B") })
        #expect(rows.contains { $0.contains("0. Cancel") })
        try session.send("2", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }

    @Test func thePlainPresenterIsDismissedByAnEmptyLine() throws {
        let session = try Self.start(["--presenter", "plain", "A", "B"])
        defer { session.kill() }
        try session.waitForScreen { $0.contains { $0.contains("Choose 1-2") } }
        try session.send("7", "Enter")
        try session.waitForScreen { $0.contains { $0.contains("Not an answer: '7' is not a number listed.") } }
        try session.send("Enter")
        let run = try Self.finish(session)
        #expect(run.code == 1)
        #expect(run.stdout == "")
        #expect(run.after == run.before)
    }

    @Test func thePlainPresenterEndsAsSIGTERMAsks() throws {
        let marker = "sheetctl-test-\(UUID().uuidString)"
        let session = try Self.start(["--presenter", "plain", "--message", marker, "A", "B"])
        defer { session.kill() }
        try session.waitForScreen { $0.contains { $0.contains("Choose 1-2") } }
        let pid = try TmuxSession.waitForProcess(named: "sheetctl", marker: marker)
        #expect(kill(pid, SIGTERM) == 0)
        let run = try Self.finish(session)
        #expect(run.code == 143)
        #expect(run.stdout == "")
        #expect(run.after == run.before)
    }

    @Test func aResizeRedrawsTheSheetCutToTheNewWidth() throws {
        let long = "A very long item that needs most of an eighty column terminal"
        let session = try Self.start(["Short", long])
        defer { session.kill() }
        try Self.waitForSheet(session)
        try session.waitForScreen { $0.contains { $0.contains(long) } }
        let resized = try session.tmux(["resize-window", "-t", "test", "-x", "40", "-y", "24"])
        #expect(resized.code == 0, "\(resized.output)")
        let rows = try session.waitForScreen { rows in
            rows.contains { $0.contains("A very long item") && $0.contains("…") }
        }
        for row in rows { #expect(TerminalText.width(row) <= 40, "\(row)") }
        #expect(rows.contains { $0.contains("Cancel") })
        #expect(rows.contains { $0.contains("Short") })
        try session.send("Down", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }
}
