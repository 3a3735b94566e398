import SheetText
import ThemeKit

extension TextWriter {
    /// Appends a colour as SVG and CSS read it: `#RRGGBB` when it is opaque, else `#RRGGBBAA`,
    /// alpha last (a theme writes it first, `#AARRGGBB`, which SVG would read as another colour).
    mutating func append(svgColor color: ThemeColor) {
        guard color.alpha != 255 else { return append(hex: color) }
        var opaque = color
        opaque.alpha = 255
        append(hex: opaque)
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x41 - 10 + nibble }
        append(ascii: digit(color.alpha >> 4))
        append(ascii: digit(color.alpha & 0x0F))
    }

    /// Appends a number as SVG writes it (``SVGText/number(_:)``): whole numbers without a
    /// fraction, others to one decimal.
    @inline(__always)
    mutating func append(svgNumber value: Double) {
        // Most numbers in a sheet are whole: those need no rounding.
        let whole = Int(value)
        if Double(whole) == value {
            append(decimal: whole)
        } else {
            append(svgFraction: value)
        }
    }

    /// ``append(svgNumber:)`` for a number that is not whole.
    private mutating func append(svgFraction value: Double) {
        // Tenths are often exact (a half): those need no rounding either.
        let scaled = value * 10
        let exact = Int(scaled)
        let tenths = Double(exact) == scaled ? exact : Int(scaled.rounded())
        let fraction = abs(tenths % 10)
        // -0.4 has no whole part to carry the sign.
        if fraction != 0, tenths < 0, tenths > -10 { append(ascii: UInt8(ascii: "-")) }
        append(decimal: tenths / 10)
        guard fraction != 0 else { return }
        append(ascii: UInt8(ascii: "."))
        append(ascii: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction))
    }

    /// Appends text escaped for XML character data and attribute values (``SVGText/escaped(_:)``):
    /// `&`, `<`, `>`, `"` and `'` become entities.
    ///
    /// A text that is not all ASCII but has nothing to escape (a point glyph `●`, a CJK label) is
    /// spliced in (``TextWriter/append(splicing:)-(String)``) rather than copied: the document's
    /// bytes then stay ASCII, and making the string from them does not check every byte of the
    /// document again for the sake of a few characters.
    mutating func append(xmlEscaped text: String) {
        if text.utf8.withContiguousStorageIfAvailable(Self.isOtherThanASCIIWithNothingToEscape) == true {
            append(splicing: text)
            return
        }
        if text.utf8.withContiguousStorageIfAvailable({ appendXMLEscaped($0) }) == nil {
            var copy = text
            copy.withUTF8 { appendXMLEscaped($0) }
        }
    }

    /// Whether some byte is not ASCII and none is to be escaped: eight bytes at a time.
    private static func isOtherThanASCIIWithNothingToEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var position = 0
        var seen: UInt64 = 0
        while position + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            if holdsXMLSpecial(word) { return false }
            seen |= word
            position &+= 8
        }
        while position < bytes.count {
            if SVGText.entity(for: bytes[position]) != nil { return false }
            seen |= UInt64(bytes[position])
            position &+= 1
        }
        return seen & 0x8080_8080_8080_8080 != 0
    }

    /// ``append(xmlEscaped:)`` over the text's UTF-8: bytes are copied into the block as they are
    /// checked, and the five characters to escape (all ASCII, so never inside a longer scalar)
    /// go out as entities.
    private mutating func appendXMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var position = 0
        let end = bytes.count
        // Every byte and word copied, or'ed: their top bits tell whether one was not ASCII.
        var copied: UInt8 = 0
        var copiedWords: UInt64 = 0
        defer { if copied >= 0x80 || copiedWords & 0x8080_8080_8080_8080 != 0 { mayHoldNonASCII = true } }
        while position < end {
            appendInPlace(maxCount: end - position) { room in
                let first = position
                let stop = position + room.count
                // Eight bytes at a time while none is to be escaped.
                let source = UnsafeRawPointer(bytes.baseAddress!)
                let target = UnsafeMutableRawPointer(room.baseAddress!)
                while position + 8 <= stop {
                    let word = source.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                    guard !Self.holdsXMLSpecial(word) else { break }
                    target.storeBytes(of: word, toByteOffset: position &- first, as: UInt64.self)
                    copiedWords |= word
                    position &+= 8
                }
                // Then byte by byte. Every character to escape is at most `>`: most bytes are past it.
                while position < stop,
                    bytes[position] > UInt8(ascii: ">") || SVGText.entity(for: bytes[position]) == nil
                {
                    room[position &- first] = bytes[position]
                    copied |= bytes[position]
                    position &+= 1
                }
                return position &- first
            }
            guard position < end, let entity = SVGText.entity(for: bytes[position]) else { continue }
            append(entity)
            position += 1
        }
    }

    /// Whether any of eight bytes is one of the five ``SVGText/entity(for:)`` escapes.
    @inline(__always)
    private static func holdsXMLSpecial(_ word: UInt64) -> Bool {
        // A byte of `word ^ repeated(c)` is zero where `word` has `c`; the classic test for a
        // zero byte: (v - 0x01…) & ~v & 0x80….
        func hasZeroByte(_ value: UInt64) -> Bool {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0
        }
        let repeated: UInt64 = 0x0101_0101_0101_0101
        return hasZeroByte(word ^ (repeated &* UInt64(UInt8(ascii: "&"))))
            || hasZeroByte(word ^ (repeated &* UInt64(UInt8(ascii: "<"))))
            || hasZeroByte(word ^ (repeated &* UInt64(UInt8(ascii: ">"))))
            || hasZeroByte(word ^ (repeated &* UInt64(UInt8(ascii: "\""))))
            || hasZeroByte(word ^ (repeated &* UInt64(UInt8(ascii: "'"))))
    }
}
