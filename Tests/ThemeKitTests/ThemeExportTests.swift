import Foundation
import Testing

@testable import ThemeKit

/// Every shipped theme and pair written in the four formats: the DTCG files read back into the same
/// theme, the asset catalog has one set per role with both appearances, Android's qualifiers and
/// names are its own, and the bytes are the same every run.
@Suite struct ThemeExportTests {
    static let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [ThemeFixtures.shipped]))

    /// Every shipped theme, with its counterpart when it has one.
    static let shipped: [String] = {
        (try? FileManager.default.contentsOfDirectory(atPath: ThemeFixtures.shipped))?
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted() ?? []
    }()

    static func export(_ name: String) throws -> ThemeExport {
        let result = library.load(name)
        let theme = try #require(result.theme, "\(result.diagnostics)")
        return result.counterpart.map { ThemeExport(theme, counterpart: $0) } ?? ThemeExport(theme)
    }

    @Test func theShippedThemesAreFound() {
        #expect(Self.shipped.count >= 6)
    }

    @Test(arguments: shipped) func roundTripsThroughDTCG(_ name: String) throws {
        let export = try Self.export(name)
        let files = export.files([.dtcg])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entry = files.first { $0.path.hasSuffix(".resolver.json") } ?? files[0]
        let sources = files.map { SourceText(name: folder + "/" + $0.path, bytes: $0.bytes) }
        let byName = Dictionary(uniqueKeysWithValues: sources.map { ($0.name, $0) })
        let result = DesignTokenImporter.importThemes([byName[folder + "/" + entry.path]!], name: nil) {
            path throws(DiagnosticError) in
            guard let source = byName[path] else { throw DiagnosticError(.error(.unreadableFile, path, at: nil)) }
            return source
        }
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.themes.count == export.sides.count)
        // Written as theme files and loaded back, each side is the theme it came from.
        try FileManager.default.createDirectory(atPath: folder + "/themes", withIntermediateDirectories: true)
        for imported in result.themes {
            try imported.yamlText.write(
                toFile: folder + "/themes/" + imported.fileName, atomically: true, encoding: .utf8)
        }
        let back = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder + "/themes"]))
        for side in export.sides {
            let loaded = back.lint(
                source: try SourceText.read(path: folder + "/themes/" + side.theme.name + ".yaml", maxBytes: 1 << 20))
            #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
            let theme = try #require(loaded.theme)
            #expect(theme.name == side.theme.name)
            #expect(theme.description == side.theme.description)
            #expect(theme.colors == side.theme.colors)
            #expect(theme.badges == side.theme.badges)
            #expect(theme.cancel == side.theme.cancel)
            #expect(theme.appearance == side.appearance)
            #expect((loaded.counterpart?.name) == export.sides.first { $0.theme.name != side.theme.name }?.theme.name)
        }
    }

    @Test(arguments: shipped) func everyFormatIsWrittenTheSameEveryRun(_ name: String) throws {
        let export = try Self.export(name)
        let files = export.files(ThemeExportFormat.allCases)
        #expect(files == (try Self.export(name)).files(ThemeExportFormat.allCases))
        let paths = Set(files.map(\.path))
        #expect(paths.count == files.count)
        for format in ThemeExportFormat.allCases {
            #expect(!export.files([format]).isEmpty)
        }
        #expect(paths.contains("android/res/values/colors.xml"))
        #expect(paths.contains("android/res/values-night/colors.xml") == (export.dark != nil))
        #expect(paths.contains("css/\(export.primary.name).css"))
        #expect(paths.contains("ios/Sheet.xcstrings"))
    }

    @Test(arguments: shipped) func theAssetCatalogHasOneSetPerRoleWithBothAppearances(_ name: String) throws {
        let export = try Self.export(name)
        let files = export.files([.xcassets])
        let sets = files.filter { $0.path.hasSuffix(".colorset/Contents.json") }
        #expect(sets.count == ThemeColors.roles.count)
        for (key, path) in ThemeColors.roles {
            let file = try #require(
                sets.first { $0.path == "ios/Sheet.xcassets/\(AssetCatalogWriter.setName(key)).colorset/Contents.json" }
            )
            let json = try #require(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
            let colors = try #require(json["colors"] as? [[String: Any]])
            #expect(colors.count == export.sides.count)
            for (index, side) in export.sides.enumerated() {
                let entry = colors[index]
                let appearances = entry["appearances"] as? [[String: String]]
                #expect(appearances == (index == 0 ? nil : [["appearance": "luminosity", "value": "dark"]]))
                #expect(entry["idiom"] as? String == "universal")
                let color = try #require(entry["color"] as? [String: Any])
                #expect(color["color-space"] as? String == "srgb")
                let components = try #require(color["components"] as? [String: String])
                let expected = side.theme.colors[keyPath: path]
                func byte(_ key: String) -> UInt8? { components[key].flatMap { UInt8($0.dropFirst(2), radix: 16) } }
                #expect(byte("red") == expected.red)
                #expect(byte("green") == expected.green)
                #expect(byte("blue") == expected.blue)
                #expect(components["alpha"].flatMap(Double.init).map { UInt8(($0 * 255).rounded()) } == expected.alpha)
            }
        }
    }

    struct Tag: Sendable, CustomTestStringConvertible {
        var tag: String
        var qualifier: String?
        var testDescription: String { tag }
    }

    @Test(arguments: [
        Tag(tag: "ja", qualifier: "ja"), Tag(tag: "zh-CN", qualifier: "zh-rCN"),
        Tag(tag: "zh-Hant", qualifier: "b+zh+Hant"),
        Tag(tag: "zh-Hant-TW", qualifier: "b+zh+Hant+TW"), Tag(tag: "es-419", qualifier: "b+es+419"),
        Tag(tag: "fil", qualifier: "b+fil"), Tag(tag: "pt_br", qualifier: "pt-rBR"), Tag(tag: "x", qualifier: nil),
        Tag(tag: "../x", qualifier: nil),
    ])
    func androidQualifiers(_ case: Tag) {
        #expect(AndroidResourceWriter.qualifier(`case`.tag) == `case`.qualifier)
    }

    @Test func androidStringsAreEscapedAndNamesAreResourceNames() {
        #expect(AndroidResourceWriter.escaped("@it's <\"a\" & b>\n") == "\\@it\\'s &lt;\\\"a\\\" &amp; b&gt;\\n")
        #expect(ThemeColors.roles.map { AndroidResourceWriter.resourceName($0.key) }.last == "sheet_badge_text")
        #expect(ThemeColors.roles.map { CSSWriter.propertyName($0.key) }.last == "--sheet-badge-text")
    }

    @Test func aTranslucentColourKeepsItsAlphaInEveryFormat() throws {
        var theme = Theme.builtInDefault
        theme.name = "glass"
        theme.colors.separator = try #require(ThemeColor(hex: "#80112233"))
        let files = ThemeExport(theme).files(ThemeExportFormat.allCases)
        func text(_ path: String) -> String {
            String(decoding: files.first { $0.path == path }?.bytes ?? [], as: UTF8.self)
        }
        #expect(text("css/glass.css").contains("--sheet-separator: #11223380;"))
        #expect(text("android/res/values/colors.xml").contains("<color name=\"sheet_separator\">#80112233</color>"))
        #expect(text("dtcg/glass.tokens.json").contains("\"alpha\": 0.502"))
        #expect(text("ios/Sheet.xcassets/sheetSeparator.colorset/Contents.json").contains("\"alpha\": \"0.502\""))
    }

    @Test func namesThatCannotBeFilesAreMadeSafe() {
        #expect(Theme.fileStem("../../etc/passwd") == "-..-etc-passwd")
        #expect(Theme.fileStem(".hidden") == "hidden")
        #expect(Theme.fileStem("") == "theme")
    }
}

extension ThemeExportTests {
    /// A pair whose sides say different things on the cancel button.
    static func pairWithTwoLabels() -> ThemeExport {
        var light = Theme.builtInDefault
        light.name = "day"
        light.cancel.label = "Close"
        light.cancel.localized = ["fr": "Fermer", "de": "Schließen"]
        var dark = light
        dark.name = "night"
        dark.statedAppearance = .dark
        dark.cancel.label = "Done"
        dark.cancel.localized = ["fr": "Fermer", "de": "Zu", "eo": "Fermi"]
        return ThemeExport(dark, counterpart: light)
    }

    @Test func androidTakesTheDarkSidesLabelsWhereTheyDifferUnderNight() throws {
        let files = Self.pairWithTwoLabels().files([.android])
        let strings = Dictionary(
            uniqueKeysWithValues: files.filter { $0.path.hasSuffix("strings.xml") }.map {
                ($0.path.dropFirst("android/res/".count).split(separator: "/")[0], String(decoding: $0.bytes, as: UTF8.self))
            })
        #expect(strings.keys.sorted() == ["values", "values-de", "values-de-night", "values-eo-night", "values-fr", "values-night"])
        #expect(strings["values"]?.contains(">Close</string>") == true)
        #expect(strings["values-night"]?.contains(">Done</string>") == true)
        #expect(strings["values-de-night"]?.contains(">Zu</string>") == true)
        #expect(strings["values-eo-night"]?.contains(">Fermi</string>") == true)
    }

    @Test func theStringCatalogHoldsBothSidesTranslationsTheLightOnesFirst() throws {
        let catalog = try #require(Self.pairWithTwoLabels().files([.xcassets]).first { $0.path == "ios/Sheet.xcstrings" })
        let text = String(decoding: catalog.bytes, as: UTF8.self)
        #expect(text.contains("\"Schließen\""))
        #expect(!text.contains("\"Zu\""))
        #expect(text.contains("\"Fermi\""))
        #expect(text.contains("\"Close\""))
    }
}
