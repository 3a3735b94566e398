/// The one way untrusted text is shown to a person: every character that could drive a terminal, or that draws as
/// nothing, is written as visible ASCII instead. Line feed, carriage return and tab show as `\n`, `\r`, `\t`; other
/// C0 controls and DEL in caret notation (`^[`, `^?`), as `cat -v` prints them, which keeps a stray ESC short. C1
/// controls, U+2028 and U+2029, format characters, default-ignorable code points, noncharacters, unassigned code
/// points (which terminals draw as nothing or in widths they disagree on) and the Khitan filler U+16FE4 (invisible,
/// though Unicode does not list it as ignorable) show as `<U+XXXX>`, naming the exact character. The sets come from
/// the standard library's Unicode properties, so a newer Unicode brings its new invisible characters with it. VS15
/// or VS16 after a scalar with an emoji variation, ZWJ between two emoji (at most three a cluster) and an emoji tag
/// sequence (the flags of Scotland, Wales, England) are kept, so a family, a heart or a flag still draws as one
/// picture. Once one scalar of a cluster is escaped, every later one that needs escaping is escaped too: read
/// again, the escape's ASCII would start a new cluster, so this keeps sanitising idempotent
/// (`sanitize(sanitize(x))` is `sanitize(x)`).
package enum VisibleText {
    /// Every control and invisible character shown visibly: safe on a terminal, with no line breaks.
    package static func sanitize(_ text: String) -> String {
        // Printable ASCII and text in most scripts are safe as they are, which one pass tells.
        if CellWidth.ofSeparateScalars(text) != nil { return text }
        return sanitizeScalars(text)
    }

    /// ``sanitize(_:)`` by the general rule, cluster by cluster.
    package static func sanitizeScalars(_ text: String) -> String {
        // Finding no scalar that needs escaping costs no grapheme breaking and no copy.
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

    /// The longest emoji ZWJ sequences (families) have three joiners; a longer chain, kept whole,
    /// would be one cluster measured two cells wide however long it is.
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

    /// The length of the emoji tag sequence the cluster starts with, or 0.
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

    /// Not the ASCII digits, `#` and `*`, which are only emoji inside keycaps.
    static func isPictographic(_ scalar: Unicode.Scalar) -> Bool { scalar.value > 0x7F && scalar.properties.isEmoji }

    /// Not a skin-tone modifier or a regional indicator, which have no text and emoji forms.
    static func hasEmojiVariation(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isEmoji && !properties.isEmojiModifier && !(0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
