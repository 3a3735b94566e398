import ThemeKit

/// One colour written in a theme: a `#` literal in `palette` or `colors`, or a palette name a
/// colour refers to, with the bytes it takes (inside its quotes).
struct ThemeColorOccurrence: Sendable {
    enum Kind: Sendable {
        /// A literal as written.
        case literal(String)
        /// A reference to a palette entry, and where that entry's literal is.
        case reference(name: String, entry: ThemeColorOccurrence.Place)
    }

    /// Bytes in the document and the text there.
    struct Place: Sendable {
        var bytes: Range<Int>
        var text: String
        /// Whether the text stands inside quotes: a `#` colour written in place of a plain name needs them.
        var isQuoted: Bool
    }

    /// The path of the key: `colors.title`, `palette.red`.
    var path: String
    var color: ThemeColor
    var place: Place
    var kind: Kind

    /// Every colour of a theme's document, in file order.
    static func all(in root: YAMLNode, document: TextDocument) -> [ThemeColorOccurrence] {
        var palette: [String: (ThemeColor, Place)] = [:]
        var found: [ThemeColorOccurrence] = []
        for section in ["palette", "colors"] {
            guard let pairs = root[section]?.mapping else { continue }
            for pair in pairs {
                guard let key = pair.key.scalar?.text, let scalar = pair.value.scalar,
                    let place = Self.place(of: pair.value, document: document)
                else { continue }
                let path = section + "." + key
                if let color = ThemeColor(hex: scalar.text) {
                    if section == "palette" { palette[key] = (color, place) }
                    found.append(
                        ThemeColorOccurrence(path: path, color: color, place: place, kind: .literal(scalar.text)))
                } else if section == "colors", let (color, entry) = palette[scalar.text] {
                    found.append(
                        ThemeColorOccurrence(
                            path: path, color: color, place: place, kind: .reference(name: scalar.text, entry: entry)))
                }
            }
        }
        return found
    }

    /// The bytes of a scalar's text, inside its quotes; `nil` when the bytes there are not its text
    /// (a scalar with escapes or folded lines), which no edit could keep.
    static func place(of node: YAMLNode, document: TextDocument) -> Place? {
        guard let scalar = node.scalar else { return nil }
        var start = document.offset(of: node.location.start)
        var end = document.offset(of: node.location.end)
        let isQuoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        if isQuoted, end - start >= 2 {
            start += 1
            end -= 1
        }
        guard start <= end, document.bytes[start..<end].elementsEqual(scalar.text.utf8) else { return nil }
        return Place(bytes: start..<end, text: scalar.text, isQuoted: isQuoted)
    }
}
