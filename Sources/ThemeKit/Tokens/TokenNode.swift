package struct TokenNode: Sendable, Hashable {
    package struct Member: Sendable, Hashable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: TokenNode
    }

    package enum Content: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([TokenNode])
        case object([Member])
    }

    package var content: Content
    package var location: SourceLocation

    package init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    package var members: [Member]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// The last member `key`.
    package subscript(key: String) -> TokenNode? {
        members?.last { $0.key == key }?.value
    }

    package var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    package var number: Double? {
        if case .number(let text) = content { return DecimalNumber(text, syntax: .json)?.doubleValue }
        return nil
    }

    package var kindDescription: String {
        switch content {
        case .array: JSONValue.array([]).typeName
        case .object: JSONValue.object(JSONObject()).typeName
        default: json.typeName
        }
    }

    package var json: JSONValue {
        switch content {
        case .null: return JSONValue.null
        case .bool(let flag): return JSONValue.bool(flag)
        case .number(let text): return JSONValue.number(text)
        case .string(let text): return JSONValue.string(text)
        case .array(let nodes): return JSONValue.array(nodes.map(\.json))
        case .object(let members):
            var object = JSONObject()
            for member in members { object[member.key] = member.value.json }
            return .object(object)
        }
    }

    package static func parse(_ source: SourceText, maxBytes: Int = 16 << 20) throws(DiagnosticError) -> TokenNode {
        var builder = TokenNodeBuilder(source: source)
        try JSONParser.parse(source, maxBytes: maxBytes, into: &builder)
        return builder.root ?? TokenNode(.null, at: source.location(ofByte: 0))
    }
}

private struct TokenNodeBuilder: JSONEventHandler {
    struct Frame {
        var location: SourceLocation
        var isObject: Bool
        var elements: [TokenNode] = []
        var members: [TokenNode.Member] = []
        var key = ""
        var keyLocation: SourceLocation
    }

    let source: SourceText
    var frames: [Frame] = []
    var root: TokenNode?

    mutating func add(_ node: TokenNode) {
        guard !frames.isEmpty else {
            root = node
            return
        }
        let last = frames.count - 1
        if frames[last].isObject {
            frames[last].members.append(
                TokenNode.Member(key: frames[last].key, keyLocation: frames[last].keyLocation, value: node))
        } else {
            frames[last].elements.append(node)
        }
    }

    mutating func scalar(_ value: JSONValue, at offset: Int) {
        let content: TokenNode.Content =
            switch value {
            case .string(let text): .string(text)
            case .number(let text): .number(text)
            case .bool(let flag): .bool(flag)
            case .null, .array, .object: .null
            }
        add(TokenNode(content, at: source.location(ofByte: offset)))
    }

    mutating func beginArray(at offset: Int) {
        let place = source.location(ofByte: offset)
        frames.append(Frame(location: place, isObject: false, keyLocation: place))
    }

    mutating func endArray() {
        let frame = frames.removeLast()
        add(TokenNode(.array(frame.elements), at: frame.location))
    }

    mutating func beginObject(at offset: Int) {
        let place = source.location(ofByte: offset)
        frames.append(Frame(location: place, isObject: true, keyLocation: place))
    }

    mutating func key(_ key: String, at offset: Int) {
        frames[frames.count - 1].key = key
        frames[frames.count - 1].keyLocation = source.location(ofByte: offset)
    }

    mutating func endObject() {
        let frame = frames.removeLast()
        add(TokenNode(.object(frame.members), at: frame.location))
    }
}
