import Foundation
import Testing

/// The picker in a narrow window: it says the window is too narrow rather than draw rows that
/// hide their labels, chooses nothing blind, and draws the sheet once the window grows; and rows
/// in scripts with spacing marks redraw in place, without drifting.
extension InteractiveShowTests {
    @Test func aWindowTooNarrowSaysSoUntilItGrows() throws {
        let session = try Self.start(
            // Without colour the row carries `(destructive)`: 26 columns at least.
            ["--color", "never", "--destructive", "0", "--badge", "0:text:New", "Delete everything", "Keep"],
            width: 16, height: 10)
        defer { session.kill() }
        let narrow = try session.waitForScreen { $0.contains { $0.contains("needs ") && $0.contains("columns") } }
        #expect(narrow.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count == 1, "\(narrow)")
        #expect(!narrow.contains { $0.contains("Keep") })
        // Nothing can be seen to be chosen: Enter chooses nothing.
        try session.send("Enter")
        usleep(300_000)
        #expect(session.file("code") == nil, "Enter chose an action that was not on the screen")
        let resized = try session.tmux(["resize-window", "-t", "test", "-x", "80", "-y", "10"])
        #expect(resized.code == 0, "\(resized.output)")
        let rows = try session.waitForScreen { rows in
            rows.contains { $0.contains("Delete everything") } && rows.contains { $0.contains("Keep") }
        }
        #expect(!rows.contains { $0.contains("needs ") }, "\(rows)")
        try session.send("Down", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }

    /// Thai and Devanagari labels cut at a narrow window: each redraw writes over the last, so the
    /// sheet keeps its rows and the scrollback never grows. Their spacing marks were once counted
    /// as no cell, so lines that tmux drew wider wrapped and every redraw drifted by a line.
    @Test func rowsWithSpacingMarksRedrawInPlaceAtANarrowWindow() throws {
        let labels = [
            "น้ำกำลังไหลลงมาจากภูเขาสูงทางทิศเหนือ", "हिन्दी में लिखा गया एक बहुत लंबा वाक्य", "ກຳລັງຂຽນພາສາລາວ",
            "কিছু বাংলা লেখা এখানে", "ខ្មែរភាសាកាន់តែវែង", "မြန်မာစာကိုရေးသားခြင်း",
        ]
        let session = try Self.start(["--title", "Pick one"] + labels, width: 30, height: 20)
        defer { session.kill() }
        let first = try Self.waitForSheet(session)
        let history = try session.value("#{history_size}")
        for step in 1...labels.count {
            try session.send("Down")
            let rows = try session.waitForScreen { rows in
                rows.count == first.count
                    && rows.firstIndex { $0.contains("›") } == first.firstIndex { $0.contains("›") }! + step
                        + (step == labels.count ? 1 : 0)
            }
            #expect(rows.first == first.first, "the title moved: \(rows)")
        }
        #expect(try session.value("#{history_size}") == history, "the scrollback grew")
        try session.send("Escape")
        let run = try Self.finish(session)
        #expect(run.code == 1)
        #expect(run.after == run.before)
    }
}
