import SheetText
extension TextWriter {
    /// Appends a colour as ``ThemeColor/hex`` spells it: `#RRGGBB` when it is opaque, else
    /// `#AARRGGBB`, in upper-case hex; without making a string first.
    package mutating func append(hex color: ThemeColor) {
        let length = color.alpha == 255 ? 7 : 9
        makeRoom(length)
        let start = block + count
        start[0] = UInt8(ascii: "#")
        var position = 1
        func put(_ value: UInt8) {
            start[position] = TextWriter.hexDigit(value >> 4)
            start[position &+ 1] = TextWriter.hexDigit(value & 0x0F)
            position &+= 2
        }
        if length == 9 { put(color.alpha) }
        put(color.red)
        put(color.green)
        put(color.blue)
        count &+= length
    }
}
