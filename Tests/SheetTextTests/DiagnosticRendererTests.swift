import Testing

@testable import SheetText

/// How diagnostics show what they quote: file names, messages, hints and source lines are untrusted
/// text, shown visibly and in bounded space, so a diagnostic can neither drive the terminal nor
/// end its own line and forge another.
@Suite struct DiagnosticRendererTests {
    static func render(
        file: String = "t.yaml", line: String? = nil, column: Int = 1, through end: Int? = nil,
        message: String = "bad value", hint: String? = nil
    ) -> String {
        let location = SourceLocation(
            file: file, start: SourcePosition(line: 1, column: column),
            end: end.map { SourcePosition(line: 1, column: $0) })
        let renderer = DiagnosticRenderer { _, _ in line }
        return renderer.render(.error(.syntax, message, at: location, hint: hint))
    }

    struct FileNameCase: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var shown: String
        var testDescription: String { name }
    }

    static let fileNames: [FileNameCase] = [
        FileNameCase(
            name: "a forged diagnostic line", file: "x\nfake.yaml:1:1: error: forged [x]\ny.yaml",
            shown: "x\\nfake.yaml:1:1: error: forged [x]\\ny.yaml"),
        FileNameCase(name: "carriage return", file: "a\rb.yaml", shown: "a\\rb.yaml"),
        FileNameCase(name: "escape sequence", file: "\u{1B}[31mred.yaml", shown: "^[[31mred.yaml"),
        FileNameCase(name: "right-to-left override", file: "evil\u{202E}lmay.txt", shown: "evil<U+202E>lmay.txt"),
        FileNameCase(name: "C1 control", file: "a\u{9B}b", shown: "a<U+009B>b"),
        FileNameCase(name: "variation selectors", file: "t\u{FE00}\u{E0100}.yaml", shown: "t<U+FE00><U+E0100>.yaml"),
    ]

    @Test(arguments: fileNames)
    func fileNamesAreShownInTheirVisibleForms(_ test: FileNameCase) {
        let rendered = Self.render(file: test.file)
        #expect(rendered == "\(test.shown):1:1: error: bad value [yaml-syntax]\n")
        #expect(!rendered.unicodeScalars.contains("\u{FFFD}"))
    }

    @Test func messagesAndHintsAreShownVisiblyAndKeepToTheirLine() {
        let rendered = Self.render(message: "key 'a\nb\u{1B}[2J' is odd", hint: "use 'c\u{202E}d'\ninstead")
        #expect(
            rendered == """
                t.yaml:1:1: error: key 'a\\nb^[[2J' is odd [yaml-syntax]
                hint: use 'c<U+202E>d'\\ninstead

                """)
    }

    @Test func theQuotedLineShowsControlsVisiblyWithTheCaretUnderTheRightCharacter() {
        // The tab shows as two cells, the escape as two: the caret moves with them.
        let rendered = Self.render(line: "a:\tb\u{1B}c: 1", column: 6)
        #expect(
            rendered == """
                t.yaml:1:6: error: bad value [yaml-syntax]
                 1 | a:\\tb^[c: 1
                   |        ^

                """)
    }

    /// The quoted line and its caret line, without their gutters.
    static func quote(of rendered: String) throws -> (line: String, caret: String) {
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 3)
        let line = try #require(lines[1].firstRange(of: " | ").map { String(lines[1][$0.upperBound...]) })
        let caret = try #require(lines[2].firstRange(of: " | ").map { String(lines[2][$0.upperBound...]) })
        return (line, caret)
    }

    @Test(arguments: [1, 2, 60, 79, 80, 5_000, 9_999, 10_001, 10_002])
    func aLongLineIsQuotedAsAWindowAroundTheColumn(_ column: Int) throws {
        // Ten thousand letters with an X at the column (past the end, the caret follows the last letter).
        var text = String(repeating: "a", count: 10_001)
        if column <= text.count {
            let index = text.index(text.startIndex, offsetBy: column - 1)
            text.replaceSubrange(index...index, with: "X")
        }
        let rendered = Self.render(line: text, column: column)
        let (line, caret) = try Self.quote(of: rendered)
        #expect(line.count <= 100)
        // From the line's start while the X and twenty cells after it fit before the closing `…`.
        #expect(line.hasPrefix("…") == (column > 79))
        #expect(line.hasSuffix("…") == (column < 9_950))
        let position = try #require(caret.firstIndex(of: "^"))
        let cells = caret.distance(from: caret.startIndex, to: position)
        #expect(caret.allSatisfy { $0 == " " || $0 == "^" })
        let characters = Array(line)
        if column <= 10_001 {
            try #require(cells < characters.count)
            #expect(characters[cells] == "X")
        } else {
            #expect(cells == characters.count)
        }
    }

    @Test func theWindowCountsWideCharactersAsTwoCells() throws {
        let text = String(repeating: "分", count: 300) + "X" + String(repeating: "享", count: 300)
        let rendered = Self.render(line: text, column: 301)
        let (line, caret) = try Self.quote(of: rendered)
        func cells(_ text: Substring) -> Int { text.reduce(0) { $0 + ($1 == "分" || $1 == "享" ? 2 : 1) } }
        #expect(cells(line[...]) <= 100)
        #expect(line.hasPrefix("…") && line.hasSuffix("…"))
        let x = try #require(line.firstIndex(of: "X"))
        #expect(caret == String(repeating: " ", count: cells(line[..<x])) + "^")
    }

    @Test func theRangeMarkerIsCutWithTheWindow() throws {
        let text = "key: " + String(repeating: "v", count: 1_000)
        let rendered = Self.render(line: text, column: 6, through: 1_006)
        let (line, caret) = try Self.quote(of: rendered)
        #expect(line.count <= 100 && line.hasSuffix("…"))
        #expect(caret == "     ^" + String(repeating: "~", count: line.count - 6 - 1))
    }

    @Test func aLongMessageAndHintKeepTheirEndsAndAreCut() {
        let value = String(repeating: "A", count: 1_000_000)
        let rendered = Self.render(message: "itemColor: '\(value)' is not a colour", hint: "not '\(value)'")
        #expect(rendered.utf8.count < 1_024)
        let lines = rendered.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("t.yaml:1:1: error: itemColor: 'AAAA"))
        #expect(lines[0].hasSuffix("AAAA' is not a colour [yaml-syntax]"))
        #expect(lines[0].contains("…"))
        #expect(lines[1].hasPrefix("hint: not 'AAAA") && lines[1].hasSuffix("AAAA'"))
    }

    @Test func oneClusterOfThousandsOfScalarsIsShownInBoundedSpace() {
        // A letter under ten thousand combining marks, and six hundred emoji joined into one cluster.
        for value in [
            "a" + String(repeating: "\u{301}", count: 10_000), "x" + String(repeating: "👨\u{200D}", count: 600),
        ] {
            let rendered = Self.render(line: "key: \(value)", column: 6, message: "'\(value)' is odd", hint: value)
            #expect(rendered.utf8.count < 2_048, "\(rendered.utf8.count) bytes")
            #expect(rendered.split(separator: "\n").count == 4)
        }
    }

    @Test func shortTextIsLeftWhole() {
        let rendered = Self.render(line: "colour: \"#fff\"", column: 1, through: 7, hint: "did you mean 'colors'?")
        #expect(
            rendered == """
                t.yaml:1:1: error: bad value [yaml-syntax]
                 1 | colour: "#fff"
                   | ^~~~~~
                hint: did you mean 'colors'?

                """)
    }
}
