import SheetText
/// An alias node is a copy of its anchored node at the alias's location, so consumers never see anchors.
package struct YAMLNode: Sendable, Hashable {
    package enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var content: Content
    package var location: SourceLocation
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
    package enum Style: String, Sendable, Hashable {
        case plain
        case singleQuoted = "single-quoted"
        case doubleQuoted = "double-quoted"
        case literal
        case folded
    }

    package var text: String
    package var style: Style

    package init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// Under the core schema.
    package var isNull: Bool {
        guard style == .plain else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}
