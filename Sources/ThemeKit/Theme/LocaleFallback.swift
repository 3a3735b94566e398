/// Super apps spell one locale several ways (WeChat `zh_CN`, a browser `zh-CN`, a routing file `zh-Hans`);
/// a tag also tries its likely script (CLDR): `zh-TW` tries `zh-tw`, `zh-hant-tw`, `zh-hant`, then `zh`.
package enum LocaleFallback {
    package static func chain(_ locale: String) -> [String] {
        let subtags = normalized(locale).split(separator: "-").map(String.init)
        guard let language = subtags.first else { return [] }
        var chain: [String] = []
        func add(_ parts: ArraySlice<String>) {
            let tag = parts.joined(separator: "-")
            if !chain.contains(tag) { chain.append(tag) }
        }
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

    package static func normalized(_ tag: String) -> String {
        let body = tag.prefix { $0 != "." && $0 != "@" }
        return String(body.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    private static func isScript(_ subtag: String) -> Bool {
        subtag.count == 4 && subtag.allSatisfy(\.isASCIILetter)
    }

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

    /// From CLDR's `common/supplemental/likelySubtags.xml`: only languages written in several scripts.
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
