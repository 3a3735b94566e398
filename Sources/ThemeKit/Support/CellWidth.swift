/// How many terminal cells one grapheme cluster takes: the one rule presenters lay sheets out by
/// and diagnostics put their caret by.
package enum CellWidth {
    /// The number of terminal cells one grapheme cluster takes.
    ///
    /// - 2: a cluster whose base is East Asian Wide or Fullwidth (CJK, Hangul, kana, fullwidth
    ///   forms); an emoji with emoji presentation; any emoji made into a picture by VS16 (U+FE0F),
    ///   a skin-tone modifier, a ZWJ sequence or a keycap (U+20E3); a pair of regional indicators
    ///   (a flag).
    /// - 0: a cluster that is only combining marks (Mn, Me) or format characters, and controls.
    /// - 1: everything else, a lone regional indicator and text-presentation emoji (U+FE0E) included.
    /// - Parameter character: One grapheme cluster.
    /// - Returns: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        if base.value < 0x20 || (0x7F...0x9F).contains(base.value) { return 0 }
        // Plain ASCII is most text: answer it before looking at properties. A digit, `#` or `*`
        // followed by more scalars may be a keycap, so it goes on.
        if base.value < 0x7F, scalars.count == 1 { return 1 }
        let properties = base.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if EastAsianWidth.isWide(base) { return 2 }
        if (0x1F1E6...0x1F1FF).contains(base.value) {
            return scalars.count >= 2 ? 2 : 1
        }
        let rest = scalars.dropFirst()
        if rest.contains(where: { $0.value == 0xFE0E }) { return 1 }
        if properties.isEmojiPresentation { return 2 }
        if properties.isEmoji,
            rest.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D })
                || rest.contains(where: { $0.properties.isEmojiModifier })
        {
            return 2
        }
        return 1
    }
}
