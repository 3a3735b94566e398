package enum ThemeAppearance: String, Sendable, Hashable, CaseIterable {
    case light
    case dark

    package var opposite: ThemeAppearance { self == .light ? .dark : .light }

    /// Where black and white text have the same WCAG contrast: whichever reads better decides the side.
    package static let lightThreshold = (1.05 * 0.05).squareRoot() - 0.05

    package init(background: ThemeColor) {
        self = background.relativeLuminance > Self.lightThreshold ? .light : .dark
    }
}
