import SheetSystem
import SheetText
import ThemeKit

/// Where a theme file writes its names, so a rename writes only the name.
struct IndexedTheme: Sendable {
    struct PaletteEntry: Sendable {
        var name: ScalarPlace
        var color: ThemeColor?
    }

    /// Canonical, or the URI of a document with no file.
    var path: String
    var text: TextDocument
    var version: Int?
    var name: ScalarPlace?
    var extends: ScalarPlace?
    var counterpart: ScalarPlace?
    var palette: [PaletteEntry]
    /// Colour roles whose value is a palette name, this file's or inherited.
    var uses: [ScalarPlace]

    init?(path: String, text: TextDocument, version: Int?) {
        guard let root = try? YAMLComposer.documentKeepingDuplicates(in: text.source, limits: .theme).root,
            let pairs = root.mapping
        else { return nil }
        let keys = Set(pairs.compactMap { $0.key.scalar?.text })
        // Not a routing file (`apps`), nor a file with none of a theme's own keys.
        guard keys.contains("name") || keys.contains("palette") || keys.contains("colors") || keys.contains("extends"),
            !keys.contains("apps")
        else { return nil }
        self.path = path
        self.text = text
        self.version = version
        func place(_ key: String) -> ScalarPlace? {
            root[key].flatMap { ScalarPlace.of($0, in: text) }
        }
        name = place("name")
        extends = place("extends")
        counterpart = place("counterpart")
        palette = (root["palette"]?.mapping ?? []).compactMap { pair in
            guard let key = ScalarPlace.of(pair.key, in: text) else { return nil }
            return PaletteEntry(name: key, color: pair.value.scalar.flatMap { ThemeColor(hex: $0.text) })
        }
        uses = (root["colors"]?.mapping ?? []).compactMap { ScalarPlace.of($0.value, in: text) }
            .filter { MapKeyRule.paletteName.matches($0.text) }
    }

    var folder: String { FileSystem.directory(of: path) }

    func paletteEntry(_ name: String) -> PaletteEntry? {
        palette.last { $0.name.text == name }
    }
}
