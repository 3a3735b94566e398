extension JSONValue {
    /// The value as compact JSON text on one line (no spaces), keys in their order.
    public var compactText: String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// The value as JSON text indented by two spaces, keys in their order, without a final line break.
    public var prettyText: String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        return out
    }

    private func write(to out: inout String, indent: String?, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): Self.quote(text, into: &out)
        case .array(let values):
            guard !values.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                Self.newline(&out, indent, level + 1)
                value.write(to: &out, indent: indent, level: level + 1)
            }
            Self.newline(&out, indent, level)
            out += "]"
        case .object(let object):
            guard !object.members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { out += "," }
                Self.newline(&out, indent, level + 1)
                Self.quote(member.key, into: &out)
                out += indent == nil ? ":" : ": "
                member.value.write(to: &out, indent: indent, level: level + 1)
            }
            Self.newline(&out, indent, level)
            out += "}"
        }
    }

    private static func newline(_ out: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        out += "\n"
        for _ in 0..<level { out += indent }
    }

    /// Writes a JSON string literal. Every control character, DEL, the line and paragraph
    /// separators and the invisible format characters (Unicode's `Cf`: bidi overrides and
    /// isolates, zero-width spaces, the BOM) are escaped, so the text is safe on a terminal and in
    /// JavaScript; the zero-width joiner stays, as emoji sequences need it. Escaping never changes
    /// the value that is read back.
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if Self.mustEscape(scalar) {
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16, uppercase: true)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// Whether a scalar is written as a `\u` escape rather than as itself.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x200D: false
        default: scalar.properties.generalCategory == .format
        }
    }
}
