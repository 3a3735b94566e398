import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

/// ``AnsiSheetLayout`` and what it draws with (``SafeText``, ``AnsiLineWriter``, the byte-level
/// SGR writers) against ``AnsiReferenceLayout`` and ``TerminalText``'s general rules, on sheets
/// the golden files do not cover: narrow widths that clip rows, every cursor row, texts whose
/// clusters join the spaces around them, translucent and transparent colours, and colours that
/// collapse into one at 16 colours.
@Suite struct AnsiSheetLayoutTests {
    /// Texts that are hard to measure: spacing marks and prepended letters join a neighbouring
    /// space into one grapheme cluster, wide clusters straddle a cut, marks stand alone.
    static let trickyTexts: [String] = [
        "\u{0903}starts with a spacing mark", "ends with a prepended letter \u{0D4E}", "\u{0D4E}", "\u{0903}",
        "\u{0301}", "e\u{0301}", "漢字漢字漢字漢字", "a漢", "👨\u{200D}👩\u{200D}👧 family", "🇯🇵🇫🇷", "1\u{FE0F}\u{20E3}",
        "› · ─ … ●", "tab\there\u{1B}[31m", "\u{202E}rtl", "", " ", "x",
    ]

    static let trickySheet = ActionSheet(
        title: "\u{0903}title with a mark 漢字",
        message: "message ends in a prepended letter\u{0D4E}",
        items: [
            ActionSheetItem("\u{0D4E}", badge: .text("\u{0D4E}")),
            ActionSheetItem("\u{0903}x", badge: .text("\u{0903}x")),
            ActionSheetItem("漢字漢字漢字漢字漢字", badge: .text("漢字漢字")),
            ActionSheetItem("a\u{0301}b", badge: .num("1000")),
            ActionSheetItem("", badge: .text("")),
            ActionSheetItem("› · ─ … ●", badge: .point),
            ActionSheetItem("👨\u{200D}👩\u{200D}👧 family", badge: .text("🇯🇵")),
        ],
        cancelButtonText: "\u{0301}", destructiveIndex: 2)

    static let emptySheet = ActionSheet(title: "", message: "", items: [], cancelButtonText: "")

    static let sheets: [(String, ActionSheet)] =
        TerminalFixtures.all.map { ($0.name, $0.sheet) } + [
            ("tricky", trickySheet), ("empty", emptySheet),
            ("no title", ActionSheet(message: "only a message", items: [ActionSheetItem("one")])),
            ("no header", ActionSheet(items: [ActionSheetItem("one", badge: .more)])),
        ]

    /// Themes whose colours exercise blending and style merging.
    static let themes: [(String, Theme)] = {
        var transparent = Theme.builtInDefault
        transparent.colors.background = ThemeColor(red: 255, green: 255, blue: 255, alpha: 0)
        var translucent = Theme.builtInDefault
        translucent.colors.background = ThemeColor(red: 20, green: 20, blue: 20)
        translucent.colors.item = ThemeColor(red: 255, green: 255, blue: 255, alpha: 128)
        translucent.colors.badge = ThemeColor(red: 255, green: 0, blue: 0, alpha: 64)
        // The pill's style is the item's, and at 16 colours the title, message and cancel collapse
        // into one colour: styles stay apart by value, not by the bytes they write.
        var collapsing = Theme.builtInDefault
        collapsing.colors.badgeText = collapsing.colors.item
        collapsing.colors.badge = collapsing.colors.background
        collapsing.colors.title = ThemeColor(red: 1, green: 1, blue: 1)
        collapsing.colors.message = ThemeColor(red: 2, green: 2, blue: 2)
        collapsing.colors.cancel = ThemeColor(red: 3, green: 3, blue: 3)
        return [
            ("default", .builtInDefault), ("transparent", transparent), ("translucent", translucent),
            ("collapsing", collapsing),
        ]
    }()

    struct Case: Sendable, CustomTestStringConvertible {
        var sheet: Int
        var theme: Int
        var testDescription: String {
            "\(AnsiSheetLayoutTests.sheets[sheet].0), \(AnsiSheetLayoutTests.themes[theme].0)"
        }
    }

    static let cases: [Case] = sheets.indices.flatMap { sheet in themes.indices.map { Case(sheet: sheet, theme: $0) } }

    @Test(arguments: cases)
    func drawsWhatTheReferenceDraws(_ testCase: Case) {
        var sheet = Self.sheets[testCase.sheet].1
        if testCase.theme == 2 { sheet.itemColor = ThemeColor(red: 0, green: 200, blue: 100, alpha: 100) }
        let resolved = ResolvedSheet(sheet, theme: Self.themes[testCase.theme].1, locale: nil)
        for depth in ColorDepth.allCases {
            let layout = AnsiSheetLayout(resolved, depth: depth)
            let reference = AnsiReferenceLayout(resolved, depth: depth)
            #expect(layout.naturalWidth == reference.naturalWidth())
            #expect(layout.narrowestWidth == reference.narrowestWidth())
            // Below the narrowest width nothing is drawn: the presenter says it is too narrow.
            let widths = Array(reference.narrowestWidth()...reference.naturalWidth() + 1) + [80]
            for width in widths {
                for cursor in [nil] + Array(0...sheet.items.count) {
                    let expected = reference.lines(width: width, cursor: cursor)
                    #expect(
                        layout.text(width: width, cursor: cursor) == expected.map { $0 + "\n" }.joined(),
                        "\(depth) at \(width), cursor \(cursor.map(String.init) ?? "none")")
                    #expect(layout.lines(width: width, cursor: cursor) == expected)
                }
            }
        }
    }

    /// Sheets past the writer's stack room: many texts that are not ASCII, and more bytes than
    /// the ``TextWriter`` block holds.
    static let largeSheets: [(String, ActionSheet)] = [
        (
            "many pieces",
            ActionSheet(
                title: "漢字の題", message: "メッセージ",
                items: (0..<40).map { ActionSheetItem("項目 \($0) 漢字", badge: $0 % 2 == 0 ? .text("新") : .point) },
                cancelButtonText: "取消", destructiveIndex: 3)
        ),
        (
            "long texts",
            ActionSheet(
                title: String(repeating: "Share this photo ", count: 150),
                message: String(repeating: "漢字 and words ", count: 90),
                items: [ActionSheetItem(String(repeating: "x", count: 1500), badge: .text("New"))])
        ),
    ]

    @Test(arguments: largeSheets.indices)
    func drawsLargeSheetsAsTheReferenceDoes(_ index: Int) {
        let resolved = ResolvedSheet(Self.largeSheets[index].1, theme: .builtInDefault, locale: nil)
        for depth in ColorDepth.allCases {
            let layout = AnsiSheetLayout(resolved, depth: depth)
            let reference = AnsiReferenceLayout(resolved, depth: depth)
            for width in [1, 7, 40, 80, 500, 3000] {
                for cursor in [nil, 0, 5] {
                    let expected = reference.lines(width: width, cursor: cursor)
                    #expect(
                        layout.text(width: width, cursor: cursor) == expected.map { $0 + "\n" }.joined(),
                        "\(depth) at \(width), cursor \(cursor.map(String.init) ?? "none")")
                }
            }
        }
    }

    @Test(arguments: [ColorDepth.ansi16, .ansi256, .trueColor])
    func manyStylesAreEachWrittenAsTheirTransition(_ depth: ColorDepth) {
        // Twenty styles, each used twice.
        let styles = (0..<20).map { (index: Int) -> AnsiStyle in
            let red = UInt8(index * 11)
            let blue = UInt8(255 - index * 7)
            return AnsiStyle(
                foreground: ThemeColor(red: red, green: 200, blue: blue),
                background: ThemeColor(red: 0, green: 0, blue: 0), bold: index % 3 == 0)
        }
        let drawn = AnsiLineWriter.text(depth: depth) { writer in
            for _ in 0..<2 {
                writer.beginLine(width: 1000)
                for style in styles {
                    let id = writer.style(style)
                    #expect(writer.style(style) == id)
                    writer.write(spaces: 1, style: id)
                    writer.write(spaces: 1, style: writer.style(AnsiStyle()))
                }
                writer.endLine()
            }
        }
        let line = styles.map { $0.transition(depth: depth) + " " + AnsiStyle().transition(depth: depth) + " " }
            .joined()
        #expect(drawn == String(repeating: line + AnsiStyle.reset + "\n", count: 2))
    }

    @Test func aStyleReadsBackWhatWasSet() {
        let red = ThemeColor(red: 255, green: 0, blue: 0, alpha: 128)
        let blue = ThemeColor(red: 0, green: 0, blue: 255)
        var style = AnsiStyle(foreground: red, background: blue, bold: true, dim: false, reverse: true)
        #expect(style.foreground == red)
        #expect(style.background == blue)
        #expect(style.bold && !style.dim && style.reverse)
        style.foreground = nil
        style.bold = false
        style.dim = true
        #expect(style.foreground == nil)
        #expect(style.background == blue)
        #expect(!style.bold && style.dim && style.reverse)
        #expect(style == AnsiStyle(background: blue, dim: true, reverse: true))
        style.background = nil
        style.dim = false
        style.reverse = false
        #expect(style == AnsiStyle())
        #expect(Set([style, AnsiStyle(), AnsiStyle(foreground: red)]).count == 2)
        // A colour present but black is not a colour absent.
        #expect(AnsiStyle(foreground: ThemeColor(red: 0, green: 0, blue: 0, alpha: 0)) != AnsiStyle())
    }

    @Test(arguments: FastPathCase.all.map(\.text) + trickyTexts)
    func safeTextIsSanitizedAndMeasuredAsTerminalTextDoes(_ text: String) {
        let safe = SafeText(text)
        let sanitized = TerminalText.sanitize(text)
        #expect(safe.text == sanitized)
        #expect(safe.cells == TerminalText.width(sanitized))
        #expect(safe.isSimple == (CellWidth.ofSeparateScalars(sanitized) != nil))
        for width in -1...safe.cells + 1 {
            let cut = safe.truncated(toWidth: width)
            let expected = TerminalText.truncate(sanitized, toWidth: width)
            #expect(cut.text == expected, "at \(width)")
            #expect(cut.cells == TerminalText.width(expected), "at \(width)")
        }
    }

    @Test(arguments: FastPathCase.all.map(\.text) + trickyTexts)
    func aTextWithSpacesIsAsWideAsItsJoinedString(_ text: String) {
        let safe = SafeText(text)
        for (leading, trailing) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 3), (2, 2)] {
            let joined = String(repeating: " ", count: leading) + safe.text + String(repeating: " ", count: trailing)
            #expect(safe.joined(leading: leading, trailing: trailing) == joined)
            #expect(
                safe.cells(leading: leading, trailing: trailing) == TerminalText.width(joined),
                "\(leading) before, \(trailing) after")
        }
    }

    @Test(arguments: ColorDepth.allCases)
    func sequencesAreTheReferenceBytes(_ depth: ColorDepth) {
        let levels: [UInt8] = [0, 1, 47, 95, 128, 135, 200, 238, 255]
        var colors: [ThemeColor?] = [nil]
        for red in levels {
            for green in levels {
                colors.append(ThemeColor(red: red, green: green, blue: levels[(Int(red) + Int(green)) % levels.count]))
            }
        }
        for (index, foreground) in colors.enumerated() {
            let background = colors[(index * 7) % colors.count]
            for flags in 0..<8 {
                let style = AnsiStyle(
                    foreground: foreground, background: background, bold: flags & 1 != 0, dim: flags & 2 != 0,
                    reverse: flags & 4 != 0)
                #expect(style.sequence(depth: depth) == AnsiReferenceLayout.sequence(style, depth: depth))
                #expect(style.transition(depth: depth) == AnsiReferenceLayout.transition(style, depth: depth))
            }
            if let foreground, depth != .none {
                for fill in [false, true] {
                    #expect(
                        SGR.color(foreground, depth: depth, background: fill)
                            == AnsiReferenceLayout.color(foreground, depth: depth, background: fill))
                }
            }
        }
    }
}

extension AnsiSheetLayout {
    /// The lines of the block, without their line feeds.
    func lines(width: Int, cursor: Int?) -> [String] {
        text(width: width, cursor: cursor).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
    }
}
