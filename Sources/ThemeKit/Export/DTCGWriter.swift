/// ``DesignTokenImporter`` reads these files back into the same themes.
package enum DTCGWriter {
    package static func files(_ export: ThemeExport) -> [ExportedFile] {
        var files = export.sides.map { side in
            ExportedFile(
                "dtcg/\(Theme.fileStem(side.theme.name)).tokens.json",
                text: document(side.theme, appearance: side.appearance).prettyText + "\n")
        }
        if let dark = export.dark {
            let light = export.primary
            let resolver: JSONObject = [
                "$schema": .string("https://www.designtokens.org/schemas/2025.10/resolver.json"),
                "version": .string("2025.10"),
                "name": .string(light.name),
                "description": .string("The light and dark sides of the sheet theme '\(light.name)'."),
                "modifiers": .object([
                    "appearance": .object([
                        "contexts": .object([
                            "light": .array([.object(["$ref": .string(Theme.fileStem(light.name) + ".tokens.json")])]
                            ),
                            "dark": .array([.object(["$ref": .string(Theme.fileStem(dark.name) + ".tokens.json")])]),
                        ]),
                        "default": .string("light"),
                    ])
                ]),
                "resolutionOrder": .array([.object(["$ref": .string("#/modifiers/appearance")])]),
            ]
            files.append(
                ExportedFile(
                    "dtcg/\(Theme.fileStem(light.name)).resolver.json",
                    text: JSONValue.object(resolver).prettyText + "\n"))
        }
        return files
    }

    static func document(_ theme: Theme, appearance: ThemeAppearance) -> JSONValue {
        var sheet = JSONObject()
        sheet["$type"] = .string("color")
        if let description = theme.description { sheet["$description"] = .string(description) }
        var own: JSONObject = ["name": .string(theme.name), "appearance": .string(appearance.rawValue)]
        let badges = theme.badges
        own["badges"] = .object([
            "point": .object(["glyph": .string(badges.pointGlyph)]),
            "num": .object(["max": .integer(badges.numMax), "overflow": .string(badges.numOverflow)]),
            "text": .object(["maxLength": .integer(badges.textMaxLength)]),
            "more": .object(["glyph": .string(badges.moreGlyph)]),
        ])
        var cancel = JSONObject()
        if !theme.cancel.labelIsBuiltIn { cancel["label"] = .string(theme.cancel.label) }
        var localized = JSONObject()
        for (tag, label) in theme.cancel.localized.sorted(by: { $0.key < $1.key }) { localized[tag] = .string(label) }
        cancel["localized"] = .object(localized)
        own["cancel"] = .object(cancel)
        sheet["$extensions"] = .object([DesignTokenSet.extensionKey: .object(own)])
        for (key, path) in ThemeColors.roles {
            sheet[key] = .object(["$value": colorValue(theme.colors[keyPath: path])])
        }
        return .object([
            "$schema": .string("https://www.designtokens.org/schemas/2025.10/format.json"), "sheet": .object(sheet),
        ])
    }

    static func colorValue(_ color: ThemeColor) -> JSONValue {
        var value: JSONObject = [
            "colorSpace": .string("srgb"),
            "components": .array([color.red, color.green, color.blue].map { .number(unit($0)) }),
        ]
        if color.alpha != 255 { value["alpha"] = .number(unit(color.alpha)) }
        value["hex"] = .string("#" + color.hex.lowercased().suffix(6))
        return .object(value)
    }

    /// Four decimals at most: enough to come back to the same byte.
    static func unit(_ byte: UInt8) -> String {
        let whole = Int((Double(byte) / 255 * 10000).rounded())
        if whole == 0 { return "0" }
        if whole == 10000 { return "1" }
        let digits = String(whole)
        var fraction = String(repeating: "0", count: 4 - digits.count) + digits
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "0." + fraction
    }
}
