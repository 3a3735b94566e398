/// A resolved theme: every colour, badge style and cancel label a presenter needs, nothing optional.
public struct Theme: Sendable, Hashable {
    /// The theme's name.
    public var name: String
    /// A one-line description, shown by `sheetctl themes list`.
    public var description: String?
    /// The colour of each part of the sheet.
    public var colors: ThemeColors
    /// How each badge kind is drawn.
    public var badges: BadgeStyles
    /// The cancel button's label, per locale.
    public var cancel: CancelLabels
    /// Not inherited through `extends`: a dark theme built on a light one is not light.
    package var statedAppearance: ThemeAppearance? = nil

    /// Creates a theme.
    public init(
        name: String, description: String? = nil, colors: ThemeColors, badges: BadgeStyles = BadgeStyles(),
        cancel: CancelLabels
    ) {
        self.name = name
        self.description = description
        self.colors = colors
        self.badges = badges
        self.cancel = cancel
    }

    package var appearance: ThemeAppearance {
        statedAppearance ?? ThemeAppearance(background: colors.background)
    }
}

/// The colour of each part of an action sheet.
public struct ThemeColors: Sendable, Hashable {
    /// The title's text.
    public var title: ThemeColor
    /// The message's text.
    public var message: ThemeColor
    /// An action's text, unless the request gives `itemColor`.
    public var item: ThemeColor
    /// The destructive action's text.
    public var destructive: ThemeColor
    /// The cancel button's text.
    public var cancel: ThemeColor
    /// The sheet's background.
    public var background: ThemeColor
    /// The hairlines between rows.
    public var separator: ThemeColor
    /// A badge's fill.
    public var badge: ThemeColor
    /// A badge's text.
    public var badgeText: ThemeColor

    /// Creates a full set of colours.
    public init(
        title: ThemeColor, message: ThemeColor, item: ThemeColor, destructive: ThemeColor, cancel: ThemeColor,
        background: ThemeColor, separator: ThemeColor, badge: ThemeColor, badgeText: ThemeColor
    ) {
        self.title = title
        self.message = message
        self.item = item
        self.destructive = destructive
        self.cancel = cancel
        self.background = background
        self.separator = separator
        self.badge = badge
        self.badgeText = badgeText
    }

    /// The colour roles in the order themes list them, with their keys in a theme file.
    public static let roles: [(key: String, path: WritableKeyPath<ThemeColors, ThemeColor> & Sendable)] = [
        ("title", \.title), ("message", \.message), ("item", \.item), ("destructive", \.destructive),
        ("cancel", \.cancel), ("background", \.background), ("separator", \.separator), ("badge", \.badge),
        ("badgeText", \.badgeText),
    ]
}

/// How each badge kind is drawn.
public struct BadgeStyles: Sendable, Hashable {
    /// The mark of a `point` badge.
    public var pointGlyph: String
    /// The largest number a `num` badge shows; above it, ``numOverflow``.
    public var numMax: Int
    /// What a `num` badge shows above ``numMax``.
    public var numOverflow: String
    /// The most characters a `text` badge shows before it is cut with an ellipsis.
    public var textMaxLength: Int
    /// The mark of a `more` badge.
    public var moreGlyph: String

    /// Creates badge styles: the SDK's, but the overflow label, which "..." (the more badge) would mimic.
    public init(
        pointGlyph: String = "●", numMax: Int = 99, numOverflow: String = "99+", textMaxLength: Int = 8,
        moreGlyph: String = "..."
    ) {
        self.pointGlyph = pointGlyph
        self.numMax = numMax
        self.numOverflow = numOverflow
        self.textMaxLength = textMaxLength
        self.moreGlyph = moreGlyph
    }
}

/// The cancel button's label, with translations by BCP 47 language tag.
public struct CancelLabels: Sendable, Hashable {
    /// The label when no translation matches. Setting it makes it the theme's own.
    public var label: String { didSet { labelIsBuiltIn = false } }
    /// Translations, keyed by tag as written in the theme.
    public var localized: [String: String]
    /// Then a call's platform may put its own label first.
    package var labelIsBuiltIn = false

    /// Creates labels.
    public init(label: String, localized: [String: String] = [:]) {
        self.label = label
        self.localized = localized
    }

    /// The label for a locale: the first translation along its fallback chain (`zh_TW` tries `zh-TW`,
    /// `zh-Hant-TW`, `zh-Hant`, `zh`); then ``label`` when a theme set it; then the platform's default.
    /// - Parameters:
    ///   - locale: A locale as a platform spells it, such as `zh-Hant-TW`, `zh_CN` or `zh-TW`, or `nil`.
    ///   - platformDefault: The call's platform's own label (`取消` for `my`), when known.
    public func label(for locale: String?, platformDefault: String? = nil) -> String {
        let fallback = labelIsBuiltIn ? platformDefault ?? label : label
        guard let locale, !locale.isEmpty else { return fallback }
        var table: [String: String] = [:]
        for (key, value) in localized { table[LocaleFallback.normalized(key)] = value }
        for tag in LocaleFallback.chain(locale) {
            if let found = table[tag] { return found }
        }
        return fallback
    }
}
