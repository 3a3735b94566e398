import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where `show`'s items come from, and the keys that choose without moving: items on standard
/// input while the keys still come from the terminal, `--select-if-one`, and the number keys.
extension InteractiveShowTests {
    struct Piped: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var arguments: [String] = []
        var keys: [String]
        var stdout: [UInt8]
        var testDescription: String { name }
    }

    static let piped: [Piped] = [
        Piped(
            name: "lines", input: #"printf 'alpha\nbeta\ngamma\n'"#, keys: ["Down", "Enter"], stdout: Array("1".utf8)),
        Piped(
            name: "a last line without its line feed, and a blank line", input: #"printf 'alpha\n\nbeta'"#,
            arguments: ["--output", "label"], keys: ["Down", "Enter"], stdout: Array("beta".utf8)),
        Piped(
            name: "--null keeps line feeds inside items", input: #"printf 'one\ntwo\0three\0'"#,
            arguments: ["--null", "--output", "json"], keys: ["Enter"],
            stdout: Array(#"{"index":0,"label":"one\ntwo"}"#.utf8)),
        Piped(
            name: "-0", input: #"printf 'a\0b\0'"#, arguments: ["-0", "--output", "label"], keys: ["Down", "Enter"],
            stdout: Array("b".utf8)),
        Piped(
            name: "bytes that are not UTF-8 come back as they went in", input: #"printf 'x\ncaf\351.log\n'"#,
            arguments: ["--output", "label"], keys: ["Down", "Enter"],
            stdout: Array("caf".utf8) + [0xE9] + Array(".log".utf8)),
    ]

    /// `find … | sheetctl show`: the items come from the pipe; the sheet and the keys are the terminal's.
    @Test(arguments: piped)
    func itemsComeFromStandardInputAndKeysFromTheTerminal(_ test: Piped) throws {
        let session = try Self.start(test.arguments, input: test.input)
        defer { session.kill() }
        try Self.waitForSheet(session)
        for key in test.keys { try session.send(key) }
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(session.fileBytes("out") == test.stdout)
        #expect(run.after == run.before)
    }

    /// No items and a terminal on standard input is a mistake, not a wait for typed items.
    @Test func noItemsWithATerminalOnStandardInputIsAUsageError() throws {
        let session = try Self.start(["--title", "T"])
        defer { session.kill() }
        let run = try Self.finish(session)
        #expect(run.code == 64)
        #expect(run.after == run.before)
        try session.waitForScreen { $0.contains { $0.contains("Error: missing argument '<item>...'") } }
    }

    /// One item is the answer, with nothing drawn; unless it is destructive, which is always asked.
    @Test func selectIfOneAnswersAtOnceUnlessTheItemIsDestructive() throws {
        let session = try Self.start(["--select-if-one", "--output", "label"], input: "echo only")
        defer { session.kill() }
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "only")
        #expect(!(try session.screen()).contains { $0.contains("Cancel") })

        let asked = try Self.start(["--select-if-one", "--destructive", "0", "Delete"])
        defer { asked.kill() }
        try Self.waitForSheet(asked)
        try asked.send("Escape")
        let dismissed = try Self.finish(asked)
        #expect(dismissed.code == 1)
        #expect(dismissed.after == dismissed.before)
    }

    /// The number keys choose the item numbered beside it; the destructive one asks for its key
    /// again, and any other key in between starts over.
    @Test func numberKeysChooseAndTheDestructiveOneTakesTwoPresses() throws {
        let session = try Self.start(["--destructive", "1", "Keep", "Delete", "Rename"])
        defer { session.kill() }
        let rows = try Self.waitForSheet(session)
        #expect(rows.contains { $0.hasPrefix("1› Keep") })
        #expect(rows.contains { $0.hasPrefix("2  Delete") })
        #expect(rows.contains { $0.hasPrefix("3  Rename") })
        try session.send("2")
        try session.waitForScreen { $0.contains { $0.contains("press 2 again") } }
        try session.send("j")  // another key: the 2 no longer counts
        try session.waitForScreen { !$0.contains { $0.contains("press 2 again") } }
        try session.send("2")
        try session.waitForScreen { $0.contains { $0.contains("press 2 again") } }
        try session.send("2")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)

        let other = try Self.start(["Keep", "Delete", "Rename"])
        defer { other.kill() }
        try Self.waitForSheet(other)
        try other.send("3")
        let chosen = try Self.finish(other)
        #expect(chosen.code == 0)
        #expect(chosen.stdout == "2")
    }
}

extension InteractiveShowTests {
    struct Accessible: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String] = []
        var setup = ""
        var testDescription: String { name }
    }

    /// The accessible mode: a numbered list and a prompt, nothing moved or redrawn, the destructive
    /// item named in words.
    @Test(arguments: [
        Accessible(name: "--accessible", arguments: ["--accessible"]),
        Accessible(name: "ACCESSIBLE=1", setup: "export ACCESSIBLE=1"),
        Accessible(name: "TERM=dumb", setup: "export TERM=dumb"),
    ])
    func theAccessibleModeIsANumberedListAndAPrompt(_ test: Accessible) throws {
        let session = try Self.start(
            test.arguments + ["--destructive", "1", "Keep", "Delete"], setup: test.setup)
        defer { session.kill() }
        let rows = try session.waitForScreen { $0.contains { $0.contains("Choose 1-2, or 0 to cancel") } }
        #expect(rows.contains { $0.contains("1. Keep") })
        #expect(rows.contains { $0.contains("2. Delete (destructive)") })
        #expect(!rows.contains { $0.contains("enter choose") })
        try session.send("2", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }
}

/// The cap on items read from standard input (SheetText's `SeparatedItems.maxBytes`, 16 MiB): at the cap the
/// sheet is drawn; one byte more, or a stream that never ends, is refused at once with exit 65,
/// nothing drawn and the terminal untouched.
extension InteractiveShowTests {
    /// Writes `items` (16 lines of 1 MiB less its line feed: exactly 16 MiB) and `over` (one byte more).
    static let sixteenMiB = """
        line=$(head -c 1048575 /dev/zero | tr '\\0' a)
        i=0; while [ $i -lt 16 ]; do printf '%s\\n' "$line"; i=$((i+1)); done > items
        cp items over && printf b >> over
        """

    @Test func itemsAtTheCapAreDrawn() throws {
        let session = try Self.start(["--title", "At the cap"], setup: Self.sixteenMiB, input: "cat items")
        defer { session.kill() }
        try Self.waitForSheet(session)
        #expect(session.fileBytes("items")?.count == 16 << 20)
        try session.send("Down", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }

    @Test(arguments: ["cat over", "yes"])
    func moreThanTheCapIsRefusedAtOnce(_ input: String) throws {
        let session = try Self.start(
            ["--title", "Over the cap"], setup: Self.sixteenMiB, stderrToFile: true, input: input)
        defer { session.kill() }
        let run = try Self.finish(session)
        #expect(session.fileBytes("over")?.count == (16 << 20) + 1)
        #expect(run.code == 65)
        #expect(run.stdout == "")
        #expect(run.after == run.before)
        #expect(session.file("err") == "sheetctl: standard input holds more than 16777216 bytes of items\n")
        #expect(!(try session.screen()).contains { $0.contains("Over the cap") })
    }
}
