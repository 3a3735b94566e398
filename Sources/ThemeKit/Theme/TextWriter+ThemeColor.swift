import SheetText

extension TextWriter {
    package mutating func append(hex color: ThemeColor) {
        append(ascii: UInt8(ascii: "#"))
        if color.alpha != 255 { append(hexByte: color.alpha) }
        append(hexByte: color.red)
        append(hexByte: color.green)
        append(hexByte: color.blue)
    }

    mutating func append(hexByte value: UInt8) {
        append(ascii: TextWriter.hexDigit(value >> 4))
        append(ascii: TextWriter.hexDigit(value & 0x0F))
    }
}
