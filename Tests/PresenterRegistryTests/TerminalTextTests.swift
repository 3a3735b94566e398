import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

@Suite struct TerminalTextTests {
    struct WidthCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var width: Int
        var testDescription: String { name }
    }

    static let widthCases: [WidthCase] = [
        WidthCase(name: "ASCII", text: "Share", width: 5),
        WidthCase(name: "empty", text: "", width: 0),
        WidthCase(name: "Chinese", text: "分享", width: 4),
        WidthCase(name: "Japanese kana", text: "キャンセル", width: 10),
        WidthCase(name: "Hangul syllables", text: "취소", width: 4),
        WidthCase(name: "Hangul conjoining jamo", text: "\u{1100}\u{1161}\u{11A8}", width: 2),
        WidthCase(name: "fullwidth forms", text: "ＡＢ！", width: 6),
        WidthCase(name: "halfwidth katakana", text: "ｶﾀｶﾅ", width: 4),
        WidthCase(name: "ideographic space", text: "\u{3000}", width: 2),
        WidthCase(name: "CJK extension B", text: "\u{20000}", width: 2),
        WidthCase(name: "combining acute", text: "e\u{301}", width: 1),
        WidthCase(name: "stacked combining marks", text: "a\u{300}\u{301}\u{302}\u{303}", width: 1),
        WidthCase(name: "lone combining mark", text: "\u{301}", width: 0),
        WidthCase(name: "enclosing mark on a digit", text: "1\u{20DD}", width: 1),
        WidthCase(name: "emoji presentation", text: "😀", width: 2),
        WidthCase(name: "ZWJ family", text: "👨‍👩‍👧‍👦", width: 2),
        // Widths as tmux draws them, code point by code point (see CellWidth): a skin tone is a
        // picture of its own, VS16 and VS15 change nothing, what follows a joiner takes no cell.
        WidthCase(name: "skin tone", text: "👍🏽", width: 4),
        WidthCase(name: "flag", text: "🇯🇵", width: 2),
        WidthCase(name: "two flags", text: "🇯🇵🇫🇷", width: 4),
        WidthCase(name: "lone regional indicator", text: "🇯", width: 1),
        WidthCase(name: "keycap", text: "1️⃣", width: 1),
        WidthCase(name: "keycap without VS16", text: "#\u{20E3}", width: 1),
        WidthCase(name: "VS16 heart", text: "❤️", width: 1),
        WidthCase(name: "text heart", text: "❤", width: 1),
        WidthCase(name: "VS15 text presentation", text: "😀\u{FE0E}", width: 2),
        WidthCase(name: "Thai SARA AM", text: "กำ", width: 2),
        WidthCase(name: "Thai tone mark and SARA AM", text: "ก่ำ", width: 2),
        WidthCase(name: "Devanagari vowel sign I", text: "कि", width: 2),
        WidthCase(name: "Devanagari conjunct", text: "क्ष", width: 2),
        WidthCase(name: "Khmer vowel sign AA", text: "កា", width: 2),
        WidthCase(name: "Myanmar medial", text: "ကျ", width: 2),
        WidthCase(name: "ZWJ sequence after a skin tone", text: "👩🏽‍💻", width: 4),
        WidthCase(name: "ZWJ sequence of a text-default flag", text: "🏳️‍🌈", width: 1),
        WidthCase(name: "three regional indicators", text: "🇦🇦🇦", width: 3),
        WidthCase(name: "ambiguous plus-minus", text: "±", width: 1),
        WidthCase(name: "circled digit on a black square", text: "\u{3248}", width: 2),
        WidthCase(name: "tag sequence flag", text: "🏴󠁧󠁢󠁳󠁣󠁴󠁿", width: 2),
        WidthCase(name: "mixed", text: "a分😀e\u{301}", width: 6),
        WidthCase(name: "escaped control", text: TerminalText.sanitize("\u{1B}"), width: 2),
        WidthCase(name: "raw control counts zero", text: "\u{7}", width: 0),
    ]

    @Test(arguments: widthCases)
    func widthCountsTerminalCells(_ testCase: WidthCase) {
        #expect(TerminalText.width(testCase.text) == testCase.width)
    }

    struct SanitizeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var output: String
        var testDescription: String { name }
    }

    static let sanitizeCases: [SanitizeCase] = [
        SanitizeCase(name: "NUL", input: "a\u{0}b", output: "a^@b"),
        SanitizeCase(name: "BEL", input: "\u{7}", output: "^G"),
        SanitizeCase(name: "ESC sequence", input: "\u{1B}[31mred", output: "^[[31mred"),
        SanitizeCase(name: "LF", input: "a\nb", output: "a\\nb"),
        SanitizeCase(name: "CR", input: "a\rb", output: "a\\rb"),
        SanitizeCase(name: "CRLF", input: "a\r\nb", output: "a\\r\\nb"),
        SanitizeCase(name: "TAB", input: "a\tb", output: "a\\tb"),
        SanitizeCase(name: "unit separator", input: "\u{1F}", output: "^_"),
        SanitizeCase(name: "DEL", input: "\u{7F}", output: "^?"),
        SanitizeCase(name: "C1 CSI", input: "\u{9B}31m", output: "<U+009B>31m"),
        SanitizeCase(name: "C1 NEL", input: "\u{85}", output: "<U+0085>"),
        SanitizeCase(name: "right-to-left override", input: "\u{202E}txt", output: "<U+202E>txt"),
        SanitizeCase(name: "left-to-right embedding", input: "\u{202A}", output: "<U+202A>"),
        SanitizeCase(
            name: "isolates", input: "\u{2066}\u{2067}\u{2068}\u{2069}", output: "<U+2066><U+2067><U+2068><U+2069>"),
        SanitizeCase(name: "bidi marks", input: "\u{200E}\u{200F}\u{061C}", output: "<U+200E><U+200F><U+061C>"),
        SanitizeCase(name: "zero-width space", input: "a\u{200B}b", output: "a<U+200B>b"),
        SanitizeCase(name: "zero-width non-joiner", input: "a\u{200C}b", output: "a<U+200C>b"),
        SanitizeCase(name: "ZWJ between letters", input: "a\u{200D}b", output: "a<U+200D>b"),
        SanitizeCase(name: "ZWJ at the end", input: "😀\u{200D}", output: "😀<U+200D>"),
        SanitizeCase(name: "ZWJ inside an emoji sequence", input: "👨‍👩‍👧", output: "👨‍👩‍👧"),
        SanitizeCase(name: "ZWJ after a skin tone", input: "🧑🏽‍💻", output: "🧑🏽‍💻"),
        SanitizeCase(name: "word joiner", input: "\u{2060}", output: "<U+2060>"),
        SanitizeCase(name: "byte-order mark", input: "\u{FEFF}x", output: "<U+FEFF>x"),
        SanitizeCase(name: "soft hyphen", input: "soft\u{AD}", output: "soft<U+00AD>"),
        SanitizeCase(name: "line separator", input: "\u{2028}", output: "<U+2028>"),
        SanitizeCase(name: "paragraph separator", input: "\u{2029}", output: "<U+2029>"),
        SanitizeCase(name: "tag characters alone", input: "a\u{E0041}", output: "a<U+E0041>"),
        SanitizeCase(name: "tag sequence flag", input: "🏴󠁧󠁢󠁳󠁣󠁴󠁿", output: "🏴󠁧󠁢󠁳󠁣󠁴󠁿"),
        SanitizeCase(
            name: "tag characters after an escaped joiner", input: "\u{1F3F4}\u{200D}\u{E0060}\u{E007F}",
            output: "\u{1F3F4}<U+200D><U+E0060><U+E007F>"),
        SanitizeCase(name: "Hangul fillers", input: "\u{3164}\u{115F}\u{FFA0}", output: "<U+3164><U+115F><U+FFA0>"),
        SanitizeCase(
            name: "emoji variation selectors kept", input: "❤\u{FE0F} ☺\u{FE0E} 1\u{FE0F}\u{20E3}",
            output: "❤\u{FE0F} ☺\u{FE0E} 1\u{FE0F}\u{20E3}"),
        SanitizeCase(name: "ideographic variation selector", input: "葛\u{E0100}", output: "葛<U+E0100>"),
        SanitizeCase(
            name: "a payload in variation selectors", input: "Delete\u{FE00}\u{FE0D}\u{E0100}\u{E01EF}",
            output: "Delete<U+FE00><U+FE0D><U+E0100><U+E01EF>"),
        SanitizeCase(name: "VS16 after a letter", input: "a\u{FE0F}", output: "a<U+FE0F>"),
        SanitizeCase(name: "VS16 twice", input: "❤\u{FE0F}\u{FE0F}", output: "❤\u{FE0F}<U+FE0F>"),
        SanitizeCase(name: "VS15 at the start", input: "\u{FE0E}x", output: "<U+FE0E>x"),
        SanitizeCase(
            name: "a payload after an emoji", input: "😀\u{FE0F}\u{E0101}\u{E0102}",
            output: "😀\u{FE0F}<U+E0101><U+E0102>"),
        SanitizeCase(name: "VS16 after a skin tone", input: "👍🏽\u{FE0F}", output: "👍🏽<U+FE0F>"),
        SanitizeCase(name: "ZWJ sequence with VS16", input: "🏳\u{FE0F}\u{200D}🌈", output: "🏳\u{FE0F}\u{200D}🌈"),
        SanitizeCase(
            name: "ZWJ after an escaped selector", input: "😀\u{E0100}\u{200D}😀", output: "😀<U+E0100><U+200D>😀"),
        SanitizeCase(name: "four people joined", input: "👨‍👩‍👧‍👦", output: "👨‍👩‍👧‍👦"),
        SanitizeCase(
            name: "a chain of joined emoji longer than any emoji", input: "👨‍👩‍👧‍👦‍👨‍👩",
            output: "👨‍👩‍👧‍👦<U+200D>👨<U+200D>👩"),
        SanitizeCase(name: "combining grapheme joiner", input: "a\u{34F}b", output: "a<U+034F>b"),
        SanitizeCase(name: "Khmer inherent vowels", input: "\u{17B4}\u{17B5}", output: "<U+17B4><U+17B5>"),
        SanitizeCase(
            name: "Mongolian selectors and separator", input: "ᠠ\u{180B}\u{180C}\u{180D}\u{180E}\u{180F}",
            output: "ᠠ<U+180B><U+180C><U+180D><U+180E><U+180F>"),
        SanitizeCase(name: "Khitan filler", input: "a\u{16FE4}", output: "a<U+16FE4>"),
        SanitizeCase(
            name: "noncharacters", input: String(Unicode.Scalar(0xFDD0)!) + "\u{FFFE}\u{FFFF}\u{1FFFE}\u{10FFFF}",
            output: "<U+FDD0><U+FFFE><U+FFFF><U+1FFFE><U+10FFFF>"),
        SanitizeCase(name: "unassigned ignorable", input: "\u{E0FFF}", output: "<U+E0FFF>"),
        // tmux draws an unassigned code point as nothing: it is named instead.
        SanitizeCase(name: "unassigned", input: "a\u{378}b", output: "a<U+0378>b"),
        SanitizeCase(name: "unassigned in the emoji planes", input: "\u{1FAFF}", output: "<U+1FAFF>"),
        SanitizeCase(
            name: "tags that spell text after a flag",
            input: "🏴\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}\u{E0020}\u{E0061}\u{E007F}",
            output: "🏴<U+E0069><U+E0067><U+E006E><U+E006F><U+E0072><U+E0065><U+E0020><U+E0061><U+E007F>"),
        SanitizeCase(
            name: "tags without a cancel tag", input: "🏴\u{E0067}\u{E0062}", output: "🏴<U+E0067><U+E0062>"),
        SanitizeCase(name: "plain text untouched", input: "分享 😀 e\u{301}", output: "分享 😀 e\u{301}"),
    ]

    @Test(arguments: sanitizeCases)
    func sanitizeShowsUnsafeCharactersVisibly(_ testCase: SanitizeCase) {
        #expect(TerminalText.sanitize(testCase.input) == testCase.output)
        // Sanitising is idempotent: what it writes is left as it is.
        #expect(TerminalText.sanitize(testCase.output) == testCase.output)
    }

    @Test func sanitizeLeavesNoUnsafeScalarOfAnyClass() {
        for scalar in TerminalFixtures.unsafeScalars {
            var text = "x"
            text.unicodeScalars.append(scalar)
            text += "y"
            let safe = TerminalText.sanitize(text)
            #expect(
                !safe.unicodeScalars.contains { TerminalText.needsEscape($0) }, "U+\(String(scalar.value, radix: 16))")
        }
    }

    struct TruncateCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var width: Int
        var result: String
        var testDescription: String { name }
    }

    static let truncateCases: [TruncateCase] = [
        TruncateCase(name: "fits", text: "abc", width: 3, result: "abc"),
        TruncateCase(name: "ASCII cut", text: "abcdef", width: 4, result: "abc…"),
        TruncateCase(name: "zero width", text: "abc", width: 0, result: ""),
        TruncateCase(name: "negative width", text: "abc", width: -3, result: ""),
        TruncateCase(name: "width one", text: "abc", width: 1, result: "…"),
        TruncateCase(name: "wide fits exactly", text: "分享照片", width: 8, result: "分享照片"),
        TruncateCase(name: "wide cut leaves a cell", text: "分享照片", width: 6, result: "分享…"),
        TruncateCase(name: "wide cut exact", text: "分享照片", width: 5, result: "分享…"),
        TruncateCase(name: "combining kept with base", text: "e\u{301}e\u{301}e\u{301}", width: 2, result: "e\u{301}…"),
        TruncateCase(name: "ZWJ family not split", text: "a👨‍👩‍👧‍👦b", width: 3, result: "a…"),
        TruncateCase(name: "ZWJ family kept whole", text: "a👨‍👩‍👧‍👦bc", width: 4, result: "a👨‍👩‍👧‍👦…"),
        TruncateCase(name: "flag not split", text: "🇯🇵🇫🇷", width: 3, result: "🇯🇵…"),
        TruncateCase(name: "keycap not split", text: "1️⃣2️⃣3️⃣", width: 2, result: "1️⃣…"),
        TruncateCase(name: "spacing mark kept with its letter", text: "กำกำ", width: 3, result: "กำ…"),
        TruncateCase(name: "vowel sign kept with its letter", text: "किकि", width: 2, result: "…"),
    ]

    @Test(arguments: truncateCases)
    func truncateCutsWholeClustersWithAnEllipsis(_ testCase: TruncateCase) {
        let result = TerminalText.truncate(testCase.text, toWidth: testCase.width)
        #expect(result == testCase.result)
        #expect(TerminalText.width(result) <= max(0, testCase.width))
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func fitGivesExactlyTheWidth(_ width: Int) {
        for text in ["", "a", "分享照片分享照片", "👨‍👩‍👧‍👦🇯🇵1️⃣e\u{301}", "abcdefghijklmnop"] {
            let fitted = TerminalText.fit(text, toWidth: width)
            #expect(TerminalText.width(fitted) == width, "\(text)")
        }
    }

    @Test func padAddsSpacesAndLeavesWideTextAlone() {
        #expect(TerminalText.pad("分", toWidth: 4) == "分  ")
        #expect(TerminalText.pad("abcdef", toWidth: 4) == "abcdef")
    }

    @Test func safeSanitisesBeforeCutting() {
        #expect(TerminalText.safe("\u{1B}[31mred", width: 5) == "^[[3…")
    }
}
