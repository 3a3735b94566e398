/// Writes an imported theme as a theme file: name, description and every colour, quoted.
///
/// Badge styles and cancel labels are left out, so they come from the built-in default the
/// theme extends.
enum ImportedThemeWriter {
    static func yaml(_ theme: Theme) -> String {
        var lines = [
            "# Imported by 'sheetctl themes import'; see docs/base16.md for which slot becomes which colour.",
            "name: " + quoted(theme.name),
        ]
        if let description = theme.description { lines.append("description: " + quoted(description)) }
        lines.append("colors:")
        for role in ThemeColors.roles {
            lines.append("  \(role.key): \"\(theme.colors[keyPath: role.path].hex)\"")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar: backslash, quote and every control or non-printable
    /// character escaped, so the value reads back exactly.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFEFF || value == 0x2028
                    || value == 0x2029
                {
                    let hex = String(value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
