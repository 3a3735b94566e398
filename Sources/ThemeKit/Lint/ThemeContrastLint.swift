import SheetText
/// Warns when text would be hard to read: an action's, the destructive action's or the cancel
/// button's colour on the background below WCAG AA's 4.5:1.
package enum ThemeContrastLint {
    /// The contrast WCAG AA asks of normal-size text.
    package static let minimumRatio = 4.5

    /// The colour roles whose text is checked against the background.
    package static let checkedRoles = ["item", "destructive", "cancel"]

    /// Checks a resolved theme, reporting at the colours `file` sets.
    ///
    /// A pair is only reported when `file` sets the text colour or the background, so a theme is
    /// not blamed for what it inherited.
    /// - Returns: A warning per role below the minimum.
    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        ThemeColors.roles.filter { checkedRoles.contains($0.key) }.compactMap { role in
            ThemeLint.contrastWarning(
                .lowContrast, role.key, theme.colors[keyPath: role.path], on: "background", theme.colors.background,
                minimum: minimumRatio, asked: "WCAG AA asks for text", change: "the background", in: file)
        }
    }

    /// The ratio cut (not rounded) to two decimals, so a value just under the minimum never prints as it.
    package static func format(_ ratio: Double) -> String { ThemeLint.format(ratio, places: 2) }
}
