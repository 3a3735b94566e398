import SheetText
import ThemeKit

/// The JSON Schema (draft 2020-12) of sheet files and calls, as `schema/sheet.schema.json` ships it:
/// generated from ``CallKey/keys(of:)``, so it cannot drift from the decoder. Extra keys are allowed.
package enum SheetSchema {
    /// One branch per dialect, any of which a call matches.
    package static var json: JSONValue {
        var defs = JSONObject()
        for dialect in CallDialect.allCases {
            let others = CallDialect.itemsKeys.filter { $0 != dialect.itemsKey }
            var properties = JSONObject()
            for key in CallKey.keys(of: dialect) { properties[key.name] = key.schemaWithSummary }
            var branch: JSONObject = [
                "title": .string(dialect.apiName),
                "type": .string("object"),
                "required": .array([.string(dialect.itemsKey)]),
                "not": .object(["anyOf": .array(others.map { .object(["required": .array([.string($0)])]) })]),
                "properties": .object(properties),
            ]
            // As detection reads it: an itemList call is uni's only with a key of uni's own.
            if dialect == .uni {
                branch["anyOf"] = .array(
                    CallDialect.uniOnlyKeys.sorted().map { .object(["required": .array([.string($0)])]) })
            }
            defs[dialect.rawValue] = .object(branch)
        }
        let families = CallDialect.itemsKeys.map { "\(CallDialect.family(of: $0).apiName) (told by '\($0)')" }
        return .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "title": .string("sheetctl action sheet"),
            "description": .string(
                "An action sheet as a mini program asks for it: the parameters of "
                    + families.joined(separator: ", ")
                    + ", or of the dialects that share their keys ("
                    + CallDialect.allCases.map(\.rawValue).joined(separator: ", ")
                    + "). Sheet files use the same keys."),
            "anyOf": .array(CallDialect.allCases.map { .object(["$ref": .string("#/$defs/\($0.rawValue)")]) }),
            "$defs": .object(defs),
        ])
    }

    package static var text: String { json.prettyText + "\n" }
}
