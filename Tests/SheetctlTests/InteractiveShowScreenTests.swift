import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the picker looks like in a real terminal: a list taller than the screen, no colour, the
/// terminal's own cursor.
extension InteractiveShowTests {
    static let forty = (0..<40).map { "Item \($0)" }

    /// 40 items in 24 rows: the title, the cancel button and the cursor row stay on the screen,
    /// signs say how many items lie above and below, and redrawing never pushes a copy of the
    /// sheet into the scrollback. It once drew all 40 and pushed a copy up at every key.
    @Test func aListTallerThanTheTerminalScrollsInPlace() throws {
        let session = try Self.start(["--title", "Pick one"] + Self.forty)
        defer { session.kill() }
        var rows = try Self.waitForSheet(session)
        #expect(rows.count <= 24)
        #expect(rows.first?.contains("Pick one") == true)
        #expect(rows.contains { $0.contains("› Item 0") })
        #expect(rows.contains { $0.contains("↓") && $0.contains("more") })
        let history = try session.value("#{history_size}")
        for _ in 0..<30 { try session.send("Down") }
        rows = try session.waitForScreen { $0.contains { $0.contains("› Item 30") } }
        #expect(rows.first?.contains("Pick one") == true)
        #expect(rows.contains { $0.contains("Cancel") })
        #expect(rows.contains { $0.contains("↑") && $0.contains("more") })
        #expect(rows.contains { $0.contains("↓") && $0.contains("more") })
        #expect(try session.value("#{history_size}") == history, "the scrollback grew")
        // The terminal's cursor is on the highlighted row, where a screen reader looks.
        let cursorRow = try #require(rows.firstIndex { $0.contains("› Item 30") })
        #expect(try session.value("#{cursor_y}") == String(cursorRow))
        try session.send("Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "30")
        #expect(run.after == run.before)
    }

    /// A shorter terminal keeps the same rows on screen: the window shrinks to what fits.
    @Test func aResizeToFewerRowsKeepsTheTitleTheCursorAndCancelOnScreen() throws {
        let session = try Self.start(["--title", "Pick one", "--selected", "20"] + Self.forty)
        defer { session.kill() }
        try session.waitForScreen { $0.contains { $0.contains("› Item 20") } }
        let resized = try session.tmux(["resize-window", "-t", "test", "-x", "80", "-y", "12"])
        #expect(resized.code == 0, "\(resized.output)")
        let rows = try session.waitForScreen { rows in
            rows.count <= 12 && rows.contains { $0.contains("Pick one") } && rows.contains { $0.contains("Cancel") }
                && rows.contains { $0.contains("› Item 20") }
        }
        #expect(rows.contains { $0.contains("enter choose") })
        try session.send("Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "20")
        #expect(run.after == run.before)
    }

    /// Without colour the destructive item says so in words and the cursor row is in reverse
    /// video. It once looked like every other item.
    @Test(arguments: [["--color", "never"], ["NO_COLOR"]])
    func withoutColourTheDestructiveItemAndTheCursorRowStillShow(_ how: [String]) throws {
        let noColor = how == ["NO_COLOR"]
        let session = try Self.start(
            (noColor ? [] : how) + ["--destructive", "1", "Keep", "Delete"], setup: noColor ? "export NO_COLOR=1" : "")
        defer { session.kill() }
        let rows = try Self.waitForSheet(session)
        #expect(rows.contains { $0.contains("Delete (destructive)") })
        #expect(!rows.contains { $0.contains("Keep (destructive)") })
        let attributed = try session.screenWithAttributes()
        let cursorRow = try #require(attributed.first { $0.contains("Keep") })
        #expect(cursorRow.contains("\u{1B}[7m"), "\(cursorRow.debugDescription)")
        #expect(!(attributed.first { $0.contains("Delete") } ?? "").contains("\u{1B}[7m"))
        // No colour at all: SGR 3x/4x/9x/10x never appear.
        for row in attributed {
            #expect(
                row.range(of: #"\x1B\[[0-9;]*(3[0-8]|4[0-8]|9[0-7]|10[0-7])[;m]"#, options: .regularExpression) == nil)
        }
        try session.send("Down", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }
}
