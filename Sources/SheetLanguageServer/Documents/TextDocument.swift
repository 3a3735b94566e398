import SheetText
import Synchronization
import ThemeKit

/// An open document's text. Every position conversion goes through a byte offset, since the
/// protocol's lines end at LF, CRLF or CR only, and a YAML line also at NEL, LS and PS.
package struct TextDocument: Sendable {
    package let uri: String
    package let path: String
    package var version: Int
    package private(set) var bytes: [UInt8]
    private var lineStarts: [Int] = []
    /// Units before every ``checkpointSpacing`` bytes, so that one long line (a hostile theme of a
    /// million keys) costs no more per position than many short ones.
    private var checkpoints: [Checkpoint] = []
    /// Work done, so tests hold costs bounded without a clock.
    package private(set) var walkedBytes = StepCounter()
    package private(set) var indexedBytes = StepCounter()

    private struct Checkpoint {
        var byte: Int
        var scalars: Int
        var utf16: Int
    }

    static let checkpointSpacing = 256
    package private(set) var source: SourceText

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri) ?? uri
        self.version = version
        self.bytes = Array(text.utf8)
        self.source = SourceText(name: path, bytes: [])
        refresh()
    }

    /// For the texts a message inserts into `other`, counted on its counters.
    init(countingWith other: TextDocument) {
        self.init(uri: "", version: 0, text: "")
        walkedBytes = other.walkedBytes
        indexedBytes = other.indexedBytes
    }

    private mutating func refresh() {
        indexedBytes.add(bytes.count)
        source = SourceText(name: path, bytes: bytes)
        lineStarts = [0]
        checkpoints = [Checkpoint(byte: 0, scalars: 0, utf16: 0)]
        index(from: 0)
    }

    /// `start` is a character's start, and not an LF after a CR.
    private mutating func index(from start: Int) {
        indexedBytes.add(bytes.count - start)
        var index = start
        var scalars = units(before: start, .utf32)
        var utf16 = units(before: start, .utf16)
        var next = checkpoints[checkpoints.count - 1].byte + Self.checkpointSpacing
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                if index >= next {
                    checkpoints.append(Checkpoint(byte: index, scalars: scalars, utf16: utf16))
                    next = index + Self.checkpointSpacing
                }
                scalars += 1
                utf16 += byte >= 0xF0 ? 2 : 1
            }
            index += 1
            // A line ends at LF, at CR not followed by LF, and at the LF of CRLF.
            if byte == Self.lf || (byte == Self.cr && (index == count || bytes[index] != Self.lf)) {
                lineStarts.append(index)
            }
        }
    }

    static let cr: UInt8 = 0x0D
    static let lf: UInt8 = 0x0A

    private func checkpoint(atMost target: Int, _ key: (Checkpoint) -> Int) -> Checkpoint {
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if key(checkpoints[middle]) <= target { low = middle } else { high = middle - 1 }
        }
        return checkpoints[low]
    }

    /// `offset` is a character's start.
    func units(before offset: Int, _ encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return offset }
        let checkpoint = self.checkpoint(atMost: offset) { $0.byte }
        var units = encoding == .utf16 ? checkpoint.utf16 : checkpoint.scalars
        var index = checkpoint.byte
        while index < offset {
            let length = Self.scalarLength(bytes[index])
            units += encoding.units(ofScalarLeading: bytes[index], length: length)
            index += length
        }
        walkedBytes.add(index - checkpoint.byte)
        return units
    }

    /// A count inside a character (half a surrogate pair) gives that character's start.
    func byte(afterUnits target: Int, _ encoding: PositionEncoding) -> Int {
        if encoding == .utf8 {
            var index = min(max(target, 0), bytes.count)
            while index > 0, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
            return index
        }
        let checkpoint = self.checkpoint(atMost: target) { encoding == .utf16 ? $0.utf16 : $0.scalars }
        var units = encoding == .utf16 ? checkpoint.utf16 : checkpoint.scalars
        var index = checkpoint.byte
        while index < bytes.count {
            let length = Self.scalarLength(bytes[index])
            let width = encoding.units(ofScalarLeading: bytes[index], length: length)
            if units + width > target { break }
            units += width
            index += length
        }
        walkedBytes.add(index - checkpoint.byte)
        return min(index, bytes.count)
    }

    /// Its range is in the text the previous changes left.
    struct RangeChange: Sendable {
        var range: LSPRange
        var text: String
    }

    /// Through a ``PieceTable``, so a message costs the text's size plus its own, not a pass per change.
    /// - Returns: The size refused when `admits` (asked before each change) stopped the changes.
    mutating func apply(
        _ changes: [RangeChange], encoding: PositionEncoding, admitting admits: (Int) -> Bool
    ) -> Int? {
        var table = PieceTable(self, encoding: encoding)
        var edited = false
        defer { if edited { write(table) } }
        for change in changes {
            // A change that neither removes nor inserts changes nothing.
            if change.text.isEmpty, !(change.range.end > change.range.start) { continue }
            let start = table.offset(of: change.range.start, in: self)
            var end = start
            if change.range.end > change.range.start { end = max(start, table.offset(of: change.range.end, in: self)) }
            let size = change.text.utf8.count
            if size == 0, start == end { continue }
            let newSize = table.count - (end - start) + size
            guard admits(newSize) else { return newSize }
            edited = true
            table.replace(start..<end, with: change.text, in: self)
            // A CR and an LF that now meet are one line break: a piece of their own.
            for point in size == 0 ? [start] : [start, start + size] where table.joinsLineBreak(at: point, in: self) {
                table.replace(point - 1..<point + 1, with: "\r\n", in: self)
            }
        }
        return nil
    }

    /// The 0 byte keeps a line break from joining two inserted texts.
    mutating func append(separated text: String) -> Range<Int> {
        let start = bytes.count
        bytes.append(0)
        bytes.append(contentsOf: text.utf8)
        index(from: start)
        return start + 1..<bytes.count
    }

    private mutating func write(_ pieces: PieceTable) {
        bytes = pieces.write(from: self)
        indexedBytes.add(bytes.count)
        refresh()
    }

    /// A CR at the range's end counts as one whatever follows it.
    func lineBreaks(in range: Range<Int>) -> Int {
        var breaks = firstLineStart(after: range.upperBound) - firstLineStart(after: range.lowerBound)
        let end = range.upperBound
        if !range.isEmpty, bytes[end - 1] == Self.cr, end < bytes.count, bytes[end] == Self.lf { breaks += 1 }
        return breaks
    }

    /// After the `number`th (from 1) line break in `range`, counted as ``lineBreaks(in:)`` does.
    func lineStart(_ number: Int, in range: Range<Int>) -> Int {
        let index = firstLineStart(after: range.lowerBound) + number - 1
        return index < lineStarts.count && lineStarts[index] <= range.upperBound
            ? lineStarts[index] : range.upperBound
    }

    private func firstLineStart(after offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    package var lineCount: Int { lineStarts.count }

    /// Past the last line is the text's end, past a line's end its end (as the protocol asks).
    package func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        let (target, overflow) = units(before: start, encoding).addingReportingOverflow(max(position.character, 0))
        guard !overflow else { return end }
        return min(byte(afterUnits: target, encoding), end)
    }

    package func position(ofByte offset: Int, encoding: PositionEncoding) -> LSPPosition {
        var offset = min(max(offset, 0), bytes.count)
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        let line = firstLineStart(after: offset) - 1
        let end = min(offset, lineContentEnd(line))
        return LSPPosition(
            line: line, character: units(before: end, encoding) - units(before: lineStarts[line], encoding))
    }

    /// YAML's lines, columns in scalars.
    package func offset(of position: SourcePosition) -> Int {
        guard let range = source.lineRange(position.line) else { return bytes.count }
        let target = units(before: range.lowerBound, .utf32) + max(position.column - 1, 0)
        return min(byte(afterUnits: target, .utf32), range.upperBound)
    }

    package func range(of location: SourceLocation, encoding: PositionEncoding) -> LSPRange {
        let start = offset(of: location.start)
        return range(ofBytes: start..<max(start, offset(of: location.end)), encoding: encoding)
    }

    package func range(ofBytes bytes: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        LSPRange(
            start: position(ofByte: bytes.lowerBound, encoding: encoding),
            end: position(ofByte: bytes.upperBound, encoding: encoding))
    }

    package func lineText(_ line: Int) -> Substring {
        guard line >= 0, line < lineStarts.count else { return "" }
        return Substring(String(decoding: bytes[lineStarts[line]..<lineContentEnd(line)], as: UTF8.self))
    }

    private func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        let start = lineStarts[line]
        var end = lineStarts[line + 1]
        if end > start, bytes[end - 1] == Self.lf { end -= 1 }
        if end > start, bytes[end - 1] == Self.cr { end -= 1 }
        return end
    }

    /// 1 for a stray continuation byte.
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

package final class StepCounter: Sendable {
    private let count = Mutex(0)
    package init() {}
    func add(_ steps: Int) { count.withLock { $0 += steps } }
    package var steps: Int { count.withLock { $0 } }
}
