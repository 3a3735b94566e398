import PresenterRegistry
import SheetText

/// What a screen reader announces, in order, like Playwright's aria snapshots. Texts are JSON-quoted
/// (YAML's double quotes), so a control character is an escape and an entry stays one line.
enum AccessibilitySnapshot {
    static func yaml(_ sheet: ResolvedSheet) -> String {
        var out = "# What a screen reader announces, in order.\n"
        if let title = sheet.title { out += "- title: \(quoted(title))\n" }
        if let message = sheet.message { out += "- message: \(quoted(message))\n" }
        let count = sheet.items.count
        for item in sheet.items {
            out += "- button: \(quoted(item.text))\n"
            if item.isDestructive { out += "  role: destructive\n" }
            if let kind = item.badgeKind, let label = item.badgeLabel {
                switch kind {
                // A point or more glyph is a picture: it is announced by what it means.
                case .point: out += "  badge: point\n"
                case .more: out += "  badge: more\n"
                case .num, .text, .none: out += "  badge: \(quoted(label))\n"
                }
            }
            out += "  position: \(item.index + 1) of \(count)\n"
        }
        out += "- button: \(quoted(sheet.cancelLabel))\n  role: cancel\n"
        return out
    }

    private static func quoted(_ text: String) -> String { JSONValue.string(text).compactText }
}
