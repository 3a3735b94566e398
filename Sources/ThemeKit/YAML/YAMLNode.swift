import SheetText
/// One node of a YAML document, with where it came from.
///
/// Aliases are resolved when the tree is built: an alias node is a copy of its anchored node
/// (with the alias's own location), so consumers never see anchors.
package struct YAMLNode: Sendable, Hashable {
    /// What the node holds.
    package enum Content: Sendable, Hashable {
        /// A scalar: its text after YAML's folding and escapes, and how it was written.
        case scalar(YAMLScalar)
        /// A sequence of nodes, in order.
        case sequence([YAMLNode])
        /// A mapping's pairs, in source order (keys are unique: duplicates are refused).
        case mapping([YAMLPair])
    }

    package var content: Content
    /// Where the node stands in its source.
    package var location: SourceLocation
    /// The node's explicit tag (`!!str`, `!custom`), fully resolved; `nil` when untagged.
    package var tag: String?

    package init(_ content: Content, at location: SourceLocation, tag: String? = nil) {
        self.content = content
        self.location = location
        self.tag = tag
    }

    /// The scalar, when the node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The elements, when the node is a sequence.
    package var sequence: [YAMLNode]? {
        if case .sequence(let nodes) = content { return nodes }
        return nil
    }

    /// The pairs, when the node is a mapping.
    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value for a scalar key in a mapping node, or `nil`.
    package subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// A word for the node's kind in messages: "a scalar", "a mapping", "a list", or "null" for an
    /// untagged plain null.
    package var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.isNull && tag == nil ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// A key and its value in a mapping node.
package struct YAMLPair: Sendable, Hashable {
    /// The key node (usually a scalar).
    package var key: YAMLNode
    package var value: YAMLNode
}

/// A scalar's text and how it was written.
package struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written in the source.
    package enum Style: String, Sendable, Hashable {
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
    package var text: String
    /// How it was written.
    package var style: Style

    package init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Whether the scalar is a plain null (`~`, `null`, `Null`, `NULL` or empty) under the core schema.
    package var isNull: Bool {
        guard style == .plain else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}
