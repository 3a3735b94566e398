import ThemeKit

/// The JSON Schema (draft 2020-12) of sheet files and calls, as `schema/sheet.schema.json` ships it.
///
/// Generated from the decoder's key table (``CallKey/keys(of:)``), so it lists exactly the keys
/// the decoder reads; a test keeps the shipped file equal to ``text``. Extra keys are allowed, as
/// in calls; `sheetctl lint` and the loader warn about them in sheet files.
package enum SheetSchema {
    /// The schema as a JSON value.
    package static var json: JSONValue {
        var defs = JSONObject()
        for dialect in CallDialect.allCases {
            let other = CallDialect.allCases.first { $0 != dialect }!
            var properties = JSONObject()
            for key in CallKey.keys(of: dialect) { properties[key.name] = key.schemaWithSummary }
            defs[dialect.rawValue] = .object([
                "title": .string(dialect.apiName),
                "type": .string("object"),
                "required": .array([.string(dialect.itemsKey)]),
                "not": .object(["required": .array([.string(other.itemsKey)])]),
                "properties": .object(properties),
            ])
        }
        return .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "title": .string("sheetctl action sheet"),
            "description": .string(
                "An action sheet as a mini program asks for it: the parameters of my.showActionSheet "
                    + "(told by 'items') or wx.showActionSheet (told by 'itemList'). Sheet files use the same keys."),
            "oneOf": .array(CallDialect.allCases.map { .object(["$ref": .string("#/$defs/\($0.rawValue)")]) }),
            "$defs": .object(defs),
        ])
    }

    /// The schema file's text: indented JSON with a final line break.
    package static var text: String { json.prettyText + "\n" }
}
