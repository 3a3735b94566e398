/// Light and dark are appearances of one colour set, so an app gets one dynamic colour per role.
package enum AssetCatalogWriter {
    package static let catalog = "ios/Sheet.xcassets"

    package static func files(_ export: ThemeExport) -> [ExportedFile] {
        let info: JSONValue = .object(["author": .string("xcode"), "version": .integer(1)])
        var files = [ExportedFile(catalog + "/Contents.json", text: JSONValue.object(["info": info]).prettyText + "\n")]
        for (key, path) in ThemeColors.roles {
            var colors: [JSONValue] = [entry(export.primary.colors[keyPath: path], dark: false)]
            if let dark = export.dark { colors.append(entry(dark.colors[keyPath: path], dark: true)) }
            let contents: JSONObject = ["colors": .array(colors), "info": info]
            files.append(
                ExportedFile(
                    "\(catalog)/\(setName(key)).colorset/Contents.json",
                    text: JSONValue.object(contents).prettyText + "\n"))
        }
        files.append(ExportedFile("ios/Sheet.xcstrings", text: stringCatalog(export.cancelLabels).prettyText + "\n"))
        return files
    }

    package static func setName(_ key: String) -> String {
        "sheet" + key.prefix(1).uppercased() + key.dropFirst()
    }

    static func entry(_ color: ThemeColor, dark: Bool) -> JSONValue {
        func byte(_ value: UInt8) -> JSONValue { .string("0x" + YAMLText.hex(UInt32(value), digits: 2)) }
        let thousandths = Int((Double(color.alpha) / 255 * 1000).rounded())
        let fraction = String(thousandths % 1000)
        let alpha = "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        var object: JSONObject = [:]
        if dark {
            object["appearances"] = .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])])
        }
        object["color"] = .object([
            "color-space": .string("srgb"),
            "components": .object([
                "alpha": .string(alpha), "blue": byte(color.blue), "green": byte(color.green), "red": byte(color.red),
            ]),
        ])
        object["idiom"] = .string("universal")
        return .object(object)
    }

    static func stringCatalog(_ cancel: CancelLabels) -> JSONValue {
        func unit(_ text: String) -> JSONValue {
            .object(["stringUnit": .object(["state": .string("translated"), "value": .string(text)])])
        }
        var localizations = JSONObject()
        var tags = cancel.localized.map { (tag: $0.key, label: $0.value) }
        if !tags.contains(where: { $0.tag.lowercased() == "en" }) { tags.append(("en", cancel.label)) }
        for (tag, label) in tags.sorted(by: { $0.tag < $1.tag }) { localizations[tag] = unit(label) }
        return .object([
            "sourceLanguage": .string("en"),
            "strings": .object([
                "sheet.cancel": .object([
                    "comment": .string("The action sheet's cancel button."), "extractionState": .string("manual"),
                    "localizations": .object(localizations),
                ])
            ]),
            "version": .string("1.0"),
        ])
    }
}
