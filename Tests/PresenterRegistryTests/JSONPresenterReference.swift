import SheetText
import ThemeKit

@testable import PresenterRegistry

extension JSONPresenter {
    /// The resolved sheet as the presenter's JSON object, built as a value: what the presenter's
    /// writer must write.
    static func object(for sheet: ResolvedSheet) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        let items: [JSONValue] = sheet.items.map { item in
            let badge: JSONValue =
                if let kind = item.badgeKind, let label = item.badgeLabel {
                    .object(["type": .string(kind.rawValue), "label": .string(label)])
                } else {
                    .null
                }
            return .object([
                "index": .integer(item.index), "text": .string(item.text),
                "role": .string(item.isDestructive ? "destructive" : "default"), "color": .string(item.color.hex),
                "badge": badge,
            ])
        }
        var colors = JSONObject()
        for role in ThemeColors.roles { colors[role.key] = .string(sheet.colors[keyPath: role.path].hex) }
        return .object([
            "title": text(sheet.title), "message": text(sheet.message), "items": .array(items),
            "destructiveIndex": sheet.items.first(where: \.isDestructive).map { .integer($0.index) } ?? .null,
            "cancel": .object(["text": .string(sheet.cancelLabel), "color": .string(sheet.colors.cancel.hex)]),
            "colors": .object(colors), "theme": .string(sheet.themeName),
        ])
    }
}
