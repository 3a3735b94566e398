import SheetText
/// Warns when a badge is hard to see or read: its text on its fill below WCAG AA's 4.5:1 for text
/// (SC 1.4.3), or its fill on the background below the 3:1 WCAG 2.2 asks of what is not text
/// (SC 1.4.11).
package enum ThemeBadgeLint {
    /// The contrast a badge's text needs on its fill.
    static let textRatio = 4.5
    /// The contrast a badge's fill needs on the background.
    package static let fillRatio = 3.0

    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let colors = theme.colors
        let fill = colors.badge.blended(over: colors.background)
        let textRatio = colors.badgeText.contrastRatio(over: fill)
        if textRatio < Self.textRatio, let location = ThemeLint.location("badgeText", "badge", in: file) {
            // The fill's luminance once, not once per colour tried (the start-up mark).
            let fillLuminance = fill.relativeLuminance
            let nearest = ThemeLint.nearestPassing(colors.badgeText.blended(over: fill)) {
                ThemeColor.contrastRatio($0.relativeLuminance, fillLuminance) >= Self.textRatio
            }
            warnings.append(
                .warning(
                    .lowBadgeTextContrast,
                    "'colors.badgeText' (\(colors.badgeText.hex)) on 'colors.badge' (\(fill.hex)) has a contrast of "
                        + "\(ThemeContrastLint.format(textRatio)):1, below the 4.5:1 WCAG AA asks for text",
                    at: location,
                    hint: nearest.map { "the nearest colour of the same hue that reaches 4.5:1 is \"\($0.hex)\"" }
                        ?? "no colour of the same hue reaches 4.5:1 here: change the badge's fill"))
        }
        let fillRatio = colors.badge.contrastRatio(over: colors.background)
        if fillRatio < Self.fillRatio, let location = ThemeLint.location("badge", "background", in: file) {
            let backgroundLuminance = colors.background.relativeLuminance
            let nearest = ThemeLint.nearestPassing(fill) {
                ThemeColor.contrastRatio($0.relativeLuminance, backgroundLuminance) >= Self.fillRatio
            }
            warnings.append(
                .warning(
                    .lowBadgeContrast,
                    "'colors.badge' (\(colors.badge.hex)) on 'colors.background' (\(colors.background.hex)) has a "
                        + "contrast of \(ThemeContrastLint.format(fillRatio)):1, below the 3:1 WCAG 2.2 asks for "
                        + "what is not text",
                    at: location,
                    hint: nearest.map { "the nearest colour of the same hue that reaches 3:1 is \"\($0.hex)\"" }
                        ?? "no colour of the same hue reaches 3:1 here: change the background"))
        }
        return warnings
    }
}
