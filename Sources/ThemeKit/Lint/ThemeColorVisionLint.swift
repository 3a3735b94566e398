import SheetText
/// Warns when the destructive action's colour is hard to tell from an ordinary action's for
/// someone who sees colour differently (WCAG SC 1.4.1: colour must not be the only cue).
///
/// Both colours, drawn on the background, are seen as with protanopia, deuteranopia and
/// tritanopia (Machado, Oliveira and Fernandes 2009, severity 1) and in greyscale (luminance
/// only), and compared with CIEDE2000. One CIEDE2000 unit is about a just-noticeable difference
/// between large patches side by side; these are lines of text in different rows, and the
/// difference needed to tell small marks apart grows several-fold as they shrink (Stone, Szafir
/// and Setlur 2014), so the check asks for ten.
package enum ThemeColorVisionLint {
    /// The least CIEDE2000 difference between the two colours as seen.
    static let minimumDifference = 10.0

    package static func check(_ theme: Theme, file: ThemeFile) -> [Diagnostic] {
        let colors = theme.colors
        let background = colors.background
        let destructive = colors.destructive.blended(over: background)
        let item = colors.item.blended(over: background)
        guard let location = ThemeLint.location("destructive", "item", in: file) else { return [] }
        var warnings: [Diagnostic] = []
        for vision in ColorScience.Vision.allCases {
            let difference = Self.difference(destructive, item, as: vision)
            guard difference < minimumDifference else { continue }
            let nearest = ThemeLint.nearestPassing(destructive) { candidate in
                ColorScience.Vision.allCases.allSatisfy {
                    Self.difference(candidate, item, as: $0) >= minimumDifference
                }
                    && candidate.contrastRatio(over: background) >= ThemeContrastLint.minimumRatio
            }
            warnings.append(
                .warning(
                    .destructiveIndistinct,
                    "'colors.destructive' (\(colors.destructive.hex)) and 'colors.item' (\(colors.item.hex)) differ by "
                        + "CIEDE2000 \(ThemeLint.format(difference)) as seen with \(vision.rawValue), below the "
                        + "\(ThemeLint.format(minimumDifference, places: 0)) that tells them apart",
                    at: location,
                    hint: nearest.map {
                        "the nearest destructive colour of the same hue that stands apart in every check is \"\($0.hex)\""
                    } ?? "make the destructive colour much lighter or darker than the item colour"))
        }
        return warnings
    }

    /// CIEDE2000 between two opaque colours as seen with `vision`.
    static func difference(_ one: ThemeColor, _ two: ThemeColor, as vision: ColorScience.Vision) -> Double {
        let seen = { (color: ThemeColor) in
            ColorScience.lab(ColorScience.simulate(ColorScience.linear(color), vision))
        }
        return ColorScience.deltaE2000(seen(one), seen(two))
    }
}
