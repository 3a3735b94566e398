import PresenterRegistry
import Testing

/// Narrow widths take the plain presenter's rarer paths: a text cut to make room for the badge and
/// mark, and a line cut whole when not even the number and the marks fit. The exact text is pinned.
@Suite struct PlainNarrowTests {
    static let cases: [(width: Int, drawn: String)] = [
        (3, "Sh…\n\n  …\n  …\n\n  …\n"),
        (5, "Share\n\n  1.…\n  2.…\n\n  0.…\n"),
        (9, "Share\n\n  1. Del…\n  2. 分…\n\n  0. Can…\n"),
        (12, "Share\n\n  1. Delete…\n  2. … [99+]\n\n  0. Cancel\n"),
        (16, "Share\n\n  1. Delete eve…\n  2. 分享… [99+]\n\n  0. Cancel\n"),
        (
            48,
            "Share\n\n  1. Delete everything now [New] (destructive)\n  2. 分享给朋友 [99+]\n\n  0. Cancel\n"
        ),
    ]

    @Test(arguments: cases)
    func eachWidthDrawsExactly(_ width: Int, _ expected: String) throws {
        let sheet = ActionSheet(
            title: "Share",
            items: [
                ActionSheetItem("Delete everything now", badge: .text("New")),
                ActionSheetItem("分享给朋友", badge: .num("120")),
            ],
            destructiveIndex: 0)
        let drawn = try PlainPresenter().render(PresentationRequest(sheet: sheet, output: OutputOptions(width: width)))
        #expect(drawn == expected)
    }
}
