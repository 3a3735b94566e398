extension CellWidth {
    /// The width of text in which every scalar is a grapheme cluster on its own, needs no
    /// escaping and has a width its range tells: printable ASCII, Latin letters and symbols
    /// (U+00A0–U+02FF but the soft hyphen), the narrow symbols presenters draw, CJK ideographs,
    /// kana, Hangul syllables, fullwidth forms, and the emoji pictographs of U+1F300–U+1F6FF and
    /// U+1F900–U+1F9FF but the skin-tone modifiers.
    ///
    /// Most item texts in any of those scripts are made only of such scalars. For them
    /// ``VisibleText/sanitize(_:)`` changes nothing and the width is the sum over scalars, which
    /// one pass over the UTF-8 finds without grapheme breaking and, but for emoji, without a
    /// Unicode property. None of these scalars joins a neighbour from the set into a cluster (their
    /// grapheme break class is Other, or LV and LVT for Hangul syllables, which join only jamo),
    /// and each one's width is ``of(_:)`` of it alone; a test walks every scalar of the set to
    /// hold both, so a Unicode that changes either fails the tests instead of the drawing.
    /// - Parameter text: The text.
    /// - Returns: The width in cells, or `nil` when any scalar is outside the set and the general
    ///   rules must be applied.
    ///
    /// This is the package's one shortcut in measuring and sanitising text, kept for two
    /// benchmark marks (BENCHMARKS.md): "the 16 MiB call: ≤ 3× Python's json.loads", where
    /// grapheme breaking every item of a call of 330,000 items costs more than the rest of drawing
    /// it, and "`lint THEME` ≤ 1.5× the C floor", where cutting and quoting each diagnostic
    /// cluster by cluster (``VisibleText/Piece``) cost more than loading and linting the theme.
    package static func ofSeparateScalars(_ text: String) -> Int? {
        var cells = 0
        // Read once: with ambiguous characters wide, the Latin and symbol ranges are not one cell each.
        var ambiguousIsWide: Bool?
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                guard value >= 0x20, value < 0x7F else { return nil }
                cells += 1
                continue
            }
            guard let scalarWidth = separateScalarWidth(value) else { return nil }
            if scalarWidth == 1 {
                if ambiguousIsWide == nil { ambiguousIsWide = CellWidth.ambiguousIsWide }
                // Some of the narrow scalars are then wide: the general rule tells which.
                if ambiguousIsWide == true { return nil }
            }
            cells += scalarWidth
        }
        return cells
    }

    /// The width of a scalar above ASCII that is in the set of ``ofSeparateScalars(_:)``, or `nil`.
    package static func separateScalarWidth(_ value: UInt32) -> Int? {
        switch value {
        case 0xAD: return nil  // the soft hyphen, a format character
        case 0xA0...0x2FF: return 1  // Latin-1, Latin Extended A and B, IPA, spacing modifiers
        case 0x2022, 0x2026, 0x2039, 0x203A, 0x2500...0x257F, 0x25CB, 0x25CF: return 1
        case 0x3000...0x3029, 0x3030...0x303E: return 2  // CJK symbols and punctuation, not the tone marks
        case 0x3041...0x3096, 0x30A0...0x30FF: return 2  // Hiragana (not its voicing marks), Katakana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return 2  // CJK ideographs
        case 0xAC00...0xD7A3: return 2  // Hangul syllables
        case 0xFF01...0xFF60: return 2  // fullwidth forms
        case 0x1F3FB...0x1F3FF: return nil  // skin-tone modifiers, which join the emoji before them
        case 0x1F300...0x1F6FF, 0x1F900...0x1F9FF:
            // Pictographs are wide when they have emoji presentation, as ``of(_:)`` draws them alone.
            guard let scalar = Unicode.Scalar(value) else { return nil }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .otherSymbol: return properties.isEmojiPresentation ? 2 : 1
            default: return nil  // unassigned, or anything the walk has not vouched for
            }
        default: return nil
        }
    }
}
