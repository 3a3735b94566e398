/// Writes strings as YAML scalars that read back as exactly the same string.
enum YAMLQuoting {
    /// Plain when the text is a word that no YAML reader can take for anything but a string,
    /// double-quoted otherwise.
    ///
    /// Plain needs letters, digits, `.`, `_` and `-` only, a letter first (so never a number,
    /// `.inf` or `-x`), and not a YAML 1.1 boolean or a null (`no`, `on`, `null`…).
    static func scalar(_ text: String) -> String {
        isSafePlain(text) ? text : doubleQuoted(text)
    }

    /// The text in double quotes, with `\` and `"` escaped, and the characters YAML would fold
    /// or drop written as escapes.
    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\u{85}": out += "\\N"
            case "\u{A0}": out += "\\_"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            case "\u{FEFF}": out += "\\uFEFF"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += "\\x" + hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static let reserved: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null",
    ]

    private static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        guard !reserved.contains(text.lowercased()) else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCIILetter || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
