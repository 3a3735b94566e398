import ThemeKit

/// The bytes inside a scalar's quotes, so that an edit keeps the quoting.
struct ScalarPlace: Sendable, Hashable {
    var bytes: Range<Int>
    var text: String
    var isQuoted: Bool

    /// `nil` when the bytes are not the text (escapes, folded lines): no edit could keep them.
    static func of(_ node: YAMLNode, in document: TextDocument) -> ScalarPlace? {
        guard let scalar = node.scalar else { return nil }
        var start = document.offset(of: node.location.start)
        var end = document.offset(of: node.location.end)
        let isQuoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        if isQuoted, end - start >= 2 {
            start += 1
            end -= 1
        }
        guard start <= end, document.bytes[start..<end].elementsEqual(scalar.text.utf8) else { return nil }
        return ScalarPlace(bytes: start..<end, text: scalar.text, isQuoted: isQuoted)
    }
}
