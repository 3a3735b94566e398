import Foundation
import Testing
@testable import SheetText

@testable import ThemeKit

/// `Base16Scheme` and `Base16Importer`: both scheme formats, base24, the mapping, and every malformed case.
@Suite struct Base16ImportTests {
    static let directory = ThemeFixtures.packageRoot + "/Tests/ThemeKitTests/Fixtures/base16"

    static func source(_ name: String) throws -> SourceText {
        try SourceText.read(path: directory + "/" + name, maxBytes: Base16Scheme.maxBytes)
    }

    /// Imports a fixture, then loads the written theme back through the theme loader.
    static func roundTrip(_ name: String, themeName: String? = nil) throws -> (yaml: String, result: ThemeLoadResult) {
        let yaml = try Base16Importer.importTheme(try source(name), name: themeName)
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: []))
        return (yaml, library.load(source: SourceText(name: "imported.yaml", text: yaml)))
    }

    struct SchemeCase: Sendable, CustomTestStringConvertible {
        var file: String
        var system: Base16Scheme.System
        var format: Base16Scheme.Format
        var themeName: String
        /// background, separator, title, item, destructive, cancel, badgeText.
        var colors: [String]
        var testDescription: String { file }
    }

    @Test(arguments: [
        SchemeCase(
            file: "current-base16.yaml", system: .base16, format: .current, themeName: "harbour-night",
            colors: ["#282C34", "#3E4451", "#565C64", "#ABB2BF", "#FF6C6B", "#61AFEF", "#282C34"]),
        SchemeCase(
            file: "current-base24.yaml", system: .base24, format: .current, themeName: "lantern-deep",
            colors: ["#1D1F21", "#373B41", "#B4B7B4", "#C5C8C6", "#CC342B", "#3971ED", "#FFFFFF"]),
        SchemeCase(
            file: "legacy-base16.yaml", system: .base16, format: .legacy, themeName: "paper-light-morning",
            colors: ["#FFFFFF", "#D6D6D6", "#6D6D72", "#000000", "#D70015", "#4271AE", "#FFFFFF"]),
        SchemeCase(
            file: "legacy-base24.yaml", system: .base24, format: .legacy, themeName: "legacy-twenty-four",
            colors: ["#000000", "#222222", "#AAAAAA", "#EEEEEE", "#FF5555", "#5555FF", "#000000"]),
    ])
    func importsMapSlotsToColoursAndLoadCleanly(_ scheme: SchemeCase) throws {
        let parsed = try Base16Scheme.parse(try Self.source(scheme.file))
        #expect(parsed.system == scheme.system)
        #expect(parsed.format == scheme.format)
        #expect(parsed.colors.count == scheme.system.slots.count)
        let (yaml, result) = try Self.roundTrip(scheme.file)
        let theme = try #require(result.theme, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.severity == .error })
        #expect(result.diagnostics.allSatisfy { $0.code == .lowContrast })
        #expect(theme.name == scheme.themeName)
        let c = theme.colors
        #expect(
            [c.background, c.separator, c.title, c.item, c.destructive, c.cancel, c.badgeText].map(\.hex)
                == scheme.colors)
        #expect(c.message == c.title)
        #expect(c.badge == c.destructive)
        #expect(yaml.contains("name: \(scheme.themeName)\n"))
        #expect(theme.badges == Theme.builtInDefault.badges)
        #expect(theme.cancel == Theme.builtInDefault.cancel)
    }

    @Test func badgeTextIsTheSlotThatContrastsBetterWithRed() throws {
        for file in ["current-base16.yaml", "current-base24.yaml", "legacy-base16.yaml", "legacy-base24.yaml"] {
            let scheme = try Base16Scheme.parse(try Self.source(file))
            let theme = Base16Importer.theme(from: scheme)
            let red = scheme.color("base08")
            let other =
                theme.colors.badgeText == scheme.color("base00") ? scheme.color("base07") : scheme.color("base00")
            #expect(theme.colors.badgeText.contrastRatio(over: red) >= other.contrastRatio(over: red), "\(file)")
        }
    }

    @Test func theCurrentFormatKeepsItsMetadata() throws {
        let scheme = try Base16Scheme.parse(try Self.source("current-base16.yaml"))
        #expect(scheme.name == "Harbour Night")
        #expect(scheme.slug == "harbour-night")
        #expect(scheme.author == "Ada \"Night\" Lovelace")
        #expect(scheme.variant == "dark")
        let (yaml, result) = try Self.roundTrip("current-base16.yaml")
        #expect(
            yaml.contains(#"description: Imported from the base16 scheme 'Harbour Night' by Ada "Night" Lovelace"#))
        #expect(
            result.theme?.description == "Imported from the base16 scheme 'Harbour Night' by Ada \"Night\" Lovelace")
    }

    @Test func aGivenNameWinsAndIsQuotedSafely() throws {
        let (yaml, result) = try Self.roundTrip("legacy-base16.yaml", themeName: "my: \"theme\"\n#x")
        #expect(yaml.contains(#"name: "my: \"theme\"\n#x""#))
        #expect(result.theme?.name == "my: \"theme\"\n#x")
    }

    struct SlugCase: Sendable, CustomTestStringConvertible {
        var input: String
        var slug: String
        var testDescription: String { input }
    }

    @Test(arguments: [
        SlugCase(input: "Tomorrow Night (Eighties)", slug: "tomorrow-night-eighties"),
        SlugCase(input: "  --Gruvbox   dark, hard--", slug: "gruvbox-dark-hard"),
        SlugCase(input: "Café 24", slug: "caf-24"),
        SlugCase(input: "東京", slug: ""),
    ])
    func slugs(_ slugCase: SlugCase) {
        #expect(Base16Importer.slug(slugCase.input) == slugCase.slug)
    }

    @Test func aNameWithoutLettersBecomesImported() {
        let scheme = Base16Scheme(system: .base16, format: .legacy, name: "東京", colors: [:])
        #expect(Base16Importer.themeName(for: scheme, given: nil) == "imported")
        #expect(Base16Importer.themeName(for: scheme, given: "tokyo") == "tokyo")
    }

    struct BrokenCase: Sendable, CustomTestStringConvertible {
        var file: String
        var expected: String
        var testDescription: String { file }
    }

    @Test(arguments: [
        BrokenCase(
            file: "missing-slot.yaml",
            expected: """
                missing-slot.yaml:4:3: error: 'palette' has no slot 'base08'; a base16 scheme needs base00…base0F [missing-key]
                 4 |   base00: "282c34"
                   |   ^

                """),
        BrokenCase(
            file: "bad-hex.yaml",
            expected: """
                bad-hex.yaml:10:9: error: slot 'base08' is 'ff6c6g', not a colour of six hex digits [bad-color]
                 10 | base08: "ff6c6g"
                    |         ^~~~~~~~
                hint: write it as "282c34" or "#282c34"
                bad-hex.yaml:15:9: error: slot 'base0D' is '61af', not a colour of six hex digits [bad-color]
                 15 | base0D: "61af"
                    |         ^~~~~~
                hint: write it as "282c34" or "#282c34"

                """),
        BrokenCase(
            file: "not-mapping.yaml",
            expected: """
                not-mapping.yaml:1:1: error: a base16 scheme must be a mapping of keys to values, not a list [wrong-type]
                 1 | - base00
                   | ^
                hint: start with a line such as 'scheme: My Scheme' or 'system: "base16"'

                """),
        BrokenCase(
            file: "unquoted-hash.yaml",
            expected: """
                unquoted-hash.yaml:16:10: error: slot 'base08' has no colour [unquoted-color]
                 16 |   base08: #ff6c6b
                    |          ^
                hint: a colour that starts with # must be quoted: base08: "#ff6c6b"

                """),
        BrokenCase(
            file: "syntax.yaml",
            expected: """
                syntax.yaml:2:10: error: did not find expected key (while parsing a block mapping started at 1:1) [yaml-syntax]
                 2 | base00: "282c34"
                   |          ^
                hint: check the indentation of this line and the one before it

                """),
        BrokenCase(
            file: "bad-system.yaml",
            expected: """
                bad-system.yaml:1:9: error: 'system' is 'base32'; the importer reads base16 and base24 schemes [out-of-range]
                 1 | system: "base32"
                   |         ^~~~~~~~
                hint: write system: "base16" or system: "base24"

                """),
    ])
    func malformedSchemesAreLocatedErrors(_ broken: BrokenCase) throws {
        let source = try Self.source("broken/" + broken.file)
        let error = try #require(throws: DiagnosticError.self) { try Base16Scheme.parse(source) }
        let text = DiagnosticRenderer(sources: [source.name: source]).render(error.diagnostics)
            .replacingOccurrences(of: Self.directory + "/broken/", with: "")
        #expect(text == broken.expected)
    }

    @Test func aYAMLSyntaxErrorIsLocated() throws {
        let source = try Self.source("broken/syntax.yaml")
        let error = try #require(throws: DiagnosticError.self) { try Base16Scheme.parse(source) }
        let first = try #require(error.diagnostics.first)
        #expect(first.code == .syntax)
        #expect(first.location?.file == source.name)
        #expect((first.location?.start.line ?? 0) >= 1)
    }

    @Test func aBase24SchemeMissingItsExtraSlotsNamesEachOne() throws {
        let source = try Self.source("broken/base24-missing.yaml")
        let error = try #require(throws: DiagnosticError.self) { try Base16Scheme.parse(source) }
        #expect(
            error.diagnostics.map(\.message)
                == (0x11...0x17).map {
                    "'palette' has no slot 'base\(String($0, radix: 16, uppercase: true))'; a base24 scheme needs base00…base17"
                })
        #expect(error.diagnostics.allSatisfy { $0.location?.start == SourcePosition(line: 6, column: 3) })
    }

    @Test func aSchemeWithoutANameIsAnError() throws {
        let source = SourceText(
            name: "x.yaml",
            text: (0..<16).map { "base0\(String($0, radix: 16, uppercase: true)): \"000000\"" }.joined(separator: "\n"))
        let error = try #require(throws: DiagnosticError.self) { try Base16Scheme.parse(source) }
        #expect(error.diagnostics.map(\.description) == ["x.yaml:1:1: error: the scheme has no 'scheme' [missing-key]"])
    }

    @Test func anEmptyFileIsAnError() throws {
        let source = SourceText(name: "empty.yaml", text: "")
        let error = try #require(throws: DiagnosticError.self) { try Base16Scheme.parse(source) }
        #expect(error.diagnostics.first?.code == .emptyDocument)
    }

    @Test func aPaletteThatIsNotAMappingIsAnError() throws {
        let source = SourceText(name: "p.yaml", text: "name: x\npalette: [1, 2]\n")
        let error = try #require(throws: DiagnosticError.self) { try Base16Scheme.parse(source) }
        #expect(
            error.diagnostics.map(\.description) == [
                "p.yaml:2:10: error: 'palette' must be a mapping of slots to colours, not a list [wrong-type]"
            ])
    }
}
