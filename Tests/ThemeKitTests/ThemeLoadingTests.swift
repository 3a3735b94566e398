import Testing
@testable import SheetText

@testable import ThemeKit

/// Every valid feature of the theme format, loaded from fixtures.
@Suite struct ThemeLoadingTests {
    private func load(_ file: String) throws -> Theme {
        let result = ThemeFixtures.library.load(ThemeFixtures.valid + "/" + file)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.theme)
    }

    @Test func extendsByNameFillsTheRestFromTheParentThenTheDefault() throws {
        let theme = try load("child-by-name.yaml")
        #expect(theme.name == "child-by-name")
        #expect(theme.colors.title == ThemeColor(hex: "#222222"))  // own
        #expect(theme.colors.item == ThemeColor(hex: "#111111"))  // parent's
        #expect(theme.colors.background == ThemeColor(hex: "#FAFAFA"))  // parent's
        #expect(theme.colors.destructive == Theme.builtInDefault.colors.destructive)  // default's
        #expect(theme.cancel.label == "Close")
        // Translations merge tag by tag: the parent's fr and the child's de, over the default's.
        #expect(theme.cancel.label(for: "fr") == "Fermer")
        #expect(theme.cancel.label(for: "de") == "Schliessen")
        #expect(theme.cancel.label(for: "ja") == "キャンセル")
        // A child does not take its parent's description.
        #expect(theme.description == nil)
    }

    @Test func extendsByPathIsRelativeToTheFile() throws {
        let theme = try load("child-by-path.yaml")
        #expect(theme.colors.item == ThemeColor(hex: "#0000AA"))
        #expect(theme.colors.destructive == ThemeColor(hex: "#AA0000"))
    }

    @Test func extendsChainsThroughSeveralThemes() throws {
        let theme = try load("grandchild.yaml")
        #expect(theme.badges.moreGlyph == "+")
        #expect(theme.colors.title == ThemeColor(hex: "#222222"))
        #expect(theme.colors.item == ThemeColor(hex: "#111111"))
    }

    @Test func aNameOnTheSearchPathLoadsByName() throws {
        let result = ThemeFixtures.library.load("child-by-name")
        #expect(result.theme?.colors.item == ThemeColor(hex: "#111111"))
    }

    @Test func paletteNamesAndEveryHexForm() throws {
        let theme = try load("palette-argb.yaml")
        // #AARRGGBB puts alpha first, as the SDK's itemColor does.
        #expect(theme.colors.item == ThemeColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 0xE6))
        #expect(theme.colors.background == ThemeColor(red: 255, green: 255, blue: 255))
        #expect(theme.colors.destructive == ThemeColor(red: 0xCC, green: 0, blue: 0))
        #expect(theme.colors.separator == ThemeColor(red: 0xFF, green: 0, blue: 0, alpha: 0x80))
    }

    @Test func crlfLineEnds() throws {
        let theme = try load("crlf.yaml")
        #expect(theme.description == "Windows line ends")
        #expect(theme.colors.item == ThemeColor(hex: "#112233"))
    }

    @Test func aByteOrderMark() throws {
        let theme = try load("bom.yaml")
        #expect(theme.name == "bom")
        #expect(theme.colors.item == ThemeColor(hex: "#332211"))
    }

    @Test func flowStyle() throws {
        let theme = try load("flow.yaml")
        #expect(theme.colors.item == ThemeColor(hex: "#010203"))
        #expect(theme.colors.cancel == ThemeColor(hex: "#040506"))
        #expect(theme.badges.numMax == 9)
        #expect(theme.badges.numOverflow == "9+")
        #expect(theme.badges.textMaxLength == 4)
        #expect(theme.cancel.label == "Dismiss")
        #expect(theme.cancel.label(for: "ja-JP") == "閉じる")
    }

    @Test func anchorsAndAliases() throws {
        let theme = try load("anchors.yaml")
        #expect(theme.colors.item == ThemeColor(hex: "#202020"))
        #expect(theme.colors.cancel == ThemeColor(hex: "#202020"))
        #expect(theme.colors.title == ThemeColor(hex: "#202020"))
        #expect(theme.badges.pointGlyph == "*")
        #expect(theme.badges.moreGlyph == "*")
    }

    @Test func localeKeysAreStringsAsWrittenNeverBooleans() throws {
        let theme = try load("locales.yaml")
        #expect(theme.cancel.localized["no"] == "Avbryt")
        #expect(theme.cancel.localized["yes"] == "yes-tag")
        #expect(theme.cancel.localized["on"] == "on-tag")
        #expect(theme.cancel.localized["off"] == "off-tag")
        #expect(theme.cancel.localized["false"] == nil)
        #expect(theme.cancel.label(for: "no-NO") == "Avbryt")
    }

    struct LocaleCase: Sendable, CustomTestStringConvertible {
        var locale: String?
        var expected: String
        var testDescription: String { locale ?? "nil" }
    }

    @Test(arguments: [
        LocaleCase(locale: "zh-Hant-TW", expected: "取消(Hant)"),
        LocaleCase(locale: "zh_hant_tw", expected: "取消(Hant)"),
        LocaleCase(locale: "zh-Hans-CN", expected: "取消(Hans)"),
        LocaleCase(locale: "zh-TW", expected: "取消(Hant)"),  // its likely script before the language
        LocaleCase(locale: "zh-Latn", expected: "取消(zh)"),
        LocaleCase(locale: "ZH", expected: "取消(zh)"),
        LocaleCase(locale: "fr-CA", expected: "Cancel"),
        LocaleCase(locale: nil, expected: "Cancel"),
    ])
    func localeFallsBackToShorterTagsThenTheLabel(_ test: LocaleCase) throws {
        let theme = try load("locales.yaml")
        #expect(theme.cancel.label(for: test.locale) == test.expected)
    }

    @Test func everyKeyOfTheFormatLandsInTheTheme() throws {
        let theme = try load("all-keys.yaml")
        let expected = Theme(
            name: "all-keys", description: "sets every key",
            colors: ThemeColors(
                title: ThemeColor(hex: "#020202")!, message: ThemeColor(hex: "#030303")!,
                item: ThemeColor(hex: "#010101")!, destructive: ThemeColor(hex: "#050505")!,
                cancel: ThemeColor(hex: "#060606")!, background: ThemeColor(hex: "#F7F7F7")!,
                separator: ThemeColor(hex: "#080808")!, badge: ThemeColor(hex: "#090909")!,
                badgeText: ThemeColor(hex: "#0A0A0A")!),
            badges: BadgeStyles(pointGlyph: "p", numMax: 5, numOverflow: "o", textMaxLength: 3, moreGlyph: "m"),
            cancel: CancelLabels(
                label: "L", localized: Theme.builtInDefault.cancel.localized.merging(["xx": "X"]) { $1 }))
        #expect(theme == expected)
    }

    struct IntegerCase: Sendable, CustomTestStringConvertible {
        var value: String
        /// The value read, or the diagnostic's message.
        var expected: Result<Int, ThemeIntegerProblem>
        var testDescription: String { value }
    }

    struct ThemeIntegerProblem: Error, Equatable, Sendable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// A theme's integers are YAML core-schema integers, read by the one number parser and
    /// range-checked without converting: a value past an Int is out of range, not "not a number".
    @Test(arguments: [
        IntegerCase(value: "99", expected: .success(99)), IntegerCase(value: "+99", expected: .success(99)),
        IntegerCase(value: "099", expected: .success(99)),
        IntegerCase(value: "9223372036854775807", expected: .success(Int.max)),
        IntegerCase(
            value: "99999999999999999999",
            expected: .failure(.init("'badges.num.max' must be at most 9223372036854775807, not 99999999999999999999"))),
        IntegerCase(value: "0", expected: .failure(.init("'badges.num.max' must be 1 or more, not 0"))),
        IntegerCase(value: "-0", expected: .failure(.init("'badges.num.max' must be 1 or more, not 0"))),
        IntegerCase(value: "1e3", expected: .failure(.init("'badges.num.max' must be a whole number, not '1e3'"))),
        IntegerCase(value: "0x10", expected: .failure(.init("'badges.num.max' must be a whole number, not '0x10'"))),
        IntegerCase(value: "9.0", expected: .failure(.init("'badges.num.max' must be a whole number, not '9.0'"))),
    ])
    func aThemesIntegerIsReadByTheNumberParser(_ c: IntegerCase) throws {
        let source = SourceText(name: "t.yaml", text: "name: t\nbadges:\n  num: { max: \(c.value) }\n")
        let root = try YAMLComposer.document(in: source, limits: .theme)
        let (file, diagnostics) = ThemeDecoder.decode(root, source: source)
        switch c.expected {
        case .success(let number):
            #expect(diagnostics.isEmpty)
            #expect(file.values["badges.num.max"]?.value == .integer(number))
        case .failure(let problem):
            #expect(diagnostics.map(\.message) == [problem.message])
            #expect(diagnostics.first?.location?.start == SourcePosition(line: 3, column: 15))
        }
    }

    @Test func theDecoderKeepsTheLocationOfEveryValue() throws {
        let source = try SourceText.read(path: ThemeFixtures.valid + "/flow.yaml", maxBytes: 1 << 20)
        let root = try YAMLComposer.document(in: source, limits: .theme)
        let (file, diagnostics) = ThemeDecoder.decode(root, source: source)
        #expect(diagnostics.isEmpty)
        #expect(file.values["badges.num.max"]?.location.start == SourcePosition(line: 3, column: 21))
        #expect(file.entries["cancel.localized"]?.first?.key.value == "ja")
        #expect(file.name?.value == "flow")
        #expect(file.extends == nil)
    }
}
