extension Theme {
    /// The theme as a theme file that loads back as it; `extends`, `counterpart` and `palette` are not written.
    ///
    /// ```swift
    /// print(Theme.builtInDefault.yamlText)   // name: default\ndescription: Light, like ...
    /// ```
    public var yamlText: String { yamlText(counterpart: nil) }

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
            // name and description have no default to read: the schema must not show one.
            let value: ThemeValue? =
                switch (depth, spec.key) {
                case (0, "name"): .string(name)
                case (0, "description"): description.map(ThemeValue.string)
                case (0, "appearance"): statedAppearance.map { .string($0.rawValue) }
                case (0, "counterpart"): counterpart.map(ThemeValue.string)
                // A label no theme set is left to the call's platform, then the built-in default.
                case (_, "label") where cancel.labelIsBuiltIn: nil
                default: spec.read?(self)
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
