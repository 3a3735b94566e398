/// One `didChange` message's text as pieces in a treap, so each edit costs O(log k) for k pieces.
/// A CR ending a piece counts as a line break, so a CRLF must never span two (``joinsLineBreak(at:in:)``).
struct PieceTable {
    private struct Node {
        var inserted: Bool
        var start: Int
        var end: Int
        var breaks: Int
        var unitsBefore: Int
        var units: Int
        var priority: UInt32
        var left = -1
        var right = -1
        var bytes = 0
        var subtreeBreaks = 0
        var subtreeUnits = 0
    }

    private var nodes: [Node] = []
    private var root = -1
    private let encoding: PositionEncoding
    /// The inserted texts, each after a 0 byte so that no line break joins two of them.
    private var added: TextDocument

    init(_ text: TextDocument, encoding: PositionEncoding) {
        self.encoding = encoding
        added = TextDocument(countingWith: text)
        root = makeNode(
            0..<text.bytes.count, inserted: false, text, units: 0..<text.units(before: text.bytes.count, encoding))
    }

    var count: Int { bytes(root) }
    var lineCount: Int { breaks(root) + 1 }

    private func bytes(_ node: Int) -> Int { node < 0 ? 0 : nodes[node].bytes }
    private func breaks(_ node: Int) -> Int { node < 0 ? 0 : nodes[node].subtreeBreaks }
    private func units(_ node: Int) -> Int { node < 0 ? 0 : nodes[node].subtreeUnits }

    /// As ``TextDocument/offset(of:encoding:)`` gives it in the text written out.
    func offset(of position: LSPPosition, in original: TextDocument) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineCount else { return count }
        let start = lineStart(position.line, original)
        let end = lineContentEnd(position.line, start: start, original)
        let (target, overflow) = units(before: start, original).addingReportingOverflow(max(position.character, 0))
        guard !overflow else { return end }
        return min(offset(afterUnits: target, original), end)
    }

    func joinsLineBreak(at offset: Int, in original: TextDocument) -> Bool {
        offset > 0 && offset < count && byte(at: offset - 1, original) == TextDocument.cr
            && byte(at: offset, original) == TextDocument.lf
    }

    private func lineStart(_ line: Int, _ original: TextDocument) -> Int {
        guard line > 0 else { return 0 }
        let (piece, within, before, _) = descend(to: line - 1, breaks, \.breaks)
        guard let piece else { return before }
        return before + text(of: piece, original).lineStart(within + 1, in: piece.start..<piece.end) - piece.start
    }

    private func lineContentEnd(_ line: Int, start: Int, _ original: TextDocument) -> Int {
        guard line + 1 < lineCount else { return count }
        var end = lineStart(line + 1, original)
        if end > start, byte(at: end - 1, original) == TextDocument.lf { end -= 1 }
        if end > start, byte(at: end - 1, original) == TextDocument.cr { end -= 1 }
        return end
    }

    private func byte(at offset: Int, _ original: TextDocument) -> UInt8 {
        let (piece, within, _) = piece(at: offset)
        return text(of: piece, original).bytes[piece.start + within]
    }

    private func units(before offset: Int, _ original: TextDocument) -> Int {
        guard offset < count else { return units(root) }
        let (piece, within, units) = piece(at: offset)
        return units + text(of: piece, original).units(before: piece.start + within, encoding) - piece.unitsBefore
    }

    private func piece(at offset: Int) -> (Node, within: Int, unitsBefore: Int) {
        let found = descend(to: offset, bytes) { $0.end - $0.start }
        guard let piece = found.piece else { preconditionFailure("an offset within the text") }
        return (piece, found.within, found.units)
    }

    private func offset(afterUnits target: Int, _ original: TextDocument) -> Int {
        let (piece, within, before, _) = descend(to: target, units, \.units)
        guard let piece else { return before }
        let found = text(of: piece, original).byte(afterUnits: piece.unitsBefore + within, encoding)
        return before + min(found, piece.end) - piece.start
    }

    /// The piece in which `target` of a measure (`subtree` of a subtree, `own` of a piece) falls,
    /// how far into it, and the bytes and units before it; no piece past the text's end.
    private func descend(to target: Int, _ subtree: (Int) -> Int, _ own: (Node) -> Int) -> (
        piece: Node?, within: Int, bytes: Int, units: Int
    ) {
        var node = root
        var (target, bytes, units) = (target, 0, 0)
        while node >= 0 {
            let piece = nodes[node]
            if target < subtree(piece.left) {
                node = piece.left
                continue
            }
            target -= subtree(piece.left)
            bytes += self.bytes(piece.left)
            units += self.units(piece.left)
            if target < own(piece) { return (piece, target, bytes, units) }
            target -= own(piece)
            bytes += piece.end - piece.start
            units += piece.units
            node = piece.right
        }
        return (nil, target, bytes, units)
    }

    mutating func replace(_ range: Range<Int>, with text: String, in original: TextDocument) {
        let (head, rest) = split(root, at: range.lowerBound, original)
        let (_, tail) = split(rest, at: range.count, original)
        var middle = -1
        if !text.isEmpty {
            let range = added.append(separated: text)
            let units =
                added.units(before: range.lowerBound, encoding)..<added.units(before: range.upperBound, encoding)
            middle = makeNode(range, inserted: true, original, units: units)
        }
        root = merge(merge(head, middle), tail)
    }

    func write(from original: TextDocument) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(count)
        var path: [Int] = []
        var node = root
        while node >= 0 || !path.isEmpty {
            while node >= 0 {
                path.append(node)
                node = nodes[node].left
            }
            let piece = nodes[path.removeLast()]
            text.append(contentsOf: (piece.inserted ? added : original).bytes[piece.start..<piece.end])
            node = piece.right
        }
        return text
    }

    private mutating func makeNode(_ range: Range<Int>, inserted: Bool, _ original: TextDocument, units: Range<Int>)
        -> Int
    {
        let text = inserted ? added : original
        nodes.append(
            Node(
                inserted: inserted, start: range.lowerBound, end: range.upperBound,
                breaks: text.lineBreaks(in: range), unitsBefore: units.lowerBound, units: units.count,
                priority: UInt32.random(in: .min ... .max)))
        update(nodes.count - 1)
        return nodes.count - 1
    }

    private func text(of piece: Node, _ original: TextDocument) -> TextDocument { piece.inserted ? added : original }

    private mutating func update(_ node: Int) {
        let piece = nodes[node]
        nodes[node].bytes = bytes(piece.left) + piece.end - piece.start + bytes(piece.right)
        nodes[node].subtreeBreaks = breaks(piece.left) + piece.breaks + breaks(piece.right)
        nodes[node].subtreeUnits = units(piece.left) + piece.units + units(piece.right)
    }

    private mutating func merge(_ first: Int, _ second: Int) -> Int {
        guard first >= 0 else { return second }
        guard second >= 0 else { return first }
        if nodes[first].priority > nodes[second].priority {
            let right = merge(nodes[first].right, second)
            nodes[first].right = right
            update(first)
            return first
        }
        let left = merge(first, nodes[second].left)
        nodes[second].left = left
        update(second)
        return second
    }

    private mutating func split(_ node: Int, at offset: Int, _ original: TextDocument) -> (Int, Int) {
        guard node >= 0 else { return (-1, -1) }
        let piece = nodes[node]
        let before = bytes(piece.left)
        if offset <= before {
            let (head, tail) = split(piece.left, at: offset, original)
            nodes[node].left = tail
            update(node)
            return (head, node)
        }
        if offset >= before + piece.end - piece.start {
            let (head, tail) = split(piece.right, at: offset - before - (piece.end - piece.start), original)
            nodes[node].right = head
            update(node)
            return (node, tail)
        }
        let cut = piece.start + offset - before
        let text = text(of: piece, original)
        let unitsAtCut = text.units(before: cut, encoding)
        let rest = makeNode(
            cut..<piece.end, inserted: piece.inserted, original,
            units: unitsAtCut..<piece.unitsBefore + piece.units)
        nodes[node].end = cut
        nodes[node].breaks = text.lineBreaks(in: piece.start..<cut)
        nodes[node].units = unitsAtCut - piece.unitsBefore
        nodes[node].right = -1
        update(node)
        return (node, merge(rest, piece.right))
    }
}
