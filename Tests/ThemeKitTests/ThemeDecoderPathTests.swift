import Testing

@testable import ThemeKit

/// The key a decoded value is stored under: its path, dotted as a theme writes it.
@Suite struct ThemeDecoderPathTests {
    @Test(arguments: [
        ([String](), ""), (["name"], "name"), (["colors", "item"], "colors.item"),
        (["badges", "num", "max"], "badges.num.max"), (["cancel", "localized", "zh-Hans"], "cancel.localized.zh-Hans"),
    ])
    func aPathIsItsKeysJoinedByDots(_ path: [String], _ dotted: String) {
        #expect(ThemeDecoder.dotted(path) == dotted)
        #expect(ThemeDecoder.dotted(path) == path.joined(separator: "."))
    }
}
