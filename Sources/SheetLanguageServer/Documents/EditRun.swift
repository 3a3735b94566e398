/// The changes of one `didChange` message that can be read in one text, as byte ranges of that
/// text: see ``TextDocument/apply(_:encoding:admitting:)``.
struct EditRun {
    /// A change as a byte range of the run's text and the bytes that replace it.
    struct Edit {
        var start: Int
        var end: Int
        var text: [UInt8]
    }

    /// The order of the run's changes in the text.
    enum Order {
        /// One change so far.
        case undecided
        /// Each change before the previous one.
        case descending
        /// Each change at or after the end of the text the previous one put in.
        case ascending
    }

    private(set) var edits: [Edit] = []
    private(set) var order = Order.undecided

    /// Where the last change's replaced range ends in the run's text, and the same point in the
    /// text as the changes so far left it: everything after it is the run's text unchanged.
    private var end = 0
    private var endPosition = LSPPosition(line: 0, character: 0)
    private var endPositionNow = LSPPosition(line: 0, character: 0)
    /// The byte before that point now, when there is one.
    private var byteBeforeEndNow: UInt8?
    /// Whether that point is known: an inserted LF joined to a CR before it makes it unknown.
    private var endKnown = false
    /// Where the last change starts now, and the byte before it now.
    private var lastStartNow = LSPPosition(line: 0, character: 0)
    private var lastBefore: UInt8?
    private var encoding = PositionEncoding.utf16

    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A

    /// The byte range of the run's text a change's range means, when the change can join the run.
    /// - Returns: The range, and the order the run has with it.
    func place(_ range: LSPRange, in document: TextDocument, encoding: PositionEncoding) -> Placement? {
        guard let last = edits.last else {
            let start = document.offset(of: range.start, encoding: encoding)
            return Placement(
                start: start, end: max(start, document.offset(of: range.end, encoding: encoding)), order: .undecided)
        }
        // Text put in where the last change only removed text: one replacement, in either order.
        if order != .descending, last.text.isEmpty, range.start == endPositionNow, range.end == range.start,
            pointIsKnown(in: document)
        {
            return Placement(start: last.start, end: last.end, order: order, merging: true)
        }
        if order != .ascending, let (start, end) = placeBefore(last.start, range, in: document, encoding: encoding) {
            return Placement(start: start, end: end, order: .descending)
        }
        if order != .descending, let (start, end) = placeAfter(range, in: document, encoding: encoding) {
            return Placement(start: start, end: end, order: .ascending)
        }
        return nil
    }

    /// Where a change goes in the run's text.
    struct Placement {
        var start: Int
        var end: Int
        var order: Order
        /// Whether the change's text goes into the last change's place (which removed text and
        /// put in none), instead of being a change of its own.
        var merging = false
    }

    /// A change wholly before `limit`, where the run's text and the text now are the same.
    private func placeBefore(_ limit: Int, _ range: LSPRange, in document: TextDocument, encoding: PositionEncoding)
        -> (Int, Int)?
    {
        let bytes = document.bytes
        // A position means the same in both texts when it falls before `limit`, or exactly on it
        // (not clamped to a line end that may since have moved, and not after a CR whose LF may
        // have changed).
        func reliable(_ offset: Int, _ position: LSPPosition) -> Bool {
            if offset < limit { return true }
            guard offset == limit, limit == 0 || bytes[limit - 1] != Self.cr else { return false }
            return document.position(ofByte: limit, encoding: encoding) == position
        }
        let start = document.offset(of: range.start, encoding: encoding)
        guard reliable(start, range.start) else { return nil }
        // An end before the start means the start, in either text.
        guard range.end > range.start else { return (start, start) }
        let end = document.offset(of: range.end, encoding: encoding)
        return reliable(end, range.end) ? (start, max(start, end)) : nil
    }

    /// A change at or after the point the last change's text ends, translated into the run's text.
    private func placeAfter(_ range: LSPRange, in document: TextDocument, encoding: PositionEncoding) -> (Int, Int)? {
        // A CR now just before the point and an LF just after are one line break, which the run's
        // text does not have there.
        guard range.start >= endPositionNow, pointIsKnown(in: document) else { return nil }
        let start = document.offset(of: translate(range.start), encoding: encoding)
        guard range.end >= range.start else { return (start, start) }
        return (start, max(start, document.offset(of: translate(range.end), encoding: encoding)))
    }

    /// Whether the point's position now is known: not after an LF put in right after a CR, and
    /// not between a CR now before it and an LF after it (one line break the run's text does not
    /// have there).
    private func pointIsKnown(in document: TextDocument) -> Bool {
        guard endKnown else { return false }
        return !(byteBeforeEndNow == Self.cr && end < document.bytes.count && document.bytes[end] == Self.lf)
    }

    /// A position at or after the point, now, as a position in the run's text.
    private func translate(_ position: LSPPosition) -> LSPPosition {
        if position.line == endPositionNow.line {
            return LSPPosition(
                line: endPosition.line, character: endPosition.character + position.character - endPositionNow.character
            )
        }
        return LSPPosition(line: position.line - endPositionNow.line + endPosition.line, character: position.character)
    }

    /// A position in the run's text at or after the point, as a position now.
    private func translateBack(_ position: LSPPosition) -> LSPPosition {
        if position.line == endPosition.line {
            return LSPPosition(
                line: endPositionNow.line,
                character: endPositionNow.character + position.character - endPosition.character)
        }
        return LSPPosition(line: position.line - endPosition.line + endPositionNow.line, character: position.character)
    }

    /// Adds a placed change to the run, and moves the point to the end of the text it put in.
    mutating func commit(_ placement: Placement, _ text: [UInt8], in document: TextDocument, encoding: PositionEncoding)
    {
        if placement.merging {
            edits[edits.count - 1].text = text
            movePoint(startNow: lastStartNow, before: lastBefore, text: text)
            return
        }
        let (start, end) = (placement.start, placement.end)
        edits.append(Edit(start: start, end: end, text: text))
        order = placement.order
        // Last in the text first: every position is read in the run's text as it is.
        guard order != .descending else { return }
        let bytes = document.bytes
        // Where the change starts now, and the byte before it now.
        let startPosition = document.position(ofByte: start, encoding: encoding)
        let startNow: LSPPosition
        let before: UInt8?
        if order == .undecided {
            startNow = startPosition
            before = start > 0 ? bytes[start - 1] : nil
        } else {
            startNow = translateBack(startPosition)
            before = start == self.end ? byteBeforeEndNow : (start > 0 ? bytes[start - 1] : nil)
        }
        self.end = end
        endPosition = document.position(ofByte: end, encoding: encoding)
        self.encoding = encoding
        movePoint(startNow: startNow, before: before, text: text)
    }

    /// Moves the point to the end of `text` put in where the byte before is `before`.
    private mutating func movePoint(startNow: LSPPosition, before: UInt8?, text: [UInt8]) {
        lastStartNow = startNow
        lastBefore = before
        // An LF put right after a CR joins it: the point's line is no longer counted from here.
        endKnown = !(before == Self.cr && text.first == Self.lf)
        endPositionNow = Self.advance(startNow, over: text, encoding: encoding)
        byteBeforeEndNow = text.last ?? before
    }

    /// The position after `text` put in at `position`.
    static func advance(_ position: LSPPosition, over text: [UInt8], encoding: PositionEncoding) -> LSPPosition {
        var line = position.line
        var character = position.character
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == lf || byte == cr {
                index += byte == cr && index + 1 < text.count && text[index + 1] == lf ? 2 : 1
                line += 1
                character = 0
                continue
            }
            let length = TextDocument.scalarLength(byte)
            character += encoding.units(ofScalarLeading: byte, length: length)
            index += length
        }
        return LSPPosition(line: line, character: character)
    }
}
