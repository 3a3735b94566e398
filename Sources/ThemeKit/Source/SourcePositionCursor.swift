/// Turns byte offsets into lines and columns for a reader that moves forward through a text.
///
/// Counting a column from the start of its line for every value makes a long line quadratic:
/// `JSON.stringify` writes a whole call on one line, so a call of n values would be counted
/// n times over. The cursor remembers where the last offset stood, so asking for offsets in
/// increasing order steps over each byte once: a whole parse costs one pass over the text.
/// Asking for an earlier offset starts again from the top, which is correct but costs that pass
/// again; ``steps`` counts it all, so a test can hold the cost linear without a clock.
///
/// Lines and columns are those of ``SourceText/position(ofByte:)``, which is a cursor asked once.
package struct SourcePositionCursor {
    private let bytes: [UInt8]
    /// Where line 1 starts: past a UTF-8 byte order mark, which takes no column.
    private let origin: Int
    /// The offset the cursor stands at: always the start of a character or of a line break.
    private var offset: Int
    /// The position of ``offset``.
    private var position = SourcePosition(line: 1, column: 1)
    /// Bytes stepped over so far, every restart included: the whole cost of the positions asked.
    package private(set) var steps = 0

    /// A cursor at the start of `source`.
    package init(_ source: SourceText) {
        bytes = source.bytes
        origin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        offset = origin
    }

    /// The 1-based line and column (in Unicode scalars, as libyaml counts) of a byte offset.
    /// - Parameter target: A byte offset; past the end it means the end.
    /// - Returns: The position, found by stepping from the last offset asked (or from the top
    ///   when `target` is before it).
    package mutating func position(ofByte target: Int) -> SourcePosition {
        let end = min(target, bytes.count)
        if end < offset {
            offset = origin
            position = SourcePosition(line: 1, column: 1)
        }
        while offset < end {
            // Most bytes cannot start a line break (only LF, CR and the lead bytes 0xC2 and 0xE2
            // of NEL, LS and PS can): a run of them is counted at once, a column for each byte
            // that starts a scalar, without writing the cursor back at every byte.
            let start = offset
            let (run, columns) = bytes.withUnsafeBufferPointer { buffer in
                var at = start
                var columns = 0
                while at < end {
                    let byte = buffer[at]
                    if byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2 { break }
                    if byte & 0xC0 != 0x80 { columns &+= 1 }
                    at &+= 1
                }
                return (at &- start, columns)
            }
            if run > 0 {
                steps += run
                position.column += columns
                offset += run
                continue
            }
            steps += 1
            let length = SourceText.breakLength(in: bytes, at: offset)
            if length == 0 {
                if bytes[offset] & 0xC0 != 0x80 { position.column += 1 }
                offset += 1
            } else if offset + length <= end {
                position.line += 1
                position.column = 1
                offset += length
            } else {
                // Inside a CRLF or a multi-byte break: it already counts as the next line, but the
                // cursor stays before the break so that every offset after it is still ahead.
                return SourcePosition(line: position.line + 1, column: 1)
            }
        }
        return position
    }
}
