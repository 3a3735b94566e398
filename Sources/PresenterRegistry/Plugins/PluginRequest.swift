import SheetText
import ThemeKit

/// The JSON request a presenter plugin reads on its standard input (see ``ExternalPresenter``).
package enum PluginRequest {
    package static let protocolVersion = 1

    /// Keys in a stable order.
    package static func json(for request: PresentationRequest, verb: String, timeout: Double?) -> JSONValue {
        let sheet = ResolvedSheet(request)
        let items: [JSONValue] = sheet.items.map { item in
            var badge = JSONValue.null
            if let kind = item.badgeKind, let label = item.badgeLabel {
                badge = .object(["type": .string(kind.rawValue), "label": .string(label)])
            }
            return .object([
                "index": .integer(item.index),
                "text": .string(item.text),
                "role": .string(item.isDestructive ? "destructive" : "default"),
                "color": .string(item.color.hex),
                "badge": badge,
            ])
        }
        var colors = JSONObject()
        for role in ThemeColors.roles { colors[role.key] = .string(sheet.colors[keyPath: role.path].hex) }
        return .object([
            "protocol": .integer(protocolVersion),
            "verb": .string(verb),
            "app": request.appID.map(JSONValue.string) ?? .null,
            "locale": request.locale.map(JSONValue.string) ?? .null,
            "width": .integer(request.output.width),
            "colorDepth": .string(request.output.colorDepth.rawValue),
            "timeout": timeout.map { .number(Self.number($0)) } ?? .null,
            "sheet": .object([
                "title": sheet.title.map(JSONValue.string) ?? .null,
                "message": sheet.message.map(JSONValue.string) ?? .null,
                "items": .array(items),
                "cancel": .object(["text": .string(sheet.cancelLabel), "color": .string(sheet.colors.cancel.hex)]),
            ]),
            "theme": .object(["name": .string(sheet.themeName), "colors": .object(colors)]),
        ])
    }

    /// Whole numbers without a fraction.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
