import Testing
@testable import SheetText

@testable import ThemeKit

/// `overflow-like-more`: a number badge's overflow label that is the more badge's glyph.
@Suite struct ThemeBadgeLabelLintTests {
    static let folder = ThemeFixtures.directory + "/lint"

    static func lint(file: String) throws -> [Diagnostic] {
        let source = try SourceText.read(path: folder + "/" + file, maxBytes: 1 << 16)
        return ThemeFixtures.library.lint(source: source).diagnostics
    }

    static func lint(_ badges: String) -> [Diagnostic] {
        let source = SourceText(name: "<stdin>", text: "name: t\nbadges:\n  \(badges)\n")
        return ThemeFixtures.library.lint(source: source).diagnostics
    }

    @Test func anOverflowLabelThatIsTheMoreGlyphIsAWarningAtTheLabel() throws {
        let found = try Self.lint(file: "overflow-like-more.yaml")
        #expect(found.map(\.code) == [.overflowLikeMore], "\(found.map(\.description))")
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.location?.start.line == 5)
        #expect(warning.location?.start.column == 15)
        #expect(
            warning.message
                == "'badges.num.overflow' is \"…\", the same as 'badges.more.glyph': a number past 9 would look like a more badge"
        )
        #expect(warning.hint == "show the overflow as a number, for example \"9+\"")
    }

    @Test func anOverflowLabelOfItsOwnPasses() throws {
        #expect(try Self.lint(file: "overflow-unlike-more.yaml").isEmpty)
    }

    /// The built-in default's labels differ, so a theme meets the check only through what it sets,
    /// and is told at the key it sets.
    @Test func settingEitherLabelToTheOthersValueTripsIt() {
        let overflow = Self.lint("num: { overflow: \"...\" }")
        #expect(overflow.map(\.code) == [.overflowLikeMore])
        #expect(overflow.first?.location?.start.line == 3)
        let more = Self.lint("more: { glyph: \"99+\" }")
        #expect(more.map(\.code) == [.overflowLikeMore])
        #expect(more.first?.location?.start.line == 3)
        #expect(Self.lint("more: { glyph: \"…\" }").isEmpty)
    }

    @Test func theBuiltInDefaultKeepsTheTwoApart() {
        #expect(Theme.builtInDefault.badges.numOverflow == "99+")
        #expect(Theme.builtInDefault.badges.numOverflow != Theme.builtInDefault.badges.moreGlyph)
    }
}
