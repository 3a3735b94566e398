import Testing
@testable import SheetText

@testable import ThemeKit

/// Hostile or broken YAML: each is refused with located diagnostics, never a crash or a hang.
///
/// None of these inputs can make a test hang: every one is refused by a limit that is reached after
/// a bounded amount of work (size before parsing, depth at the first level too many, aliases at the
/// first alias over budget).
@Suite struct YAMLHostileTests {
    /// The diagnostics `YAMLComposer.document` throws for `bytes`; empty when it parses.
    private func problems(_ bytes: [UInt8], limits: YAMLLimits = .theme) -> [Diagnostic] {
        do {
            _ = try YAMLComposer.document(in: SourceText(name: "t.yaml", bytes: bytes), limits: limits)
            return []
        } catch {
            return error.diagnostics
        }
    }

    private func problems(_ text: String, limits: YAMLLimits = .theme) -> [Diagnostic] {
        problems(Array(text.utf8), limits: limits)
    }

    // MARK: Aliases

    /// Nine levels of nine aliases each would be 9^9 (387 million) strings.
    static let billionLaughs = """
        a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
        h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
        i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]

        """

    @Test func billionLaughsIsRefusedAtTheFirstAliasOverBudgetNamingIt() throws {
        let found = problems(Self.billionLaughs)
        // a is 10 nodes, b 91, c 820, d 7,381: the 9 copies in b, c and d already add 8,289 aliased
        // nodes, so the first *d in line 5 passes 10,000.
        #expect(
            found.map(\.description) == [
                "t.yaml:5:8: error: alias '*d' would expand the input past 10000 aliased nodes [alias-budget]"
            ])
        let hint = try #require(found.first?.hint)
        #expect(hint.contains("billion laughs"))
    }

    @Test func theAliasBudgetCountsTheWholeStreamNotEachDocument() throws {
        // Each document copies 40 aliased nodes: under a budget of 100 alone, over it by the third.
        let one = "a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]\nb: [*a, *a, *a, *a]\n"
        let limits = YAMLLimits(maxInputBytes: 1 << 20, maxDepth: 8, maxAliasNodes: 100)
        _ = try YAMLComposer.documents(in: SourceText(name: "t.yaml", text: one), limits: limits)
        let stream = String(repeating: "---\n" + one, count: 3)
        let error = try #require(throws: DiagnosticError.self) {
            try YAMLComposer.documents(in: SourceText(name: "t.yaml", text: stream), limits: limits)
        }
        #expect(
            error.diagnostics.map(\.description) == [
                "t.yaml:9:13: error: alias '*a' would expand the input past 100 aliased nodes [alias-budget]"
            ])
    }

    @Test func anAliasCannotMakeTheTreeDeeperThanTheLimit() {
        // The anchored list is 60 levels deep; copied in under 10 more (b's mapping and 9 lists) it would be 70.
        let deep = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        let text = "a: &deep \(deep)\nb: [[[[[[[[[*deep]]]]]]]]]\n"
        #expect(
            problems(text).map(\.description) == [
                "t.yaml:2:13: error: alias '*deep' nests lists and mappings deeper than 64 levels here [nesting-too-deep]"
            ])
        // Under b's mapping and 3 lists it is 64 levels deep in all, which fits.
        #expect(problems("a: &deep \(deep)\nb: [[[*deep]]]\n").isEmpty)
    }

    @Test func anUnknownAliasIsAnErrorAtTheAlias() {
        #expect(
            problems("a: 1\nb: *nope\n").map(\.description) == [
                "t.yaml:2:4: error: alias '*nope' names no anchor defined before it [unknown-anchor]"
            ])
        // An anchor defined after its alias does not count.
        #expect(problems("a: *x\nb: &x 1\n").map(\.code) == [.unknownAnchor])
    }

    // MARK: Depth

    struct DeepCase: Sendable, CustomTestStringConvertible {
        var opener: String
        var limits: YAMLLimits
        var testDescription: String { "200,000 '\(opener)' within \(limits.maxDepth) levels" }
    }

    @Test(arguments: [
        DeepCase(opener: "[", limits: .theme), DeepCase(opener: "{", limits: .theme),
        DeepCase(opener: "[", limits: .document), DeepCase(opener: "{", limits: .document),
    ])
    func deepFlowNestingIsRefusedAtTheFirstLevelTooMany(_ deep: DeepCase) {
        let text = String(repeating: deep.opener, count: 200_000)
        let depth = deep.limits.maxDepth
        #expect(
            problems(text, limits: deep.limits).map(\.description) == [
                "t.yaml:1:\(depth + 1): error: lists and mappings nest deeper than \(depth) levels here [nesting-too-deep]"
            ])
    }

    @Test func twoHundredThousandBlockListMarkersOnOneLineAreRefused() {
        let text = String(repeating: "- ", count: 200_000) + "x\n"
        // The 65th list starts at its '-', after 64 markers of two columns each.
        #expect(
            problems(text).map(\.description) == [
                "t.yaml:1:129: error: lists and mappings nest deeper than 64 levels here [nesting-too-deep]"
            ])
    }

    @Test func aBlockMappingThreeThousandLevelsDeepIsRefused() {
        let text = (0..<3000).map { String(repeating: "  ", count: $0) + "a:\n" }.joined()
        #expect(
            problems(text, limits: .document).map(\.description) == [
                "t.yaml:257:513: error: lists and mappings nest deeper than 256 levels here [nesting-too-deep]"
            ])
        // At two spaces a level the text is 9 MB, so a theme is refused for its size first.
        #expect(
            problems(text, limits: .theme).map(\.description) == [
                "t.yaml:1:1: error: input is \(text.utf8.count) bytes; the limit is 1048576 bytes [input-too-large]"
            ])
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        var node = try YAMLComposer.document(in: SourceText(name: "t.yaml", text: text), limits: .theme)
        var levels = 1
        while let inner = node.sequence?.first {
            node = inner
            levels += 1
        }
        #expect(levels == 64)
    }

    // MARK: Size and bytes

    @Test func inputOverTheSizeLimitIsRefusedNamingTheLimit() {
        let limits = YAMLLimits(maxInputBytes: 10, maxDepth: 8, maxAliasNodes: 10)
        #expect(
            problems("key: value\n", limits: limits).map(\.description) == [
                "t.yaml:1:1: error: input is 11 bytes; the limit is 10 bytes [input-too-large]"
            ])
        #expect(problems("key: value", limits: limits).isEmpty)
    }

    struct ByteCase: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var expected: String
        var testDescription: String { name }
    }

    static let byteCases: [ByteCase] = [
        ByteCase(
            name: "a lone 0xFF", bytes: Array("a: ok\nb: caf".utf8) + [0xFF] + Array("\n".utf8),
            expected: "t.yaml:2:7: error: invalid UTF-8 byte 0xFF [invalid-utf8]"),
        ByteCase(
            name: "a cut-off sequence after multi-byte text", bytes: Array("b: 日本".utf8) + [0xE6, 0x97],
            expected: "t.yaml:1:6: error: invalid UTF-8 byte 0xE6 [invalid-utf8]"),
        ByteCase(
            name: "an overlong slash", bytes: Array("a: ".utf8) + [0xC0, 0xAF],
            expected: "t.yaml:1:4: error: invalid UTF-8 byte 0xC0 [invalid-utf8]"),
        ByteCase(
            name: "an encoded surrogate", bytes: Array("a: ".utf8) + [0xED, 0xA0, 0x80],
            expected: "t.yaml:1:4: error: invalid UTF-8 byte 0xED [invalid-utf8]"),
        ByteCase(
            name: "a stray continuation byte after CRLF lines", bytes: Array("a: 1\r\nb: 2\r\nc: ".utf8) + [0x80],
            expected: "t.yaml:3:4: error: invalid UTF-8 byte 0x80 [invalid-utf8]"),
        ByteCase(
            name: "a byte order mark takes no column", bytes: [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFE],
            expected: "t.yaml:1:4: error: invalid UTF-8 byte 0xFE [invalid-utf8]"),
        ByteCase(
            name: "a NUL byte", bytes: Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8),
            expected: "t.yaml:2:5: error: NUL byte in the text [nul-byte]"),
        ByteCase(
            name: "UTF-16", bytes: [0xFF, 0xFE, 0x61, 0x00],
            expected: "t.yaml:1:1: error: invalid UTF-8 byte 0xFF [invalid-utf8]"),
        ByteCase(
            name: "a C0 control character", bytes: Array("a: 1\nb: x\u{01}\n".utf8),
            expected: "t.yaml:2:5: error: control character U+0001 is not allowed [yaml-syntax]"),
        ByteCase(
            name: "a C1 control character after a CR line end", bytes: Array("a: 1\rb: é\u{9F}\n".utf8),
            expected: "t.yaml:2:5: error: control character U+009F is not allowed [yaml-syntax]"),
    ]

    @Test func controlCharacterHintsGiveAValidYAMLEscape() {
        #expect(
            problems("a: x\u{1}").first?.hint == #"write it as an escape in a double-quoted string, such as "\x01""#)
        #expect(
            problems("a: x\u{FFFE}").map(\.description) == [
                "t.yaml:1:5: error: control character U+FFFE is not allowed [yaml-syntax]"
            ])
        #expect(
            problems("a: x\u{FFFE}").first?.hint
                == #"write it as an escape in a double-quoted string, such as "\uFFFE""#)
        #expect(YAMLText.escape(0x10FFFF) == #"\U0010FFFF"#)
    }

    @Test func aRenderedDiagnosticQuotesTheLineAndShowsTheControlCharacterVisibly() {
        let source = SourceText(name: "t.yaml", text: "a: 1\r\nb: x\u{1B}[31m\n")
        let found = problems(source.bytes)
        #expect(
            DiagnosticRenderer(sources: ["t.yaml": source]).render(found) == """
                t.yaml:2:5: error: control character U+001B is not allowed [yaml-syntax]
                 2 | b: x^[[31m
                   |     ^
                hint: write it as an escape in a double-quoted string, such as "\\x1B"

                """)
    }

    @Test(arguments: byteCases)
    func badBytesAreRefusedWithTheirLineAndColumn(_ byteCase: ByteCase) throws {
        let found = problems(byteCase.bytes)
        #expect(found.map(\.description) == [byteCase.expected])
        #expect(try #require(found.first).hint != nil)
    }

    // MARK: Keys and documents

    @Test func everyDuplicateKeyIsReportedAtItsOwnPlace() {
        let text = "a: 1\nb: 2\na: 3\nc:\n  x: 1\n  x: 2\nb: 4\n"
        let found = problems(text)
        #expect(
            found.map(\.description) == [
                "t.yaml:3:1: error: duplicate key 'a'; it is first defined at line 1 [duplicate-key]",
                "t.yaml:6:3: error: duplicate key 'x'; it is first defined at line 5 [duplicate-key]",
                "t.yaml:7:1: error: duplicate key 'b'; it is first defined at line 2 [duplicate-key]",
            ])
        #expect(found.allSatisfy { $0.hint == "remove one of the two, or merge them" })
    }

    @Test func keysAreTheSameWhateverTheirQuoting() {
        #expect(problems("1: a\n'1': b\n").map(\.code) == [.duplicateKey])
        #expect(problems("{a: 1, \"a\": 2}").map(\.code) == [.duplicateKey])
    }

    @Test func duplicatesFoundBeforeASyntaxErrorAreKept() {
        let found = problems("a: 1\na: 2\nb: [1\n")
        #expect(found.map(\.code) == [.duplicateKey, .syntax])
        #expect(found.map { $0.location?.start.line } == [2, 4])
    }

    @Test func aSecondDocumentIsAnErrorAtItsStart() {
        #expect(
            problems("a: 1\n---\nb: 2\n").map(\.description) == [
                "t.yaml:2:1: error: a second document starts here; this file must hold exactly one [multiple-documents]"
            ])
        #expect(problems("--- a\n...\n--- b\n").map(\.code) == [.multipleDocuments])
    }

    @Test(arguments: ["", "# only a comment\n", "\u{FEFF}", "\n\n"])
    func anEmptyStreamIsAnError(_ text: String) {
        #expect(
            problems(text).map(\.description) == [
                "t.yaml:1:1: error: the file holds no YAML document [empty-document]"
            ])
    }

    // MARK: Syntax errors

    struct SyntaxCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expected: String
        var hint: String?
        var testDescription: String { name }
    }

    /// Positions and messages as libyaml 0.2.5 reports them for the same text.
    static let syntaxCases: [SyntaxCase] = [
        SyntaxCase(
            name: "a key indented under a plain value", text: "a: 1\n b: 2\n",
            expected: "t.yaml:2:3: error: mapping values are not allowed in this context [yaml-syntax]",
            hint: "a value that contains ': ' must be quoted; or this line is indented as if it continued "
                + "the value above it"),
        SyntaxCase(
            name: "an unclosed quote", text: "a: \"abc\nb: 2\n",
            expected:
                "t.yaml:3:1: error: found unexpected end of stream (while scanning a quoted scalar started at 1:4) [yaml-syntax]",
            hint: "the quote that opens at line 1, column 4 is never closed"),
        SyntaxCase(
            name: "tab indentation", text: "a:\n\tb: 2\n",
            expected:
                "t.yaml:2:1: error: found character that cannot start any token (while scanning for the next token started at 2:1) [yaml-syntax]",
            hint: "YAML does not allow tabs for indentation or before a value; use spaces"),
        SyntaxCase(
            name: "a key dedented into no mapping", text: "a:\n  b: 1\n c: 2\n",
            expected:
                "t.yaml:3:2: error: did not find expected key (while parsing a block mapping started at 1:1) [yaml-syntax]",
            hint: "check the indentation of this line and the one before it"),
        SyntaxCase(
            name: "an unclosed flow list", text: "a: [1, 2\nb: 3\n",
            expected:
                "t.yaml:2:2: error: did not find expected ',' or ']' (while parsing a flow sequence started at 1:4) [yaml-syntax]",
            hint: "close the list that opens at line 1, column 4 with ']', or separate its items with ','"),
        SyntaxCase(
            name: "a value starting with @", text: "a: @x\n",
            expected:
                "t.yaml:1:4: error: found character that cannot start any token (while scanning for the next token started at 1:4) [yaml-syntax]",
            hint: "'@' and '`' are reserved in YAML; quote a value that starts with them"),
        SyntaxCase(
            name: "an error after CRLF lines and a byte order mark", text: "\u{FEFF}a: 1\r\nb: 2\r\n c: 3\r\n",
            expected: "t.yaml:3:3: error: mapping values are not allowed in this context [yaml-syntax]",
            hint: "a value that contains ': ' must be quoted; or this line is indented as if it continued "
                + "the value above it"),
        SyntaxCase(
            name: "columns count characters, not bytes", text: "名前: 値\n 色: 赤\n",
            expected: "t.yaml:2:3: error: mapping values are not allowed in this context [yaml-syntax]",
            hint: "a value that contains ': ' must be quoted; or this line is indented as if it continued "
                + "the value above it"),
        SyntaxCase(
            name: "a list on the line of its key", text: "a: - b\n",
            expected: "t.yaml:1:4: error: block sequence entries are not allowed in this context [yaml-syntax]",
            hint: "a list that is a mapping's value starts on the next line, indented under its key"),
        SyntaxCase(
            name: "a list item after a mapping", text: "- a\nb: 1\n",
            expected:
                "t.yaml:2:1: error: did not find expected '-' indicator (while parsing a block collection started at 1:1) [yaml-syntax]",
            hint: "every item of this list must start with '- ' at the same indentation"),
        SyntaxCase(
            name: "an undeclared tag handle", text: "a: !foo!x y\n",
            expected:
                "t.yaml:1:4: error: found undefined tag handle (while parsing a node started at 1:4) [yaml-syntax]",
            hint: "declare the tag handle with a %TAG directive, or quote a value that starts with '!'"),
        SyntaxCase(
            name: "an alias with no name", text: "a: *\n",
            expected:
                "t.yaml:1:5: error: did not find expected alphabetic or numeric character (while scanning an alias started at 1:4) [yaml-syntax]",
            hint: "anchor and alias names are letters, digits, '-' and '_'; quote a value that starts with '&' or '*'"),
        SyntaxCase(
            name: "text after a document end marker", text: "a: 1\n...\nb: 2\n",
            expected: "t.yaml:3:1: error: did not find expected <document start> [yaml-syntax]",
            hint: "after a '...' line, another document must start with '---'"),
        SyntaxCase(
            name: "a line that starts with %", text: "%x\n",
            expected:
                "t.yaml:1:3: error: found unknown directive name (while scanning a directive started at 1:1) [yaml-syntax]",
            hint: "a line that starts with '%' is a directive (%YAML or %TAG); quote a value that starts with '%'"),
        SyntaxCase(
            name: "a value that starts with %", text: "a: %x\n",
            expected:
                "t.yaml:1:4: error: found character that cannot start any token (while scanning for the next token started at 1:4) [yaml-syntax]",
            hint: "'%' cannot start a plain value; quote the value"),
        SyntaxCase(
            name: "a tab in a block scalar's indentation", text: "a: |\n \tb\n",
            expected:
                "t.yaml:2:2: error: found a tab character where an indentation space is expected (while scanning a block scalar started at 1:4) [yaml-syntax]",
            hint: "YAML does not allow tabs for indentation; use spaces"),
        SyntaxCase(
            name: "an unclosed flow mapping", text: "a: {b: 1\nc: 2\n",
            expected:
                "t.yaml:2:2: error: did not find expected ',' or '}' (while parsing a flow mapping started at 1:4) [yaml-syntax]",
            hint: "close the mapping that opens at line 1, column 4 with '}', or separate its entries with ','"),
    ]

    @Test(arguments: syntaxCases)
    func syntaxErrorsAreLocatedAsLibyamlReportsThem(_ syntaxCase: SyntaxCase) throws {
        let found = problems(syntaxCase.text)
        #expect(found.map(\.description) == [syntaxCase.expected])
        #expect(found.first?.hint == syntaxCase.hint)
    }

    @Test func unicodeLineBreaksCountAsLibyamlCountsThem() throws {
        // libyaml (YAML 1.1) ends lines at NEL and U+2028 too; the quoted line must be the one it means.
        let source = SourceText(name: "t.yaml", text: "a: 1\u{85}b: 2\u{2028}c: @\n")
        let error = try #require(throws: DiagnosticError.self) {
            try YAMLComposer.document(in: source, limits: .theme)
        }
        let location = try #require(error.diagnostics.first?.location)
        #expect(location.start == SourcePosition(line: 3, column: 4))
        #expect(source.line(3) == "c: @")
    }
}

/// A syntax error's caret is on the line at fault, not on the blank line libyaml stopped at.
@Suite struct YAMLSyntaxCaretTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var expected: String
        var testDescription: String { expected }
    }

    static let cases: [Case] = [
        Case(text: "a: 1\nstray\n", expected: "t.yaml:2:1: error: could not find expected ':'"),
        Case(text: "a: 1\nstray\n\n  \n", expected: "t.yaml:2:1: error: could not find expected ':'"),
        Case(text: "a:\n  b: 1\n  stray\n", expected: "t.yaml:3:3: error: could not find expected ':'"),
        Case(text: "a: 1\nstray", expected: "t.yaml:2:1: error: could not find expected ':'"),
        // A mark on a line with text stays where libyaml put it.
        Case(text: "a: 1\n b: 2\n", expected: "t.yaml:2:3: error: mapping values are not allowed"),
    ]

    @Test(arguments: cases)
    func theCaretIsOnTheOffendingLine(_ test: Case) {
        let found: [Diagnostic]
        do {
            _ = try YAMLComposer.document(in: SourceText(name: "t.yaml", text: test.text), limits: .theme)
            found = []
        } catch {
            found = error.diagnostics
        }
        #expect(found.count == 1)
        #expect(found.first?.description.hasPrefix(test.expected) == true)
    }
}
