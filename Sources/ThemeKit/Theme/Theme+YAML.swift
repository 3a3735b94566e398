extension Theme {
    /// The theme as a theme file: every key, in the order of ``ThemeKeySpec/root``, colours as hex.
    ///
    /// The text loads back as the same theme (it has no `extends`, and what it leaves out is
    /// exactly what ``Theme/builtInDefault`` would give). Keys that only steer loading
    /// (`extends`, `counterpart`, `palette`) are not written (``yamlText(counterpart:)`` writes the
    /// counterpart); a `nil` description is left out.
    ///
    /// ```swift
    /// print(Theme.builtInDefault.yamlText)   // name: default\ndescription: Light, like ...
    /// ```
    public var yamlText: String { yamlText(counterpart: nil) }

    /// The theme as a theme file (``yamlText``) that names its counterpart, the theme for the
    /// other appearance, when it has one.
    package func yamlText(counterpart: String?) -> String {
        var out = ""
        write(ThemeKeySpec.root, depth: 0, counterpart: counterpart, into: &out)
        return out
    }

    private func write(_ specs: [ThemeKeySpec], depth: Int, counterpart: String? = nil, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        for spec in specs {
            let key = indent + YAMLText.scalar(spec.key) + ":"
            if let children = spec.children {
                out += key + "\n"
                write(children, depth: depth + 1, into: &out)
                continue
            }
            // name and description have no default to read (the schema must not show one), so
            // they are taken from the theme directly.
            let value: ThemeValue?
            if depth == 0, spec.key == "name" {
                value = .string(name)
            } else if depth == 0, spec.key == "description" {
                value = description.map(ThemeValue.string)
            } else if depth == 0, spec.key == "appearance" {
                value = statedAppearance.map { .string($0.rawValue) }
            } else if depth == 0, spec.key == "counterpart" {
                value = counterpart.map(ThemeValue.string)
            } else if spec.key == "label", cancel.labelIsBuiltIn {
                // A label no theme set is left to the call's platform, then the built-in default.
                value = nil
            } else {
                value = spec.read?(self)
            }
            guard var value else { continue }
            if case .colors(let map) = value { value = .strings(map.mapValues(\.hex)) }
            switch value {
            case .string(let text): out += key + " " + YAMLText.scalar(text) + "\n"
            case .integer(let number): out += key + " \(number)\n"
            case .color(let color): out += key + " " + YAMLText.scalar(color.hex) + "\n"
            case .strings(let map):
                out += map.isEmpty ? key + " {}\n" : key + "\n"
                for (name, text) in map.sorted(by: { $0.key < $1.key }) {
                    out += indent + "  " + YAMLText.scalar(name) + ": " + YAMLText.scalar(text) + "\n"
                }
            case .colors: break
            }
        }
    }
}
