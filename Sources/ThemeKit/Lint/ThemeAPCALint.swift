import SheetText
/// APCA asks Lc 75 of body text (the message) and Lc 60 of other content text (title, labels, badges).
package enum ThemeAPCALint {
    struct Requirement {
        var role: String
        var over: String
        var minimum: Double
        var reason: String

        func colors(in theme: Theme) -> (text: ThemeColor, ground: ThemeColor) {
            func color(_ key: String) -> ThemeColor {
                theme.colors[keyPath: ThemeColors.roles.first { $0.key == key }!.path]
            }
            return (color(role), color(over).blended(over: theme.colors.background))
        }
    }

    static let requirements: [Requirement] = [
        Requirement(role: "title", over: "background", minimum: 60, reason: "a title"),
        Requirement(role: "message", over: "background", minimum: 75, reason: "body text such as the message"),
        Requirement(role: "item", over: "background", minimum: 60, reason: "an action's label"),
        Requirement(role: "destructive", over: "background", minimum: 60, reason: "an action's label"),
        Requirement(role: "cancel", over: "background", minimum: 60, reason: "an action's label"),
        Requirement(role: "badgeText", over: "badge", minimum: 60, reason: "a badge's text"),
    ]

    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for requirement in requirements {
            let (text, ground) = requirement.colors(in: theme)
            let lc = ColorScience.apcaContrast(text: text.blended(over: ground), background: ground)
            guard abs(lc) < requirement.minimum,
                let location = ThemeLint.location(requirement.role, requirement.over, in: file)
            else { continue }
            let polarity = lc < 0 ? "light on dark" : "dark on light"
            // The ground's luminance once, not once per colour tried (the start-up mark).
            let groundY = ColorScience.apcaLuminance(ground)
            let nearest = ThemeLint.nearestPassing(text.blended(over: ground)) {
                abs(ColorScience.apcaContrast(text: ColorScience.apcaLuminance($0), background: groundY))
                    >= requirement.minimum
            }
            let minimum = ThemeLint.format(requirement.minimum, places: 0)
            warnings.append(
                .warning(
                    .lowAPCAContrast,
                    "'colors.\(requirement.role)' (\(text.hex)) on 'colors.\(requirement.over)' (\(ground.hex)) has an "
                        + "APCA contrast of Lc \(ThemeLint.format(abs(lc))) (\(polarity)), below the Lc \(minimum) "
                        + "asked of \(requirement.reason)",
                    at: location,
                    hint: nearest.map {
                        "the nearest colour of the same hue that reaches Lc \(minimum) is \"\($0.hex)\""
                    } ?? "no colour of the same hue reaches Lc \(minimum) here: change the \(requirement.over)"))
        }
        return warnings
    }
}
