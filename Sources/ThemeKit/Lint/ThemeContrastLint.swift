import SheetText
/// Warns when text would be hard to read: an action's, the destructive action's or the cancel
/// button's colour on the background below WCAG AA's 4.5:1.
package enum ThemeContrastLint {
    /// What WCAG AA asks of normal-size text.
    package static let minimumRatio = 4.5

    package static let checkedRoles = ["item", "destructive", "cancel"]

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
