import ThemeKit

/// The text of one open document, edited as the client edits it, and the one mapping between its
/// bytes, the source positions diagnostics carry, and the protocol's positions.
///
/// The protocol's lines end at LF, CRLF or CR only; a YAML line also ends at NEL, LS and PS.
/// Every conversion therefore goes through a byte offset: a ``SourcePosition`` is found in the
/// text by YAML's lines (``SourceText/lineRange(_:)``), and the offset is then placed on the
/// protocol's lines, counted in the negotiated encoding.
package struct TextDocument: Sendable {
    /// The document's URI, as the client names it.
    package let uri: String
    /// The path of a `file:` URI (what diagnostics name and `extends` is relative to), else the URI.
    package let path: String
    /// The client's version of the text.
    package var version: Int
    /// The text.
    package private(set) var bytes: [UInt8]
    /// Where each protocol line starts.
    private var lineStarts: [Int] = []
    /// The text as a source for the parsers, made once per version.
    package private(set) var source: SourceText

    /// Creates a document.
    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri) ?? uri
        self.version = version
        self.bytes = Array(text.utf8)
        self.source = SourceText(name: path, bytes: [])
        refresh()
    }

    private mutating func refresh() {
        source = SourceText(name: path, bytes: bytes)
        lineStarts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D {
                if index < count, bytes[index] == 0x0A { index += 1 }
                lineStarts.append(index)
            } else if byte == 0x0A {
                lineStarts.append(index)
            }
        }
    }

    // MARK: Editing

    /// Replaces the whole text.
    package mutating func replaceAll(with text: String) {
        bytes = Array(text.utf8)
        refresh()
    }

    /// Replaces a range of the text, as an incremental `didChange` does.
    /// - Parameters:
    ///   - range: The range, in the protocol's positions; ends past a line or the text are clamped.
    ///   - text: What goes there.
    package mutating func replace(_ range: LSPRange, with text: String, encoding: PositionEncoding) {
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        refresh()
    }

    // MARK: Positions

    /// The number of protocol lines.
    package var lineCount: Int { lineStarts.count }

    /// The byte offset of a protocol position.
    ///
    /// A line past the last means the end of the text; a character past the line's end means its
    /// end (as the protocol asks), and one inside a character (half a surrogate pair) means its start.
    package func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        var index = start
        var units = 0
        while index < end {
            let length = Self.scalarLength(bytes[index])
            let width = encoding.units(ofScalarLeading: bytes[index], length: length)
            if units + width > position.character { break }
            units += width
            index = min(index + length, end)
        }
        return index
    }

    /// The protocol position of a byte offset (clamped to the text).
    package func position(ofByte offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var index = lineStarts[low]
        let end = min(offset, lineContentEnd(low))
        var units = 0
        while index < end {
            let length = Self.scalarLength(bytes[index])
            units += encoding.units(ofScalarLeading: bytes[index], length: length)
            index += length
        }
        return LSPPosition(line: low, character: units)
    }

    /// The byte offset of a position a diagnostic or node carries (YAML's lines, columns in scalars).
    package func offset(of position: SourcePosition) -> Int {
        guard let range = source.lineRange(position.line) else { return bytes.count }
        var index = range.lowerBound
        var column = 1
        while column < position.column, index < range.upperBound {
            index += Self.scalarLength(bytes[index])
            column += 1
        }
        return min(index, range.upperBound)
    }

    /// The protocol range of a source location.
    package func range(of location: SourceLocation, encoding: PositionEncoding) -> LSPRange {
        let start = offset(of: location.start)
        let end = max(start, offset(of: location.end))
        return LSPRange(
            start: position(ofByte: start, encoding: encoding), end: position(ofByte: end, encoding: encoding))
    }

    /// The protocol range of a byte range.
    package func range(ofBytes bytes: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        LSPRange(
            start: position(ofByte: bytes.lowerBound, encoding: encoding),
            end: position(ofByte: bytes.upperBound, encoding: encoding))
    }

    /// The text of a protocol line, without its break.
    package func lineText(_ line: Int) -> Substring {
        guard line >= 0, line < lineStarts.count else { return "" }
        return Substring(String(decoding: bytes[lineStarts[line]..<lineContentEnd(line)], as: UTF8.self))
    }

    /// Where line `line`'s text ends, before its break.
    private func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    @inline(__always)
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
