/// Makes untrusted text safe and measurable on a terminal.
///
/// Text from a mini program is hostile: no byte of it may reach a terminal as a control sequence,
/// and nothing in it may hide, reorder or disguise what the user reads. ``sanitize(_:)`` shows
/// every such character visibly instead:
///
/// | what | shown as |
/// | --- | --- |
/// | line feed, carriage return, tab | `\n`, `\r`, `\t` |
/// | other C0 controls, ESC included (U+0000–U+001F) | caret notation: `^@`, `^G`, `^[` … |
/// | DEL (U+007F) | `^?` |
/// | C1 controls (U+0080–U+009F), such as the one-byte CSI U+009B | `<U+009B>` |
/// | line and paragraph separators (U+2028, U+2029) | `<U+2028>`, `<U+2029>` |
/// | every format character (general category Cf): bidi marks, embeddings, overrides and isolates (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069), zero-width space and joiners (U+200B–U+200D), word joiner and invisible operators (U+2060–U+2064), the byte-order mark U+FEFF, soft hyphen, tags… | `<U+XXXX>` (at least four upper-case hex digits) |
/// | other default-ignorable characters that are not marks: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), unassigned ignorables | `<U+XXXX>` |
///
/// Two format characters are kept where they are part of a visible emoji, so that a family or a
/// flag still draws as one picture: ZERO WIDTH JOINER (U+200D) between two emoji inside one
/// grapheme cluster (`👨‍👩‍👧`), and tag characters (U+E0020–U+E007F) in the run right after the
/// black flag U+1F3F4 that opens a cluster (the flags of Scotland, Wales, England). Anywhere else
/// they are escaped like the rest.
///
/// Caret notation is what `cat -v` and most shells print, and it keeps a stray ESC short; the
/// `<U+XXXX>` form names the exact character, so a reviewer can tell a right-to-left override
/// from a zero-width space. The escapes are plain ASCII, so they can never form a sequence.
///
/// Widths are in terminal cells per grapheme cluster (a Swift `Character`): see ``width(of:)``.
public enum TerminalText {
    /// The ellipsis that marks cut text; one cell wide.
    public static let ellipsis = "…"

    // MARK: Sanitising

    /// The text with every control and invisible format character shown visibly (see the table in
    /// ``TerminalText``).
    /// - Parameter text: Untrusted text.
    /// - Returns: Text that is safe to write to a terminal and holds no line breaks.
    public static func sanitize(_ text: String) -> String {
        // Most text is printable ASCII (and a few common narrow symbols), which is safe as it is:
        // return it without looking at a single Unicode property.
        if simpleCellCount(text) != nil { return text }
        return sanitizeScalars(text)
    }

    /// ``sanitize(_:)`` without its ASCII fast path: the general rule, scalar by scalar.
    /// - Parameter text: Untrusted text.
    /// - Returns: The same as ``sanitize(_:)``.
    static func sanitizeScalars(_ text: String) -> String {
        // Text in any script is mostly safe as it is: only a scalar that needs escaping changes
        // anything, and finding none costs no grapheme breaking and no copy.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            let scalars = Array(character.unicodeScalars)
            guard scalars.contains(where: { needsEscape($0) }) else {
                out.append(character)
                continue
            }
            // Tag characters are kept only as the run right after the black flag opening the
            // cluster: one kept after something escaped would stand alone in the result, and be
            // escaped if sanitised again.
            var inTagRun = scalars.first?.value == 0x1F3F4
            for (position, scalar) in scalars.enumerated() {
                let isTag = (0xE0020...0xE007F).contains(scalar.value)
                if position > 0, !isTag { inTagRun = false }
                if scalar.value == 0x200D, position > 0, position + 1 < scalars.count,
                    isPictographic(scalars[position - 1]) || isEmojiTrailer(scalars[position - 1]),
                    isPictographic(scalars[position + 1])
                {
                    out.unicodeScalars.append(scalar)
                } else if inTagRun, isTag {
                    out.unicodeScalars.append(scalar)
                } else if needsEscape(scalar) {
                    out += visibleForm(of: scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether a scalar may never be written raw (before the emoji exceptions of ``sanitize(_:)``).
    /// - Parameter scalar: The scalar.
    /// - Returns: `true` for controls, line and paragraph separators and format characters.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        case 0x20...0x7E: return false
        default:
            // Format characters, and the other default-ignorable ones a terminal draws as nothing
            // (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, unassigned ignorables), but not the
            // variation selectors and the combining grapheme joiner, which are marks that emoji and
            // some scripts need.
            let properties = scalar.properties
            return properties.generalCategory == .format
                || (properties.isDefaultIgnorableCodePoint && properties.generalCategory != .nonspacingMark)
        }
    }

    /// How ``sanitize(_:)`` shows one unsafe scalar.
    /// - Parameter scalar: A scalar for which ``needsEscape(_:)`` is `true`.
    /// - Returns: Its visible ASCII form.
    public static func visibleForm(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00...0x1F: return "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
        case 0x7F: return "^?"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
        }
    }

    // MARK: Measuring

    /// The number of terminal cells the text takes: the sum of ``width(of:)`` over its grapheme
    /// clusters. Meant for sanitised text; controls count as zero.
    /// - Parameter text: The text.
    /// - Returns: Its width in cells.
    public static func width(_ text: String) -> Int {
        if let cells = simpleCellCount(text) { return cells }
        return widthByCluster(text)
    }

    /// ``width(_:)`` without its ASCII fast path: the sum over grapheme clusters.
    /// - Parameter text: The text.
    /// - Returns: The same as ``width(_:)``.
    static func widthByCluster(_ text: String) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }

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
    public static func width(of character: Character) -> Int {
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

    // MARK: Fitting

    /// The text cut to at most `width` cells, ending in `…` when cut.
    ///
    /// Never cuts inside a grapheme cluster. When a wide cluster would straddle the limit it is
    /// left out whole, so the result can be one cell narrower than `width`; ``fit(_:toWidth:)``
    /// pads it back.
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - width: The most cells the result may take; 0 or less gives the empty string.
    /// - Returns: The text, or a prefix of it followed by `…`.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if let cells = simpleCellCount(text) {
            guard cells > width else { return text }
            // One scalar, one cluster, one cell: the cut is a prefix of scalars (of bytes for ASCII).
            if cells == text.utf8.count {
                return String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + ellipsis
            }
            return String(String.UnicodeScalarView(text.unicodeScalars.prefix(width - 1))) + ellipsis
        }
        return truncateByCluster(text, toWidth: width)
    }

    /// ``truncate(_:toWidth:)`` without its ASCII fast path.
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - width: The most cells the result may take; 0 or less gives the empty string.
    /// - Returns: The same as ``truncate(_:toWidth:)``.
    static func truncateByCluster(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard widthByCluster(text) > width else { return text }
        var out = ""
        var used = 0
        let room = width - 1  // for the ellipsis
        for character in text {
            let cells = Self.width(of: character)
            if used + cells > room { break }
            out.append(character)
            used += cells
        }
        return out + ellipsis
    }

    /// The text followed by spaces up to `width` cells; text already as wide or wider is returned as is.
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - width: The width to reach.
    /// - Returns: The padded text.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let missing = width - Self.width(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// The text cut (``truncate(_:toWidth:)``) and padded (``pad(_:toWidth:)``) to exactly `width` cells.
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - width: The exact width of the result.
    /// - Returns: Text exactly `width` cells wide (empty when `width` ≤ 0).
    public static func fit(_ text: String, toWidth width: Int) -> String {
        pad(truncate(text, toWidth: width), toWidth: width)
    }

    /// Untrusted text sanitised and cut to a width: what presenters draw.
    /// - Parameters:
    ///   - text: Untrusted text.
    ///   - width: The most cells it may take.
    /// - Returns: ``truncate(_:toWidth:)`` of ``sanitize(_:)``.
    public static func safe(_ text: String, width: Int) -> String {
        truncate(sanitize(text), toWidth: width)
    }

    // MARK: Simple text

    /// The width of text made only of scalars that are each a grapheme cluster one cell wide and
    /// need no escaping: printable ASCII (U+0020–U+007E) and a few narrow symbols presenters draw
    /// (`…`, `›`, `‹`, `•`, `·`, the circles `○` and `●` of badges, and the box-drawing block
    /// U+2500–U+257F). None of them joins a neighbour into a cluster, is an emoji, is wide or is a
    /// control or format character, so for such text ``sanitize(_:)`` changes nothing and the
    /// width is the number of scalars.
    /// - Parameter text: The text.
    /// - Returns: The number of scalars, or `nil` when any scalar is outside that set and the
    ///   general rules must be applied.
    static func simpleCellCount(_ text: String) -> Int? {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ simpleCellCount(bytes: $0) }) {
            return answer
        }
        return simpleCellCount(bytes: Array(text.utf8))
    }

    private static func simpleCellCount<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes) -> Int?
    where Bytes.Index == Int {
        var cells = 0
        var position = bytes.startIndex
        let end = bytes.endIndex
        while position < end {
            let byte = bytes[position]
            if byte &- 0x20 <= 0x5E {
                position += 1
            } else if byte == 0xC2, position + 1 < end, bytes[position + 1] == 0xB7 {
                position += 2  // U+00B7 ·
            } else if byte == 0xE2, position + 2 < end {
                let value = UInt32(bytes[position + 1] & 0x3F) << 6 | UInt32(bytes[position + 2] & 0x3F)
                switch 0x2000 | value {
                case 0x2022, 0x2026, 0x2039, 0x203A, 0x2500...0x257F, 0x25CB, 0x25CF: position += 3
                default: return nil
                }
            } else {
                return nil
            }
            cells += 1
        }
        return cells
    }

    // MARK: Emoji classes

    /// A scalar that starts an emoji picture (not the ASCII digits, `#` and `*`, which are only
    /// emoji inside keycaps).
    static func isPictographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    /// A scalar that may end one emoji before a joiner: VS16 or a skin-tone modifier.
    static func isEmojiTrailer(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || scalar.properties.isEmojiModifier
    }
}
