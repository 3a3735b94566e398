import Foundation
import Testing
@testable import SheetText

@testable import ThemeKit

/// The JSON Schema: generated from the loader's key table, and committed without drift.
@Suite struct ThemeSchemaTests {
    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let committed = try String(
            contentsOfFile: ThemeFixtures.packageRoot + "/schema/theme.schema.json", encoding: .utf8)
        #expect(
            committed == ThemeSchema.text,
            "schema/theme.schema.json is out of date: run 'make schema' (swift run sheetctl schema theme)")
    }

    @Test func theSchemaIsJSONThatParsesBackToItself() throws {
        let parsed = try JSONParser.parse(ThemeSchema.text, name: "theme.schema.json")
        #expect(parsed == ThemeSchema.json)
        #expect(parsed["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(parsed["required"] == .array([.string("name")]))
        #expect(parsed["additionalProperties"] == .bool(false))
    }

    @Test func everyKeyOfTheLoaderIsInTheSchemaAndNoOther() {
        func keys(_ specs: [ThemeKeySpec], _ prefix: String) -> [String] {
            specs.flatMap { spec in
                [prefix + spec.key] + (spec.children.map { keys($0, prefix + spec.key + ".") } ?? [])
            }
        }
        func keys(_ schema: JSONValue?, _ prefix: String) -> [String] {
            guard let properties = schema?["properties"]?.objectValue else { return [] }
            return properties.flatMap { member in [prefix + member.key] + keys(member.value, prefix + member.key + ".")
            }
        }
        let fromLoader = keys(ThemeKeySpec.root, "")
        #expect(fromLoader == keys(ThemeSchema.json, ""))
        #expect(fromLoader.contains("badges.num.max"))
        #expect(fromLoader.contains("colors.badgeText"))
    }

    @Test func defaultsComeFromTheBuiltInDefault() {
        let schema = ThemeSchema.json
        #expect(schema["properties"]?["colors"]?["properties"]?["destructive"]?["default"] == .string("#D70015"))
        #expect(
            schema["properties"]?["badges"]?["properties"]?["num"]?["properties"]?["max"]?["default"] == .integer(99))
        #expect(schema["properties"]?["cancel"]?["properties"]?["localized"]?["default"]?["zh-Hans"] == .string("取消"))
        #expect(schema["properties"]?["name"]?["default"] == nil)
    }

    @Test(arguments: [
        ("zh-Hant-TW", true), ("no", true), ("en_US", true), ("x", true), ("1x", false), ("zh--Hant", false),
        ("", false), ("toolongtag", false), ("zh-Hant-", false),
    ])
    func languageTagsFollowTheSchemaPattern(_ tag: String, _ valid: Bool) {
        #expect(MapKeyRule.languageTag.matches(tag) == valid)
    }

    @Test(arguments: [
        ("red", true), ("base02", true), ("dark-red_2", true), ("2red", false), ("#fff", false), ("", false),
    ])
    func paletteNamesFollowTheSchemaPattern(_ name: String, _ valid: Bool) {
        #expect(MapKeyRule.paletteName.matches(name) == valid)
    }

    @Test(arguments: [(4.499, "4.49"), (4.0, "4.00"), (21.0, "21.00"), (2.845, "2.84"), (1.05, "1.05")])
    func contrastIsCutNotRoundedSoItNeverReadsAsTheMinimum(_ ratio: Double, _ text: String) {
        #expect(ThemeContrastLint.format(ratio) == text)
    }
}
