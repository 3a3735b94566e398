import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

/// The picture's title and message broken into lines by cell width, and the sheet's header
/// growing with them.
@Suite struct SVGTextWrapTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var width: Int
        var maxLines: Int
        var lines: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "fits on one line", text: "short", width: 10, maxLines: 2, lines: ["short"]),
        Case(name: "empty", text: "", width: 10, maxLines: 2, lines: [""]),
        Case(
            name: "breaks at spaces", text: "the quick brown fox jumps", width: 10, maxLines: 3,
            lines: ["the quick", "brown fox", "jumps"]),
        Case(
            name: "a run of spaces at a break is dropped", text: "aa    bb", width: 3, maxLines: 2, lines: ["aa", "bb"]),
        Case(
            name: "the last allowed line is cut with an ellipsis", text: "aaa bbb ccc ddd eee", width: 7, maxLines: 2,
            lines: ["aaa bbb", "ccc dd…"]),
        Case(
            name: "a word longer than a line breaks between characters", text: "abcdefghijklmnop", width: 5,
            maxLines: 3, lines: ["abcde", "fghij", "klmn…"]),
        Case(
            name: "CJK breaks between characters", text: "分享这张照片到朋友圈", width: 8, maxLines: 3,
            lines: ["分享这张", "照片到朋", "友圈"]),
        Case(
            name: "a wide character is never split over an odd width", text: "分享这张照片到朋友圈", width: 7, maxLines: 3,
            lines: ["分享这", "张照片", "到朋友…"]),
        Case(
            name: "CJK next to Latin breaks at the change", text: "Send 发送给朋友", width: 8, maxLines: 2,
            lines: ["Send 发", "送给朋友"]),
        Case(
            name: "a closing mark does not start a line", text: "あいう。えお", width: 6, maxLines: 3,
            lines: ["あい", "う。え", "お"]),
        Case(
            name: "a no-break space holds its words together", text: "aaaa\u{A0}bbbb cc", width: 6, maxLines: 3,
            lines: ["aaaa\u{A0}b", "bbb cc"]),
        Case(
            name: "emoji sequences stay whole", text: "👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", width: 4, maxLines: 2,
            lines: ["👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧"]),
        Case(
            name: "combining marks stay on their letter", text: "e\u{301}e\u{301}e\u{301} e\u{301}e\u{301}", width: 4,
            maxLines: 2, lines: ["e\u{301}e\u{301}e\u{301}", "e\u{301}e\u{301}"]),
        Case(name: "one line allowed is a cut", text: "aaa bbb ccc", width: 7, maxLines: 1, lines: ["aaa bb…"]),
        Case(name: "lines of two cells", text: "ab 分c", width: 2, maxLines: 4, lines: ["ab", "分", "c"]),
        Case(
            name: "spaces after the last break make no line", text: "aaa bbb   ", width: 3, maxLines: 3,
            lines: ["aaa", "bbb"]),
    ]

    @Test(arguments: cases)
    func linesBreakWhereTheyShould(_ test: Case) {
        #expect(SVGTextWrap.lines(test.text, width: test.width, maxLines: test.maxLines) == test.lines)
    }

    static let texts = [
        "The quick brown fox jumps over the lazy dog, again and again and again",
        "写真を共有します。送信先を選んでください。長い説明がここに続きます。",
        "한국어 메시지는 띄어쓰기로 나뉘지만 아주 긴 낱말도 있습니다",
        "👩‍👩‍👧 family 🇯🇵 flags 1️⃣ keycaps e\u{301}\u{302} marks Supercalifragilisticexpialidocious",
        String(repeating: "x", count: 200), "分" + String(repeating: " ", count: 30) + "享",
    ]

    /// Every line fits, there are no more than allowed, and no grapheme cluster is split: the
    /// lines hold the text's clusters, in order, less the spaces at the breaks and what was cut.
    @Test(arguments: texts)
    func everyLineFitsAndNoClusterIsSplit(_ text: String) {
        for width in [2, 3, 7, 12, 43] {
            for maxLines in [1, 2, 3] {
                let lines = SVGTextWrap.lines(text, width: width, maxLines: maxLines)
                #expect(!lines.isEmpty && lines.count <= maxLines)
                for line in lines { #expect(TerminalText.width(line) <= width, "\(line) at \(width)") }
                let kept = lines.flatMap { Array($0) }.filter { $0 != "…" && $0 != " " }
                let clusters = Array(text).filter { $0 != " " }
                let cut = lines.last?.hasSuffix("…") == true && !text.hasSuffix("…")
                if cut {
                    #expect(Array(clusters.prefix(kept.count)) == kept, "\(lines)")
                } else {
                    #expect(kept == clusters, "\(lines)")
                }
            }
        }
    }

    @Test func aTitleOfAMillionCharactersIsTwoLines() {
        let lines = SVGTextWrap.lines(String(repeating: "word ", count: 200_000), width: 43, maxLines: 2)
        #expect(lines.count == 2)
        // Eight words and their spaces are 39 cells; a ninth would make 44.
        #expect(lines[0] == String(repeating: "word ", count: 7) + "word")
        #expect(lines[1].hasSuffix("…"))
    }

    // MARK: The sheet

    static let twoLineTitle = "A title long enough that it has to go on over a second line"
    static let longMessage = String(repeating: "A message that goes on and on. ", count: 10)

    static func layout(title: String?, message: String?) -> SVGSheetLayout {
        SVGSheetLayout(
            ResolvedSheet(
                ActionSheet(title: title, message: message, items: [ActionSheetItem("a")]), theme: .builtInDefault,
                locale: nil))
    }

    @Test func theHeaderGrowsWithTheLinesAndTheRowsMoveDown() throws {
        let one = Self.layout(title: "Short", message: "Short")
        let long = Self.layout(title: Self.twoLineTitle, message: Self.longMessage)
        #expect(one.title.count == 1 && one.message.count == 1)
        try #require(long.title.count == 2 && long.message.count == 3)
        let lineHeight = SVGSheetLayout.headerLineHeight
        #expect(one.header!.height == 2 * SVGSheetLayout.padding + 2 * lineHeight + SVGSheetLayout.headerSpacing)
        #expect(long.header!.height == one.header!.height + 3 * lineHeight)
        #expect(long.rows[0].rect.y == long.header!.maxY)
        #expect(long.height == one.height + 3 * lineHeight)
        // Each line below the one before, the message below the title.
        let lines = long.title + long.message
        for (above, below) in zip(lines, lines.dropFirst()) {
            #expect(below.baseline > above.baseline)
            #expect(below.bounds.y >= above.bounds.maxY)
        }
        #expect(long.message[0].bounds.y == long.title[1].bounds.maxY + SVGSheetLayout.headerSpacing)
        #expect(long.title[0].text + " " + long.title[1].text == Self.twoLineTitle)
        #expect(long.message[2].text.hasSuffix("…"))
    }

    @Test func aVeryLongTitleIsCutOnItsLastAllowedLine() throws {
        let title = String(repeating: "A very long title that must be cut ", count: 8)
        let layout = Self.layout(title: title, message: nil)
        try #require(layout.title.count == 2)
        #expect(!layout.title[0].text.hasSuffix("…"))
        #expect(layout.title[1].text.hasSuffix("…"))
        #expect(title.hasPrefix(layout.title[0].text + " " + layout.title[1].text.dropLast()))
        for line in layout.title {
            let width = SVGSheetLayout.measuredWidth(cells: TerminalText.width(line.text), fontSize: line.fontSize)
            #expect(width <= line.bounds.width)
        }
    }

    @Test func aCJKMessageWrapsBetweenCharacters() throws {
        let message = String(repeating: "分享这张照片到朋友圈", count: 10)
        let layout = Self.layout(title: nil, message: message)
        let cells = Int((SVGSheetLayout.sheetWidth - 2 * SVGSheetLayout.padding) / (SVGSheetLayout.cellAdvance * 13))
        try #require(layout.message.count == 3)
        #expect(layout.message[0].text == String(Array(message).prefix(cells / 2)))
        #expect(layout.message[1].text == String(Array(message).dropFirst(cells / 2).prefix(cells / 2)))
        #expect(layout.message[2].text.hasSuffix("…"))
    }

    @Test func theSVGAndTheHTMLPageDrawEveryLine() throws {
        let request = PresentationRequest(
            sheet: ActionSheet(title: Self.twoLineTitle, message: Self.longMessage, items: [ActionSheetItem("a")]))
        let layout = SVGSheetLayout(ResolvedSheet(request))
        let svg = try SVGPresenter().render(request)
        let html = try HTMLPresenter().render(request)
        for line in layout.title {
            let element = ">\(SVGText.escaped(line.text))</text>"
            #expect(svg.contains("font-weight=\"600\" fill=\"#6D6D72\" class=\"sheet-title\"\(element)"))
            #expect(html.contains(element))
        }
        for line in layout.message { #expect(svg.contains(">\(SVGText.escaped(line.text))</text>")) }
        #expect(svg.components(separatedBy: "<text ").count - 1 == 2 + 3 + 1 + 1)
    }

    @Test func aWrappedSheetMatchesItsGolden() throws {
        let sheet = ActionSheet(
            title: "分享这张照片到朋友圈或者发送给好友，请选择一个你想要分享的地方，然后点击确认",
            message: "Choose where to send it: a friend, a group, your moments, or somewhere else entirely. "
                + "The picture keeps its full size and its location unless you turn that off.",
            items: [ActionSheetItem("Send to a friend"), ActionSheetItem("Delete", badge: .point)],
            destructiveIndex: 1)
        let output = try SVGPresenter().render(PresentationRequest(sheet: sheet))
        #expect(output == (try golden("golden/svg/wrapped.svg", output)))
    }
}
