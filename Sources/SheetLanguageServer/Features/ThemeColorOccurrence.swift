import ThemeKit

/// One colour written in a theme: a `#` literal in `palette` or `colors`, or a palette name a
/// colour refers to, with the bytes it takes (inside its quotes).
struct ThemeColorOccurrence: Sendable {
    enum Kind: Sendable {
        /// A literal as written.
        case literal(String)
        /// A reference to a palette entry, and where that entry's literal is.
        case reference(name: String, entry: ScalarPlace)
    }

    /// The path of the key: `colors.title`, `palette.red`.
    var path: String
    var color: ThemeColor
    var place: ScalarPlace
    var kind: Kind

    /// Every colour of a theme's document, in file order.
    static func all(in root: YAMLNode, document: TextDocument) -> [ThemeColorOccurrence] {
        var palette: [String: (ThemeColor, ScalarPlace)] = [:]
        var found: [ThemeColorOccurrence] = []
        for section in ["palette", "colors"] {
            guard let pairs = root[section]?.mapping else { continue }
            for pair in pairs {
                guard let key = pair.key.scalar?.text, let scalar = pair.value.scalar,
                    let place = ScalarPlace.of(pair.value, in: document)
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
}
