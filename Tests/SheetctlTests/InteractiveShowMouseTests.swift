import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The mouse in a real terminal: tmux reads the SGR reports sent with `send-keys -l` as the pane's
/// input, as it would forward a click; `#{mouse_any_flag}` says whether the pane has mouse
/// reporting on. And Ctrl-Z in a shell with job control.
extension InteractiveShowTests {
    /// An SGR mouse report: `button` at the pane's 1-based `column` and `row`.
    static func mouse(_ button: Int, column: Int = 5, row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(button);\(column);\(row)\(release ? "m" : "M")"
    }

    /// A left click (press and release) on a 0-based screen row.
    static func click(_ session: TmuxSession, screenRow: Int) throws {
        try session.send("-l", mouse(0, row: screenRow + 1))
        try session.send("-l", mouse(0, row: screenRow + 1, release: true))
    }

    static func row(_ rows: [String], _ text: String) throws -> Int {
        try #require(rows.firstIndex { $0.contains(text) }, "\(text) is not on the screen")
    }

    struct Click: Sendable, CustomTestStringConvertible {
        var name: String
        var on: [String]
        var keys: [String] = []
        var code: Int32
        var stdout: String
        var testDescription: String { name }
    }

    static let clicks: [Click] = [
        Click(name: "an item", on: ["Gamma"], code: 0, stdout: "2"),
        Click(name: "the cancel button", on: ["Cancel"], code: 1, stdout: ""),
        Click(name: "the destructive item twice", on: ["Delete", "Delete"], code: 0, stdout: "3"),
        Click(
            name: "the title, the rule and the hint do nothing", on: ["Pick one", "─", "enter choose"],
            keys: ["Down", "Enter"], code: 0, stdout: "1"),
    ]

    @Test(arguments: clicks)
    func aClickChoosesTheRowUnderIt(_ test: Click) throws {
        let session = try Self.start(["--title", "Pick one", "--destructive", "3", "Alpha", "Beta", "Gamma", "Delete"])
        defer { session.kill() }
        let rows = try Self.waitForSheet(session)
        #expect(try session.value("#{mouse_any_flag}") == "1")
        #expect(try session.value("#{mouse_sgr_flag}") == "1")
        for (index, text) in test.on.enumerated() {
            try Self.click(session, screenRow: try Self.row(rows, text))
            if text == "Delete", index == 0 {
                try session.waitForScreen { $0.contains { $0.contains("click it again") } }
            }
        }
        for key in test.keys { try session.send(key) }
        let run = try Self.finish(session)
        #expect(run.code == test.code)
        #expect(run.stdout == test.stdout)
        #expect(run.after == run.before)
        #expect(try session.value("#{mouse_any_flag}") == "0")
    }

    /// The wheel moves the cursor through a list taller than the terminal, and the window follows.
    @Test func theWheelScrollsTheWindow() throws {
        let items = (0..<40).map { "Item \($0)" }
        let session = try Self.start(["--output", "label"] + items)
        defer { session.kill() }
        let rows = try Self.waitForSheet(session)
        #expect(!rows.contains { $0.contains("Item 30") })
        let on = try Self.row(rows, "Item 1")
        for _ in 0..<30 { try session.send("-l", Self.mouse(65, row: on + 1)) }
        try session.waitForScreen { $0.contains { $0.contains("› Item 30") } && $0.contains { $0.contains("↑") } }
        try session.send("-l", Self.mouse(64, row: on + 1))
        try session.waitForScreen { $0.contains { $0.contains("› Item 29") } }
        try session.send("Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "Item 29")
        #expect(run.after == run.before)
    }

    /// Every way out turns mouse reporting off: the signals that restore the terminal too.
    @Test(arguments: [SIGTERM, SIGHUP, SIGSEGV, SIGABRT])
    func aSignalTurnsMouseReportingOff(_ signal: Int32) throws {
        let marker = "sheetctl-test-\(UUID().uuidString)"
        let session = try Self.start(["--message", marker, "A", "B"])
        defer { session.kill() }
        try Self.waitForSheet(session)
        #expect(try session.value("#{mouse_any_flag}") == "1")
        let pid = try TmuxSession.waitForProcess(named: "sheetctl", marker: marker)
        #expect(kill(pid, signal) == 0)
        let run = try Self.finish(session)
        #expect(run.code == 128 + signal)
        #expect(run.after == run.before)
        #expect(try session.value("#{mouse_any_flag}") == "0")
        #expect(try session.value("#{mouse_sgr_flag}") == "0")
    }

    /// `--no-mouse` leaves the mouse to the terminal (to select text): no mode, and a report typed
    /// in anyway chooses nothing.
    @Test func noMouseLeavesReportingOff() throws {
        let session = try Self.start(["--no-mouse", "Alpha", "Beta", "Gamma"])
        defer { session.kill() }
        let rows = try Self.waitForSheet(session)
        #expect(try session.value("#{mouse_any_flag}") == "0")
        try Self.click(session, screenRow: try Self.row(rows, "Gamma"))
        try session.send("Down", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }

    /// Ctrl-Z in an interactive shell with job control: the job stops with the sheet erased, the
    /// shell's prompt back and its terminal settings (mouse reporting off); `fg` draws the sheet
    /// again and its keys still work.
    /// Run directly, or from a script the shell runs (the script stops with it: Ctrl-Z stops the
    /// process group, as the terminal's own Ctrl-Z would).
    @Test(arguments: [false, true])
    func ctrlZSuspendsToTheShellAndFgDrawsTheSheetAgain(inScript: Bool) throws {
        let binary = try #require(SheetctlProcess.binary)
        let script = """
            export PS1='shell$ '
            export HISTFILE=/dev/null
            exec bash --norc --noprofile -i
            """
        let session = try TmuxSession(script: script)
        defer { session.kill() }
        try session.waitForScreen { $0.last?.hasPrefix("shell$") == true }
        let show = TmuxSession.quote(binary) + " show --title Suspended A B C > out"
        try session.send("-l", "stty -g > shell.stty; " + (inScript ? "sh -c " + TmuxSession.quote(show) : show))
        try session.send("Enter")
        try Self.waitForSheet(session)
        #expect(try session.value("#{mouse_any_flag}") == "1")

        try session.send("C-z")
        let stopped = try session.waitForScreen { rows in
            rows.contains { $0.contains("Stopped") } && rows.last?.hasPrefix("shell$") == true
        }
        #expect(!stopped.contains { $0.contains("enter choose") })
        #expect(try session.value("#{mouse_any_flag}") == "0")
        try session.send("-l", "stty -g > during.part && mv during.part during")
        try session.send("Enter")
        let during = try session.waitForFile("during")
        let shell = try #require(session.file("shell.stty"))
        #expect(during == shell)

        try session.send("-l", "fg")
        try session.send("Enter")
        let redrawn = try session.waitForScreen { rows in
            rows.contains { $0.contains("enter choose") } && rows.contains { $0.contains("Suspended") }
        }
        #expect(redrawn.contains { $0.contains("› A") })
        #expect(try session.value("#{mouse_any_flag}") == "1")
        try session.send("Down")
        try session.waitForScreen { $0.contains { $0.contains("› B") } }
        try session.send("Enter")
        try session.waitForScreen {
            $0.last?.hasPrefix("shell$") == true && !$0.contains { $0.contains("enter choose") }
        }
        try session.send("-l", "echo $? > code.part; stty -g > after; mv code.part code")
        try session.send("Enter")
        let code = try session.waitForFile("code")
        #expect(code.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(session.file("out") == "1\n")
        #expect(session.file("after") == shell)
        #expect(try session.value("#{mouse_any_flag}") == "0")
    }
}
