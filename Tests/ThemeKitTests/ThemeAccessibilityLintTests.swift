import Testing
@testable import SheetText

@testable import ThemeKit

/// Each accessibility check, with a theme that trips it and one that passes, the measured value
/// and the threshold in its message, and the nearest passing colour in its hint.
@Suite struct ThemeAccessibilityLintTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The `colors` lines of a theme over the built-in default (white background).
        var colors: String
        /// The codes of the warnings, in the file's order.
        var codes: [DiagnosticCode]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "APCA: grey message trips Lc 75", colors: "message: \"#707070\"", codes: [.lowAPCAContrast]),
        Case(name: "APCA: the same grey passes Lc 60 as a title", colors: "title: \"#707070\"", codes: []),
        Case(name: "APCA: near-black message passes", colors: "message: \"#333333\"", codes: []),
        Case(
            name: "badge text: white on bright red trips 4.5:1", colors: "badge: \"#FF3B30\"\n  badgeText: \"#FFFFFF\"",
            codes: [.lowBadgeTextContrast]),
        Case(
            name: "badge text: white on deep red passes", colors: "badge: \"#B00020\"\n  badgeText: \"#FFFFFF\"",
            codes: []),
        Case(
            name: "badge text: APCA trips where WCAG passes",
            colors: "badge: \"#E65100\"\n  badgeText: \"#000000\"", codes: [.lowAPCAContrast]),
        Case(
            name: "badge fill: pale pink on white trips 3:1", colors: "badge: \"#FFCCCC\"\n  badgeText: \"#000000\"",
            codes: [.lowBadgeContrast]),
        Case(
            name: "colour vision: red and green trip deuteranopia and greyscale",
            colors: "item: \"#2E7D32\"\n  destructive: \"#C0392B\"",
            codes: [.destructiveIndistinct, .destructiveIndistinct]),
        Case(
            name: "colour vision: red and black pass", colors: "item: \"#000000\"\n  destructive: \"#D70015\"",
            codes: []),
    ]

    static func lint(_ colors: String) -> [Diagnostic] {
        let source = SourceText(name: "<stdin>", text: "name: t\ncolors:\n  \(colors)\n")
        return ThemeFixtures.library.lint(source: source).diagnostics
    }

    @Test(arguments: cases)
    func eachCheckTripsAndPasses(_ test: Case) {
        let found = Self.lint(test.colors)
        #expect(found.map(\.code) == test.codes, "\(found.map(\.description))")
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func theAPCAMessageGivesTheValueTheThresholdAndTheNearestPassingColour() throws {
        let warning = try #require(Self.lint("message: \"#707070\"").first)
        #expect(
            warning.description
                == "<stdin>:3:12: warning: 'colors.message' (#707070) on 'colors.background' (#FFFFFF) has an APCA "
                + "contrast of Lc 74.3 (dark on light), below the Lc 75 asked of body text such as the message "
                + "[low-apca-contrast]")
        let hint = try #require(warning.hint)
        let suggested = try #require(ThemeColor(hex: String(hint.split(separator: "\"")[1])))
        // The suggestion passes, and one step of lightness less dark would not.
        let white = ThemeColor(red: 255, green: 255, blue: 255)
        #expect(ColorScience.apcaContrast(text: suggested, background: white) >= 75)
        #expect(suggested.red == suggested.green && suggested.green == suggested.blue)
        #expect(suggested.red < 0x70 && suggested.red > 0x60)
    }

    @Test func theColourVisionMessageNamesTheVisionTheDifferenceAndTheThreshold() throws {
        let found = Self.lint("item: \"#2E7D32\"\n  destructive: \"#C0392B\"")
        #expect(found.count == 2)
        let first = try #require(found.first)
        #expect(
            first.message
                == "'colors.destructive' (#C0392B) and 'colors.item' (#2E7D32) differ by CIEDE2000 6.3 as seen with "
                + "deuteranopia, below the 10 that tells them apart")
        #expect(found.last?.message.contains("as seen with greyscale") == true)
        let hint = try #require(first.hint)
        let suggested = try #require(ThemeColor(hex: String(hint.split(separator: "\"")[1])))
        let item = try #require(ThemeColor(hex: "#2E7D32"))
        for vision in ColorScience.Vision.allCases {
            #expect(ThemeColorVisionLint.difference(suggested, item, as: vision) >= 10)
        }
        #expect(suggested.contrastRatio(over: ThemeColor(red: 255, green: 255, blue: 255)) >= 4.5)
    }

    @Test func theBadgeMessagesGiveTheRatioAndTheThreshold() throws {
        let text = try #require(Self.lint("badge: \"#FF3B30\"\n  badgeText: \"#FFFFFF\"").first)
        #expect(
            text.message
                == "'colors.badgeText' (#FFFFFF) on 'colors.badge' (#FF3B30) has a contrast of 3.54:1, below the 4.5:1 "
                + "WCAG AA asks for text")
        let fill = try #require(Self.lint("badge: \"#FFCCCC\"\n  badgeText: \"#000000\"").first)
        #expect(fill.message.hasSuffix("has a contrast of 1.42:1, below the 3:1 WCAG 2.2 asks for what is not text"))
        let hint = try #require(fill.hint)
        let suggested = try #require(ThemeColor(hex: String(hint.split(separator: "\"")[1])))
        #expect(suggested.contrastRatio(over: ThemeColor(red: 255, green: 255, blue: 255)) >= 3)
    }

    @Test func whatAThemeInheritsIsNotBlamedOnIt() {
        // The default's own badge is white on bright red; a theme that only renames itself is not warned.
        #expect(Self.lint("separator: \"#EEEEEE\"").isEmpty)
    }

    @Test func valuesAreCutNotRounded() {
        #expect(ThemeLint.format(59.99) == "59.9")
        #expect(ThemeLint.format(-40.06) == "-40.0")
        #expect(ThemeLint.format(10, places: 0) == "10")
        #expect(ThemeLint.format(-0.04) == "0.0")
    }

    @Test func theNearestPassingColourMayBeOfTheOtherPolarity() throws {
        // Black on orange is 5.54:1 by WCAG 2 but Lc 39.8 by APCA; no darker text exists, a near-white does.
        let found = Self.lint("badge: \"#E65100\"\n  badgeText: \"#000000\"")
        let warning = try #require(found.first)
        #expect(warning.message.contains("Lc 39.8 (dark on light), below the Lc 60 asked of a badge's text"))
        let hint = try #require(warning.hint)
        let suggested = try #require(ThemeColor(hex: String(hint.split(separator: "\"")[1])))
        let orange = try #require(ThemeColor(hex: "#E65100"))
        #expect(ColorScience.apcaContrast(text: suggested, background: orange) <= -60)
    }

    @Test func whenNoColourOfTheHuePassesTheHintSaysWhatElseToChange() throws {
        // On a mid-grey fill black reaches Lc 53.0 and white Lc -56.2: no grey text reaches Lc 60.
        let found = Self.lint("badge: \"#A0A0A0\"\n  badgeText: \"#000000\"")
        let warning = try #require(found.first { $0.code == .lowAPCAContrast })
        #expect(warning.hint == "no colour of the same hue reaches Lc 60 here: change the badge")
        #expect(found.map(\.code).sorted { $0.rawValue < $1.rawValue } == [.lowAPCAContrast, .lowBadgeContrast])
    }
}

/// The lints' searches measure a background once and many candidate colours against it: the
/// measures split that way give what the whole ones give.
@Suite struct SplitColorMeasureTests {
    static let colors: [ThemeColor] = [
        "#000000", "#FFFFFF", "#8E8E93", "#1C1C1E", "#FF3B30", "#F2F2F7", "#C6C6C8", "#0A84FF", "#050505", "#7F7F7F",
    ].compactMap(ThemeColor.init(hex:))

    @Test(arguments: colors)
    func contrastRatioFromLuminancesIsTheRatioOverTheBackground(_ background: ThemeColor) {
        #expect(Self.colors.count == 10)
        for text in Self.colors {
            #expect(
                ThemeColor.contrastRatio(text.relativeLuminance, background.relativeLuminance)
                    == text.contrastRatio(over: background))
            #expect(
                ColorScience.apcaContrast(
                    text: ColorScience.apcaLuminance(text), background: ColorScience.apcaLuminance(background))
                    == ColorScience.apcaContrast(text: text, background: background))
        }
    }
}
