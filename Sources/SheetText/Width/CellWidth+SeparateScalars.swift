extension CellWidth {
    /// The width of text in which every scalar is a grapheme cluster on its own, needs no escaping
    /// and has a width its range tells (``separateScalarWidth(_:)``; a test walks every scalar of the
    /// set): the sum over scalars, and ``VisibleText/sanitize(_:)`` changes nothing.
    /// - Returns: The width in cells, or `nil` when a scalar is outside the set.
    ///
    /// The package's one shortcut in measuring and sanitising text, kept for the marks "the 16 MiB
    /// call ≤ 3× Python's json.loads" and "`lint THEME` ≤ 1.5× the C floor" (BENCHMARKS.md).
    package static func ofSeparateScalars(_ text: String) -> Int? {
        // Printable ASCII, most labels, is read as bytes, one comparison each, before any scalar is
        // decoded: for the mark "the first frame of 10,000 items within 1.5x of fzf's"
        // (Benchmarks/picker-first-frame.sh), where measuring every label is most of the work.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
        }
        if let ascii = ascii ?? nil { return ascii }
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
