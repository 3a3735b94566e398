extension TextWriter {
    /// Appends a JSON string literal, quotes included: the one escaping routine every JSON text
    /// the package writes goes through.
    ///
    /// Every character the terminal sanitiser shows visibly — controls, DEL, the line and
    /// paragraph separators, format characters, the other invisible ones — is escaped (see
    /// ``JSONValue/mustEscape(_:)``), so the text is safe on a terminal and in JavaScript. `"`, `\`, line feed,
    /// carriage return, tab, backspace and form feed take their short escapes; the rest take
    /// `\uXXXX` in upper-case hex, a surrogate pair above the BMP. Escaping never changes the
    /// value that is read back.
    @usableFromInline
    package mutating func append(jsonString text: String) {
        append(ascii: UInt8(ascii: "\""))
        if text.utf8.withContiguousStorageIfAvailable({ appendJSONStringBody($0) }) == nil {
            var copy = text
            copy.withUTF8 { appendJSONStringBody($0) }
        }
        append(ascii: UInt8(ascii: "\""))
    }

    /// The inside of ``append(jsonString:)`` over a string's UTF-8: plain bytes are copied into
    /// the block as they are checked, scalars outside ASCII are looked up in Unicode's tables only
    /// when they are reached, and escapes go through the ordinary appends.
    private mutating func appendJSONStringBody(_ bytes: UnsafeBufferPointer<UInt8>) {
        var position = 0
        let end = bytes.count
        while position < end {
            // Room for the rest in the block (or a block's worth), so the plain bytes are copied
            // with no check of their own.
            let stop = position + min(end - position, TextWriter.blockSize)
            makeRoom(stop - position)
            while position < stop, Self.isPlain(bytes[position]) {
                block[count] = bytes[position]
                count &+= 1
                position &+= 1
            }
            guard position < stop else { continue }
            let byte = bytes[position]
            if byte < 0x80 {
                position += 1
                appendJSONEscape(UInt32(byte))
                continue
            }
            let (value, length) = Self.decodeScalar(bytes, at: position)
            if Self.mustEscapeNonASCII(value) {
                appendJSONEscape(value)
            } else {
                append(utf8: UnsafeBufferPointer(rebasing: bytes[position..<position + length]))
            }
            position += length
        }
    }

    /// Whether a byte is printable ASCII that JSON writes as it is: not a control, DEL, a quote or
    /// a backslash (and not the start of a scalar outside ASCII, which is looked at on its own).
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        // One compare for the range 0x20...0x7E, then the two characters inside it.
        byte &- 0x20 < 0x5F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// The scalar starting at a lead byte of valid UTF-8 outside ASCII, and its length in bytes.
    @inline(__always)
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (UInt32, Int) {
        let byte = bytes[position]
        // The string's storage is valid UTF-8, so the lead byte gives the length.
        let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[position + offset] & 0x3F) }
        return (value, length)
    }

    /// ``JSONValue/mustEscape(_:)`` for a scalar outside ASCII, kept out of line: looking up
    /// Unicode's tables makes a function set up more than the ASCII loop around it needs.
    @inline(never)
    private static func mustEscapeNonASCII(_ value: UInt32) -> Bool {
        JSONValue.mustEscape(Unicode.Scalar(value) ?? "\u{FFFD}")
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
        append(ascii: UInt8(ascii: "\\"))
        append(ascii: UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            append(ascii: TextWriter.hexDigit(UInt8(truncatingIfNeeded: unit >> shift) & 0x0F))
        }
    }

    /// The upper-case hex digit of a value from 0 to 15.
    @inlinable @inline(__always)
    package static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &- 10 &+ nibble
    }
}
