import SheetText
import ThemeKit

extension RoutingFile {
    /// Built from the loader's own key tables so that the two cannot drift apart.
    package static var jsonSchema: JSONValue {
        let name: JSONValue = .object(["type": .string("string"), "minLength": .integer(1)])
        let descriptions = [
            "presenter": "A presenter: built in (\(BuiltInPresenters.names.joined(separator: ", "))), registered by "
                + "the host, or a plugin 'sheetctl-presenter-NAME' on PATH.",
            "theme": "A theme's name or path. Resolving a route never loads it.",
            "locale": "A BCP 47 tag for the cancel label, such as zh-Hans.",
        ]
        var fields = JSONObject()
        for field in routeFields {
            var schema = name.objectValue!
            schema["description"] = descriptions[field].map(JSONValue.string)
            fields[field] = .object(schema)
        }
        let route: JSONValue = .object([
            "type": .string("object"),
            "description": .string(
                "Fields left out come from 'default', and default's from presenter auto, theme default."),
            "properties": .object(fields),
            "additionalProperties": .bool(false),
        ])
        let apps: JSONValue = .object([
            "type": .string("object"),
            "description": .string(
                "Exact app IDs and prefix patterns (a prefix and one final '*'); an exact ID beats the longest "
                    + "matching prefix, which beats 'default'."),
            "propertyNames": .object(["pattern": .string(#"^[^*]+\*?$"#)]),
            "additionalProperties": .object(["$ref": .string("#/$defs/route")]),
        ])
        var properties = JSONObject()
        for key in topLevelKeys {
            properties[key] =
                key == "apps"
                ? apps
                : .object([
                    "$ref": .string("#/$defs/route"),
                    "description": .string("The route of IDs that no entry matches."),
                ])
        }
        return .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "title": .string("sheetctl routing file"),
            "description": .string("Which presenter, theme and locale each mini program gets."),
            "type": .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false),
            "$defs": .object(["route": route]),
        ])
    }
}
