public import ThemeKit

/// An action sheet as a mini program asks for it: the SDK's `GRVActionSheetParam`, plus SwiftUI's message.
///
/// Indices (``destructiveIndex``, and what presenters report back) refer to ``items`` in the caller's order.
public struct ActionSheet: Sendable, Hashable {
    /// Shown at the top when present.
    public var title: String?
    /// Shown under the title when present (SwiftUI's `message`).
    public var message: String?
    /// The actions, in the caller's order.
    public var items: [ActionSheetItem]
    /// The actions' text colour; overrides the theme's `item` colour.
    public var itemColor: ThemeColor?
    /// The cancel button's text; `nil` leaves it to the theme (and the locale).
    public var cancelButtonText: String?
    /// The index of the destructive action: always `nil` or a valid index of ``items``.
    public private(set) var destructiveIndex: Int?

    /// Creates a sheet.
    /// - Parameters:
    ///   - title: Shown at the top.
    ///   - message: Shown under the title.
    ///   - items: The actions.
    ///   - itemColor: Overrides the theme's item colour.
    ///   - cancelButtonText: Overrides the theme's cancel label.
    ///   - destructiveIndex: The destructive action; anything outside `items` means none.
    public init(
        title: String? = nil, message: String? = nil, items: [ActionSheetItem], itemColor: ThemeColor? = nil,
        cancelButtonText: String? = nil, destructiveIndex: Int? = nil
    ) {
        self.title = title
        self.message = message
        self.items = items
        self.itemColor = itemColor
        self.cancelButtonText = cancelButtonText
        self.destructiveIndex = destructiveIndex.flatMap { items.indices.contains($0) ? $0 : nil }
    }

    /// Sets the destructive action; an index outside ``items`` means none.
    public mutating func setDestructiveIndex(_ index: Int?) {
        destructiveIndex = index.flatMap { items.indices.contains($0) ? $0 : nil }
    }
}

/// One action of a sheet.
public struct ActionSheetItem: Sendable, Hashable {
    /// The action's text.
    public var text: String
    /// The badge beside it.
    public var badge: Badge

    /// Creates an action.
    public init(_ text: String, badge: Badge = .none) {
        self.text = text
        self.badge = badge
    }
}

/// A badge beside an action, as the SDK's `GRVActionSheetBadgeType` and `badgeText`.
public struct Badge: Sendable, Hashable {
    /// The badge kinds of the SDK.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// No badge.
        case none
        /// A solid point.
        case point
        /// A point with a number.
        case num
        /// A point with text.
        case text
        /// A point with an ellipsis: more options follow.
        case more
    }

    /// The kind.
    public var kind: Kind
    /// The text of a `num` or `text` badge; ignored for the others.
    public var text: String?

    /// Creates a badge.
    public init(_ kind: Kind, text: String? = nil) {
        self.kind = kind
        self.text = text
    }

    /// No badge.
    public static let none = Badge(.none)
    /// A point.
    public static let point = Badge(.point)
    /// More options follow.
    public static let more = Badge(.more)
    /// A number badge.
    public static func num(_ text: String) -> Badge { Badge(.num, text: text) }
    /// A text badge.
    public static func text(_ text: String) -> Badge { Badge(.text, text: text) }
}
