/// The dark side goes in a `prefers-color-scheme` block, so a page can restyle the sheet in either scheme.
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

    /// Alpha last, as CSS writes it.
    static func css(_ color: ThemeColor) -> String {
        let hex = color.hex.lowercased()
        return color.alpha == 255 ? hex : "#" + hex.dropFirst(3) + hex.dropFirst().prefix(2)
    }
}
