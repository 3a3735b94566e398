package enum AndroidResourceWriter {
    package static func files(_ export: ThemeExport) -> [ExportedFile] {
        var files = [ExportedFile("android/res/values/colors.xml", text: colors(export.primary))]
        if let dark = export.dark {
            files.append(ExportedFile("android/res/values-night/colors.xml", text: colors(dark)))
        }
        let cancel = export.primary.cancel
        files.append(ExportedFile("android/res/values/strings.xml", text: strings(cancel.label)))
        var seen: Set<String> = ["values"]
        for (tag, label) in cancel.localized.sorted(by: { $0.key < $1.key }) {
            guard let qualifier = qualifier(tag), seen.insert(qualifier).inserted else { continue }
            files.append(ExportedFile("android/res/values-\(qualifier)/strings.xml", text: strings(label)))
        }
        // Android takes a language's folder before a night one, so each dark label goes under its language.
        if let dark = export.dark?.cancel {
            if dark.label != cancel.label {
                files.append(ExportedFile("android/res/values-night/strings.xml", text: strings(dark.label)))
            }
            for (tag, label) in dark.localized.sorted(by: { $0.key < $1.key }) where cancel.localized[tag] != label {
                guard let qualifier = qualifier(tag), seen.insert(qualifier + "-night").inserted else { continue }
                files.append(ExportedFile("android/res/values-\(qualifier)-night/strings.xml", text: strings(label)))
            }
        }
        return files
    }

    package static func resourceName(_ key: String) -> String {
        "sheet_" + ThemeExport.words(key).joined(separator: "_")
    }

    static func colors(_ theme: Theme) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<!-- The sheet theme '\(xmlComment(theme.name))', exported by sheetctl. -->\n<resources>\n"
        for (key, path) in ThemeColors.roles {
            let color = theme.colors[keyPath: path]
            let hex = color.alpha == 255 ? "#FF" + color.hex.dropFirst() : color.hex
            out += "    <color name=\"\(resourceName(key))\">\(hex)</color>\n"
        }
        return out + "</resources>\n"
    }

    static func strings(_ label: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <string name=\"sheet_cancel\">\(escaped(label))</string>\n</resources>\n"
    }

    /// `zh-CN` → `zh-rCN`, `zh-Hant` → `b+zh+Hant`; `nil` for a tag Android cannot name.
    package static func qualifier(_ tag: String) -> String? {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        let lower = language.lowercased()
        if parts.count == 1, lower.count == 2 { return lower }
        if parts.count == 2, lower.count == 2, parts[1].count == 2, parts[1].allSatisfy(\.isLetter) {
            return lower + "-r" + parts[1].uppercased()
        }
        let rest = parts.dropFirst().map { part -> String in
            switch part.count {
            case 4: part.prefix(1).uppercased() + part.dropFirst().lowercased()
            case 2: part.uppercased()
            default: part.lowercased()
            }
        }
        return "b+" + ([lower] + rest).joined(separator: "+")
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for (index, character) in text.enumerated() {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "@" where index == 0, "?" where index == 0: out += "\\" + String(character)
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, scalar.value < 0x20
                {
                    out += "\\u" + YAMLText.hex(scalar.value, digits: 4).lowercased()
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    static func xmlComment(_ text: String) -> String {
        let out = ThemeExport.commentSafe(text, breaking: "-", "-")
        return out.hasSuffix("-") ? out + " " : out
    }
}
