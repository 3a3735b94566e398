import SheetText
/// A pair is reported only when the file sets one of its colours: a theme is not blamed for what it inherits.
package enum ThemeLint {
    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        ThemeContrastLint.check(theme, file: file) + ThemeAPCALint.check(theme, file: file)
            + ThemeBadgeLint.check(theme, file: file) + ThemeColorVisionLint.check(theme, file: file)
            + ThemeBadgeLabelLint.check(theme, file: file)
    }

    static func location(_ role: String, _ other: String, in file: ThemeFile) -> SourceLocation? {
        file.values["colors.\(role)"]?.location ?? file.values["colors.\(other)"]?.location
    }

    static func contrastWarning(
        _ code: DiagnosticCode, _ role: String, _ color: ThemeColor, on ground: String, _ groundColor: ThemeColor,
        minimum: Double, asked: String, change: String, in file: ThemeFile
    ) -> Diagnostic? {
        let ratio = color.contrastRatio(over: groundColor)
        guard ratio < minimum, let location = location(role, ground, in: file) else { return nil }
        let wanted = format(minimum, places: minimum == minimum.rounded() ? 0 : 1) + ":1"
        // The ground's luminance once, not once per colour tried (the start-up mark).
        let groundLuminance = groundColor.relativeLuminance
        let nearest = nearestPassing(color.blended(over: groundColor)) {
            ThemeColor.contrastRatio($0.relativeLuminance, groundLuminance) >= minimum
        }
        return .warning(
            code,
            "'colors.\(role)' (\(color.hex)) on 'colors.\(ground)' (\(groundColor.hex)) has a contrast of "
                + "\(ThemeContrastLint.format(ratio)):1, below the \(wanted) \(asked)",
            at: location,
            hint: nearest.map { "the nearest colour of the same hue that reaches \(wanted) is \"\($0.hex)\"" }
                ?? "no colour of the same hue reaches \(wanted) here: change \(change)")
    }

    /// Cut, not rounded, so a value just under a threshold never prints as the threshold itself.
    static func format(_ value: Double, places: Int = 1) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let cut = Int((abs(value) * Double(scale)).rounded(.down))
        let sign = value < 0 && cut > 0 ? "-" : ""
        guard places > 0 else { return sign + "\(cut)" }
        let fraction = String(cut % scale)
        return sign + "\(cut / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// Lightness moves one L* unit at a time, both ways at once, so the first found is the nearest.
    static func nearestPassing(_ color: ThemeColor, passes: (ThemeColor) -> Bool) -> ThemeColor? {
        let lab = ColorScience.lab(ColorScience.linear(color))
        for step in 1...100 {
            for direction in [1.0, -1.0] {
                let lightness = lab.lightness + direction * Double(step)
                guard lightness >= 0, lightness <= 100 else { continue }
                var moved = lab
                moved.lightness = lightness
                let candidate = ColorScience.color(ColorScience.linear(moved))
                if candidate != color, passes(candidate) { return candidate }
            }
        }
        return nil
    }
}
