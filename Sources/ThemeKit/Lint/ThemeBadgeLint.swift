import SheetText
/// WCAG SC 1.4.3 for the badge's text, SC 1.4.11 for its fill.
package enum ThemeBadgeLint {
    static let textRatio = 4.5
    package static let fillRatio = 3.0

    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        let colors = theme.colors
        let fill = colors.badge.blended(over: colors.background)
        return [
            ThemeLint.contrastWarning(
                .lowBadgeTextContrast, "badgeText", colors.badgeText, on: "badge", fill, minimum: textRatio,
                asked: "WCAG AA asks for text", change: "the badge's fill", in: file),
            ThemeLint.contrastWarning(
                .lowBadgeContrast, "badge", colors.badge, on: "background", colors.background, minimum: fillRatio,
                asked: "WCAG 2.2 asks for what is not text", change: "the background", in: file),
        ].compactMap { $0 }
    }
}
