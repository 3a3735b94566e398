import ThemeKit

struct ThemeColorOccurrence: Sendable {
    enum Kind: Sendable {
        case literal(String)
        case reference(name: String, entry: ScalarPlace)
    }

    var color: ThemeColor
    var place: ScalarPlace
    var kind: Kind

    static func all(in root: YAMLNode, document: TextDocument) -> [ThemeColorOccurrence] {
        var palette: [String: (ThemeColor, ScalarPlace)] = [:]
        var found: [ThemeColorOccurrence] = []
        for section in ["palette", "colors"] {
            guard let pairs = root[section]?.mapping else { continue }
            for pair in pairs {
                guard let key = pair.key.scalar?.text, let scalar = pair.value.scalar,
                    let place = ScalarPlace.of(pair.value, in: document)
                else { continue }
                if let color = ThemeColor(hex: scalar.text) {
                    if section == "palette" { palette[key] = (color, place) }
                    found.append(ThemeColorOccurrence(color: color, place: place, kind: .literal(scalar.text)))
                } else if section == "colors", let (color, entry) = palette[scalar.text] {
                    found.append(
                        ThemeColorOccurrence(
                            color: color, place: place, kind: .reference(name: scalar.text, entry: entry)))
                }
            }
        }
        return found
    }
}
