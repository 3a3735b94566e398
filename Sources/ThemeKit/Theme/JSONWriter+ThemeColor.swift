import SheetText

extension JSONWriter {
    package mutating func member(_ key: StaticString, hex color: ThemeColor) {
        member(key, string: color.hex)
    }
}
