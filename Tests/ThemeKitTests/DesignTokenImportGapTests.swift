import Foundation
import Testing

@testable import ThemeKit

/// What design-token import reads beyond `sheet.<role>` in one light/dark modifier: a mapping
/// file, Tokens Studio's legacy keys, resolvers with other modifiers, and a pair's cancel labels
/// taken from both sides.
@Suite struct DesignTokenImportGapTests {
    static func importing(
        _ files: [String: String], given: [String], mapping: TokenRoleMapping? = nil, name: String? = nil
    ) -> DesignTokenImporter.Result {
        DesignTokenImporter.importThemes(
            given.map { SourceText(name: $0, text: files[$0]!) }, name: name, mapping: mapping
        ) { path throws(DiagnosticError) in
            guard let text = files[path] else {
                throw DiagnosticError(.error(.unreadableFile, "cannot open '\(path)'", at: nil))
            }
            return SourceText(name: path, text: text)
        }
    }

    static let brand = """
        {
          "color": {
            "$type": "color",
            "text": { "primary": { "$value": "#101010" }, "secondary": { "$value": "#606060" } },
            "surface": { "raised": { "$value": "#fafafa" } },
            "accent": { "$value": "#0060df" }
          }
        }
        """

    // MARK: The mapping file

    @Test func aMappingFileGivesRolesTokensAtTheBrandsOwnPaths() throws {
        let source = SourceText(
            name: "roles.yaml",
            text: """
                # the brand's own paths
                roles:
                  title: color.text.secondary
                  message: color.text.secondary
                  item: "{color.text.primary}"
                  background: color.surface.raised
                  cancel: color.accent

                """)
        let read = TokenRoleMapping.parse(source)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let mapping = try #require(read.mapping)
        #expect(mapping.entries.map(\.role) == ["title", "message", "item", "background", "cancel"])
        #expect(mapping.entries[2].path == "color.text.primary")
        let result = Self.importing(["brand.json": Self.brand], given: ["brand.json"], mapping: mapping)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let theme = try #require(result.themes.first?.theme)
        #expect(theme.colors.title.hex == "#606060")
        #expect(theme.colors.message.hex == "#606060")
        #expect(theme.colors.item.hex == "#101010")
        #expect(theme.colors.background.hex == "#FAFAFA")
        #expect(theme.colors.cancel.hex == "#0060DF")
        // The roles left out keep the default's colours and are listed.
        let note = try #require(result.diagnostics.first { $0.code == .unmappedRole })
        #expect(note.message.hasPrefix("no token for sheet.destructive, sheet.separator, sheet.badge, sheet.badgeText"))
    }

    @Test func theMappingWinsOverATokenAtSheetRole() throws {
        let tokens =
            ##"{"color": {"$type": "color", "a": {"$value": "#111111"}}, "sheet": {"title": {"$type": "color", "$value": "#222222"}}}"##
        let mapping = TokenRoleMapping(entries: [
            .init(role: "title", path: "color.a", location: SourceLocation(file: "m.yaml", line: 2, column: 10))
        ])
        let result = Self.importing(["t.json": tokens], given: ["t.json"], mapping: mapping)
        #expect(result.themes.first?.theme.colors.title.hex == "#111111")
    }

    @Test func everyMistakeOfAMappingFileIsLocatedAtOnce() {
        let source = SourceText(
            name: "roles.yaml",
            text: """
                roles:
                  titel: color.text.primary
                  item: [color.text.primary]
                  cancel: color..accent
                extra: 1

                """)
        let read = TokenRoleMapping.parse(source)
        #expect(read.mapping == nil)
        #expect(
            read.diagnostics.map(\.description) == [
                "roles.yaml:2:3: error: 'titel' is not a sheet role [unknown-key]",
                "roles.yaml:3:9: error: the token path of 'item' must be text such as color.text.secondary, not a list [wrong-type]",
                "roles.yaml:4:11: error: 'color..accent' is not a token path [wrong-type]",
                "roles.yaml:5:1: error: a token mapping has no key 'extra' [unknown-key]",
            ])
        #expect(read.diagnostics[0].hint == "did you mean 'title'?")
    }

    @Test func aMappedPathThatNamesNoTokenIsAnErrorInTheMappingFile() {
        let place = SourceLocation(file: "roles.yaml", line: 3, column: 10)
        let mapping = TokenRoleMapping(entries: [
            .init(role: "title", path: "color.text.secondry", location: place),
            .init(role: "item", path: "color.text", location: SourceLocation(file: "roles.yaml", line: 4, column: 9)),
        ])
        let result = Self.importing(["brand.json": Self.brand], given: ["brand.json"], mapping: mapping)
        #expect(result.themes.isEmpty)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.description) == [
                "roles.yaml:3:10: error: the mapping gives title the token 'color.text.secondry', which names no token of the set [unknown-token]",
                "roles.yaml:4:9: error: the mapping gives item the token 'color.text', which is a group, not a token [unknown-token]",
            ])
        #expect(errors[0].hint == "did you mean 'color.text.secondary'?")
        #expect(errors[1].hint == "name one of its tokens, such as 'color.text.primary'")
    }

    // MARK: Tokens Studio's legacy keys

    @Test func tokensStudiosLegacyValueAndTypeKeysAreRead() throws {
        let legacy = """
            {
              "palette": { "ink": { "value": "#1c1c1e", "type": "color" }, "red": { "value": "#d70015", "type": "color" } },
              "sheet": {
                "title": { "value": "{palette.ink}", "type": "color", "description": "Titles" },
                "destructive": { "value": "{palette.red}", "type": "color" },
                "value": { "$value": "#00ff00", "$type": "color" }
              }
            }
            """
        let result = Self.importing(["studio.json": legacy], given: ["studio.json"])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let theme = try #require(result.themes.first?.theme)
        #expect(theme.colors.title.hex == "#1C1C1E")
        #expect(theme.colors.destructive.hex == "#D70015")
    }

    @Test func aLegacyTokensMistakesAreLocated() {
        let legacy = """
            {"sheet": {"title": {"value": "#12", "type": "color"}, "item": {"value": "#000000", "type": 7, "note": "x"}}}
            """
        let result = Self.importing(["studio.json": legacy], given: ["studio.json"])
        #expect(result.themes.isEmpty)
        let described = result.diagnostics.map(\.description)
        #expect(
            described.contains { $0.hasPrefix("studio.json:1:31: error: ") && $0.hasSuffix("[bad-token-color]") },
            "\(described)")
        #expect(
            described.contains("studio.json:1:93: error: 'type' must be a string, not a number [token-structure]"),
            "\(described)")
        #expect(
            described.contains {
                $0.hasPrefix(
                    "studio.json:1:96: warning: 'note' is not a property of a token in Tokens Studio's legacy form")
            }, "\(described)")
    }

    // MARK: Modifiers other than light and dark

    static let resolverFiles: [String: String] = [
        "r.resolver.json": """
        {
          "version": "2025.10",
          "name": "app",
          "modifiers": {
            "mode": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" },
            "contrast": { "contexts": { "normal": [], "high": [{ "$ref": "high.json" }] }, "default": "normal" }
          },
          "resolutionOrder": [{ "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/contrast" }]
        }
        """,
        "light.json":
            ##"{"sheet": {"$type": "color", "background": {"$value": "#ffffff"}, "item": {"$value": "#333333"}}}"##,
        "dark.json":
            ##"{"sheet": {"$type": "color", "background": {"$value": "#000000"}, "item": {"$value": "#cccccc"}}}"##,
        "high.json": ##"{"sheet": {"$type": "color", "separator": {"$value": "#808080"}}}"##,
    ]

    @Test func everyCombinationOfTheModifiersContextsIsATheme() throws {
        let result = Self.importing(Self.resolverFiles, given: ["r.resolver.json"])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(result.themes.map(\.theme.name) == ["app-light", "app-light-high", "app-dark", "app-dark-high"])
        // Light and dark pair within the same contrast.
        #expect(result.themes.map(\.counterpart) == ["app-dark", "app-dark-high", "app-light", "app-light-high"])
        #expect(result.themes.map(\.theme.appearance) == [.light, .light, .dark, .dark])
        #expect(result.themes[1].theme.colors.separator.hex == "#808080")
        #expect(result.themes[1].theme.colors.item.hex == "#333333")
        #expect(result.themes[3].theme.colors.item.hex == "#CCCCCC")
        #expect(result.themes[0].theme.colors.separator == Theme.builtInDefault.colors.separator)
    }

    @Test func tooManyCombinationsAreALocatedError() throws {
        var modifiers: [String] = []
        for index in 0..<7 {
            modifiers.append("\"m\(index)\": {\"contexts\": {\"a\": [], \"b\": []}}")
        }
        let order = (0..<7).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }.joined(separator: ", ")
        let document = """
            {"version": "2025.10", "modifiers": {\(modifiers.joined(separator: ", "))},
             "resolutionOrder": [\(order)]}
            """
        let result = Self.importing(["big.resolver.json": document], given: ["big.resolver.json"])
        #expect(result.themes.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "big.resolver.json:1:37: error: the modifiers' contexts make 128 themes, more than the 64 one import writes [resolver-structure]"
            ])
    }

    // MARK: A pair's cancel labels

    @Test func aPairsSidesShareTheCancelLabelsOnlyOneSideGives() throws {
        var files = Self.resolverFiles
        files["r.resolver.json"] = files["r.resolver.json"]!.replacingOccurrences(
            of:
                ##""contrast": { "contexts": { "normal": [], "high": [{ "$ref": "high.json" }] }, "default": "normal" }"##,
            with: ##""unused": { "contexts": { "only": [] } }"##
        ).replacingOccurrences(of: ##", { "$ref": "#/modifiers/contrast" }"##, with: "")
        files["light.json"] = """
            {"sheet": {"$type": "color", "background": {"$value": "#ffffff"},
              "$extensions": {"org.sheetctl": {"cancel": {"label": "Close", "localized": {"fr": "Fermer", "de": "Schließen"}}}}}}
            """
        files["dark.json"] = """
            {"sheet": {"$type": "color", "background": {"$value": "#000000"},
              "$extensions": {"org.sheetctl": {"cancel": {"localized": {"de": "Zu", "eo": "Fermi"}}}}}}
            """
        let result = Self.importing(files, given: ["r.resolver.json"])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let light = try #require(result.themes.first { $0.theme.name == "app-light" }?.theme)
        let dark = try #require(result.themes.first { $0.theme.name == "app-dark" }?.theme)
        #expect(light.cancel.label == "Close")
        #expect(dark.cancel.label == "Close")
        #expect(light.cancel.localized["eo"] == "Fermi")
        #expect(dark.cancel.localized["fr"] == "Fermer")
        // Where both sides give a language, each keeps its own.
        #expect(light.cancel.localized["de"] == "Schließen")
        #expect(dark.cancel.localized["de"] == "Zu")
    }
}
