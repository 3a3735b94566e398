/// The one way untrusted text is shown to a person: every character that could drive a terminal,
/// or that draws as nothing, is written as visible ASCII instead.
///
/// Presenters, diagnostics and messages all call ``sanitize(_:)``, so any text shows the same everywhere.
///
/// | what | shown as |
/// | --- | --- |
/// | line feed, carriage return, tab | `\n`, `\r`, `\t` |
/// | other C0 controls, ESC included (U+0000–U+001F) | caret notation: `^@`, `^G`, `^[` … |
/// | DEL (U+007F) | `^?` |
/// | C1 controls (U+0080–U+009F), such as the one-byte CSI U+009B | `<U+009B>` |
/// | line and paragraph separators (U+2028, U+2029) | `<U+2028>`, `<U+2029>` |
/// | every format character (general category Cf): bidi marks, embeddings, overrides and isolates, zero-width space and joiners, word joiner, the byte-order mark, soft hyphen, tags… | `<U+XXXX>` (at least four upper-case hex digits) |
/// | every other `Default_Ignorable_Code_Point` of Unicode: variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF), the combining grapheme joiner U+034F, the Khmer inherent vowels U+17B4 and U+17B5, the Mongolian selectors U+180B–U+180F, the Hangul fillers, unassigned ignorables | `<U+XXXX>` |
/// | every noncharacter (U+FDD0–U+FDEF, U+nFFFE, U+nFFFF) and every other unassigned code point (such as U+0378), which terminals draw as nothing or in widths they disagree on | `<U+XXXX>` |
/// | the Khitan small script filler U+16FE4, which Unicode does not list as ignorable but which draws as nothing, like the Hangul fillers it does list | `<U+16FE4>` |
///
/// Which characters those are comes from the standard library's Unicode properties
/// (`isDefaultIgnorableCodePoint`, `isNoncharacterCodePoint`, `generalCategory`), so a newer
/// Unicode brings its new invisible characters with it.
///
/// Three kinds of invisible character are kept where they belong to a visible emoji, so that a
/// family, a heart or a flag still draws as one picture, and only there:
/// - VS15 (U+FE0E) or VS16 (U+FE0F) right after a scalar with an emoji variation: `❤️`, `☺︎`, the
///   digit of the keycap `1️⃣` (digit, VS16, U+20E3);
/// - ZERO WIDTH JOINER (U+200D) between two emoji inside one grapheme cluster (`👨‍👩‍👧`), after a
///   pictograph, a kept VS16 or a skin-tone modifier, at most three in a cluster (as in the
///   longest emoji, `👨‍👩‍👧‍👦`);
/// - an emoji tag sequence: the black flag U+1F3F4 opening a cluster, three to seven tag letters or
///   digits (a region and subdivision, `gbsct`) and the cancel tag U+E007F (the flags of Scotland,
///   Wales, England).
///
/// An exception holds only while the cluster is still written as it came: once one of its scalars
/// is escaped, every later one that needs escaping is escaped too. Read again, the escape's ASCII
/// would start a new cluster and the exception would no longer apply, so this is what keeps
/// sanitising idempotent: `sanitize(sanitize(x)) == sanitize(x)`.
///
/// Caret notation is what `cat -v` and most shells print, and it keeps a stray ESC short; the
/// `<U+XXXX>` form names the exact character, so a reviewer can tell a right-to-left override
/// from a zero-width space. The escapes are plain ASCII, so they can never form a sequence, and
/// the result holds no line break.
package enum VisibleText {
    /// Untrusted text with every control and invisible character shown visibly (see the table in
    /// ``VisibleText``): safe to show on a terminal, with no line breaks.
    package static func sanitize(_ text: String) -> String {
        // Printable ASCII and text in most scripts are safe as they are, which one pass tells.
        if CellWidth.ofSeparateScalars(text) != nil { return text }
        return sanitizeScalars(text)
    }

    /// ``sanitize(_:)`` by the general rule, cluster by cluster.
    package static func sanitizeScalars(_ text: String) -> String {
        // Text in any script is mostly safe as it is: only a scalar that needs escaping changes
        // anything, and finding none costs no grapheme breaking and no copy.
        guard text.unicodeScalars.contains(where: { needsEscape($0) }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            guard character.unicodeScalars.contains(where: { needsEscape($0) }) else {
                out.append(character)
                continue
            }
            append(Array(character.unicodeScalars), to: &out)
        }
        return out
    }

    /// The most joiners one emoji keeps: the longest emoji ZWJ sequences (families, couples with
    /// a heart and a kiss) have three. A longer chain is no emoji a terminal draws as one picture,
    /// and kept whole it would be one cluster measured two cells wide however long it is.
    static let maxJoiners = 3

    private static func append(_ scalars: [Unicode.Scalar], to out: inout String) {
        let tagSequence = tagSequenceLength(scalars)
        var intact = true
        var joiners = 0
        for (position, scalar) in scalars.enumerated() {
            if !needsEscape(scalar) {
                out.unicodeScalars.append(scalar)
            } else if intact, position < tagSequence || isKeptInEmoji(scalars, at: position),
                scalar.value != 0x200D || joiners < maxJoiners
            {
                if scalar.value == 0x200D { joiners += 1 }
                out.unicodeScalars.append(scalar)
            } else {
                out += visibleForm(of: scalar)
                intact = false
            }
        }
    }

    /// Whether the invisible scalar at `position` is a variation selector or joiner of an emoji:
    /// VS15 or VS16 after a scalar with an emoji variation, or ZWJ between two emoji.
    private static func isKeptInEmoji(_ scalars: [Unicode.Scalar], at position: Int) -> Bool {
        guard position > 0 else { return false }
        let previous = scalars[position - 1]
        switch scalars[position].value {
        case 0xFE0E, 0xFE0F: return hasEmojiVariation(previous)
        case 0x200D:
            return position + 1 < scalars.count && isPictographic(scalars[position + 1])
                && (isPictographic(previous) || previous.value == 0xFE0F || previous.properties.isEmojiModifier)
        default: return false
        }
    }

    /// The number of scalars of the emoji tag sequence the cluster starts with (the black flag,
    /// three to seven tag letters or digits and the cancel tag), or 0 when it does not start with one.
    private static func tagSequenceLength(_ scalars: [Unicode.Scalar]) -> Int {
        guard scalars.first?.value == 0x1F3F4 else { return 0 }
        var position = 1
        while position < scalars.count, position <= 8,
            (0xE0030...0xE0039).contains(scalars[position].value)
                || (0xE0061...0xE007A).contains(scalars[position].value)
        {
            position += 1
        }
        let letters = position - 1
        guard (3...7).contains(letters), position < scalars.count, scalars[position].value == 0xE007F else { return 0 }
        return position + 1
    }

    /// Whether a scalar may never be written raw (before the emoji exceptions of ``sanitize(_:)``).
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x16FE4: return true
        default:
            // One property lookup answers most scalars: in Unicode's data every default-ignorable
            // character is a format character, a nonspacing mark, a letter (the Hangul fillers)
            // or unassigned, and every noncharacter is unassigned. InvisibleCharacterWalkTests
            // checks that over every scalar, so a Unicode that breaks it fails the tests.
            let properties = scalar.properties
            switch properties.generalCategory {
            case .format: return true
            // An unassigned code point has no width a terminal agrees on (tmux draws it as
            // nothing, others as one cell or a box), so it is named, never drawn.
            case .unassigned: return true
            case .nonspacingMark, .otherLetter: return properties.isDefaultIgnorableCodePoint
            default: return false
            }
        }
    }

    /// How ``sanitize(_:)`` shows one scalar that needs escaping.
    package static func visibleForm(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00...0x1F: return "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
        case 0x7F: return "^?"
        default: return "<" + codePoint(scalar.value) + ">"
        }
    }

    /// `U+0009`, `U+1F600`.
    package static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A scalar that starts an emoji picture (not the ASCII digits, `#` and `*`, which are only
    /// emoji inside keycaps).
    static func isPictographic(_ scalar: Unicode.Scalar) -> Bool { scalar.value > 0x7F && scalar.properties.isEmoji }

    /// A scalar VS15 or VS16 may follow: an emoji (keycap bases included), but not a skin-tone
    /// modifier or a regional indicator, which have no text and emoji forms to choose between.
    static func hasEmojiVariation(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isEmoji && !properties.isEmojiModifier && !(0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
