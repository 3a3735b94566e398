extension TextWriter {
    /// Appends a colour as ``ThemeColor/hex`` spells it: `#RRGGBB` when it is opaque, else
    /// `#AARRGGBB`, in upper-case hex; without making a string first.
    @inlinable @inline(__always)
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

    /// The upper-case hex digit of a value from 0 to 15.
    @inlinable @inline(__always)
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &- 10 &+ nibble
    }
}
