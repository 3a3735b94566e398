import SheetText
import ThemeKit

/// One parameter a call dialect knows; the schema is generated from these, so it cannot drift from the decoder.
package struct CallKey: Sendable, Hashable {
    package var name: String
    /// The schema's `description`.
    package var summary: String
    package var schema: JSONValue

    package init(_ name: String, _ summary: String, schema: JSONValue) {
        self.name = name
        self.summary = summary
        self.schema = schema
    }

    /// A mini program's callbacks, carried in the call object; never warned about.
    package static let callbackKeys: Set<String> = ["success", "fail", "complete"]

    package static let badgeKeys: [CallKey] = [
        CallKey(
            "index",
            "The index of the item the badge belongs to: a number's value counts (1.0 and 1e0 are 1); "
                + "an entry whose index is no item is ignored.",
            schema: .object(["type": .string("integer")])),
        CallKey(
            "type", "The badge kind; an unknown kind shows no badge.",
            schema: .object([
                "type": .string("string"), "examples": .array(Badge.Kind.allCases.map { .string($0.rawValue) }),
            ])),
        CallKey(
            "text",
            "A num badge's number (a number or a string; any whole number above the theme's maximum shows its "
                + "overflow label, and zero, negatives and fractions no badge) or a text badge's text; ignored "
                + "for none, point and more.",
            schema: types("string", "number")),
    ]

    private static let text = types("string", "number", "null")
    private static let color: JSONValue = .object([
        "type": .string("string"), "pattern": .string("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"),
    ])

    /// In the order the schema lists them.
    package static func keys(of dialect: CallDialect) -> [CallKey] {
        var keys: [CallKey] = []
        if let key = dialect.titleKey { keys.append(CallKey(key, "Shown at the top.", schema: text)) }
        if let key = dialect.messageKey {
            keys.append(
                key == "message"
                    ? CallKey(key, "Shown under the title (an extension: SwiftUI's message).", schema: text)
                    : CallKey(key, "Shown above the items (drawn as the sheet's message).", schema: text))
        }
        keys.append(itemsKey(of: dialect))
        if let key = dialect.cancelKey {
            keys.append(
                CallKey(key, "The cancel button's text; absent, the theme's label for the locale.", schema: text))
        }
        if let key = dialect.destructiveKey {
            keys.append(
                CallKey(
                    key,
                    "The index of the destructive item: a number's value counts (1.0 and 1e0 are 1, -0 is 0); "
                        + "-1, other negatives, fractions, indices past the end and other types mean none.",
                    schema: .object([:])))
        }
        if dialect.hasBadges {
            keys.append(
                CallKey(
                    "badges", "Badges beside items; the last entry for an index wins.",
                    schema: .object([
                        "type": .string("array"),
                        "items": .object([
                            "type": .string("object"), "required": .array([.string("index")]),
                            "properties": .object(
                                badgeKeys.reduce(into: JSONObject()) { object, key in
                                    object[key.name] = key.schemaWithSummary
                                }),
                        ]),
                    ])))
        }
        if dialect.hasItemColor {
            keys.append(
                CallKey(
                    "itemColor",
                    dialect == .my
                        ? "The actions' colour, #RGB, #RRGGBB or #AARRGGBB (an extension: the SDK's itemColor)."
                        : "The actions' colour, #RGB, #RRGGBB or #AARRGGBB; absent, the theme's.",
                    schema: color))
        }
        for key in dialect.unusedColorKeys {
            keys.append(
                CallKey(key, "A colour, #RGB, #RRGGBB or #AARRGGBB; checked, and the theme's is drawn.", schema: color))
        }
        for key in dialect.unusedKeys {
            keys.append(
                CallKey(key, "Where a large screen anchors the sheet; accepted and unused.", schema: .object([:])))
        }
        return keys
    }

    private static func itemsKey(of dialect: CallDialect) -> CallKey {
        var schema: JSONObject = ["type": .string("array"), "minItems": .integer(1)]
        if let limit = dialect.maxItems { schema["maxItems"] = .integer(limit) }
        schema["items"] = dialect.itemsMayBeNumbers ? types("string", "number") : types("string")
        let summary =
            dialect.itemsMayBeNumbers
            ? "The actions, at least one; numbers are shown as text."
            : dialect.maxItems.map { "The actions: 1 to \($0) strings." } ?? "The actions: at least one string."
        return CallKey(dialect.itemsKey, summary, schema: .object(schema))
    }

    package var schemaWithSummary: JSONValue {
        var object = schema.objectValue ?? JSONObject()
        object["description"] = .string(summary)
        return .object(object)
    }

    static func types(_ names: String...) -> JSONValue {
        .object(["type": names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })])
    }
}
