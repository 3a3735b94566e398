import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

/// Narrow widths take the plain presenter's rarer paths: a text cut to make room for the badge and
/// marker, which stay whole, and a width too narrow for that, which is refused with how wide the
/// sheet needs to be. The exact text is pinned.
@Suite struct PlainNarrowTests {
    static let sheet = ActionSheet(
        title: "Share",
        items: [
            ActionSheetItem("Delete everything now", badge: .text("New")),
            ActionSheetItem("分享给朋友", badge: .num("120")),
        ],
        destructiveIndex: 0)

    static let cases: [(width: Int, drawn: String)] = [
        // `  1. ` (5), `D…` (2), ` [New]` (6), ` (destructive)` (14): 27 is the narrowest.
        (27, "Share\n\n  1. D… [New] (destructive)\n  2. 分享给朋友 [99+]\n\n  0. Cancel\n"),
        (30, "Share\n\n  1. Dele… [New] (destructive)\n  2. 分享给朋友 [99+]\n\n  0. Cancel\n"),
        (
            48,
            "Share\n\n  1. Delete everything now [New] (destructive)\n  2. 分享给朋友 [99+]\n\n  0. Cancel\n"
        ),
    ]

    @Test(arguments: cases)
    func eachWidthDrawsExactly(_ width: Int, _ expected: String) throws {
        let drawn = try PlainPresenter().render(
            PresentationRequest(sheet: Self.sheet, output: OutputOptions(width: width)))
        #expect(drawn == expected)
    }

    /// It once cut the marker (at 12) or dropped the label and kept the marker (at 20).
    @Test(arguments: [3, 5, 9, 12, 16, 20, 26])
    func belowTheNarrowestWidthItSaysSo(_ width: Int) {
        #expect(throws: PresentationError(.tooNarrow, "terminal too narrow: \(width) columns, needs 27")) {
            try PlainPresenter().render(PresentationRequest(sheet: Self.sheet, output: OutputOptions(width: width)))
        }
    }
}
