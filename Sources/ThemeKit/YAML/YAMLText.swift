import SheetText
/// Writes strings as YAML scalars, for block context, that read back as the same string under
/// YAML 1.1 and 1.2.
///
/// A string is written plain only when nothing could make a reader take it for anything else;
/// otherwise it is double-quoted, with escapes for every character a terminal or a reader could
/// misread (controls, line and paragraph separators, bidi and zero-width format characters).
package enum YAMLText {
    /// Words a YAML 1.1 reader takes for null, booleans or special numbers, in lower case.
    private static let reserved: Set<String> = [
        "", "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n", "=", "<<", ".inf", "-.inf", "+.inf",
        ".nan",
    ]

    /// The text plain when that is safe, else double-quoted with escapes.
    package static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// The text as a scalar inside a flow collection (`{ key: value }`), where `,`, `[`, `]`, `{`
    /// and `}` end a plain scalar: plain only for a word of letters, digits, `.`, `_` and `-` that
    /// starts with a letter and is not a reserved word; double-quoted otherwise.
    package static func flowScalar(_ text: String) -> String {
        guard !reserved.contains(text.lowercased()), let first = text.unicodeScalars.first, first.isASCIILetter,
            text.unicodeScalars.allSatisfy({
                $0.isASCIILetter || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
            })
        else { return quoted(text) }
        return text
    }

    /// `"…"` that a YAML reader reads back as `text`.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{1B}": out += "\\e"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += escape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Whether the text reads back as itself when written plain.
    static func isPlainSafe(_ text: String) -> Bool {
        guard !reserved.contains(text.lowercased()), let first = text.unicodeScalars.first,
            let last = text.unicodeScalars.last
        else { return false }
        // Indicators that start something else; digits and signs could make a number.
        if "-?:,[]{}#&*!|>'\"%@`+.0123456789 \t".unicodeScalars.contains(first) { return false }
        if last == " " || last == "\t" || last == ":" { return false }
        if text.contains(text: ": ") || text.contains(text: " #") || text.contains(text: ":\t")
            || text.contains(text: "\t#")
        {
            return false
        }
        return !text.unicodeScalars.contains(where: { needsEscape($0) || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    }

    /// Characters that must never appear raw: C0, DEL, C1, line/paragraph separators, the BOM,
    /// bidi controls and zero-width format characters.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// The shortest double-quoted YAML escape for a code point: `\x01`, `\uFFFE`, `\U0010FFFF`.
    static func escape(_ value: UInt32) -> String {
        if value <= 0xFF { return "\\x" + hex(value, digits: 2) }
        if value <= 0xFFFF { return "\\u" + hex(value, digits: 4) }
        return "\\U" + hex(value, digits: 8)
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
