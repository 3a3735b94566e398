package struct TextContrast: Sendable, Hashable {
    package var role: String
    package var ground: String
    package var ratio: Double
    /// APCA, positive for dark text on light.
    package var lc: Double
    /// When a lint asks one (4.5:1 for the labels and the badge's text).
    package var minimumRatio: Double?
    package var minimumLc: Double

    package var passes: Bool {
        abs(lc) >= minimumLc && minimumRatio.map { ratio >= $0 } ?? true
    }

    package var summary: String {
        "\(ThemeLint.format(ratio, places: 1)):1 · Lc \(ThemeLint.format(abs(lc), places: 0))" + (passes ? "" : " ✗")
    }

    package static func measure(_ theme: Theme) -> [TextContrast] {
        ThemeAPCALint.requirements.map { requirement in
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
