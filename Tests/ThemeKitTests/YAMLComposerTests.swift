import Testing

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
