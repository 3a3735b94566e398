import SheetText
public import ThemeKit

/// A sheet with its theme applied: the texts, colours and badge labels a presenter draws.
///
/// Every presenter draws from this one value, so the rules of colour, badge and cancel label live in one place.
public struct ResolvedSheet: Sendable, Hashable {
    /// One action as drawn.
    public struct Item: Sendable, Hashable {
        /// The index in the caller's items.
        public var index: Int
        /// The action's text, as given (not yet made safe for a terminal).
        public var text: String
        /// Whether it is the destructive action.
        public var isDestructive: Bool
        /// The colour of its text.
        public var color: ThemeColor
        /// The badge's kind, or `nil` when none is shown.
        public var badgeKind: Badge.Kind?
        /// What the badge shows: the point or more glyph, the number or its overflow, the text.
        public var badgeLabel: String?
    }

    /// The title, when given.
    public var title: String?
    /// The message, when given.
    public var message: String?
    /// The actions, in the caller's order.
    public var items: [Item]
    /// The cancel button's label.
    public var cancelLabel: String
    /// The theme's colours.
    public var colors: ThemeColors
    /// The theme's name.
    public var themeName: String

    /// Applies a theme to a sheet.
    /// - Parameters:
    ///   - sheet: The sheet.
    ///   - theme: The theme.
    ///   - locale: The locale for the cancel label, when the sheet gives none.
    ///   - platformCancelLabel: The call's platform's own cancel label, for a theme that sets none.
    ///
    /// Borrowed, since an initialiser's arguments are otherwise owned and every caller copied both.
    public init(
        _ sheet: borrowing ActionSheet, theme: borrowing Theme, locale: String?, platformCancelLabel: String? = nil
    ) {
        title = sheet.title
        message = sheet.message
        cancelLabel = sheet.cancelButtonText ?? theme.cancel.label(for: locale, platformDefault: platformCancelLabel)
        colors = theme.colors
        themeName = theme.name
        var items: [Item] = []
        items.reserveCapacity(sheet.items.count)
        // Taken once, not once an item: the badge styles hold strings, retained with every copy.
        let styles = theme.badges
        let itemColor = sheet.itemColor ?? theme.colors.item
        let destructiveColor = theme.colors.destructive
        for (index, item) in sheet.items.enumerated() {
            let destructive = index == sheet.destructiveIndex
            let label = item.badge.kind == .none ? nil : Self.badgeLabel(item.badge, styles: styles)
            items.append(
                Item(
                    index: index, text: item.text, isDestructive: destructive,
                    color: destructive ? destructiveColor : itemColor,
                    badgeKind: label == nil ? nil : item.badge.kind, badgeLabel: label))
        }
        self.items = items
    }

    /// What a badge shows, or `nil` when it shows nothing.
    ///
    /// A `num` badge's text is read as JavaScript's `Number(text)` reads it: a whole number up to the
    /// theme's maximum shows (`1.2e1` shows `12`), above it the overflow label, anything else nothing.
    public static func badgeLabel(_ badge: Badge, styles: BadgeStyles) -> String? {
        switch badge.kind {
        case .none:
            return nil
        case .point:
            return styles.pointGlyph
        case .more:
            return styles.moreGlyph
        case .num:
            guard let text = badge.text, let number = DecimalNumber(text, syntax: .text), number.isInteger,
                number > .zero
            else { return nil }
            guard let shown = number.integer(in: 1...max(1, styles.numMax)), shown <= styles.numMax else {
                return styles.numOverflow
            }
            return String(shown)
        case .text:
            guard let text = badge.text, !text.isEmpty else { return nil }
            guard text.count > styles.textMaxLength else { return text }
            return String(text.prefix(max(0, styles.textMaxLength - 1))) + "…"
        }
    }
}

extension String {
    /// Spaces and tabs only.
    func trimmingSpaces() -> String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\t" { view.removeLast() }
        return String(view)
    }
}
