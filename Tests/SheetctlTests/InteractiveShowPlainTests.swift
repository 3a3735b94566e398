import Foundation
import Testing

/// The line-based prompt of the plain presenter and the accessible mode in a real terminal, with
/// `--filter`, `--limit` and `--no-limit`: lines typed, the screen read back, the shell's view of
/// the end checked.
extension InteractiveShowTests {
    struct PlainRun: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        /// The first prompt's words, awaited before anything is typed.
        var ready = "Type text to filter"
        /// Lines typed, each followed by Enter; each waits for the screen to show its words first.
        var lines: [(awaited: String, typed: String)]
        /// Words the screen shows at the end.
        var shown: [String] = []
        var code: Int32 = 0
        var stdout = ""
        var setup = ""
        var testDescription: String { name }
    }

    static let words = ["Alpha", "Beta", "Gamma", "Delta", "Wipe all"]

    static let plainRuns: [PlainRun] = [
        PlainRun(
            name: "--accessible --filter --no-limit: the matches with their own numbers, several in one answer",
            arguments: ["--accessible", "--filter", "--no-limit", "--output", "label", "--destructive", "4"] + words,
            lines: [("Type text to filter", "ta"), ("separated by spaces or commas", "4 2")],
            shown: [
                "  2. Beta", "  4. Delta", "  5. Wipe all (destructive)", "  0. Cancel",
                "2 of 5 items match 'ta'; /TEXT filters again.",
                "Several numbers may be given, separated by spaces or commas (1 3, or 1,3).",
                "Choose any of 2, 4 or 5, or 0 to cancel: 4 2",
            ],
            stdout: "Beta\nDelta"),
        PlainRun(
            name: "--presenter plain --limit 2: too many refused, then commas",
            arguments: ["--presenter", "plain", "--limit", "2"] + words, ready: "Choose up to 2 of 1-5",
            lines: [("Choose up to 2", "1 2 3"), ("were given", "3,1")],
            shown: ["Not an answer: at most 2 items may be chosen, and 3 were given."], stdout: "0\n2"),
        PlainRun(
            name: "each wrong answer says why and asks again",
            arguments: ["--presenter", "plain", "--no-limit"] + words, ready: "Choose any of 1-5",
            lines: [
                ("Choose any of", "2 2"), ("given twice", "x"), ("'x' is not", "9"), ("'9' is not", "0 1"),
                ("0 dismisses on its own", "1"),
            ],
            shown: [
                "Not an answer: item 2 is given twice.", "Not an answer: 'x' is not a number listed.",
                "Not an answer: '9' is not a number listed.",
                "Not an answer: 0 dismisses on its own; leave it out to choose.",
            ],
            stdout: "0"),
        PlainRun(
            name: "a filter that leaves nothing keeps the destructive item and cancel; 0 dismisses",
            arguments: ["--accessible", "--filter", "--destructive", "4"] + words,
            lines: [("Type text to filter", "zzz"), ("No item matches", "0")],
            shown: [
                "No item matches 'zzz'; /TEXT filters again.", "  5. Wipe all (destructive)",
                "Choose 5, or 0 to cancel",
            ],
            code: 1),
        PlainRun(
            name: "a number the filter left out is refused; /TEXT filters again",
            arguments: ["--accessible", "--filter"] + words,
            lines: [
                ("Type text to filter", "al"), ("Choose 1 or 5", "2"), ("not one of the items listed", "/gam"),
                ("1 of 5 items match 'gam'", "3"),
            ],
            shown: ["Not an answer: '2' is not one of the items listed."], stdout: "2"),
        PlainRun(
            name: "CJK and combining text matched as displayed",
            arguments: ["--accessible", "--filter", "大阪", "東京タワー", "京都", "cafe\u{301}"],
            lines: [("Type text to filter", "京"), ("Choose 2 or 3", "/CAFÉ"), ("1 of 4 items match", "4")],
            shown: ["  2. 東京タワー", "  3. 京都", "2 of 4 items match '京'; /TEXT filters again."], stdout: "3"),
        PlainRun(
            name: "--filter --select-if-one answers when the filter leaves one",
            arguments: ["--accessible", "--filter", "--select-if-one"] + words,
            lines: [("Type text to filter", "gam")], stdout: "2"),
        PlainRun(
            name: "TERM=dumb is the accessible mode: an empty filter lists every item",
            arguments: ["--filter", "--limit", "3"] + words,
            lines: [("Type text to filter", ""), ("Choose up to 3 of 1-5", "5 1")],
            shown: [
                "  3. Gamma", "Every item is listed; /TEXT filters them.", "Choose up to 3 of 1-5, or 0 to cancel",
            ],
            stdout: "0\n4", setup: "export TERM=dumb"),
    ]

    @Test(arguments: plainRuns)
    func thePlainPromptHonoursFilterAndLimit(_ test: PlainRun) throws {
        let session = try Self.start(test.arguments, setup: test.setup, stderrToFile: true)
        defer { session.kill() }
        try session.waitForScreen { $0.contains { $0.contains(test.ready) } }
        for line in test.lines {
            try session.waitForScreen { $0.contains { $0.contains(line.awaited) } }
            if !line.typed.isEmpty { try session.send("-l", line.typed) }
            try session.send("Enter")
        }
        let run = try Self.finish(session)
        let screen = try session.screen()
        for words in test.shown {
            #expect(screen.contains { $0.contains(words) }, "\(words)\n\(screen.joined(separator: "\n"))")
        }
        #expect(run.code == test.code, "\(session.file("err") ?? "")")
        #expect(run.stdout == test.stdout)
        #expect(run.after == run.before)
    }
}
