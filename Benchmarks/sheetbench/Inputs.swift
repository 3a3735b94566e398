/// A small deterministic pseudo-random generator (splitmix64), so every run reads the same files.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// A generated routing file and IDs to ask it about.
///
/// Exact IDs are 16 digits starting `2021`, all distinct; prefix patterns (1% of entries, so
/// 10k at 1M) start with `9` and are 7 to 11 digits long, so several pattern lengths are present
/// and no exact ID falls to a pattern. Themes are named but never loaded.
struct RoutingInput {
    let entries: Int
    let text: [UInt8]
    /// Exact IDs present in the file, in file order.
    let exactIDs: [String]
    /// Prefix patterns, without their `*`.
    let patterns: [String]

    static let presenters = ["plain", "json", "ansi", "svg", "html", "auto"]

    init(entries: Int) {
        self.entries = entries
        var random = SplitMix(seed: 0x5eed_0000 &+ UInt64(entries))
        let patternCount = max(1, entries / 100)
        var text = Array(
            "# A generated routing file: \(entries) entries.\ndefault: { presenter: plain, theme: default }\napps:\n"
                .utf8)
        text.reserveCapacity(entries * 60)
        var exact: [String] = []
        exact.reserveCapacity(entries - patternCount)
        var patterns: [String] = []
        var seenPatterns = Set<String>()
        // Every 100th entry is a pattern; the rest are exact IDs, distinct because multiplying by
        // an odd number not divisible by 5 permutes the residues modulo 10^12.
        for index in 0..<entries {
            let key: String
            if index % 100 == 99 || (entries < 100 && index == 0) {
                var pattern: String
                repeat {
                    let length = 7 + random.below(5)
                    pattern = "9"
                    for _ in 1..<length { pattern.append(Character(Unicode.Scalar(UInt8(48 + random.below(10))))) }
                } while !seenPatterns.insert(pattern).inserted
                patterns.append(pattern)
                key = pattern + "*"
            } else {
                let number = (UInt64(index) &* 7_919_000_000_003) % 1_000_000_000_000
                var digits = String(number)
                digits = String(repeating: "0", count: 12 - digits.count) + digits
                key = "2021" + digits
                exact.append(key)
            }
            let presenter = Self.presenters[random.below(Self.presenters.count)]
            let theme = "theme-\(random.below(50))"
            text += Array("  \"\(key)\": { presenter: \(presenter), theme: \(theme)".utf8)
            if random.below(10) == 0 { text += Array(", locale: zh-Hans".utf8) }
            text += Array(" }\n".utf8)
        }
        self.text = text
        exactIDs = exact
        self.patterns = patterns
    }

    /// IDs that match no exact entry but fall to one of the patterns.
    func prefixIDs(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { _ in
            var id = patterns[random.below(patterns.count)]
            while id.utf8.count < 16 { id.append(Character(Unicode.Scalar(UInt8(48 + random.below(10))))) }
            return id
        }
    }

    /// The exact IDs in a shuffled order, `count` of them (repeating when more than there are).
    func shuffledExactIDs(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix(seed: seed)
        var ids = exactIDs
        for index in stride(from: ids.count - 1, to: 0, by: -1) { ids.swapAt(index, random.below(index + 1)) }
        return (0..<count).map { ids[$0 % ids.count] }
    }
}

/// The theme `lint` and `preview` read: every section, comments, several locales (59 lines, as
/// the measurement).
let benchmarkTheme = """
    # A generated theme for the start-up benchmarks: every section of the format, with comments,
    # so parsing it is representative of a real theme rather than an empty file.
    name: bench
    description: Every key a theme can set, for the start-up benchmarks
    colors:
      # Text colours
      title: "#8E8E93"
      message: "#8E8E93"
      item: "#1C1C1E"
      destructive: "#FF3B30"
      cancel: "#1C1C1E"
      # Surfaces
      background: "#F2F2F7"
      separator: "#C6C6C8"
      # Badges
      badge: "#FF3B30"
      badgeText: "#FFFFFF"
    badges:
      point:
        glyph: "●"
      num:
        max: 99
        overflow: "99+"
      text:
        maxLength: 8
      more:
        glyph: "…"
    cancel:
      label: Cancel
      localized:
        en: Cancel
        en-GB: Cancel
        zh-Hans: 取消
        zh-Hant: 取消
        zh-HK: 取消
        ja: キャンセル
        ko: 취소
        fr: Annuler
        de: Abbrechen
        es: Cancelar
        it: Annulla
        pt: Cancelar
        pt-BR: Cancelar
        ru: Отмена
        ar: إلغاء
        he: ביטול
        th: ยกเลิก
        vi: Hủy
        id: Batal
        ms: Batal
        tr: İptal
        pl: Anuluj
        nl: Annuleren
        sv: Avbryt
        da: Annuller
        fi: Peruuta
        nb: Avbryt
        uk: Скасувати

    """
