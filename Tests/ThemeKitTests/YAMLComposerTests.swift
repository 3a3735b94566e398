import Testing
@testable import SheetText

@testable import ThemeKit

@Suite struct YAMLComposerTests {
    private func parse(_ text: String, limits: YAMLLimits = .theme) throws(DiagnosticError) -> YAMLNode {
        try YAMLComposer.document(in: SourceText(name: "t.yaml", text: text), limits: limits)
    }

    @Test func scalarsKeepTheirStyleAndLocation() throws {
        let root = try parse("a: plain\nb: 'single'\nc: \"double\"\nd: |\n  block\n")
        #expect(root["a"]?.scalar == YAMLScalar("plain", style: .plain))
        #expect(root["b"]?.scalar == YAMLScalar("single", style: .singleQuoted))
        #expect(root["c"]?.scalar == YAMLScalar("double", style: .doubleQuoted))
        #expect(root["d"]?.scalar == YAMLScalar("block\n", style: .literal))
        #expect(root["c"]?.location.start == SourcePosition(line: 3, column: 4))
    }

    @Test func aliasesResolveToCopiesAtTheAliasLocation() throws {
        let root = try parse("a: &x [1, 2]\nb: *x\n")
        #expect(root["b"]?.sequence?.count == 2)
        #expect(root["b"]?.location.start == SourcePosition(line: 2, column: 4))
    }

    @Test func duplicateKeysAreErrors() {
        #expect(throws: DiagnosticError.self) { try parse("a: 1\na: 2\n") }
    }
}

@Suite struct YAMLComposerDetailTests {
    private func parse(_ text: String) throws(DiagnosticError) -> YAMLNode {
        try YAMLComposer.document(in: SourceText(name: "t.yaml", text: text), limits: .theme)
    }

    @Test func explicitTagsAreResolvedAndKept() throws {
        let root = try parse("%TAG !e! tag:example.com,2026:\n---\na: !!str 1\nb: !e!colour red\nc: ! 12\nd: 3\n")
        #expect(root["a"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["b"]?.tag == "tag:example.com,2026:colour")
        #expect(root["c"]?.tag == "!")
        #expect(root["d"]?.tag == nil)
        #expect(root["a"]?.scalar?.text == "1")
    }

    @Test func nodesCarryStartAndEndPositions() throws {
        let root = try parse("name: \"Dusk\"\nlist:\n  - one\n  - two\n")
        let name = try #require(root["name"])
        #expect(name.location.start == SourcePosition(line: 1, column: 7))
        #expect(name.location.end == SourcePosition(line: 1, column: 13))
        let list = try #require(root["list"])
        #expect(list.location.start == SourcePosition(line: 3, column: 3))
        #expect(list.sequence?.map { $0.location.start.line } == [3, 4])
        #expect(root.location.file == "t.yaml")
    }

    @Test func crlfLineEndsAndAByteOrderMarkKeepPositions() throws {
        let root = try parse("\u{FEFF}a: 1\r\nb:\r\n  c: 'x'\r\n")
        #expect(root["a"]?.location.start == SourcePosition(line: 1, column: 4))
        #expect(root["b"]?["c"]?.location.start == SourcePosition(line: 3, column: 6))
        #expect(root["b"]?["c"]?.scalar?.text == "x")
    }

    @Test func flowStyleBuildsTheSameTree() throws {
        let block = try parse("a:\n  - 1\n  - 2\nb:\n  c: d\n")
        let flow = try parse("{a: [1, 2], b: {c: d}}")
        #expect(block.mapping?.map(\.key.scalar) == flow.mapping?.map(\.key.scalar))
        #expect(block["a"]?.sequence?.map(\.scalar) == flow["a"]?.sequence?.map(\.scalar))
        #expect(block["b"]?["c"]?.scalar == flow["b"]?["c"]?.scalar)
    }

    @Test func foldedBlocksAndEscapesAreApplied() throws {
        let root = try parse("a: >\n  one\n  two\nb: \"tab\\there \\u00e9\"\nc: 'it''s'\n")
        #expect(root["a"]?.scalar == YAMLScalar("one two\n", style: .folded))
        #expect(root["b"]?.scalar?.text == "tab\there é")
        #expect(root["c"]?.scalar == YAMLScalar("it's", style: .singleQuoted))
    }

    @Test func everyDocumentOfAStreamIsReturned() throws {
        let roots = try YAMLComposer.documents(
            in: SourceText(name: "t.yaml", text: "--- 1\n--- [a]\n--- {b: c}\n"), limits: .theme)
        #expect(roots.map(\.kindDescription) == ["a scalar", "a list", "a mapping"])
    }

    @Test func anAliasToAnAnchorOfAnEarlierDocumentIsUnknown() {
        #expect(throws: DiagnosticError.self) {
            try YAMLComposer.documents(
                in: SourceText(name: "t.yaml", text: "--- &x 1\n--- *x\n"), limits: .theme)
        }
    }

    @Test func anExplicitEmptyDocumentIsANullRoot() throws {
        let root = try parse("---\n")
        #expect(root.kindDescription == "null")
        #expect(root.location.start == SourcePosition(line: 2, column: 1))
    }

    @Test func theEventReaderEndsWithStreamEndThenNil() throws {
        let reader = try YAMLFastEventReader(source: SourceText(name: "t.yaml", text: "&x a"), limits: .theme)
        var kinds: [YAMLFastEventReader.Kind] = []
        while let event = try reader.next() {
            kinds.append(event.kind)
            if event.kind == .scalar {
                #expect(reader.scalarText == "a")
                #expect(reader.anchorAndTag.anchor == "x")
                #expect(reader.anchorAndTag.tag == nil)
            }
        }
        #expect(kinds == [.streamStart, .documentStart, .scalar, .documentEnd, .streamEnd])
        #expect(try reader.next() == nil)
    }
}

/// The core schema's plain nulls, and the texts that look like one but are not.
@Suite struct YAMLScalarNullTests {
    @Test(arguments: ["", "~", "null", "Null", "NULL"])
    func aPlainNullIsNullAndAQuotedOneIsText(_ text: String) {
        #expect(YAMLScalar(text).isNull)
        #expect(!YAMLScalar(text, style: .doubleQuoted).isNull)
        #expect(!YAMLScalar(text, style: .singleQuoted).isNull)
    }

    @Test(arguments: ["nULL", "NuLL", "none", "nil", "~~", " ", "null ", "0", "\u{FF5E}"])
    func otherTextIsNotNull(_ text: String) {
        #expect(!YAMLScalar(text).isNull)
    }
}
