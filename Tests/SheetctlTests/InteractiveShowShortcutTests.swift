import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Shortcut letters (`--shortcuts`, `&Delete`) in a real terminal: chosen by their key, the
/// destructive one on a second press, shown underlined or in brackets, typed at the accessible
/// mode's prompt, and every clash refused before anything is drawn.
extension InteractiveShowTests {
    struct Shortcut: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var input: String?
        var keys: [String]
        var code: Int32 = 0
        var stdout: String
        var testDescription: String { name }
    }

    static let shortcutItems = ["--destructive", "2", "&Beta", "Save &as", "&Delete", "R&&D"]

    static let shortcutRuns: [Shortcut] = [
        Shortcut(
            name: "a letter inside the label", arguments: ["--output", "label"] + shortcutItems, keys: ["a"],
            stdout: "Save as"),
        Shortcut(name: "the other case", arguments: shortcutItems, keys: ["B"], stdout: "0"),
        Shortcut(
            name: "the destructive item's letter twice", arguments: ["--output", "label"] + shortcutItems,
            keys: ["d", "d"], stdout: "Delete"),
        Shortcut(
            // Esc at the confirmation goes back to the sheet ("any other key to go on"); a second dismisses.
            name: "the destructive item's letter, then another key, then Esc twice", arguments: shortcutItems,
            keys: ["d", "Left", "d", "Escape", "Escape"], code: 1, stdout: ""),
        Shortcut(
            name: "&& is a literal & in the label printed", arguments: ["--output", "json"] + shortcutItems,
            keys: ["End", "Up", "Enter"], stdout: #"{"index":3,"label":"R&D"}"#),
        Shortcut(
            name: "items from standard input", arguments: ["--output", "label"],
            input: #"printf '&One\n&Two\nTh&ree\n'"#, keys: ["r"], stdout: "Three"),
        Shortcut(
            name: "without --shortcuts a & is part of the label", arguments: [],
            input: nil, keys: ["a", "Enter"], stdout: "&Beta"),
    ]

    @Test(arguments: shortcutRuns)
    func aShortcutLetterChoosesItsItem(_ test: Shortcut) throws {
        let flags = test.name.hasPrefix("without") ? ["--output", "label", "&Beta", "Save &as"] : ["--shortcuts"]
        let session = try Self.start(flags + test.arguments, input: test.input)
        defer { session.kill() }
        try Self.waitForSheet(session)
        for key in test.keys { try session.send(key) }
        let run = try Self.finish(session)
        #expect(run.code == test.code)
        #expect(run.stdout == test.stdout)
        #expect(run.after == run.before)
        #expect(!run.before.isEmpty)
    }

    /// The letter is underlined where the label marked it; the destructive one says to press it again.
    @Test func theLetterIsUnderlinedAndTheDestructiveOneAsksAgain() throws {
        let session = try Self.start(["--shortcuts", "--color", "always"] + Self.shortcutItems)
        defer { session.kill() }
        try Self.waitForSheet(session)
        let styled = try session.screenWithAttributes()
        let saveRow = try #require(styled.first { $0.contains("Save ") })
        // tmux writes the attributes it holds for each cell: the a of "as" alone is underlined.
        #expect(saveRow.contains("Save \u{1B}[4m") || saveRow.contains(";4ma") || saveRow.contains("[4ma"))
        try session.send("d")
        try session.waitForScreen { $0.contains { $0.contains("press d again") } }
        try session.send("d")
        let run = try Self.finish(session)
        #expect(run.stdout == "2")
        #expect(run.after == run.before)
    }

    @Test(arguments: [["--color", "never"], ["--accessible"]])
    func withoutColourAndInTheAccessibleModeTheLetterIsInBrackets(_ mode: [String]) throws {
        let session = try Self.start(["--shortcuts"] + mode + Self.shortcutItems)
        defer { session.kill() }
        let ready = mode == ["--accessible"] ? "Choose 1-4 or a letter, or 0 to cancel" : "enter choose"
        let rows = try session.waitForScreen { rows in
            rows.contains { $0.contains("[D]elete") } && rows.contains { $0.contains(ready) }
        }
        #expect(rows.contains { $0.contains("[B]eta") })
        #expect(rows.contains { $0.contains("Save [a]s") })
        #expect(rows.contains { $0.contains("R&D") && !$0.contains("[") })
        if mode == ["--accessible"] {
            // At the prompt the letter is typed as a number is, with Enter.
            try session.send("x", "Enter")
            try session.waitForScreen { $0.contains { $0.contains("or a letter in brackets") } }
            try session.send("a", "Enter")
        } else {
            try session.send("a")
        }
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        var name: String
        var items: [String]
        var message: String
        var testDescription: String { name }
    }

    static let refusals: [Refused] = [
        Refused(
            name: "the picker's q", items: ["&Allow", "&Quit"],
            message: "item 1 '&Quit' takes the letter 'q', but 'q' is the picker's key for dismiss"),
        Refused(
            name: "the picker's G, as g", items: ["&go"],
            message: "item 0 '&go' takes the letter 'g', but 'g' is the picker's key for the first item"),
        Refused(
            name: "two items", items: ["&Alpha", "Save &as"],
            message: "items 0 '&Alpha' and 1 'Save &as' both take the letter 'a'"),
        Refused(name: "a space after &", items: ["Tom & Jerry"], message: "item 0 'Tom & Jerry' marks ' ' after '&'"),
        Refused(name: "two markers", items: ["&Two &Marks"], message: "item 0 '&Two &Marks' marks two shortcut"),
    ]

    @Test(arguments: refusals)
    func aClashingOrBadLetterIsAUsageErrorBeforeAnythingIsDrawn(_ test: Refused) throws {
        let session = try Self.start(["--shortcuts"] + test.items, stderrToFile: true)
        defer { session.kill() }
        let run = try Self.finish(session)
        #expect(run.code == 64)
        #expect(run.stdout == "")
        #expect(run.after == run.before)
        // Messages are wrapped to the terminal's width: read as one line.
        let stderr = (session.file("err") ?? "").replacingOccurrences(of: "\n", with: " ")
        #expect(stderr.contains("--shortcuts: " + test.message), "\(stderr)")
        #expect(!(try session.screen()).contains { $0.contains("Cancel") })
    }
}
