/// Read from the line alone, so block and flow (`{ presenter: json, theme: midnight }`) read alike.
struct KeyedWord {
    var key: String
    var word: String
    var bytes: Range<Int>

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
        var index = start
        while index > lineStart, "\"'".utf8.contains(bytes[index - 1]) { index -= 1 }
        while index > lineStart, " \t".utf8.contains(bytes[index - 1]) { index -= 1 }
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
