import Testing

@testable import SheetText

/// The byte search that stands in for `_StringProcessing`'s string algorithms.
struct StringSearchTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var part: String
        /// The UTF-8 offsets of the first match, if any.
        var found: Range<Int>?
        var testDescription: String { "\(text.debugDescription) in \(part.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(text: "xterm-256color", part: "256color", found: 6..<14),
        Case(text: "xterm", part: "256color", found: nil),
        Case(text: "aab", part: "ab", found: 1..<3),
        Case(text: "abab", part: "ab", found: 0..<2),
        Case(text: "ab", part: "abc", found: nil),
        Case(text: "", part: "a", found: nil),
        Case(text: "abc", part: "", found: 0..<0),
        Case(text: "did you mean 'title'?", part: "did you mean ", found: 0..<13),
        Case(text: "é <svg", part: "<svg", found: 3..<7),
        Case(text: "日本語のテーマ", part: "テーマ", found: 12..<21),
        Case(text: "cafe\u{301} noir", part: "café", found: 0..<6),
        Case(text: "café noir", part: "cafe\u{301}", found: 0..<5),
        Case(text: "cafe\u{301}", part: "cafe", found: nil),
    ]

    @Test(arguments: cases)
    func theFirstMatchIsFound(_ c: Case) {
        let range = c.text.firstRange(ofText: c.part)
        let offsets = range.map {
            c.text.utf8.distance(
                from: c.text.startIndex, to: $0.lowerBound)..<c.text.utf8.distance(
                    from: c.text.startIndex, to: $0.upperBound)
        }
        #expect(offsets == c.found)
        #expect(c.text.contains(text: c.part) == (c.found != nil))
        if let range { #expect(c.text[range] == c.part[...]) }
    }

    @Test func aSubstringIsSearchedInItsOwnRange() {
        let text = "<style>\na</style>\n<style>\nb</style>\n"
        let open = text.firstRange(ofText: "<style>\n")!
        let close = text[open.upperBound...].firstRange(ofText: "</style>\n")!
        #expect(text[open.upperBound..<close.lowerBound] == "a")
    }

    @Test(arguments: [
        ("light-mode", "light", "\u{1}-mode"), ("darkdark", "dark", "\u{1}\u{1}"), ("none", "x", "none"),
        ("aaa", "aa", "\u{1}a"), ("", "a", ""),
    ])
    func everyOccurrenceIsReplacedFromTheStart(text: String, part: String, replaced: String) {
        #expect(text.replacing(text: part, with: "\u{1}") == replaced)
    }
}
