import ThemeKit

/// Where a scalar's text is in a document: its bytes inside its quotes, so that an edit of them
/// keeps the quoting.
struct ScalarPlace: Sendable, Hashable {
    var bytes: Range<Int>
    var text: String
    /// A `#` colour written in place of a plain name needs quotes.
    var isQuoted: Bool

    /// `nil` for a node that is no scalar, or when the bytes there are not its text (a scalar with
    /// escapes or folded lines), which no edit could keep.
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
