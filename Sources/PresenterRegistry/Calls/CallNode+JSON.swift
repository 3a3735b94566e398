public import ThemeKit

extension CallNode {
    /// Parses JSON text into a located tree.
    ///
    /// ThemeKit's ``JSONParser`` checks the text and gives syntax errors their place; a second,
    /// lenient walk over the same (now known good) bytes finds where each value starts, so a
    /// rejected value can be reported at its `file:line:col`.
    /// - Parameters:
    ///   - source: The text.
    ///   - maxBytes: The largest input accepted.
    /// - Returns: The root node.
    /// - Throws: ``DiagnosticError`` from the JSON parser.
    public static func parse(json source: SourceText, maxBytes: Int = 16 << 20) throws(DiagnosticError) -> CallNode {
        let value = try JSONParser.parse(source, maxBytes: maxBytes)
        var walker = JSONLocator(source: source)
        let placement = walker.place()
        return walker.node(for: value, at: placement)
    }
}

/// Where each value of a JSON text starts: a tree shaped like the text, without the values.
private indirect enum Placement {
    case leaf(offset: Int)
    case list(offset: Int, [Placement])
    case object(offset: Int, [(key: String, keyOffset: Int, value: Placement)])

    var offset: Int {
        switch self {
        case .leaf(let offset), .list(let offset, _), .object(let offset, _): offset
        }
    }
}

/// Walks JSON text that is already known to be valid, noting where each value and key starts.
private struct JSONLocator {
    let source: SourceText
    let bytes: [UInt8]
    var index: Int
    /// The byte offset where each line starts, so locating a value costs a search, not a scan
    /// from the top (which would make a large call quadratic).
    let lineStarts: [Int]

    init(source: SourceText) {
        self.source = source
        self.bytes = source.bytes
        self.index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [index]
        var offset = index
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0D, offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// The location of a byte offset: 1-based line, and column in Unicode scalars as ThemeKit counts.
    func location(ofByte offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        for byte in bytes[lineStarts[low]..<min(offset, bytes.count)] where byte & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: source.name, line: low + 1, column: column)
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func skipString() {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
    }

    /// The placement of the value at `index` (after white space), leaving `index` after it.
    /// Depth is bounded by the parser's own limit, checked before this walk runs.
    mutating func place() -> Placement {
        skipSpace()
        let start = index
        guard index < bytes.count else { return .leaf(offset: start) }
        switch bytes[index] {
        case UInt8(ascii: "["):
            index += 1
            var elements: [Placement] = []
            while true {
                skipSpace()
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    break
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                elements.append(place())
            }
            return .list(offset: start, elements)
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, keyOffset: Int, value: Placement)] = []
            while true {
                skipSpace()
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    break
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                let keyStart = index
                skipString()
                let keyText = SourceText(name: source.name, bytes: Array(bytes[keyStart..<min(index, bytes.count)]))
                let key = (try? JSONParser.parse(keyText))?.stringValue ?? ""
                skipSpace()
                index += 1  // ':'
                members.append((key, keyStart, place()))
            }
            return .object(offset: start, members)
        case UInt8(ascii: "\""):
            skipString()
            return .leaf(offset: start)
        default:
            while index < bytes.count, !" \t\r\n,]}".utf8.contains(bytes[index]) { index += 1 }
            return .leaf(offset: start)
        }
    }

    /// Builds the node for `value`, placed by `placement`.
    func node(for value: JSONValue, at placement: Placement) -> CallNode {
        let location = self.location(ofByte: placement.offset)
        switch (value, placement) {
        case (.array(let values), .list(_, let places)) where values.count == places.count:
            return CallNode(.list(zip(values, places).map { node(for: $0, at: $1) }), at: location)
        case (.object(let object), .object(_, let places)):
            // A key written twice keeps its last value, as the parser does: so take the last placement.
            let members = object.members.map { member -> CallNode.Member in
                guard let place = places.last(where: { $0.key == member.key }) else {
                    return CallNode.Member(key: member.key, value: CallNode(json: member.value))
                }
                return CallNode.Member(
                    key: member.key, keyLocation: self.location(ofByte: place.keyOffset),
                    value: node(for: member.value, at: place.value))
            }
            return CallNode(.object(members), at: location)
        default:
            var leaf = CallNode(json: value)
            leaf.location = location
            return leaf
        }
    }
}
