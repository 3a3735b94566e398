/// One node of a YAML document, with where it came from.
///
/// Aliases are resolved when the tree is built: an alias node is a copy of its anchored node
/// (with the alias's own location), so consumers never see anchors.
public struct YAMLNode: Sendable, Hashable {
    /// What the node holds.
    public enum Content: Sendable, Hashable {
        /// A scalar: its text after YAML's folding and escapes, and how it was written.
        case scalar(YAMLScalar)
        /// A sequence of nodes, in order.
        case sequence([YAMLNode])
        /// A mapping's pairs, in source order (keys are unique: duplicates are refused).
        case mapping([YAMLPair])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node stands in its source.
    public var location: SourceLocation
    /// The node's explicit tag (`!!str`, `!custom`), fully resolved; `nil` when untagged.
    public var tag: String?

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation, tag: String? = nil) {
        self.content = content
        self.location = location
        self.tag = tag
    }

    /// The scalar, when the node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The elements, when the node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let nodes) = content { return nodes }
        return nil
    }

    /// The pairs, when the node is a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value for a scalar key in a mapping node, or `nil`.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// A word for the node's kind in messages: "a scalar", "a mapping", "a list", or "null" for an
    /// untagged plain null.
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.isNull && tag == nil ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A key and its value in a mapping node.
public struct YAMLPair: Sendable, Hashable {
    /// The key node (usually a scalar).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates a pair.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A scalar's text and how it was written.
public struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written in the source.
    public enum Style: String, Sendable, Hashable {
        /// Unquoted.
        case plain
        /// In single quotes.
        case singleQuoted = "single-quoted"
        /// In double quotes.
        case doubleQuoted = "double-quoted"
        /// A `|` block.
        case literal
        /// A `>` block.
        case folded
    }

    /// The value after YAML's escapes and folding.
    public var text: String
    /// How it was written.
    public var style: Style

    /// Creates a scalar.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Whether the scalar is a plain null (`~`, `null`, `Null`, `NULL` or empty) under the core schema.
    public var isNull: Bool {
        style == .plain && ["", "~", "null", "Null", "NULL"].contains(text)
    }
}
