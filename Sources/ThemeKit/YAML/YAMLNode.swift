import SheetText
/// One node of a YAML document, with where it came from.
///
/// Aliases are resolved when the tree is built: an alias node is a copy of its anchored node
/// (with the alias's own location), so consumers never see anchors.
package struct YAMLNode: Sendable, Hashable {
    package enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// In source order.
        case mapping([YAMLPair])
    }

    package var content: Content
    package var location: SourceLocation
    /// The explicit tag (`!!str`, `!custom`), fully resolved.
    package var tag: String?

    package init(_ content: Content, at location: SourceLocation, tag: String? = nil) {
        self.content = content
        self.location = location
        self.tag = tag
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    package var sequence: [YAMLNode]? {
        if case .sequence(let nodes) = content { return nodes }
        return nil
    }

    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    package subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// For messages: "a scalar", "a mapping", "a list", or "null" for an untagged plain null.
    package var kindDescription: String {
        switch content {
        case .scalar(let scalar): scalar.isNull && tag == nil ? "null" : "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

package struct YAMLPair: Sendable, Hashable {
    package var key: YAMLNode
    package var value: YAMLNode
}

package struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written: `literal` is a `|` block, `folded` a `>` one.
    package enum Style: String, Sendable, Hashable {
        case plain
        case singleQuoted = "single-quoted"
        case doubleQuoted = "double-quoted"
        case literal
        case folded
    }

    /// The value after YAML's escapes and folding.
    package var text: String
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
