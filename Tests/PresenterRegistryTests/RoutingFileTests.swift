import Foundation
import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

@Suite struct RoutingFileTests {
    @Test func aLargeGeneratedFileLoadsAndResolves() throws {
        var text = "default: { presenter: plain, theme: default }\napps:\n"
        let count = 50_000
        for index in 0..<count {
            text +=
                "  \"2021\(String(index * 7).leftPadded(to: 12))\": { presenter: json, theme: theme\(index % 50) }\n"
        }
        for index in 0..<500 {
            text += "  \"3\(String(index).leftPadded(to: 5))*\": { theme: prefix\(index), locale: ja }\n"
        }
        let table = try RoutingFile.load(SourceText(name: "big.yaml", text: text))
        #expect(table.count == count + 500)
        for index in [0, 1, 4_999, 31_337, count - 1] {
            let id = "2021\(String(index * 7).leftPadded(to: 12))"
            #expect(
                table.resolve(id)
                    == ResolvedRoute(route: Route(presenter: "json", theme: "theme\(index % 50)"), matched: .exact))
        }
        #expect(table.resolve("2021000000000001").matched == .fallback)
        #expect(table.resolve("300499123").route == Route(presenter: "plain", theme: "prefix499", locale: "ja"))
        #expect(table.resolve("300499123").matched == .pattern(prefixLength: 6))
        #expect(table.resolve("30049").matched == .fallback)
    }

    struct Sniff: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var isRouting: Bool
        var testDescription: String { name }
    }

    static let sniffs: [Sniff] = [
        Sniff(name: "apps and default", text: "default: { theme: x }\napps: {}\n", isRouting: true),
        Sniff(name: "apps only", text: "apps:\n  a: { theme: x }\n", isRouting: true),
        Sniff(name: "a theme", text: "name: midnight\ncolors: { item: \"#fff\" }\n", isRouting: false),
        Sniff(name: "a theme with a default key", text: "name: t\ndefault: {}\n", isRouting: false),
        Sniff(name: "name after apps", text: "apps: {}\nname: t\n", isRouting: false),
        Sniff(name: "apps nested, not top level", text: "x:\n  apps: {}\n", isRouting: false),
        Sniff(name: "a list", text: "- apps\n", isRouting: false),
        Sniff(name: "broken YAML", text: "apps: [\n", isRouting: false),
        Sniff(name: "empty", text: "", isRouting: false),
    ]

    @Test(arguments: sniffs)
    func routingFilesAreToldApartByContent(_ sniff: Sniff) throws {
        let source = SourceText(name: "f.yaml", text: sniff.text)
        #expect(RoutingFile.looksLikeRoutingFile(source) == sniff.isRouting)
    }

    @Test func theSchemaFileIsGeneratedFromTheKeyTables() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("schema/registry.schema.json").path
        let generated = RoutingFile.jsonSchema.prettyText + "\n"
        if ProcessInfo.processInfo.environment["SHEETCTL_UPDATE_SCHEMAS"] == "1" {
            try generated.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOfFile: path, encoding: .utf8)
        #expect(stored == generated, "schema/registry.schema.json is stale: run SHEETCTL_UPDATE_SCHEMAS=1 swift test")
        let schema = RoutingFile.jsonSchema
        #expect(schema["properties"]?.objectValue?.keys == RoutingFile.topLevelKeys)
        #expect(schema["$defs"]?["route"]?["properties"]?.objectValue?.keys == RoutingFile.routeFields)
    }

    struct Place: Sendable, CustomTestStringConvertible {
        var name: String
        var flag: String?
        var environment: [String: String]
        var expected: RegistryLocation?
        var testDescription: String { name }
    }

    static let places: [Place] = [
        Place(
            name: "the flag first", flag: "f.yaml", environment: ["SHEETCTL_REGISTRY": "e.yaml", "HOME": "/h"],
            expected: RegistryLocation(path: "f.yaml", origin: .flag)),
        Place(
            name: "then SHEETCTL_REGISTRY", flag: nil,
            environment: ["SHEETCTL_REGISTRY": "e.yaml", "XDG_CONFIG_HOME": "/x", "HOME": "/h"],
            expected: RegistryLocation(path: "e.yaml", origin: .environment)),
        Place(
            name: "then XDG_CONFIG_HOME", flag: nil,
            environment: ["SHEETCTL_REGISTRY": "", "XDG_CONFIG_HOME": "/x", "HOME": "/h"],
            expected: RegistryLocation(path: "/x/sheetctl/registry.yaml", origin: .xdgConfigHome)),
        Place(
            name: "then HOME", flag: nil, environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"],
            expected: RegistryLocation(path: "/h/.config/sheetctl/registry.yaml", origin: .home)),
        Place(name: "else nothing", flag: nil, environment: [:], expected: nil),
    ]

    @Test(arguments: places)
    func theRoutingFileIsLocatedInOrder(_ place: Place) {
        #expect(RegistryLocation.locate(flag: place.flag, environment: place.environment) == place.expected)
    }

    @Test func aMissingFileIsTheBuiltInRouteOnlyAtADefaultPlace() throws {
        let missing = NSTemporaryDirectory() + "sheetctl-missing-\(UUID().uuidString)/registry.yaml"
        let (table, source, _, _, _) = try RegistryLocation(path: missing, origin: .home).loadTable(
            catalog: PresenterCatalog(searchPath: nil))
        #expect(source == nil)
        #expect(table.defaultRoute == .builtIn)
        let error = #expect(throws: DiagnosticError.self) {
            try RegistryLocation(path: missing, origin: .flag).loadTable(catalog: PresenterCatalog(searchPath: nil))
        }
        #expect(error?.diagnostics.map(\.code) == [.unreadableFile])
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
