import Foundation
import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

@Suite struct SheetSchemaTests {
    static let schemaURL = packageRoot.appendingPathComponent("schema/sheet.schema.json")

    @Test func theShippedSchemaIsTheGeneratedOne() throws {
        if updatingGoldens { try SheetSchema.text.write(to: Self.schemaURL, atomically: true, encoding: .utf8) }
        let shipped = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        #expect(shipped == SheetSchema.text, "run SHEETCTL_UPDATE_GOLDENS=1 swift test to regenerate")
    }

    @Test func theSchemaIsDraft2020WithOneBranchPerDialect() throws {
        let schema = try JSONParser.parse(SheetSchema.text)
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(schema["anyOf"]?.arrayValue?.count == CallDialect.allCases.count)
        for dialect in CallDialect.allCases {
            let branch = try #require(schema["$defs"]?[dialect.rawValue])
            #expect(branch["required"] == .array([.string(dialect.itemsKey)]))
            #expect(branch["properties"]?.objectValue?.keys == CallKey.keys(of: dialect).map(\.name))
        }
    }

    static var fixtures: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: fixturesDirectory.appendingPathComponent("calls").path)) ?? []
        return names.sorted()
    }

    static func source(_ name: String) throws -> SourceText {
        let data = try Data(contentsOf: fixturesDirectory.appendingPathComponent("calls/\(name)"))
        return SourceText(name: name, bytes: Array(data))
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.filter { $0.hasPrefix("valid-") }.count >= 4)
        #expect(Self.fixtures.filter { $0.hasPrefix("invalid-") }.count >= 4)
    }

    /// The decoder and the schema agree on every fixture: valid ones decode cleanly and match
    /// the schema; invalid ones are rejected, with a located diagnostic, and (when they are
    /// well-formed) fail the schema too.
    @Test(arguments: fixtures)
    func fixturesAgreeWithTheDecoderAndTheSchema(_ name: String) throws {
        let source = try Self.source(name)
        let schema = try JSONParser.parse(SheetSchema.text)
        if name.hasPrefix("valid-") {
            let call = try ActionSheetCall.load(sheetFile: source)
            // A note (uni read from a `title`, say) tells how the call was read; it is no problem.
            let problems = call.warnings.filter { $0.severity != .note }
            #expect(problems.isEmpty, "\(problems)")
            #expect(name.contains("-\(call.dialect.rawValue)-"))
            let node =
                ActionSheetCall.isJSON(source) ? try CallNode.parse(json: source) : try CallNode.parse(yaml: source)
            #expect(
                SchemaCheck.errors(node.json, schema, root: schema).isEmpty,
                "\(SchemaCheck.errors(node.json, schema, root: schema))")
        } else {
            let error = try #require(
                #expect(throws: CallRejection.self) { try ActionSheetCall.load(sheetFile: source) })
            #expect(error.diagnostics.first?.location?.file == name)
            if let node = ActionSheetCall.isJSON(source)
                ? try? CallNode.parse(json: source) : try? CallNode.parse(yaml: source)
            {
                #expect(!SchemaCheck.errors(node.json, schema, root: schema).isEmpty)
            }
        }
    }
}

/// Enough of JSON Schema 2020-12 to check the sheet schema: type, required, not, anyOf, oneOf, $ref,
/// properties, items, minItems, maxItems, pattern.
enum SchemaCheck {
    static func errors(_ value: JSONValue, _ schema: JSONValue, root: JSONValue, at path: String = "$") -> [String] {
        guard let rules = schema.objectValue else { return [] }
        var errors: [String] = []
        if let ref = rules["$ref"]?.stringValue, ref.hasPrefix("#/$defs/") {
            let name = String(ref.dropFirst("#/$defs/".count))
            if let target = root["$defs"]?[name] { errors += Self.errors(value, target, root: root, at: path) }
        }
        if let type = rules["type"] {
            let allowed = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            if !allowed.contains(where: { matches(value, $0) }) { errors.append("\(path): not \(allowed)") }
        }
        if let required = rules["required"]?.arrayValue, let object = value.objectValue {
            for key in required.compactMap(\.stringValue) where object[key] == nil {
                errors.append("\(path): missing \(key)")
            }
        }
        if let not = rules["not"], Self.errors(value, not, root: root, at: path).isEmpty {
            errors.append("\(path): matches 'not'")
        }
        if let branches = rules["anyOf"]?.arrayValue,
            !branches.contains(where: { Self.errors(value, $0, root: root, at: path).isEmpty })
        {
            errors.append("\(path): no anyOf branch matches")
        }
        if let branches = rules["oneOf"]?.arrayValue {
            let passing = branches.filter { Self.errors(value, $0, root: root, at: path).isEmpty }.count
            if passing != 1 { errors.append("\(path): \(passing) oneOf branches match") }
        }
        if let properties = rules["properties"]?.objectValue, let object = value.objectValue {
            for (key, rule) in properties {
                if let member = object[key] { errors += Self.errors(member, rule, root: root, at: "\(path).\(key)") }
            }
        }
        if let elements = value.arrayValue {
            if let rule = rules["items"] {
                for (index, element) in elements.enumerated() {
                    errors += Self.errors(element, rule, root: root, at: "\(path)[\(index)]")
                }
            }
            if let min = rules["minItems"]?.integerValue, elements.count < min {
                errors.append("\(path): < \(min) items")
            }
            if let max = rules["maxItems"]?.integerValue, elements.count > max {
                errors.append("\(path): > \(max) items")
            }
        }
        if let pattern = rules["pattern"]?.stringValue, let text = value.stringValue,
            let regex = try? Regex(pattern), (try? regex.firstMatch(in: text)) ?? nil == nil
        {
            errors.append("\(path): does not match \(pattern)")
        }
        return errors
    }

    private static func matches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            true
        case ("integer", .number): value.integerValue != nil
        default: false
        }
    }
}
