import SheetText
/// Writes strings as YAML scalars that read back as the same string under YAML 1.1 and 1.2.
package enum YAMLText {
    /// What a YAML 1.1 reader takes for null, booleans or special numbers.
    private static let reserved: Set<String> = [
        "", "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n", "=", "<<", ".inf", "-.inf", "+.inf",
        ".nan",
    ]

    package static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// Inside a flow collection `,[]{}` end a plain scalar, so only a plain word stays plain.
    package static func flowScalar(_ text: String) -> String {
        guard !reserved.contains(text.lowercased()), let first = text.unicodeScalars.first, first.isASCIILetter,
            text.unicodeScalars.allSatisfy({
                $0.isASCIILetter || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
            })
        else { return quoted(text) }
        return text
    }

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

    static func isPlainSafe(_ text: String) -> Bool {
        guard !reserved.contains(text.lowercased()), let first = text.unicodeScalars.first,
            let last = text.unicodeScalars.last
        else { return false }
        // Indicators that start something else; digits and signs could make a number.
        if "-?:,[]{}#&*!|>'\"%@`+.0123456789 \t".unicodeScalars.contains(first) { return false }
        if last == " " || last == "\t" || last == ":" { return false }
        if [": ", " #", ":\t", "\t#"].contains(where: { text.contains(text: $0) }) { return false }
        return !text.unicodeScalars.contains(where: { needsEscape($0) || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    }

    /// What a terminal or a reader could misread: controls, separators, the BOM, bidi and zero-width.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }

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
