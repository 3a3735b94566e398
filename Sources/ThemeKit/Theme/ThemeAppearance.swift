/// Whether a theme is made for a light or a dark surrounding: the side of a light and dark pair
/// it stands for (see `counterpart` in a theme file).
package enum ThemeAppearance: String, Sendable, Hashable, CaseIterable {
    case light
    case dark

    package var opposite: ThemeAppearance { self == .light ? .dark : .light }

    /// The relative luminance above which a background counts as light: the one at which black
    /// and white text have the same WCAG contrast on it ((L + 0.05) / 0.05 = 1.05 / (L + 0.05)),
    /// so whichever text reads better on a background decides which side it is.
    package static let lightThreshold = (1.05 * 0.05).squareRoot() - 0.05

    package init(background: ThemeColor) {
        self = background.relativeLuminance > Self.lightThreshold ? .light : .dark
    }
}
