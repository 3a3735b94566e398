/// The contrast of one text role of a resolved theme on what it is drawn over, by both measures the
/// lints use: WCAG 2's ratio and APCA's lightness contrast, and whether it reaches what they ask.
///
/// What an editor shows beside each text colour, and what a pair's accessibility summary counts.
package struct TextContrast: Sendable, Hashable {
    /// `title`, `message`, `item`, `destructive`, `cancel` or `badgeText`.
    package var role: String
    /// `background`, or `badge` for `badgeText`.
    package var ground: String
    /// WCAG 2 contrast ratio, 1 to 21.
    package var ratio: Double
    /// APCA lightness contrast, signed (positive for dark text on light).
    package var lc: Double
    /// When a lint asks one (4.5:1 for the labels and the badge's text).
    package var minimumRatio: Double?
    package var minimumLc: Double

    package var passes: Bool {
        abs(lc) >= minimumLc && minimumRatio.map { ratio >= $0 } ?? true
    }

    /// "4.8:1 · Lc 62", with " ✗" when a threshold is not reached; values cut, never rounded up to pass.
    package var summary: String {
        "\(ThemeLint.format(ratio, places: 1)):1 · Lc \(ThemeLint.format(abs(lc), places: 0))" + (passes ? "" : " ✗")
    }

    /// The text roles ``ThemeAPCALint`` checks, in the order themes list them, each measured.
    package static func measure(_ theme: Theme) -> [TextContrast] {
        ThemeAPCALint.requirements.map { requirement in
            // As the lints measure: a translucent colour blended over what is under it.
            let (color, ground) = requirement.colors(in: theme)
            let text = color.blended(over: ground)
            let wcagChecked =
                ThemeContrastLint.checkedRoles.contains(requirement.role) || requirement.role == "badgeText"
            return TextContrast(
                role: requirement.role, ground: requirement.over, ratio: text.contrastRatio(over: ground),
                lc: ColorScience.apcaContrast(text: text, background: ground),
                minimumRatio: wcagChecked ? ThemeContrastLint.minimumRatio : nil, minimumLc: requirement.minimum)
        }
    }
}

extension TextContrast {
    /// One line on a theme's text contrast, and its counterpart's when it has one: "light: all 6
    /// text roles pass · dark: 2 of 6 below (item, cancel)".
    package static func summary(of theme: Theme, counterpart: Theme?) -> String {
        func side(_ theme: Theme) -> String {
            let measured = measure(theme)
            let failing = measured.filter { !$0.passes }.map(\.role)
            let verdict =
                failing.isEmpty
                ? "all \(measured.count) text roles pass"
                : "\(failing.count) of \(measured.count) text roles below (\(failing.joined(separator: ", ")))"
            return "\(theme.appearance.rawValue): \(verdict)"
        }
        return ([theme] + (counterpart.map { [$0] } ?? [])).map(side).joined(separator: " · ")
    }
}
