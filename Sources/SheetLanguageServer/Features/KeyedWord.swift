/// The word under the cursor and the key it is the value of, read from the line alone, so block
/// (`theme: midnight`) and flow (`{ presenter: json, theme: midnight }`) forms read alike.
struct KeyedWord {
    var key: String
    /// Without quotes.
    var word: String
    var bytes: Range<Int>

    /// The word at a position, when the text before it on the line is `key:`.
    static func at(_ position: LSPPosition, in text: TextDocument, encoding: PositionEncoding) -> KeyedWord? {
        let lineStart = text.offset(of: LSPPosition(line: position.line, character: 0), encoding: encoding)
        let lineEnd = text.offset(of: LSPPosition(line: position.line, character: Int.max), encoding: encoding)
        let cursor = text.offset(of: position, encoding: encoding)
        let bytes = text.bytes
        func isWordByte(_ byte: UInt8) -> Bool { !" \t,{}[]:\"'#".utf8.contains(byte) }
        var start = cursor
        while start > lineStart, isWordByte(bytes[start - 1]) { start -= 1 }
        var end = cursor
        while end < lineEnd, isWordByte(bytes[end]) { end += 1 }
        guard start < end else { return nil }
        // Back over an opening quote and spaces to the ':' of the key.
        var index = start
        while index > lineStart, bytes[index - 1] == UInt8(ascii: "\"") || bytes[index - 1] == UInt8(ascii: "'") {
            index -= 1
        }
        while index > lineStart, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") {
            index -= 1
        }
        guard index > lineStart, bytes[index - 1] == UInt8(ascii: ":") else { return nil }
        let keyEnd = index - 1
        var keyStart = keyEnd
        while keyStart > lineStart, isWordByte(bytes[keyStart - 1]) { keyStart -= 1 }
        guard keyStart < keyEnd else { return nil }
        return KeyedWord(
            key: String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self),
            word: String(decoding: bytes[start..<end], as: UTF8.self), bytes: start..<end)
    }
}
