import Foundation
import Testing
@testable import SheetTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The picker's newer keys in a real terminal: Esc at a confirmation, the hint's letters, a
/// selection by label, paging, a cursor a screen reader follows, filtering and several choices.
extension InteractiveShowTests {
    /// Runs `show`, waits for a screen, sends keys (tmux names; `-l` words are typed as text) and
    /// checks the shell's view of the end.
    static func run(
        _ arguments: [String], keys: [[String]], code: Int32, stdout: String = "", height: Int = 24,
        ready: String = "esc cancel"
    ) throws -> TmuxSession {
        let session = try start(arguments, stderrToFile: true, height: height)
        try session.waitForScreen { $0.contains { $0.contains(ready) } }
        for key in keys { try session.tmux(["send-keys", "-t", "test"] + key) }
        let run = try finish(session)
        #expect(run.code == code, "\(session.file("err") ?? "")")
        #expect(run.stdout == stdout)
        #expect(run.after == run.before)
        return session
    }

    /// Where the terminal's cursor is: `column row`, from 0.
    static func cursor(_ session: TmuxSession) throws -> String { try session.value("#{cursor_x} #{cursor_y}") }

    // MARK: Esc at a confirmation, the hint, --selected LABEL

    @Test func escAtTheDestructiveConfirmationGoesBackToTheSheet() throws {
        let session = try Self.start(["--destructive", "1", "Keep", "Delete", "Rename"])
        defer { session.kill() }
        try Self.waitForSheet(session)
        try session.send("2")
        try session.waitForScreen { $0.contains { $0.contains("press 2 again to choose it") } }
        try session.send("Escape")
        let rows = try session.waitForScreen { $0.contains { $0.contains("enter choose") } }
        #expect(rows.contains { $0.contains("› Delete") })
        #expect(session.file("code") == nil)
        try session.send("Down", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "2")
        #expect(run.after == run.before)
    }

    @Test func theHintNamesTheShortcutLetters() throws {
        let session = try Self.start(["--shortcuts", "&Save", "Save &as", "&Discard"])
        defer { session.kill() }
        try session.waitForScreen { $0.contains { $0.contains("1-9 or s a d pick") } }
        try session.send("q")
        #expect(try Self.finish(session).code == 1)
    }

    struct Selection: Sendable, CustomTestStringConvertible {
        var words: [String]
        var code: Int32
        var stdout = ""
        var error = ""
        var testDescription: String { words.joined(separator: " ") }
    }

    static let selections: [Selection] = [
        Selection(words: ["--selected", "Gamma", "Alpha", "Beta", "Gamma"], code: 0, stdout: "2"),
        Selection(words: ["--selected", "1", "Alpha", "Beta", "Gamma"], code: 0, stdout: "1"),
        Selection(words: ["--selected", "東京", "京都", "東京"], code: 0, stdout: "1"),
        Selection(
            words: ["--selected", "Nope", "Alpha", "Beta"], code: 64,
            error: "Error: --selected 'Nope': no item has that label (nor is it an index from 0 to 1)"),
        Selection(
            words: ["--selected", "Same", "Same", "Other", "Same"], code: 64,
            error: "Error: --selected 'Same': items 0, 2 all have that label; give the index of one"),
        Selection(
            words: ["--selected", "7", "Alpha", "Beta"], code: 64,
            error: "Error: --selected takes a whole number from 0 to 1, not '7'"),
    ]

    @Test(arguments: selections)
    func selectedTakesAnIndexOrALabel(_ test: Selection) throws {
        let session = try Self.start(test.words, stderrToFile: true)
        defer { session.kill() }
        if test.code == 0 {
            try Self.waitForSheet(session)
            try session.send("Enter")
        }
        let run = try Self.finish(session)
        #expect(run.code == test.code)
        #expect(run.stdout == test.stdout)
        #expect((session.file("err") ?? "").hasPrefix(test.error), "\(session.file("err") ?? "")")
        #expect(run.after == run.before)
    }

    // MARK: Paging and the cursor a screen reader follows

    /// 40 items under a title in 24 rows show 17 at a time: a page.
    @Test func pageUpAndPageDownMoveOnePageHomeAndEndToTheEnds() throws {
        let session = try Self.start(["--title", "Pick one"] + Self.forty)
        defer { session.kill() }
        try Self.waitForSheet(session)
        for (key, item) in [
            ("PageDown", "Item 17"), ("PageDown", "Item 34"), ("PageDown", "Item 39"),
            ("PageUp", "Item 22"), ("Home", "Item 0"),
        ] {
            try session.send(key)
            let rows = try session.waitForScreen { $0.contains { $0.contains("› \(item) ") } }
            let row = try #require(rows.firstIndex { $0.contains("› \(item) ") })
            #expect(try Self.cursor(session) == "3 \(row)", "\(key) to \(item)")
        }
        try session.send("End")
        try session.waitForScreen { $0.contains { $0.contains("› Cancel") } }
        try session.send("PageUp", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "23")
    }

    /// After every redraw the terminal's cursor is on the highlighted row, at its label, and the
    /// row says where it is and what it is, within the width.
    @Test func theCursorRestsOnTheSelectedRowWhichSaysItsPlaceAndRole() throws {
        let session = try Self.start(
            ["--color", "never", "--destructive", "2", "--message", "Clean up", "Keep", "Archive", "Delete"])
        defer { session.kill() }
        var rows = try Self.waitForSheet(session)
        var row = try #require(rows.firstIndex { $0.contains("› Keep") })
        #expect(rows[row].contains("1 of 3"), "\(rows[row])")
        #expect(try Self.cursor(session) == "3 \(row)")
        for (step, words) in [(1, "2 of 3"), (2, "3 of 3, destructive")] {
            try session.send("Down")
            rows = try session.waitForScreen { $0.contains { $0.contains(words) } }
            row = try #require(rows.firstIndex { $0.contains(words) })
            #expect(rows[row].contains("› " + ["Keep", "Archive", "Delete"][step]))
            #expect(try Self.cursor(session) == "3 \(row)")
            for line in rows { #expect(TerminalText.width(line) <= 80) }
        }
        #expect(rows.filter { $0.contains(" of 3") }.count == 1)
        try session.send("Down")
        rows = try session.waitForScreen { $0.contains { $0.contains("› Cancel") } }
        #expect(try Self.cursor(session) == "3 \(try #require(rows.firstIndex { $0.contains("› Cancel") }))")
        try session.send("Escape")
        #expect(try Self.finish(session).code == 1)
    }

    /// The words are a part of the row that stays whole: the label is cut for them, but never
    /// below what it must keep, and where that leaves no room the words go.
    @Test(arguments: [(26, true), (12, false)])
    func aNarrowWindowCutsTheLabelForTheWordsOrDropsThem(_ width: Int, _ words: Bool) throws {
        let session = try Self.start(["Somewhat long label", "B"], width: width)
        defer { session.kill() }
        let rows = try session.waitForScreen { $0.contains { $0.contains("Cancel") } }
        for line in rows { #expect(TerminalText.width(line) <= width, "\(line)") }
        #expect(rows.contains { $0.contains("› Some") && $0.contains("…") && $0.contains("1 of 2") == words })
        try session.send("Escape")
        #expect(try Self.finish(session).code == 1)
    }

    // MARK: Filtering

    struct Filtering: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var keys: [[String]]
        var code: Int32 = 0
        var stdout = ""
        var testDescription: String { name }
    }

    static let fruit = ["Apple", "banana", "Cherry", "date", "Elderberry", "fig", "Grape"]

    static let filterings: [Filtering] = [
        Filtering(
            name: "--filter, case folded, the caller's index", arguments: ["--filter"] + fruit,
            keys: [["-l", "RR"], ["Down"], ["Enter"]], stdout: "4"),
        Filtering(name: "/ starts filtering", arguments: fruit, keys: [["/"], ["-l", "gr"], ["Enter"]], stdout: "6"),
        Filtering(
            name: "CJK", arguments: ["--filter", "大阪", "東京タワー", "京都"], keys: [["-l", "京"], ["Down"], ["Enter"]],
            stdout: "2"),
        Filtering(
            name: "combining text typed precomposed",
            arguments: ["--filter", "--output", "label", "Tea", "cafe\u{301} noir"],
            keys: [["-l", "CAFÉ"], ["Enter"]], stdout: "cafe\u{301} noir"),
        Filtering(
            name: "precomposed text typed combining", arguments: ["--filter", "Tea", "Café"],
            keys: [["-l", "cafe\u{301}"], ["Enter"]], stdout: "1"),
        Filtering(
            name: "backspace edits", arguments: ["--filter"] + fruit,
            keys: [["-l", "figx"], ["BSpace"], ["Enter"]], stdout: "5"),
        Filtering(
            name: "esc stops filtering, a second dismisses", arguments: ["--filter"] + fruit,
            keys: [["-l", "an"], ["Escape"], ["Escape"]], code: 1),
        Filtering(
            name: "--select-if-one answers when one is left", arguments: ["--filter", "--select-if-one"] + fruit,
            keys: [["-l", "ch"]], stdout: "2"),
        Filtering(
            name: "--select-if-one counts only matches, not the destructive item",
            arguments: ["--filter", "--select-if-one", "--destructive", "6"] + fruit, keys: [["-l", "ap"]], stdout: "0"),
    ]

    @Test(arguments: filterings)
    func filteringAsYouType(_ test: Filtering) throws {
        let ready = test.arguments.contains("--filter") ? "esc stop filtering" : "/ filter"
        let session = try Self.run(test.arguments, keys: test.keys, code: test.code, stdout: test.stdout, ready: ready)
        session.kill()
    }

    /// What is shown while filtering: only the rows that match, marked as before, the cursor on
    /// the first; a filter that leaves nothing says so, and Enter does nothing.
    @Test func aFilterShowsTheMatchesAndSaysWhenNothingIsLeft() throws {
        let session = try Self.start(["--filter", "--color", "never", "--destructive", "2"] + Self.fruit)
        defer { session.kill() }
        try session.waitForScreen { $0.contains { $0.contains("esc stop filtering") } }
        try session.send("-l", "e")
        var rows = try session.waitForScreen { $0.contains { $0.contains("/e▏") } }
        #expect(rows.contains { $0.contains("› Apple") && $0.contains("1 of 5") })
        #expect(rows.contains { $0.contains("Cherry (destructive)") })
        #expect(!rows.contains { $0.contains("banana") || $0.contains("fig") })
        #expect(rows.contains { $0.contains("Cancel") })
        try session.send("-l", "zz")
        rows = try session.waitForScreen { $0.contains { $0.contains("no item matches") } }
        #expect(rows.contains { $0.contains("nothing matches") })
        #expect(rows.contains { $0.contains("› Cancel") })
        #expect(try Self.cursor(session) == "3 \(try #require(rows.firstIndex { $0.contains("› Cancel") }))")
        try session.send("Enter")
        usleep(300_000)
        #expect(session.file("code") == nil, "Enter did something with nothing to choose")
        try session.send("BSpace", "BSpace", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "0")
        #expect(run.after == run.before)
    }

    /// The destructive item stays shown and marked whatever the filter, and is not a match.
    @Test func theDestructiveItemStaysShownWhileFiltering() throws {
        let session = try Self.start(["--filter", "--color", "never", "--destructive", "2"] + Self.fruit)
        defer { session.kill() }
        try session.waitForScreen { $0.contains { $0.contains("esc stop filtering") } }
        try session.send("-l", "an")
        let rows = try session.waitForScreen { $0.contains { $0.contains("/an▏") } }
        #expect(rows.contains { $0.contains("› banana") })
        #expect(rows.contains { $0.contains("Cherry (destructive)") })
        #expect(!rows.contains { $0.contains("Apple") || $0.contains("no item matches") })
        try session.send("Enter")
        #expect(try Self.finish(session).stdout == "1")
    }

    // MARK: Several choices

    static let severals: [Filtering] = [
        Filtering(
            name: "--limit 2, in the caller's order", arguments: ["--limit", "2", "A", "B", "C", "D"],
            keys: [["End"], ["Up"], ["Space"], ["Home"], ["Space"], ["Enter"]], stdout: "0\n3"),
        Filtering(
            name: "--no-limit --output label", arguments: ["--no-limit", "--output", "label", "A", "B", "C"],
            keys: [["Space"], ["Down"], ["Tab"], ["Down"], ["Space"], ["Enter"]], stdout: "A\nB\nC"),
        Filtering(
            name: "Enter with none chosen answers the cursor's", arguments: ["--limit", "3", "A", "B"],
            keys: [["Down"], ["Enter"]], stdout: "1"),
        Filtering(
            name: "cancel answers none chosen", arguments: ["--limit", "3", "A", "B"],
            keys: [["Space"], ["End"], ["Enter"]], code: 1),
        Filtering(
            name: "--filter --limit: tab chooses, a space is typed",
            arguments: ["--filter", "--limit", "2", "--output", "label", "New York", "Newark", "York"],
            keys: [["-l", "new"], ["Tab"], ["Down"], ["Tab"], ["-l", " y"], ["Enter"]], stdout: "New York\nNewark"),
    ]

    @Test(arguments: severals)
    func severalChoices(_ test: Filtering) throws {
        let ready = test.arguments.contains("--filter") ? "tab choose" : "space choose"
        let session = try Self.run(test.arguments, keys: test.keys, code: test.code, stdout: test.stdout, ready: ready)
        session.kill()
    }

    @Test func moreThanTheLimitIsRefusedWithANote() throws {
        let session = try Self.start(["--limit", "2", "--color", "never", "A", "B", "C"])
        defer { session.kill() }
        try session.waitForScreen { $0.contains { $0.contains("esc cancel") } }
        try session.send("Space", "Down", "Space")
        try session.waitForScreen { $0.contains { $0.contains("enter done (2)") } }
        try session.send("Down", "Space")
        let rows = try session.waitForScreen { $0.contains { $0.contains("at most 2 may be chosen") } }
        #expect(rows.contains { $0.hasPrefix("✓  A") })
        #expect(rows.contains { $0.contains("› C") && $0.contains("3 of 3, not chosen") })
        try session.send("Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "0\n1")
    }

    @Test(arguments: [
        (["--limit", "0"], "Error: --limit takes a whole number ≥ 1, not '0'"),
        (["--limit", "two"], "Error: --limit takes a whole number ≥ 1, not 'two'"),
        (["--limit", "2", "--no-limit"], "Error: --limit and --no-limit cannot both be given"),
    ])
    func aBadLimitIsAUsageError(_ words: [String], _ error: String) throws {
        let session = try Self.start(words + ["A", "B"], stderrToFile: true)
        defer { session.kill() }
        let run = try Self.finish(session)
        #expect(run.code == 64)
        #expect((session.file("err") ?? "").hasPrefix(error), "\(session.file("err") ?? "")")
        #expect(run.after == run.before)
    }
}
