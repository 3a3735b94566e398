import Testing

@testable import ThemeKit

/// Locales as the platforms spell them: WeChat's `zh_CN`, a browser's `zh-TW`, a bare `zh`.
@Suite struct LocaleFallbackTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        var expected: String
        var testDescription: String { locale }
    }

    /// Translations by script only, as the shipped themes have them, plus a region-specific one.
    private let labels = CancelLabels(
        label: "Cancel",
        localized: ["zh-Hans": "取消(Hans)", "zh-Hant": "取消(Hant)", "zh-Hant-HK": "取消(HK)", "sr-Latn": "Otkaži"])

    @Test(arguments: [
        Case(locale: "zh_CN", expected: "取消(Hans)"),
        Case(locale: "zh-CN", expected: "取消(Hans)"),
        Case(locale: "ZH_cn", expected: "取消(Hans)"),
        Case(locale: "zh", expected: "取消(Hans)"),
        Case(locale: "zh-SG", expected: "取消(Hans)"),
        Case(locale: "zh-TW", expected: "取消(Hant)"),
        Case(locale: "zh_TW", expected: "取消(Hant)"),
        Case(locale: "zh-tw", expected: "取消(Hant)"),
        Case(locale: "zh-MO", expected: "取消(Hant)"),
        Case(locale: "zh-HK", expected: "取消(HK)"),  // zh-Hant-HK is more specific than zh-Hant
        Case(locale: "zh_HK", expected: "取消(HK)"),
        Case(locale: "zh-Hans-HK", expected: "取消(Hans)"),  // a written script beats the region's likely one
        Case(locale: "zh-Hant", expected: "取消(Hant)"),
        Case(locale: "zh_Hant_TW", expected: "取消(Hant)"),
        Case(locale: "zh_CN.UTF-8", expected: "取消(Hans)"),  // a POSIX locale, as LANG spells it
        Case(locale: "sr-ME", expected: "Otkaži"),  // Montenegro writes Serbian in Latin
        Case(locale: "sr-RS", expected: "Cancel"),  // Serbia in Cyrillic, which has no translation
        Case(locale: "fr-CA", expected: "Cancel"),
    ])
    func platformSpellingsFindTheScriptsTranslation(_ test: Case) {
        #expect(labels.label(for: test.locale) == test.expected)
    }

    @Test func theShippedDefaultTranslatesWeChatsLocale() {
        #expect(Theme.builtInDefault.cancel.label(for: "zh_CN") == "取消")
        #expect(Theme.builtInDefault.cancel.label(for: "zh-TW") == "取消")
        #expect(Theme.builtInDefault.cancel.label(for: "zh") == "取消")
    }

    @Test func aTranslationForTheTagAsWrittenWinsOverItsLikelyScript() {
        let labels = CancelLabels(label: "Cancel", localized: ["zh-TW": "取消(TW)", "zh": "取消(zh)", "zh-Hant": "x"])
        #expect(labels.label(for: "zh_tw") == "取消(TW)")
        #expect(labels.label(for: "ZH") == "取消(zh)")
    }

    @Test func theChainTriesTheLikelyScriptBeforeTheLanguage() {
        #expect(LocaleFallback.chain("zh_TW") == ["zh-tw", "zh-hant-tw", "zh-hant", "zh"])
        #expect(LocaleFallback.chain("zh") == ["zh", "zh-hans"])
        #expect(LocaleFallback.chain("zh-Hant-TW") == ["zh-hant-tw", "zh-hant", "zh"])
        #expect(LocaleFallback.chain("en-US") == ["en-us", "en"])
        #expect(LocaleFallback.chain("") == [])
        #expect(LocaleFallback.chain("_") == [])
    }
}
