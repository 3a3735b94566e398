extension TextWriter {
    /// Appends a JSON string literal, quotes included: the one escaping routine of every JSON text
    /// written. Every scalar the sanitiser escapes is escaped, so the text is safe on a terminal and in JavaScript.
    package mutating func append(jsonString text: String) {
        append(ascii: UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(truncatingIfNeeded: value)
                if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                    append(ascii: byte)
                } else {
                    appendJSONEscape(value)
                }
            } else if VisibleText.needsEscape(scalar) {
                appendJSONEscape(value)
            } else {
                append(utf8: UTF8.encode(scalar)!)
            }
        }
        append(ascii: UInt8(ascii: "\""))
    }

    /// A short escape when JSON has one, else `\u` escapes of the scalar's UTF-16 code units.
    private mutating func appendJSONEscape(_ value: UInt32) {
        let short: UInt8? =
            switch value {
            case 0x22: UInt8(ascii: "\"")
            case 0x5C: UInt8(ascii: "\\")
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            default: nil
            }
        if let short {
            append(ascii: UInt8(ascii: "\\"))
            append(ascii: short)
        } else if value > 0xFFFF {
            let offset = value - 0x10000
            appendUnicodeEscape(UInt16(truncatingIfNeeded: 0xD800 + (offset >> 10)))
            appendUnicodeEscape(UInt16(truncatingIfNeeded: 0xDC00 + (offset & 0x3FF)))
        } else {
            appendUnicodeEscape(UInt16(truncatingIfNeeded: value))
        }
    }

    private mutating func appendUnicodeEscape(_ unit: UInt16) {
        append(ascii: UInt8(ascii: "\\"))
        append(ascii: UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            append(ascii: TextWriter.hexDigit(UInt8(truncatingIfNeeded: unit >> shift) & 0x0F))
        }
    }

    @inlinable @inline(__always)
    package static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &- 10 &+ nibble
    }
}
