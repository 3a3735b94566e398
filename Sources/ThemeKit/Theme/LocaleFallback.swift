/// The tags a locale's translation is looked up by, most specific first, as platforms spell locales.
///
/// Super apps spell the same locale several ways: WeChat reports `zh_CN`, a browser `zh-CN`, a
/// routing file `zh-Hans`. Comparison is case-blind, `_` is read as `-`, and a POSIX suffix
/// (`.UTF-8`, `@euro`) is dropped. A tag without a script also tries the script it most likely
/// has, before dropping to the bare language, as CLDR's likely subtags maximise it: `zh-TW` tries
/// `zh-tw`, `zh-hant-tw`, `zh-hant`, then `zh`; `zh_CN` tries `zh-cn`, `zh-hans-cn`, `zh-hans`,
/// then `zh`; `zh` tries `zh`, then `zh-hans`.
package enum LocaleFallback {
    /// The tags to look `locale` up by, normalised (lower case, `-` between subtags), most specific first.
    package static func chain(_ locale: String) -> [String] {
        let subtags = normalized(locale).split(separator: "-").map(String.init)
        guard let language = subtags.first else { return [] }
        var chain: [String] = []
        func add(_ parts: ArraySlice<String>) {
            let tag = parts.joined(separator: "-")
            if !chain.contains(tag) { chain.append(tag) }
        }
        // The tag as written and each shorter one, down to (not yet) the bare language.
        add(subtags[...])
        for end in stride(from: subtags.count - 1, to: 1, by: -1) { add(subtags[..<end]) }
        // Then with its likely script, when it has none: `zh-tw` → `zh-hant-tw`, `zh-hant`.
        let hasScript = subtags.count > 1 && isScript(subtags[1])
        if !hasScript, let script = likelyScript(language: language, region: region(in: subtags)) {
            let scripted = [language, script] + subtags.dropFirst()
            for end in stride(from: scripted.count, to: 1, by: -1) { add(scripted[..<end]) }
        }
        add([language])
        return chain
    }

    /// The tag lower-cased, with `_` read as `-` and a POSIX `.charset` or `@modifier` dropped.
    package static func normalized(_ tag: String) -> String {
        let body = tag.prefix { $0 != "." && $0 != "@" }
        return String(body.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    private static func isScript(_ subtag: String) -> Bool {
        subtag.count == 4 && subtag.allSatisfy(\.isASCIILetter)
    }

    /// The region subtag, the first after the language (and a script) that is two letters or three digits.
    private static func region(in subtags: [String]) -> String? {
        subtags.dropFirst().first { subtag in
            (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter))
                || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit))
        }
    }

    private static func likelyScript(language: String, region: String?) -> String? {
        if let region, let script = likelyScripts["\(language)-\(region)"] { return script }
        return likelyScripts[language]
    }

    /// From CLDR's likely subtags (`common/supplemental/likelySubtags.xml`,
    /// https://github.com/unicode-org/cldr/blob/main/common/supplemental/likelySubtags.xml), the
    /// languages written in more than one script, where the script decides the translation:
    /// `zh` → `zh_Hans_CN`, `zh_TW` → `zh_Hant_TW`, `zh_HK` → `zh_Hant_HK`, `zh_MO` → `zh_Hant_MO`,
    /// and so on. A language written in one script gains nothing from the step, so it is not listed.
    static let likelyScripts: [String: String] = [
        "zh": "hans", "zh-cn": "hans", "zh-sg": "hans", "zh-my": "hans",
        "zh-tw": "hant", "zh-hk": "hant", "zh-mo": "hant",
        "yue": "hant", "yue-cn": "hans",
        "sr": "cyrl", "sr-me": "latn",
        "uz": "latn", "uz-af": "arab",
        "az": "latn", "az-ir": "arab",
        "pa": "guru", "pa-pk": "arab",
        "mn": "cyrl", "mn-cn": "mong",
        "bs": "latn",
    ]
}
