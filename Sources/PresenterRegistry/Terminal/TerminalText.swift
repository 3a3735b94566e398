/// Makes untrusted text safe and measurable on a terminal.
///
/// Text from a mini program is hostile: no byte of it may reach a terminal as a control sequence.
public enum TerminalText {
    /// The text with every control and invisible format character shown visibly.
    ///
    /// C0 controls become caret notation (`^[` for ESC, `^@` for NUL) except CR, LF and tab,
    /// which become `\r`, `\n` and `\t`; DEL is `^?`; C1 controls, bidi overrides and isolates and
    /// zero-width format characters become `<U+XXXX>`.
    public static func sanitize(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00...0x1F: out += "^" + String(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
            case 0x7F: out += "^?"
            case 0x80...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The number of terminal cells the (already sanitised) text takes.
    public static func width(_ text: String) -> Int {
        text.count
    }

    /// The (already sanitised) text cut to at most `width` cells, ending in `…` when cut;
    /// never inside a grapheme cluster.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard Self.width(text) > width else { return text }
        guard width > 0 else { return "" }
        return String(text.prefix(width - 1)) + "…"
    }
}
