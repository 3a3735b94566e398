extension TextBuffer {
    /// Appends a JSON string literal, quotes included: the one escaping routine every JSON text
    /// the package writes goes through.
    ///
    /// Every control character, DEL, the line and paragraph separators and the invisible format
    /// characters (Unicode's `Cf`: bidi overrides and isolates, zero-width spaces, the BOM) are
    /// escaped (see ``JSONValue/mustEscape(_:)``), so the text is safe on a terminal and in
    /// JavaScript; the zero-width joiner stays, as emoji sequences need it. `"`, `\`, line feed,
    /// carriage return, tab, backspace and form feed take their short escapes; the rest take
    /// `\uXXXX` in upper-case hex, a surrogate pair above the BMP. Escaping never changes the
    /// value that is read back.
    package mutating func append(jsonString text: String) {
        append(ascii: UInt8(ascii: "\""))
        if text.utf8.withContiguousStorageIfAvailable({ appendJSONStringBody($0) }) == nil {
            var copy = text
            copy.makeContiguousUTF8()
            copy.utf8.withContiguousStorageIfAvailable { appendJSONStringBody($0) }
        }
        append(ascii: UInt8(ascii: "\""))
    }

    /// The inside of ``append(jsonString:)`` over a string's UTF-8: runs of bytes written as they
    /// are go out in one append each, and only non-ASCII scalars are looked up in Unicode's tables.
    private mutating func appendJSONStringBody(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var position = 0
        let end = bytes.count
        while position < end {
            let byte = bytes[position]
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            let length: Int
            let value: UInt32
            if byte < 0x80 {
                length = 1
                value = UInt32(byte)
            } else {
                // The string's storage is valid UTF-8, so the lead byte gives the length.
                length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                var decoded = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { decoded = decoded << 6 | UInt32(bytes[position + offset] & 0x3F) }
                guard JSONValue.mustEscape(Unicode.Scalar(decoded) ?? "\u{FFFD}") else {
                    position += length
                    continue
                }
                value = decoded
            }
            if position > runStart { append(utf8: UnsafeBufferPointer(rebasing: bytes[runStart..<position])) }
            position += length
            runStart = position
            appendJSONEscape(value)
        }
        if end > runStart { append(utf8: UnsafeBufferPointer(rebasing: bytes[runStart..<end])) }
    }

    /// Appends the escape of one scalar: a short escape when JSON has one, else `\u` escapes of
    /// its UTF-16 code units.
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

    /// Appends `\u` and a UTF-16 code unit as four upper-case hex digits.
    private mutating func appendUnicodeEscape(_ unit: UInt16) {
        let digits: StaticString = "0123456789ABCDEF"
        append(ascii: UInt8(ascii: "\\"))
        append(ascii: UInt8(ascii: "u"))
        digits.withUTF8Buffer { digits in
            for shift in stride(from: 12, through: 0, by: -4) {
                append(ascii: digits[Int(unit >> UInt16(shift) & 0xF)])
            }
        }
    }
}
