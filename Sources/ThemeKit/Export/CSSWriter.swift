/// Writes a theme as CSS custom properties, `css/NAME.css`: `--sheet-title` … `--sheet-badge-text`
/// on `:root` (the light side), and the dark side's in a `@media (prefers-color-scheme: dark)` block
/// for a pair, so a page can restyle the sheet's drawings in either scheme.
package enum CSSWriter {
    package static func files(_ export: ThemeExport) -> [ExportedFile] {
        let names = export.sides.map { ThemeExport.commentSafe($0.theme.name, breaking: "*", "/") }.joined(
            separator: "' and '")
        var out = "/* The sheet theme '\(names)', exported by sheetctl. */\n"
        out += block(export.primary, indent: "")
        if let dark = export.dark {
            out += "\n@media (prefers-color-scheme: dark) {\n" + block(dark, indent: "  ") + "}\n"
        }
        return [ExportedFile("css/\(Theme.fileStem(export.primary.name)).css", text: out)]
    }

    /// A role's property: `badgeText` → `--sheet-badge-text`.
    package static func propertyName(_ key: String) -> String {
        "--sheet-" + ThemeExport.words(key).joined(separator: "-")
    }

    static func block(_ theme: Theme, indent: String) -> String {
        var out = indent + ":root {\n"
        for (key, path) in ThemeColors.roles {
            out += indent + "  \(propertyName(key)): \(css(theme.colors[keyPath: path]));\n"
        }
        return out + indent + "}\n"
    }

    /// `#rrggbb`, or `#rrggbbaa` (alpha last, as CSS writes it) when not opaque.
    static func css(_ color: ThemeColor) -> String {
        var opaque = color
        opaque.alpha = 255
        let base = opaque.hex.lowercased()
        guard color.alpha != 255 else { return base }
        return base + YAMLText.hex(UInt32(color.alpha), digits: 2).lowercased()
    }
}
