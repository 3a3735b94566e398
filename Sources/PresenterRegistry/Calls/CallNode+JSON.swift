import SheetText
import ThemeKit

extension CallNode {
    /// A key given twice keeps its last value (as `JSON.parse` does) in the place of its first.
    package static func parse(json source: SourceText, maxBytes: Int = 16 << 20) throws(DiagnosticError) -> CallNode {
        try JSONCallTree(parsing: source, maxBytes: maxBytes).root
    }
}

package struct JSONCallTree {
    package var root: CallNode
    /// A warning at each key whose value is dropped because the key comes again later in its object.
    package var duplicateKeys: [Diagnostic]
    /// The key comparisons and look-ups of the duplicate check, for tests that hold the cost linear without a clock.
    package var keyComparisons: Int

    package init(parsing source: SourceText, maxBytes: Int = 16 << 20) throws(DiagnosticError) {
        var builder = CallNodeBuilder(source: source)
        try JSONParser.parse(source, maxBytes: maxBytes, into: &builder)
        root = builder.root ?? CallNode(.null)
        duplicateKeys = builder.duplicateKeys
        keyComparisons = builder.keyComparisons
    }
}

/// The innermost open collection is a stored property, its parents on a stack, so adding a member mutates in place.
private struct CallNodeBuilder: JSONEventHandler {
    struct Frame {
        var place = CallPlace.none
        var isObject = false
        var elements: [CallNode] = []
        var members: [CallNode.Member] = []
        var positions: [String: Int] = [:]
        /// The key whose value comes next.
        var key = ""
        var keyPlace = CallPlace.none
        /// Each key that came again: where it was before, and its member's position.
        var repeated: [(key: String, place: CallPlace, member: Int)] = []
    }

    let source: SourceText
    /// When ``isOpen``.
    var current = Frame()
    var isOpen = false
    /// Outermost first.
    var parents: [Frame] = []
    var root: CallNode?
    var duplicateKeys: [Diagnostic] = []
    var keyComparisons = 0

    func place(_ offset: Int) -> CallPlace { CallPlace(offset: offset, in: source) }

    /// Keys are compared with the first members in turn and looked up among the rest, so 100,000 keys
    /// stay linear: most objects of a call are badges of three keys, and a dictionary for each was a
    /// tenth of the 16 MiB call (its mark, BENCHMARKS.md).
    static let scannedMembers = 8

    mutating func add(_ node: CallNode) {
        guard isOpen else {
            root = node
            return
        }
        guard current.isObject else {
            current.elements.append(node)
            return
        }
        let (key, count) = (current.key, current.members.count)
        keyComparisons += min(count, Self.scannedMembers) + 1
        let scanned = current.members.prefix(Self.scannedMembers).firstIndex { $0.key == key }
        if let index = scanned ?? (count > Self.scannedMembers ? current.positions[key] : nil) {
            // The last value wins, in the place of the first, as `JSON.parse` has it.
            current.repeated.append((key, current.members[index].keyPlace, index))
            current.members[index].keyPlace = current.keyPlace
            current.members[index].value = node
            return
        }
        if count >= Self.scannedMembers { current.positions[key] = count }
        current.members.append(CallNode.Member(key: key, keyPlace: current.keyPlace, value: node))
    }

    mutating func open(isObject: Bool, at offset: Int) {
        var frame = Frame(place: place(offset), isObject: isObject)
        // Frames are moved, never copied: a copy would retain and release each of their parts.
        swap(&frame, &current)
        if isOpen { parents.append(frame) }
        isOpen = true
    }

    mutating func close() -> Frame {
        var frame: Frame
        if let parent = parents.popLast() {
            frame = parent
        } else {
            frame = Frame()
            isOpen = false
        }
        swap(&frame, &current)
        return frame
    }

    mutating func scalar(_ value: JSONValue, at offset: Int) {
        let content: CallNode.Value =
            switch value {
            case .string(let text): .string(text)
            case .number(let text): .number(text)
            case .bool(let flag): .bool(flag)
            case .null, .array, .object: .null  // the parser tells arrays and objects as events
            }
        add(CallNode(value: content, place: place(offset)))
    }

    mutating func beginArray(at offset: Int) { open(isObject: false, at: offset) }

    mutating func endArray() {
        let frame = close()
        add(CallNode(value: .list(frame.elements), place: frame.place))
    }

    mutating func beginObject(at offset: Int) { open(isObject: true, at: offset) }

    mutating func key(_ key: String, at offset: Int) {
        current.key = key
        current.keyPlace = place(offset)
    }

    mutating func endObject() {
        let frame = close()
        for (key, place, member) in frame.repeated {
            let kept = frame.members[member].keyLocation.map { " at \($0.start)" } ?? ""
            duplicateKeys.append(
                .warning(
                    .duplicateKey, "duplicate key '\(key)'; the one\(kept) wins", at: place.location,
                    hint: "remove one of them; as JSON.parse does, the call keeps the last"))
        }
        add(CallNode(value: .object(frame.members), place: frame.place))
    }
}
