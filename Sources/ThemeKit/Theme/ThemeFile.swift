import SheetText
/// Only the keys the file gives, `extends` not yet resolved; paths are keys joined by dots (`colors.title`).
package struct ThemeFile: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var key: Located<String>
        package var value: Located<ThemeValue>
    }

    package var sourceName: String
    package var location: SourceLocation
    package internal(set) var values: [String: Located<ThemeValue>] = [:]
    package internal(set) var entries: [String: [Entry]] = [:]

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
