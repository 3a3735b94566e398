import SheetText
import Synchronization
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
    /// Where each protocol line starts: four bytes a line (a document is far below 4 GiB; the
    /// server's limits keep it so), with ``checkpoints`` twelve bytes per 256 bytes of text.
    private var lineStarts: [UInt32] = []
    /// Every ``checkpointSpacing`` bytes (at the next character's start), how many scalars and
    /// UTF-16 units come before: a position is found by a search and a walk of at most that many
    /// bytes, so a text of one long line (a hostile theme of a million keys) costs no more per
    /// diagnostic than one of many short lines.
    private var checkpoints: [Checkpoint] = []
    /// The bytes walked between checkpoints and positions so far, for tests that hold the cost
    /// bounded without a clock.
    package let walkedBytes = StepCounter()
    /// The bytes the line index scanned and edits copied so far, for tests that hold the cost of a
    /// message's edits linear without a clock.
    package let indexedBytes = StepCounter()

    private struct Checkpoint {
        var byteOffset: UInt32
        var scalarCount: UInt32
        var utf16Count: UInt32

        init(byte: Int, scalars: Int, utf16: Int) {
            byteOffset = UInt32(byte)
            scalarCount = UInt32(scalars)
            utf16Count = UInt32(utf16)
        }

        var byte: Int { Int(byteOffset) }
        var scalars: Int { Int(scalarCount) }
        var utf16: Int { Int(utf16Count) }
    }

    static let checkpointSpacing = 256
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
        indexedBytes.add(bytes.count)
        precondition(bytes.count < Int(UInt32.max), "a document's offsets fit in 32 bits")
        source = SourceText(name: path, bytes: bytes)
        // Room for every line and checkpoint and no more: an array grown one element at a time
        // may hold up to twice what it needs, and a text of line breaks has a line per byte.
        indexedBytes.add(bytes.count)
        var breaks = 0
        for byte in bytes where byte == 0x0A || byte == 0x0D { breaks += 1 }
        lineStarts = []
        lineStarts.reserveCapacity(breaks + 1)
        lineStarts.append(0)
        checkpoints = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointSpacing + 1)
        checkpoints.append(Checkpoint(byte: 0, scalars: 0, utf16: 0))
        var index = 0
        var scalars = 0
        var utf16 = 0
        var next = Self.checkpointSpacing
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
            // A line ends at LF, at CR not followed by LF, and at the LF of CRLF; every byte is
            // counted above, the LF of a CRLF too.
            if byte == 0x0A || (byte == 0x0D && (index == count || bytes[index] != 0x0A)) {
                lineStarts.append(UInt32(index))
            }
        }
    }

    /// How many units of `encoding` come before byte `offset` (a character's start) in the whole text.
    private func units(before offset: Int, _ encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return offset }
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle].byte <= offset { low = middle } else { high = middle - 1 }
        }
        let checkpoint = checkpoints[low]
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

    /// The start of the character at which `target` units of `encoding` have come before, or of the
    /// one a unit count inside a character (half a surrogate pair) falls in.
    private func byte(afterUnits target: Int, _ encoding: PositionEncoding) -> Int {
        if encoding == .utf8 {
            var index = min(max(target, 0), bytes.count)
            while index > 0, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
            return index
        }
        func count(_ checkpoint: Checkpoint) -> Int { encoding == .utf16 ? checkpoint.utf16 : checkpoint.scalars }
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if count(checkpoints[middle]) <= target { low = middle } else { high = middle - 1 }
        }
        var units = count(checkpoints[low])
        var index = checkpoints[low].byte
        while index < bytes.count {
            let length = Self.scalarLength(bytes[index])
            let width = encoding.units(ofScalarLeading: bytes[index], length: length)
            if units + width > target { break }
            units += width
            index += length
        }
        walkedBytes.add(index - checkpoints[low].byte)
        return min(index, bytes.count)
    }

    // MARK: Editing

    /// One range change of a `didChange` message.
    package struct RangeChange: Sendable {
        /// The range, in the text the message's previous changes left.
        package var range: LSPRange
        /// What goes there.
        package var text: String

        package init(range: LSPRange, text: String) {
            self.range = range
            self.text = text
        }
    }

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
        _ = apply([RangeChange(range: range, text: text)], encoding: encoding) { _ in true }
    }

    /// Applies a message's range changes in order, each in the text the previous ones left (as the
    /// protocol's `TextDocumentContentChangeEvent` says), rebuilding the index once per run of them.
    ///
    /// A run is a sequence of changes whose positions can all be read in the text the run started
    /// from: each one before the previous one (last in the text first, as editors send multi-cursor
    /// edits and replacements), or each one at or after the end of the text the previous one put in
    /// (first in the text first, as typing sends them), translated by the lines and characters the
    /// earlier ones added. A run's changes are converted with the index of its starting text, its
    /// bytes are written in one pass, and the index is rebuilt once. A change that fits neither
    /// order, or whose position a line break joined across an edge (a CR meeting an LF) could
    /// shift, starts a new run. One message of k changes in one order therefore costs the text's
    /// size plus the changes', not k times the text; each change out of order adds one pass.
    /// - Parameters:
    ///   - changes: The changes, in the order the client sent them.
    ///   - admits: Whether the text may grow or shrink to a size; asked before each change.
    /// - Returns: How many changes were applied, and the size refused when `admits` stopped them.
    package mutating func apply(
        _ changes: [RangeChange], encoding: PositionEncoding, admitting admits: (Int) -> Bool
    ) -> (applied: Int, refusedSize: Int?) {
        var run = EditRun()
        var size = bytes.count
        for (index, change) in changes.enumerated() {
            let inserted = Array(change.text.utf8)
            // A change that neither removes nor inserts changes nothing; it does not decide a run's
            // order either (it would fit both).
            if inserted.isEmpty, !(change.range.end > change.range.start) { continue }
            var placed = run.place(change.range, in: self, encoding: encoding)
            if placed == nil {
                flush(&run)
                placed = run.place(change.range, in: self, encoding: encoding)
            }
            guard let placement = placed else { preconditionFailure("a run's first change always fits") }
            if inserted.isEmpty, placement.start == placement.end { continue }
            let newSize = size - (placement.merging ? 0 : placement.end - placement.start) + inserted.count
            guard admits(newSize) else {
                flush(&run)
                return (index, newSize)
            }
            size = newSize
            run.commit(placement, inserted, in: self, encoding: encoding)
        }
        flush(&run)
        return (changes.count, nil)
    }

    /// Writes a run's changes into the text in one pass and rebuilds the index once.
    private mutating func flush(_ run: inout EditRun) {
        guard !run.edits.isEmpty else { return }
        var edits = run.edits
        if run.order == .descending { edits.reverse() }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count - edits.reduce(0) { $0 + $1.end - $1.start - $1.text.count })
        var at = 0
        for edit in edits {
            result.append(contentsOf: bytes[at..<edit.start])
            result.append(contentsOf: edit.text)
            at = edit.end
        }
        result.append(contentsOf: bytes[at...])
        bytes = result
        indexedBytes.add(bytes.count)
        run = EditRun()
        refresh()
    }

    // MARK: Positions

    /// The bytes the text and its line index hold (elements stored times their size, capacity
    /// included), for tests and measurements of memory per byte of text.
    package var storedBytes: Int {
        bytes.capacity + lineStarts.capacity * MemoryLayout<UInt32>.stride + checkpoints.capacity
            * MemoryLayout<Checkpoint>.stride
    }

    /// The number of protocol lines.
    package var lineCount: Int { lineStarts.count }

    /// The byte offset of a protocol position.
    ///
    /// A line past the last means the end of the text; a character past the line's end means its
    /// end (as the protocol asks), and one inside a character (half a surrogate pair) means its start.
    package func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = Int(lineStarts[position.line])
        let end = lineContentEnd(position.line)
        let (target, overflow) = units(before: start, encoding).addingReportingOverflow(max(position.character, 0))
        guard !overflow else { return end }
        return min(byte(afterUnits: target, encoding), end)
    }

    /// The protocol position of a byte offset (clamped to the text).
    package func position(ofByte offset: Int, encoding: PositionEncoding) -> LSPPosition {
        var offset = min(max(offset, 0), bytes.count)
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        let end = min(offset, lineContentEnd(low))
        return LSPPosition(
            line: low, character: units(before: end, encoding) - units(before: Int(lineStarts[low]), encoding))
    }

    /// The byte offset of a position a diagnostic or node carries (YAML's lines, columns in scalars).
    package func offset(of position: SourcePosition) -> Int {
        guard let range = source.lineRange(position.line) else { return bytes.count }
        let target = units(before: range.lowerBound, .utf32) + max(position.column - 1, 0)
        return min(byte(afterUnits: target, .utf32), range.upperBound)
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
        return Substring(String(decoding: bytes[Int(lineStarts[line])..<lineContentEnd(line)], as: UTF8.self))
    }

    /// Where line `line`'s text ends, before its break.
    private func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        let start = Int(lineStarts[line])
        var end = Int(lineStarts[line + 1])
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
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

/// Counts steps taken, for tests that hold a cost bounded without a clock.
package final class StepCounter: Sendable {
    private let count = Mutex(0)
    package init() {}
    func add(_ steps: Int) { count.withLock { $0 += steps } }
    /// The steps so far.
    package var steps: Int { count.withLock { $0 } }
}
