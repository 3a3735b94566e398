import SheetText
import ThemeKit

/// What changed between two `sheet.json` records, in words, meaning first, in the sheet's order:
/// `item 3 ("Delete"): colour #FF3B30 → #E5372C; its contrast on the background 4.60:1 → 4.10:1, now below AA`
enum SheetDifference {
    static func reasons(before: String?, after: String) -> [String] {
        guard let after = object(after) else { return [] }
        guard let before = before.flatMap(object) else { return ["the resolved sheet was not recorded before"] }
        var reasons: [String] = []
        let backgroundBefore = color(before.colors?["background"])
        let backgroundAfter = color(after.colors?["background"])
        func text(_ label: String, _ old: String?, _ new: String?) {
            guard old != new else { return }
            reasons.append("\(label): \(shown(old)) → \(shown(new))")
        }
        func colour(_ label: String, _ old: JSONValue?, _ new: JSONValue?) {
            let (old, new) = (color(old), color(new))
            guard let old, let new, let backgroundBefore, let backgroundAfter else { return }
            let ratios = (ratio(old, on: backgroundBefore), ratio(new, on: backgroundAfter))
            guard old != new || backgroundBefore != backgroundAfter, ratios.0 != ratios.1 || old != new else { return }
            var line = label + ": "
            line += old == new ? "colour \(new.hex) unchanged" : "colour \(old.hex) → \(new.hex)"
            line += "; its contrast on the background \(format(ratios.0)) → \(format(ratios.1))"
            line += verdict(ratios.0, ratios.1)
            reasons.append(line)
        }

        for key in ["theme", "title", "message"] { text(key, before[key]?.stringValue, after[key]?.stringValue) }
        if let old = backgroundBefore, let new = backgroundAfter, old != new {
            let (from, to) = (ThemeAppearance(background: old), ThemeAppearance(background: new))
            reasons.append("background: \(old.hex) → \(new.hex)" + (from != to ? " (from \(from) to \(to))" : ""))
        }
        var drawnRoles: Set<String> = ["background", "separator", "badge", "badgeText", "cancel"]
        for key in ["title", "message"] where after[key]?.stringValue != nil {
            colour(key, before.colors?[key], after.colors?[key])
            drawnRoles.insert(key)
        }
        let oldItems = before["items"]?.arrayValue ?? []
        let newItems = after["items"]?.arrayValue ?? []
        if oldItems.count != newItems.count { reasons.append("actions: \(oldItems.count) → \(newItems.count)") }
        // Items whose colours changed alike are told once: a theme's item colour changes them all.
        var colourGroups: [(key: [String], numbers: [Int], name: String, old: JSONValue?, new: JSONValue?)] = []
        for (position, new) in newItems.enumerated() where position < oldItems.count {
            let old = oldItems[position]
            let number = position + 1
            let name = "action \(number) (\(shown(new.objectValue?["text"]?.stringValue)))"
            text("action \(number)", old.objectValue?["text"]?.stringValue, new.objectValue?["text"]?.stringValue)
            text("\(name) role", old.objectValue?["role"]?.stringValue, new.objectValue?["role"]?.stringValue)
            text("\(name) badge", badge(old), badge(new))
            let key = [old.objectValue?["color"]?.stringValue ?? "", new.objectValue?["color"]?.stringValue ?? ""]
            if let index = colourGroups.firstIndex(where: { $0.key == key }) {
                colourGroups[index].numbers.append(number)
            } else {
                colourGroups.append((key, [number], name, old.objectValue?["color"], new.objectValue?["color"]))
            }
        }
        for group in colourGroups {
            colour(group.numbers.count == 1 ? group.name : "actions " + list(group.numbers), group.old, group.new)
        }
        let oldCancel = before["cancel"]?.objectValue
        let newCancel = after["cancel"]?.objectValue
        text("cancel", oldCancel?["text"]?.stringValue, newCancel?["text"]?.stringValue)
        colour("cancel", oldCancel?["color"], newCancel?["color"])
        for role in ["separator", "badge"] {
            if let old = color(before.colors?[role]), let new = color(after.colors?[role]), old != new {
                reasons.append("\(role): \(old.hex) → \(new.hex)")
            }
        }
        if let oldText = color(before.colors?["badgeText"]), let newText = color(after.colors?["badgeText"]),
            let oldFill = color(before.colors?["badge"]), let newFill = color(after.colors?["badge"]),
            oldText != newText || oldFill != newFill,
            newItems.contains(where: { $0.objectValue?["badge"]?.objectValue != nil })
        {
            let ratios = (ratio(oldText, on: oldFill), ratio(newText, on: newFill))
            let change = oldText == newText ? "\(newText.hex) unchanged" : "\(oldText.hex) → \(newText.hex)"
            reasons.append(
                "badge text: colour \(change); its contrast on the badge "
                    + "\(format(ratios.0)) → \(format(ratios.1))" + verdict(ratios.0, ratios.1))
        }
        // A theme colour this sheet does not show still changes the record and the picture's palette.
        for item in newItems {
            drawnRoles.insert(item.objectValue?["role"]?.stringValue == "destructive" ? "destructive" : "item")
        }
        for (role, value) in after.colors ?? [:] where !drawnRoles.contains(role) {
            if let old = color(before.colors?[role]), let new = color(value), old != new {
                reasons.append("theme colour '\(role)': \(old.hex) → \(new.hex), which this sheet does not show")
            }
        }
        return reasons
    }

    private static func object(_ text: String) -> JSONObject? {
        (try? JSONParser.parse(text, name: "sheet.json"))?.objectValue
    }

    private static func color(_ value: JSONValue?) -> ThemeColor? { value?.stringValue.flatMap(ThemeColor.init(hex:)) }

    /// A translucent colour as it shows: blended over the background.
    private static func ratio(_ color: ThemeColor, on background: ThemeColor) -> Double {
        color.blended(over: background).contrastRatio(over: background)
    }

    private static func format(_ ratio: Double) -> String { ThemeContrastLint.format(ratio) + ":1" }

    private static func verdict(_ before: Double, _ after: Double) -> String {
        let minimum = ThemeContrastLint.minimumRatio
        switch (before >= minimum, after >= minimum) {
        case (true, false): return ", now below AA"
        case (false, true): return ", now meets AA"
        case (false, false): return ", still below AA"
        case (true, true): return ""
        }
    }

    private static func badge(_ item: JSONValue) -> String? {
        guard let badge = item.objectValue?["badge"]?.objectValue else { return nil }
        return "\(badge["type"]?.stringValue ?? "?") \(shown(badge["label"]?.stringValue))"
    }

    private static func shown(_ text: String?) -> String { text.map { JSONValue.string($0).compactText } ?? "none" }

    /// `1, 2 and 4`, of two or more.
    private static func list(_ numbers: [Int]) -> String {
        numbers.dropLast().map(String.init).joined(separator: ", ") + " and \(numbers.last!)"
    }
}

extension JSONObject {
    fileprivate var colors: JSONObject? { self["colors"]?.objectValue }
}
