import Foundation
import Testing

@testable import ThemeKit

/// Reading DTCG 2025.10 token files and Resolver documents into themes: the shapes Tokens Studio,
/// Terrazzo and Figma write, aliases and `$ref`s, and every mistake reported at its place, at once.
@Suite struct DesignTokenImportTests {
    static let fixtures = ThemeFixtures.packageRoot + "/Tests/ThemeKitTests/Fixtures/tokens"

    /// Imports files given by their paths under the fixtures, names shortened to those paths.
    static func importing(_ paths: [String], name: String? = nil) throws -> DesignTokenImporter.Result {
        let sources = try paths.map { path in
            SourceText(name: path, text: try String(contentsOfFile: fixtures + "/" + path, encoding: .utf8))
        }
        return DesignTokenImporter.importThemes(sources, name: name) { path throws(DiagnosticError) in
            guard let text = try? String(contentsOfFile: fixtures + "/" + path, encoding: .utf8) else {
                throw DiagnosticError(.error(.unreadableFile, "cannot open '\(path)'", at: nil))
            }
            return SourceText(name: path, text: text)
        }
    }

    static func text(_ source: String, name: String = "t.json") -> DesignTokenImporter.Result {
        DesignTokenImporter.importThemes([SourceText(name: name, text: source)], name: nil) {
            path throws(DiagnosticError) in
            throw DiagnosticError(.error(.unreadableFile, "cannot open '\(path)'", at: nil))
        }
    }

    @Test func aTokensStudioSetOfStringColoursAndAliasChainsBecomesOneTheme() throws {
        let result = try Self.importing(["tokens-studio/core.json", "tokens-studio/sheet.json"], name: "studio")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let theme = try #require(result.themes.first?.theme)
        #expect(result.themes.count == 1)
        #expect(theme.name == "studio")
        #expect(theme.description == "The brand's action sheet, from Tokens Studio")
        // message -> sheet.title -> colors.grey.500: a chain of two aliases.
        #expect(theme.colors.message.hex == "#6D6D72")
        #expect(theme.colors.badge.hex == "#D70015")
        #expect(theme.colors.cancel.hex == "#0060DF")
    }

    @Test func aTerrazzoResolverBecomesALightAndDarkPairWithOKLChAndDisplayP3Mapped() throws {
        let result = try Self.importing(["terrazzo/brand.resolver.json"])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(result.themes.map(\.theme.name) == ["brand-light", "brand-dark"])
        #expect(result.themes.map(\.counterpart) == ["brand-dark", "brand-light"])
        #expect(result.themes.map(\.theme.appearance) == [.light, .dark])
        let light = result.themes[0].theme
        // badgeText is a `$ref` to #/sheet/background in its own file.
        #expect(light.colors.badgeText == light.colors.background)
        #expect(light.description == "The brand sheet in light and dark, as Terrazzo lays a resolver out")
        let mapped = result.diagnostics.filter { $0.code == .colorGamutMapped }
        #expect(
            mapped.map(\.location!.description).sorted() == [
                "terrazzo/palette.json:11:28", "terrazzo/palette.json:12:26", "terrazzo/palette.json:13:24",
            ])
    }

    @Test func aFigmaExportOfOneFilePerModeImportsThroughAResolver() throws {
        let result = try Self.importing(["figma/figma.resolver.json"])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(result.themes.map(\.theme.name) == ["figma-app-light", "figma-app-dark"])
        #expect(result.themes[0].theme.colors.background.hex == "#FFFFFF")
        #expect(result.themes[1].theme.colors.background.hex == "#1C1C1E")
        #expect(result.themes[0].theme.colors.cancel.hex == "#0060DF")
    }

    @Test func everyMistakeOfEveryFileIsReportedAtItsPlaceAtOnce() throws {
        let result = try Self.importing(["broken/base.json", "broken/sheet.json"])
        #expect(result.themes.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "broken/base.json:5:22: error: the alias {palette.a} makes a cycle: palette.a -> palette.b -> palette.a [reference-cycle]",
                "broken/sheet.json:5:28: error: the alias {palette.blu} names no token of the set [unknown-token]",
                "broken/sheet.json:6:23: error: '$ref' #/palette/missing reaches nothing: there is no 'missing' in an object at broken/sheet.json:14:14 [bad-reference]",
                "broken/base.json:6:40: error: 'palette.odd': 'colorSpace' is 'cmyk', which is not a colour space of the Color module [bad-token-color]",
                "broken/base.json:7:64: error: 'palette.short': 'components' must be an array of three numbers, not 2 elements [bad-token-color]",
                "broken/base.json:8:90: error: 'palette.see-through': 'alpha' must be a number from 0 to 1, not 2.0 [bad-token-color]",
                "broken/sheet.json:10:79: error: 'sheet.separator': the blue must be a number or \"none\", not a string [bad-token-color]",
                "broken/sheet.json:11:24: error: '$ref' base.json#/palette/odd/$valu reaches nothing: there is no '$valu' in an object at broken/base.json:6:12 [bad-reference]",
                "broken/sheet.json:12:5: error: 'sheet.badgeText' is the badgeText colour but its $type is 'dimension' [bad-token-color]",
            ])
        #expect(result.diagnostics[1].hint == "did you mean {palette.blue}?")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var json: String
        var expected: String
    }

    static let mistakes: [Case] = [
        Case(testDescription: "JSON syntax", json: "{\n  \"sheet\": {,}\n}", expected: "t.json:2:13: error:"),
        Case(
            testDescription: "a token that is not an object", json: "{\"sheet\": {\"title\": 3}}",
            expected:
                "t.json:1:21: error: 'sheet.title' must be a token (an object with '$value') or a group, not a number [token-structure]"
        ),
        Case(
            testDescription: "a name with a dot", json: "{\"a.b\": {\"$value\": 1}}",
            expected:
                "t.json:1:2: error: the name 'a.b' has '{', '}' or '.', which a token or group name must not [token-structure]"
        ),
        Case(
            testDescription: "a self alias",
            json: "{\"sheet\": {\"title\": {\"$type\": \"color\", \"$value\": \"{sheet.title}\"}}}",
            expected:
                "t.json:1:50: error: the alias {sheet.title} makes a cycle: sheet.title -> sheet.title [reference-cycle]"
        ),
        Case(
            testDescription: "a $ref without a pointer", json: "{\"sheet\": {\"title\": {\"$ref\": \"other.json\"}}}",
            expected: "t.json:1:30: error: '$ref' is 'other.json', which has no JSON Pointer ('#/…') [bad-reference]"),
        Case(
            testDescription: "a $ref to a file not read",
            json: "{\"sheet\": {\"title\": {\"$ref\": \"other.json#/a\"}}}",
            expected:
                "t.json:1:30: error: '$ref' names the file 'other.json', which is not among the files read [bad-reference]"
        ),
        Case(
            testDescription: "$ref cycle", json: "{\"sheet\": {\"title\": {\"$ref\": \"#/sheet/title\"}}}",
            expected: "t.json:1:30: error: '$ref' #/sheet/title makes a cycle"),
        Case(
            testDescription: "a colour without components",
            json: "{\"sheet\": {\"title\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"oklch\"}}}}",
            expected: "t.json:1:50: error: 'sheet.title': a colour needs 'components' [bad-token-color]"),
        Case(
            testDescription: "a hex fallback of eight digits",
            json:
                "{\"sheet\": {\"title\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0], \"hex\": \"#00000080\"}}}}",
            expected:
                "t.json:1:105: error: 'sheet.title': 'hex' must be six hex digits after '#', such as \"#ff00ff\" [bad-token-color]"
        ),
        Case(
            testDescription: "a resolver of another version",
            json: "{\"version\": \"2024\", \"resolutionOrder\": []}",
            expected: "t.json:1:13: error: 'version' is '2024'; this reader knows Resolver 2025.10 [resolver-structure]"
        ),
        Case(
            testDescription: "a resolver $ref to no set",
            json:
                "{\"version\": \"2025.10\", \"sets\": {\"base\": {\"sources\": []}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/bsae\"}]}",
            expected: "t.json:1:88: error: '$ref' #/sets/bsae names no set or modifier of this document [bad-reference]"
        ),
        Case(
            testDescription: "a modifier default that is no context",
            json:
                "{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"modifier\", \"name\": \"m\", \"contexts\": {\"light\": [], \"dark\": []}, \"default\": \"dim\"}]}",
            expected:
                "t.json:1:128: error: the modifier 'm' has 'default' 'dim', which is none of its contexts [resolver-structure]"
        ),
        Case(
            testDescription: "a resolver source file missing",
            json:
                "{\"version\": \"2025.10\", \"resolutionOrder\": [{\"type\": \"set\", \"name\": \"s\", \"sources\": [{\"$ref\": \"gone.json\"}]}]}",
            expected: "t.json:1:94: error: '$ref' names 'gone.json', which cannot be read [bad-reference]"),
        Case(
            testDescription: "a name that cannot be a file name",
            json: "{\"sheet\": {\"$extensions\": {\"org.sheetctl\": {\"name\": \"../up\"}}}}",
            expected: "t.json:1:1: error: the theme's name '../up' cannot be a file name [token-structure]"),
    ]

    @Test(arguments: mistakes) func aMistakeIsReportedAtItsPlace(_ mistake: Case) {
        let result = Self.text(mistake.json)
        #expect(result.themes.isEmpty)
        #expect(
            result.diagnostics.contains { $0.description.hasPrefix(mistake.expected) },
            "\(result.diagnostics.map(\.description))")
    }

    @Test func anUnmappedRoleKeepsTheDefaultAndIsListed() {
        let result = Self.text("{\"sheet\": {\"title\": {\"$type\": \"color\", \"$value\": \"#112233\"}}}")
        let theme = try? #require(result.themes.first?.theme)
        #expect(theme?.colors.title.hex == "#112233")
        #expect(theme?.colors.item == Theme.builtInDefault.colors.item)
        let note = result.diagnostics.first { $0.code == .unmappedRole }
        #expect(note?.severity == .note)
        #expect(note?.message.contains("sheet.message, sheet.item") == true)
    }

    @Test func anExtensionMapsAnotherPathToARoleAndDeprecationIsWarned() {
        let json = """
            {"brand": {"$type": "color",
              "accent": {"$value": "#0a84ff", "$deprecated": "use brand.link",
                         "$extensions": {"org.sheetctl": {"role": "cancel"}}}}}
            """
        let result = Self.text(json)
        #expect(result.themes.first?.theme.colors.cancel.hex == "#0A84FF")
        let warning = result.diagnostics.first { $0.code == .deprecatedToken }
        #expect(
            warning?.description
                == "t.json:2:3: warning: 'brand.accent', the cancel colour, is deprecated: use brand.link [deprecated-token]"
        )
    }

    @Test func everyColourFormIsRead() {
        func color(_ value: String) -> ThemeColor? {
            Self.text("{\"sheet\": {\"title\": {\"$type\": \"color\", \"$value\": \(value)}}}").themes.first?.theme
                .colors.title
        }
        #expect(color("\"#ff000080\"")?.hex == "#80FF0000")  // CSS hex: alpha last
        #expect(color("\"#f00\"")?.hex == "#FF0000")
        #expect(
            color("{\"colorSpace\": \"hsl\", \"components\": [\"none\", 0, 100], \"hex\": \"#ffffff\"}")?.hex
                == "#FFFFFF")
        #expect(color("{\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"alpha\": 0.5}")?.hex == "#80FF0000")
        #expect(color("{\"colorSpace\": \"srgb\", \"components\": [{\"$ref\": \"#/c\"}, 0, 0]}") == nil)
    }

    @Test func groupsExtendAndRootTokensAreNamed() {
        let json = """
            {"base": {"$type": "color", "title": {"$value": "#010203"}, "$root": {"$value": "#040506"}},
             "sheet": {"$extends": "{base}", "message": {"$value": "{base.$root}"}}}
            """
        let result = Self.text(json)
        #expect(result.themes.first?.theme.colors.title.hex == "#010203")
        #expect(result.themes.first?.theme.colors.message.hex == "#040506")
    }

    @Test func highContrastContextsBecomeThemesOfTheirOwnPairedLikeForLike() {
        func sheet(_ background: String) -> String {
            "{\"sheet\": {\"$type\": \"color\", \"background\": {\"$value\": \"\(background)\"}}}"
        }
        let json = """
            {"version": "2025.10", "name": "Brand", "resolutionOrder": [{"type": "modifier", "name": "scheme",
              "contexts": {"light": [\(sheet("#ffffff"))], "dark": [\(sheet("#000000"))],
                           "light-high-contrast": [\(sheet("#fffff0"))], "dark-high-contrast": [\(sheet("#000010"))]}}]}
            """
        let result = Self.text(json)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        #expect(
            result.themes.map(\.theme.name) == [
                "brand-light", "brand-dark", "brand-light-high-contrast", "brand-dark-high-contrast",
            ])
        #expect(
            result.themes.map(\.counterpart) == [
                "brand-dark", "brand-light", "brand-dark-high-contrast", "brand-light-high-contrast",
            ])
        #expect(result.themes.map(\.theme.appearance) == [.light, .dark, .light, .dark])
    }

    @Test func contentTellsTokensFromABase16Scheme() {
        #expect(DesignTokenImporter.isDesignTokens(SourceText(name: "a", text: " \n{\"a\": 1}")))
        #expect(!DesignTokenImporter.isDesignTokens(SourceText(name: "a", text: "scheme: x\n")))
    }
}
