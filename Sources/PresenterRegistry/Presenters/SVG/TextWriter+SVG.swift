import SheetText
import ThemeKit

extension TextWriter {
    /// `#RRGGBB`, or `#RRGGBBAA`: alpha last, where a theme writes it first, which SVG would misread.
    mutating func append(svgColor color: ThemeColor) {
        guard color.alpha != 255 else { return append(hex: color) }
        var opaque = color
        opaque.alpha = 255
        append(hex: opaque)
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x41 - 10 + nibble }
        append(ascii: digit(color.alpha >> 4))
        append(ascii: digit(color.alpha & 0x0F))
    }

    mutating func append(svgAttribute name: StaticString, _ value: Double) {
        append(ascii: UInt8(ascii: " "))
        append(name)
        append("=\"")
        append(svgNumber: value)
        append(ascii: UInt8(ascii: "\""))
    }

    /// Whole numbers without a fraction, others to one decimal.
    mutating func append(svgNumber value: Double) {
        let tenths = Int((value * 10).rounded())
        let fraction = abs(tenths % 10)
        // -0.4 has no whole part to carry the sign.
        if fraction != 0, tenths < 0, tenths > -10 { append(ascii: UInt8(ascii: "-")) }
        append(decimal: tenths / 10)
        guard fraction != 0 else { return }
        append(ascii: UInt8(ascii: "."))
        append(ascii: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction))
    }

    /// Byte by byte: XML's five entities are ASCII, so never inside a longer scalar.
    mutating func append(xmlEscaped text: String) {
        for byte in text.utf8 {
            if let entity = SVGText.entity(for: byte) {
                append(entity)
            } else {
                append(ascii: byte)
            }
        }
    }
}
