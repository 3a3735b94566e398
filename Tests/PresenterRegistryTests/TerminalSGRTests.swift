import Testing
import ThemeKit

@testable import PresenterRegistry
@testable import SheetTerminal

@Suite struct TerminalSGRTests {
    struct NearestCase: Sendable, CustomTestStringConvertible {
        var hex: String
        var index16: Int
        var index256: Int
        var testDescription: String { hex }
    }

    static let nearestCases: [NearestCase] = [
        NearestCase(hex: "#000000", index16: 0, index256: 16),
        NearestCase(hex: "#FFFFFF", index16: 15, index256: 231),
        NearestCase(hex: "#FF0000", index16: 9, index256: 196),
        NearestCase(hex: "#CD0000", index16: 1, index256: 160),
        NearestCase(hex: "#D70015", index16: 1, index256: 160),
        NearestCase(hex: "#FF3B30", index16: 9, index256: 203),
        NearestCase(hex: "#0000EE", index16: 4, index256: 21),
        NearestCase(hex: "#5C5CFF", index16: 12, index256: 63),
        NearestCase(hex: "#6D6D72", index16: 8, index256: 242),
        NearestCase(hex: "#E5E5EA", index16: 7, index256: 254),
        NearestCase(hex: "#808080", index16: 8, index256: 244),
        NearestCase(hex: "#0A84FF", index16: 6, index256: 33),
        NearestCase(hex: "#080808", index16: 0, index256: 232),
        NearestCase(hex: "#EEEEEE", index16: 7, index256: 255),
    ]

    @Test(arguments: nearestCases)
    func nearestColours(_ testCase: NearestCase) throws {
        let color = try #require(ThemeColor(hex: testCase.hex))
        #expect(SGR.nearest16(color) == testCase.index16)
        #expect(SGR.nearest256(color) == testCase.index256)
    }

    @Test func nearestIsAnExactMatchForEveryStandardColour() {
        for (index, color) in SGR.standardColors.enumerated() { #expect(SGR.nearest16(color) == index) }
    }

    @Test func colourParametersAtEachDepth() throws {
        let red = try #require(ThemeColor(hex: "#FF0000"))
        let darkRed = try #require(ThemeColor(hex: "#CD0000"))
        #expect(SGR.color(red, depth: .ansi16, background: false) == "91")
        #expect(SGR.color(red, depth: .ansi16, background: true) == "101")
        #expect(SGR.color(darkRed, depth: .ansi16, background: false) == "31")
        #expect(SGR.color(darkRed, depth: .ansi16, background: true) == "41")
        #expect(SGR.color(red, depth: .ansi256, background: false) == "38;5;196")
        #expect(SGR.color(red, depth: .ansi256, background: true) == "48;5;196")
        #expect(SGR.color(darkRed, depth: .trueColor, background: false) == "38;2;205;0;0")
        #expect(SGR.color(darkRed, depth: .trueColor, background: true) == "48;2;205;0;0")
    }

    @Test func stylesWriteOneSequenceAndNothingWithoutColour() throws {
        let style = AnsiStyle(
            foreground: ThemeColor(hex: "#FFFFFF"), background: ThemeColor(hex: "#000000"), bold: true, dim: true,
            reverse: true)
        #expect(style.sequence(depth: .ansi16) == "\u{1B}[1;2;7;97;40m")
        #expect(style.transition(depth: .ansi16) == "\u{1B}[0;1;2;7;97;40m")
        #expect(style.apply("x", depth: .ansi256) == "\u{1B}[1;2;7;38;5;231;48;5;16mx\u{1B}[0m")
        #expect(style.apply("x", depth: .none) == "x")
        #expect(style.transition(depth: .none) == "")
        #expect(AnsiStyle().sequence(depth: .trueColor) == "")
        #expect(AnsiStyle().transition(depth: .trueColor) == AnsiStyle.reset)
        #expect(AnsiStyle().apply("x", depth: .trueColor) == "x")
    }

    @Test func translucentColoursAreBlendedOverTheBackgroundBeforeEncoding() throws {
        var theme = Theme.builtInDefault
        theme.colors.background = try #require(ThemeColor(hex: "#000000"))
        theme.colors.item = try #require(ThemeColor(hex: "#80FFFFFF"))  // half-transparent white
        let request = PresentationRequest(
            sheet: ActionSheet(items: [.init("x")]), theme: theme,
            output: OutputOptions(width: 20, colorDepth: .trueColor))
        let drawn = try AnsiPresenter().render(request)
        #expect(drawn.contains("38;2;128;128;128"))
        #expect(!drawn.contains("38;2;255;255;255;"))
    }
}
