import SheetText

/// Colours in JSON, which the writer below themes does not know.
extension JSONWriter {
    /// Writes a member whose value is a colour, spelled as ``ThemeColor/hex`` spells it.
    package mutating func member(_ key: StaticString, hex color: ThemeColor) {
        member(key, string: color.hex)
    }
}
