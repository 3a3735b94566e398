import PresenterRegistry
import Testing
import ThemeKit

/// What each badge shows under a theme's rules: the number as it prints, its overflow, the text
/// cut to the maximum, or nothing.
@Suite struct BadgeLabelTests {
    static let styles = BadgeStyles(numMax: 99, numOverflow: "99+", textMaxLength: 4)

    @Test(
        arguments: [
            ("12", "12"), (" 12\t", "12"), ("012", "12"), ("+5", "5"), ("1", "1"), ("99", "99"), ("100", "99+"),
            ("123456789012", "99+"), ("0", nil), ("000", nil), ("-3", nil), ("1.5", nil), ("abc", nil), ("", nil),
            ("١٢", nil),
            // Any whole number, however written or however large, compared without converting it.
            ("1e3", "99+"), ("1E2", "99+"), ("100000000000000000000000", "99+"), ("999999999999999999999", "99+"),
            ("9223372036854775808", "99+"), ("1e99999999999999999999", "99+"), (" 1e3 ", "99+"), ("2.0", "2"),
            ("1.2e1", "12"), ("99.0", "99"), ("990e-1", "99"), (".5e1", "5"), ("+1e1", "10"), ("99.5", nil),
            ("1e-3", nil), ("-0", nil), ("-1e3", nil), ("0e9", nil), ("0x10", nil), ("Infinity", nil), ("NaN", nil),
            ("1e", nil), ("1_000", nil),
        ] as [(String, String?)])
    func aNumberShowsAsItPrints(_ text: String, _ expected: String?) {
        #expect(ResolvedSheet.badgeLabel(.num(text), styles: Self.styles) == expected)
    }

    @Test(
        arguments: [
            ("New", "New"), ("Sale", "Sale"), ("Sales", "Sal…"), ("分享", "分享"), ("分享给朋友", "分享给…"), ("🇨🇳🇯🇵", "🇨🇳🇯🇵"),
            ("", nil),
        ] as [(String, String?)])
    func aTextIsCutToTheMaximum(_ text: String, _ expected: String?) {
        #expect(ResolvedSheet.badgeLabel(.text(text), styles: Self.styles) == expected)
    }
}
