import Testing

@testable import SheetText

/// ``CellWidth/ofSeparateScalars(_:)`` answers for text in most scripts without grapheme
/// breaking; these hold it to the general rules it stands in for.
@Suite struct SeparateScalarsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        /// Whether every scalar is in the set the fast path answers for.
        let separate: Bool

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty", text: "", separate: true),
        Case(name: "ASCII", text: "Share to a friend #0", separate: true),
        Case(name: "accents", text: "Ünïcödé option 4", separate: true),
        Case(name: "Latin Extended and IPA", text: "Łódź ŒŸ ǅ ɐɒ ʰʲ ˈ˘", separate: true),
        Case(name: "no-break space, © and ®", text: "a\u{A0}b © ®", separate: true),
        Case(name: "CJK", text: "分享到微信 第1项", separate: true),
        Case(name: "CJK punctuation", text: "「你好」、。〜", separate: true),
        Case(name: "kana", text: "ひらがな カタカナー", separate: true),
        Case(name: "Hangul syllables", text: "안녕하세요 각각", separate: true),
        Case(name: "fullwidth", text: "ＡＢＣ！", separate: true),
        Case(name: "emoji pictographs", text: "Save the photo 📷 2 🚀🤖", separate: true),
        Case(name: "text-presentation pictograph", text: "🌡 weather", separate: true),
        Case(name: "narrow symbols beside CJK", text: "照片 › 更多…", separate: true),
        Case(name: "soft hyphen", text: "co\u{AD}operate", separate: false),
        Case(name: "combining acute", text: "e\u{301}", separate: false),
        Case(name: "CJK tone mark", text: "中\u{302A}", separate: false),
        Case(name: "kana voicing mark", text: "か\u{3099}", separate: false),
        Case(name: "Hangul jamo", text: "\u{1100}\u{1161}", separate: false),
        Case(name: "syllable and trailing jamo", text: "가\u{11A8}", separate: false),
        Case(name: "skin-tone modifier", text: "👍🏽", separate: false),
        Case(name: "ZWJ family", text: "👨\u{200D}👩\u{200D}👧", separate: false),
        Case(name: "VS16", text: "❤\u{FE0F}", separate: false),
        Case(name: "flag", text: "🇯🇵", separate: false),
        Case(name: "C1 control", text: "x\u{9B}31m", separate: false),
        Case(name: "ESC", text: "\u{1B}[31m", separate: false),
        Case(name: "bidi override", text: "abc\u{202E}fed", separate: false),
        Case(name: "Cyrillic", text: "Привет", separate: false),
    ]

    @Test(arguments: cases)
    func answersForTheSetAndMatchesTheGeneralRules(_ item: Case) {
        let cells = CellWidth.ofSeparateScalars(item.text)
        #expect((cells != nil) == item.separate)
        // Answered or not, the fast paths built on it agree with the rules scalar by scalar and
        // cluster by cluster.
        #expect(VisibleText.sanitize(item.text) == VisibleText.sanitizeScalars(item.text))
        if let cells {
            #expect(VisibleText.sanitizeScalars(item.text) == item.text)
            #expect(cells == item.text.reduce(0) { $0 + CellWidth.of($1) })
            #expect(item.text.count == item.text.unicodeScalars.count)
        }
    }

    /// Every scalar of the set: its width is ``CellWidth/of(_:)`` of it alone, it needs no
    /// escaping, and it forms no cluster with itself or with a scalar of each break class the set
    /// holds (Other, with and without Extended_Pictographic, and Hangul LV and LVT), on either side.
    @Test func everyScalarOfTheSetIsItsOwnClusterOfTheWidthItsRangeGives() {
        let neighbours: [Unicode.Scalar] = ["a", " ", "é", "中", "가", "각", "📷", "─", "ｶ"]
        var checked = 0
        var wrong: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let width = CellWidth.separateScalarWidth(value) else { continue }
            guard let scalar = Unicode.Scalar(value) else {
                wrong.append("U+\(String(value, radix: 16)) is no scalar")
                continue
            }
            checked += 1
            let alone = Character(scalar)
            if CellWidth.of(alone) != width { wrong.append("U+\(String(value, radix: 16)) width") }
            if VisibleText.needsEscape(scalar) { wrong.append("U+\(String(value, radix: 16)) needs escape") }
            for neighbour in neighbours + [scalar] {
                var after = String.UnicodeScalarView()
                after.append(scalar)
                after.append(neighbour)
                var before = String.UnicodeScalarView()
                before.append(neighbour)
                before.append(scalar)
                if String(after).count != 2 || String(before).count != 2 {
                    wrong.append("U+\(String(value, radix: 16)) joins U+\(String(neighbour.value, radix: 16))")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        // The set is what it says: Latin, CJK, kana, Hangul and pictographs, tens of thousands.
        #expect(checked > 40_000)
    }
}
