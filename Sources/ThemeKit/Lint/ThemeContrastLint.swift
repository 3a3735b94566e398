import SheetText
package enum ThemeContrastLint {
    package static let minimumRatio = 4.5

    package static let checkedRoles = ["item", "destructive", "cancel"]

    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        ThemeColors.roles.filter { checkedRoles.contains($0.key) }.compactMap { role in
            ThemeLint.contrastWarning(
                .lowContrast, role.key, theme.colors[keyPath: role.path], on: "background", theme.colors.background,
                minimum: minimumRatio, asked: "WCAG AA asks for text", change: "the background", in: file)
        }
    }

    package static func format(_ ratio: Double) -> String { ThemeLint.format(ratio, places: 2) }
}
