import Testing
@testable import SheetTerminal
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// East Asian Ambiguous characters drawn wide (`--ambidouble`): every measure counts them two
/// cells, the fast paths included, and the sheet's own `…` and `─` with them. tmux 3.3a has no
/// setting that draws them wide, so the measure is checked directly.
@Suite struct AmbiguousWidthTests {
    /// Every ambiguous scalar drawn as it is and one cell wide by default: not the marks and
    /// format characters (no cell either way), nor the few the C library already draws wide.
    static let ambiguous: [Unicode.Scalar] = EastAsianWidth.ambiguousRanges.flatMap { range in
        range.compactMap(Unicode.Scalar.init).filter {
            TerminalText.sanitize(String($0)) == String($0) && CellWidth.width(of: $0) == 1
        }
    }

    @Test func everyAmbiguousCharacterTakesOneCellOrTwoWhenAsked() {
        #expect(Self.ambiguous.count > 800)
        // The marks among them take no cell however ambiguous characters are drawn.
        CellWidth.ambiguousWide.withValue(true) {
            #expect(TerminalText.width("e\u{301}") == 1)
            #expect(CellWidth.width(of: "\u{20DD}") == 0)
        }
        for scalar in Self.ambiguous {
            let text = String(scalar)
            #expect(TerminalText.width(text) == 1, "U+\(String(scalar.value, radix: 16))")
            CellWidth.ambiguousWide.withValue(true) {
                #expect(TerminalText.width(text) == 2, "U+\(String(scalar.value, radix: 16))")
                #expect(SafeText(text).cells == 2, "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test(arguments: ["abc", "分享", "กำ", "ñ", "😀", "‹›", "a\u{301}"])
    func charactersThatAreNotAmbiguousKeepTheirWidth(_ text: String) {
        let narrow = TerminalText.width(text)
        CellWidth.ambiguousWide.withValue(true) { #expect(TerminalText.width(text) == narrow) }
    }

    /// The fast paths (the simple symbols, the separate scalars of Latin text) and the general
    /// rule agree when ambiguous characters are wide.
    @Test(arguments: ["· • … ○ ●", "─────", "café ±", "Ω α я", "x × y"])
    func theFastPathsAgreeWithTheGeneralRule(_ text: String) {
        CellWidth.ambiguousWide.withValue(true) {
            #expect(TerminalText.width(text) == TerminalText.widthByCluster(text))
            #expect(SafeText(text).cells == TerminalText.widthByCluster(text))
        }
    }

    @Test func aCutLeavesRoomForAWideEllipsis() {
        CellWidth.ambiguousWide.withValue(true) {
            #expect(TerminalText.truncate("abcdef", toWidth: 4) == "ab…")
            #expect(TerminalText.truncate("±±±±", toWidth: 5) == "±…")
            #expect(TerminalText.width(TerminalText.truncate("分享照片", toWidth: 5)) <= 5)
        }
    }

    /// A sheet drawn with ambiguous characters wide: every line fits, counted that way, and the
    /// rules are half as many `─`.
    @Test(arguments: [30, 40, 80])
    func aSheetDrawnWideFitsItsWidth(_ width: Int) throws {
        let sheet = ActionSheet(
            title: "±① ○ Pick…", items: [ActionSheetItem("Ω α я ±", badge: .point), ActionSheetItem("•••")],
            destructiveIndex: 0)
        for depth in [ColorDepth.none, .ansi16] {
            let request = PresentationRequest(sheet: sheet, output: OutputOptions(width: width, colorDepth: depth))
            try CellWidth.ambiguousWide.withValue(true) {
                let drawn = TerminalFixtures.strippingSGR(try AnsiPresenter().render(request))
                let lines = drawn.split(separator: "\n").map(String.init)
                for line in lines { #expect(TerminalText.width(line) <= width, "\(line)") }
                let rule = try #require(lines.first { $0.hasPrefix("─") })
                #expect(TerminalText.width(rule) == TerminalText.width(lines[0]), "\(rule)")
                let plain = try PlainPresenter().render(request)
                for line in plain.split(separator: "\n") { #expect(TerminalText.width(String(line)) <= width) }
            }
        }
    }
}
