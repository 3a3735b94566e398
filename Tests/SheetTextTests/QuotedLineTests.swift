import Testing

@testable import SheetText

/// The shortcut for a short line of printable ASCII gives what the general, cluster-by-cluster
/// rule gives, for every caret and range on lines up to the window's width and just past it.
struct QuotedLineTests {
    static let lines = [
        "", "a", "title: \"#8E8E93\"", "  badgeText: \"#FFFFFF\"  # a comment",
        String(repeating: "x", count: QuotedLine.width - 1), String(repeating: "y", count: QuotedLine.width),
        String(repeating: "z", count: QuotedLine.width + 1),
    ]

    @Test(arguments: lines)
    func theShortcutQuotesAsTheGeneralRuleDoes(line: String) {
        let length = line.utf8.count
        for column in 0...(length + 2) {
            for endColumn in [column, column + 1, column + 2, column + 9, length + 1, length + 5] {
                for endLine in [1, 2] {
                    let start = SourcePosition(line: 1, column: column)
                    let end = SourcePosition(line: endLine, column: endColumn)
                    let quick = QuotedLine(line, from: start, to: end)
                    let general = QuotedLine(clusters: line, from: start, to: end)
                    #expect(quick.text == general.text, "\(length) \(column) \(endColumn) \(endLine)")
                    #expect(quick.marker == general.marker, "\(length) \(column) \(endColumn) \(endLine)")
                }
            }
        }
    }

    @Test func aLineWithATabOrAnEscapeTakesTheGeneralRule() {
        let line = "a:\tb\u{1B}c: 1"
        let start = SourcePosition(line: 1, column: 6)
        let quoted = QuotedLine(line, from: start, to: start)
        #expect(quoted.text == "a:\\tb^[c: 1")
        #expect(quoted.marker == "       ^")
    }
}
