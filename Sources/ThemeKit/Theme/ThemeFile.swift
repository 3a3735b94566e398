import SheetText
/// One theme file as written: only the keys it gives, each with where it was given.
///
/// `extends` is not yet resolved; ``applied(over:)`` fills a parent theme's values with this
/// file's. Paths are the keys joined by dots, as ``ThemeKeySpec/root`` nests them: `colors.title`,
/// `badges.num.max`, `cancel.localized`.
package struct ThemeFile: Sendable, Hashable {
    /// One entry of a map (a palette colour, a translation), with where its key was written.
    package struct Entry: Sendable, Hashable {
        package var key: Located<String>
        package var value: Located<ThemeValue>
    }

    package var sourceName: String
    /// Where the file's root mapping starts.
    package var location: SourceLocation
    package internal(set) var values: [String: Located<ThemeValue>] = [:]
    /// Each map's entries in source order, by the map's path (`palette`, `cancel.localized`).
    package internal(set) var entries: [String: [Entry]] = [:]

    package init(sourceName: String, location: SourceLocation) {
        self.sourceName = sourceName
        self.location = location
    }

    package var name: Located<String>? { string("name") }
    package var description: Located<String>? { string("description") }
    package var extends: Located<String>? { string("extends") }
    package var counterpart: Located<String>? { string("counterpart") }
    package var appearance: Located<ThemeAppearance>? {
        guard let text = string("appearance"), let appearance = ThemeAppearance(rawValue: text.value) else {
            return nil
        }
        return Located(appearance, at: text.location)
    }

    package func string(_ path: String) -> Located<String>? {
        guard let found = values[path], let text = found.value.stringValue else { return nil }
        return Located(text, at: found.location)
    }

    /// This file's values laid over a theme; translations are merged tag by tag.
    package func applied(over base: Theme) -> Theme {
        var theme = base
        func apply(_ specs: [ThemeKeySpec], prefix: String) {
            for spec in specs {
                let path = prefix + spec.key
                if let children = spec.children {
                    apply(children, prefix: path + ".")
                } else if let write = spec.write, let value = values[path] {
                    write(&theme, value.value)
                }
            }
        }
        apply(ThemeKeySpec.root, prefix: "")
        // A child that says nothing about itself is not described by its parent's words.
        if values["description"] == nil, values["name"] != nil { theme.description = nil }
        // Nor does it share its parent's side of a pair: a dark theme may build on a light one.
        theme.statedAppearance = appearance?.value
        return theme
    }
}
