import SheetText
/// Written from the table the loader checks against, so it cannot drift; a test keeps the committed file equal.
package enum ThemeSchema {
    package static var json: JSONValue {
        var schema = JSONObject()
        schema["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        schema["title"] = .string("sheetctl theme")
        schema["description"] = .string(
            "How action sheets look: colours, badge styles and the cancel label. Every key but 'name' is optional; "
                + "what a theme leaves out comes from the theme it extends, and last from the built-in default.")
        for (key, value) in object(ThemeKeySpec.root) { schema[key] = value }
        schema["$defs"] = .object([
            "hexColor": .object([
                "description": .string("\"#RGB\", \"#RRGGBB\" or \"#AARRGGBB\" (alpha first, as the SDK's itemColor)."),
                "type": .string("string"),
                "pattern": .string(hexPattern),
            ]),
            "color": .object([
                "description": .string(
                    "A colour (\"#RGB\", \"#RRGGBB\", \"#AARRGGBB\") or the name of a palette entry, of this "
                        + "theme or of a theme it extends."),
                "type": .string("string"),
                "pattern": .string("^(#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[A-Za-z][A-Za-z0-9_-]*)$"),
            ]),
        ])
        return .object(schema)
    }

    package static var text: String { json.prettyText + "\n" }

    private static let hexPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"

    private static func object(_ specs: [ThemeKeySpec]) -> JSONObject {
        var result = JSONObject()
        result["type"] = .string("object")
        var properties = JSONObject()
        for spec in specs { properties[spec.key] = .object(schema(for: spec)) }
        result["properties"] = .object(properties)
        let required = specs.filter(\.isRequired).map { JSONValue.string($0.key) }
        if !required.isEmpty { result["required"] = .array(required) }
        result["additionalProperties"] = .bool(false)
        return result
    }

    private static func schema(for spec: ThemeKeySpec) -> JSONObject {
        var result = JSONObject()
        result["description"] = .string(spec.summary)
        for (key, value) in schema(for: spec.kind) { result[key] = value }
        if let value = spec.defaultValue { result["default"] = value.json }
        return result
    }

    private static func schema(for kind: ThemeKeySpec.Kind) -> JSONObject {
        switch kind {
        case .string(let minLength):
            var result: JSONObject = ["type": .string("string")]
            if minLength > 0 { result["minLength"] = .integer(minLength) }
            return result
        case .integer(let minimum):
            return ["type": .string("integer"), "minimum": .integer(minimum)]
        case .choice(let words):
            return ["type": .string("string"), "enum": .array(words.map(JSONValue.string))]
        case .color(let allowsNames):
            return ["$ref": .string(allowsNames ? "#/$defs/color" : "#/$defs/hexColor")]
        case .section(let children):
            return object(children)
        case .map(let rule, let value):
            return [
                "type": .string("object"),
                "propertyNames": .object(["pattern": .string(rule.pattern)]),
                "additionalProperties": .object(schema(for: value)),
            ]
        }
    }
}
