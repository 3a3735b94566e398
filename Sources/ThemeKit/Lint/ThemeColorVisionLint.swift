import SheetText
/// WCAG SC 1.4.1. One CIEDE2000 unit is about a just-noticeable difference between large patches; for
/// rows of text it grows several-fold (Stone, Szafir and Setlur 2014), so the check asks for ten.
package enum ThemeColorVisionLint {
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

    static func difference(_ one: ThemeColor, _ two: ThemeColor, as vision: ColorScience.Vision) -> Double {
        let seen = { (color: ThemeColor) in
            ColorScience.lab(ColorScience.simulate(ColorScience.linear(color), vision))
        }
        return ColorScience.deltaE2000(seen(one), seen(two))
    }
}
