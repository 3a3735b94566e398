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
    /// - Parameters:
    ///   - theme: The theme after `extends` is resolved.
    ///   - file: The file the theme was read from.
    /// - Returns: A warning per role below the minimum.
    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let background = theme.colors.background
        let backgroundLuminance = background.relativeLuminance
        for role in ThemeColors.roles where checkedRoles.contains(role.key) {
            let color = theme.colors[keyPath: role.path]
            let ratio = color.contrastRatio(over: background)
            guard ratio < minimumRatio else { continue }
            guard let location = ThemeLint.location(role.key, "background", in: file) else { continue }
            warnings.append(
                .warning(
                    .lowContrast,
                    "'colors.\(role.key)' (\(color.hex)) on 'colors.background' (\(background.hex)) has a contrast of "
                        + "\(format(ratio)):1, below the 4.5:1 WCAG AA asks for text",
                    at: location,
                    hint: ThemeLint.nearestPassing(color.blended(over: background)) {
                        ThemeColor.contrastRatio($0.relativeLuminance, backgroundLuminance) >= minimumRatio
                    }.map { "the nearest colour of the same hue that reaches 4.5:1 is \"\($0.hex)\"" }
                        ?? "no colour of the same hue reaches 4.5:1 here: change the background"))
        }
        return warnings
    }

    /// The ratio cut (not rounded) to two decimals, so a value just under the minimum never prints as it.
    package static func format(_ ratio: Double) -> String { ThemeLint.format(ratio, places: 2) }
}
