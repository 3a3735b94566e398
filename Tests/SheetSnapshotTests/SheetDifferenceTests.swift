import SheetSnapshot
import Testing

@testable import SheetSnapshot

/// The explanations, meaning first, and the line diff.
@Suite struct SheetDifferenceTests {
    static func record(
        background: String = "#FFFFFF", item: String = "#000000", title: String? = "T", text: String = "A"
    )
        -> String
    {
        """
        {"title": \(title.map { "\"\($0)\"" } ?? "null"), "message": null,
         "items": [{"index": 0, "text": "\(text)", "role": "default", "color": "\(item)", "badge": null},
                   {"index": 1, "text": "B", "role": "default", "color": "\(item)", "badge": null}],
         "destructiveIndex": null, "cancel": {"text": "Cancel", "color": "#000000"},
         "colors": {"title": "#000000", "message": "#000000", "item": "\(item)", "destructive": "#D70015",
                    "cancel": "#000000", "background": "\(background)", "separator": "#E5E5EA", "badge": "#FF3B30",
                    "badgeText": "#FFFFFF"},
         "theme": "t"}
        """
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var before: String?
        var after: String
        var reasons: [String]
    }

    static let cases: [Case] = [
        Case(testDescription: "the same", before: record(), after: record(), reasons: []),
        Case(
            testDescription: "not recorded", before: nil, after: record(),
            reasons: ["the resolved sheet was not recorded before"]),
        Case(
            testDescription: "both items' colour, told once, below AA", before: record(),
            after: record(item: "#999999"),
            reasons: [
                "actions 1 and 2: colour #000000 → #999999; its contrast on the background 21.00:1 → 2.84:1, now below AA"
            ]),
        Case(
            testDescription: "a colour that comes back above AA", before: record(item: "#999999"),
            after: record(item: "#595959"),
            reasons: [
                "actions 1 and 2: colour #999999 → #595959; its contrast on the background 2.84:1 → 7.00:1, now meets AA"
            ]),
        Case(
            testDescription: "a text and a title", before: record(), after: record(title: nil, text: "Z"),
            reasons: [#"title: "T" → none"#, #"action 1: "A" → "Z""#]),
    ]

    @Test(arguments: cases) func reasons(_ test: Case) {
        #expect(SheetDifference.reasons(before: test.before, after: test.after) == test.reasons)
    }

    @Test func aBackgroundChangeTellsEveryTextsContrast() {
        let reasons = SheetDifference.reasons(before: Self.record(), after: Self.record(background: "#1C1C1E"))
        #expect(reasons.first == "background: #FFFFFF → #1C1C1E (from light to dark)")
        #expect(
            reasons.contains {
                $0.hasPrefix("title: colour #000000 unchanged; its contrast on the background 21.00:1 → ")
            })
        #expect(reasons.contains { $0.hasPrefix("cancel: colour #000000 unchanged") && $0.hasSuffix("now below AA") })
    }

    @Test func theLineDiffShowsChangesWithContextAndEscapesVisibly() {
        let before = "a\nb\nc\nd\ne\nf\n"
        let after = "a\nb\nC\nd\ne\nf\n"
        #expect(LineDiff.lines(before: before, after: after) == ["  …", "  b", "- c", "+ C", "  d", "  …"])
        let colour = LineDiff.lines(before: "\u{1B}[31mx\n", after: "\u{1B}[32mx\n")
        #expect(colour.filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count == 2)
        #expect(colour.allSatisfy { !$0.unicodeScalars.contains("\u{1B}") })
    }
}
