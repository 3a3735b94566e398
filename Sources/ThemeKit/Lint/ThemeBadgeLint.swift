import SheetText
/// Warns when a badge is hard to see or read: its text on its fill below WCAG AA's 4.5:1 for text
/// (SC 1.4.3), or its fill on the background below the 3:1 WCAG 2.2 asks of what is not text
/// (SC 1.4.11).
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
