extension JSONValue {
    /// The value as compact JSON text on one line (no spaces), keys in their order.
    public var compactText: String {
        var out = ""
        // Room for a typical small document, so that it is not regrown from empty in doublings.
        out.reserveCapacity(256)
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// The value as JSON text indented by two spaces, keys in their order, without a final line break.
    public var prettyText: String {
        var out = ""
        out.reserveCapacity(1024)
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

    /// A line break followed by the two-space indent of each level: one append per line.
    private static let twoSpaceBreaks: [String] = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }

    private static func newline(_ out: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        if indent == "  ", level < twoSpaceBreaks.count {
            out += twoSpaceBreaks[level]
            return
        }
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
        if text.utf8.withContiguousStorageIfAvailable({ quoteBytes($0, of: text, into: &out) }) == nil {
            var copy = text
            copy.makeContiguousUTF8()
            copy.utf8.withContiguousStorageIfAvailable { quoteBytes($0, of: copy, into: &out) }
        }
        out += "\""
    }

    /// The body of ``quote(_:into:)`` over a string's UTF-8: runs of bytes written as they are go
    /// out in one append each, and only non-ASCII scalars are looked up in Unicode's tables.
    private static func quoteBytes(_ bytes: UnsafeBufferPointer<UInt8>, of text: String, into out: inout String) {
        var runStart = 0
        var position = 0
        func flush(upTo end: Int) {
            if end > runStart {
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self)
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            let length: Int
            let scalar: Unicode.Scalar
            if byte < 0x80 {
                length = 1
                scalar = Unicode.Scalar(byte)
            } else {
                // The string's storage is valid UTF-8, so the lead byte gives the length.
                length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
                scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                guard mustEscape(scalar) else {
                    position += length
                    continue
                }
            }
            flush(upTo: position)
            position += length
            runStart = position
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        // Nothing escaped: append the string itself rather than a copy of its bytes.
        if runStart == 0 {
            out += text
        } else {
            flush(upTo: position)
        }
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
