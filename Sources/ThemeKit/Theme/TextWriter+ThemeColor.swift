import SheetText

extension TextWriter {
    /// Appends a colour as ``ThemeColor/hex`` spells it: `#RRGGBB` when it is opaque, else
    /// `#AARRGGBB`, in upper-case hex.
    package mutating func append(hex color: ThemeColor) {
        append(ascii: UInt8(ascii: "#"))
        if color.alpha != 255 { append(hexByte: color.alpha) }
        append(hexByte: color.red)
        append(hexByte: color.green)
        append(hexByte: color.blue)
    }

    /// Appends a byte as two upper-case hex digits.
    mutating func append(hexByte value: UInt8) {
        append(ascii: TextWriter.hexDigit(value >> 4))
        append(ascii: TextWriter.hexDigit(value & 0x0F))
    }
}
