/// A button of a SwiftUI-style action sheet: an action, a destructive action, or the cancel button.
///
/// ```swift
/// let sheet = try ActionSheet(title: "Unsaved changes", buttons: [
///     .cancel("Back"), .default("Save"), .destructive("Discard"),
/// ])
/// // sheet.items == ["Save", "Discard"], destructiveIndex == 1, cancelButtonText == "Back"
/// ```
public struct ActionSheetButton: Sendable, Hashable {
    /// What a button does, as SwiftUI's `ButtonRole` (with no role meaning `.default`).
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// An ordinary action.
        case `default`
        /// An action that destroys something: drawn in the theme's destructive colour.
        case destructive
        /// The button that dismisses the sheet: always drawn last.
        case cancel
    }

    /// The button's role.
    public var role: Role
    /// The button's text; `nil` only for a cancel button that leaves its label to the theme.
    public var text: String?
    /// The badge beside an action; always `.none` for the cancel button.
    public var badge: Badge

    /// Creates a button.
    /// - Parameters:
    ///   - role: What it does.
    ///   - text: Its text; `nil` for a cancel button whose label comes from the theme.
    ///   - badge: The badge beside an action.
    public init(role: Role, text: String?, badge: Badge = .none) {
        self.role = role
        self.text = text
        self.badge = role == .cancel ? .none : badge
    }

    /// An ordinary action.
    public static func `default`(_ text: String, badge: Badge = .none) -> ActionSheetButton {
        ActionSheetButton(role: .default, text: text, badge: badge)
    }

    /// A destructive action.
    public static func destructive(_ text: String, badge: Badge = .none) -> ActionSheetButton {
        ActionSheetButton(role: .destructive, text: text, badge: badge)
    }

    /// The cancel button; without text its label comes from the theme and the locale.
    public static func cancel(_ text: String? = nil) -> ActionSheetButton {
        ActionSheetButton(role: .cancel, text: text)
    }
}

/// Why buttons cannot make a sheet: an open struct, so a new reason never breaks a client's `switch`.
public struct ActionSheetBuildError: Error, Sendable, Hashable, CustomStringConvertible {
    package struct Kind: RawRepresentable, Sendable, Hashable {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }

        /// A second cancel button: a sheet has one, always last.
        package static let secondCancel = Kind(rawValue: "second-cancel")
        /// A second destructive button: a sheet has at most one.
        package static let secondDestructive = Kind(rawValue: "second-destructive")
    }

    package var kind: Kind
    /// The position of the offending button in the caller's list.
    public var buttonIndex: Int
    /// What is wrong, for a person.
    public var message: String

    package init(_ kind: Kind, buttonIndex: Int, _ message: String) {
        self.kind = kind
        self.buttonIndex = buttonIndex
        self.message = message
    }

    public var description: String { message }
}

extension ActionSheet {
    /// Creates a sheet from SwiftUI-style buttons given in any order.
    ///
    /// The cancel button, wherever it stands, is drawn last, so a reported index counts the other
    /// buttons only: ``itemIndices(of:)`` maps each button to it.
    /// - Parameters:
    ///   - title: Shown at the top.
    ///   - message: Shown under the title.
    ///   - buttons: The buttons, in any order: at most one `.cancel` and at most one `.destructive`.
    /// - Throws: ``ActionSheetBuildError`` for a second cancel or a second destructive button.
    public init(title: String? = nil, message: String? = nil, buttons: [ActionSheetButton])
        throws(ActionSheetBuildError)
    {
        var items: [ActionSheetItem] = []
        var cancelAt: Int?
        var cancelText: String?
        var destructiveAt: (button: Int, item: Int)?
        for (position, button) in buttons.enumerated() {
            switch button.role {
            case .cancel:
                if let first = cancelAt {
                    throw ActionSheetBuildError(
                        .secondCancel, buttonIndex: position,
                        "button \(position) is a second cancel button (the first is button \(first)); a sheet has one")
                }
                cancelAt = position
                cancelText = button.text
            case .destructive:
                if let first = destructiveAt {
                    throw ActionSheetBuildError(
                        .secondDestructive, buttonIndex: position,
                        "button \(position) is a second destructive button (the first is button \(first.button)); "
                            + "a sheet has at most one")
                }
                destructiveAt = (position, items.count)
                items.append(ActionSheetItem(button.text ?? "", badge: button.badge))
            case .default:
                items.append(ActionSheetItem(button.text ?? "", badge: button.badge))
            }
        }
        self.init(
            title: title, message: message, items: items, cancelButtonText: cancelText,
            destructiveIndex: destructiveAt?.item)
    }

    /// For each button, the index of the item it becomes, or `nil` for the cancel button:
    /// `itemIndices(of: [.cancel(), .default("A"), .default("B")]) == [nil, 0, 1]`.
    /// - Parameter buttons: The buttons as given to ``init(title:message:buttons:)``.
    /// - Returns: One entry per button.
    public static func itemIndices(of buttons: [ActionSheetButton]) -> [Int?] {
        var next = 0
        return buttons.map { button in
            guard button.role != .cancel else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// The position in `buttons` of the button that became item `itemIndex`, or `nil` when there is none.
    /// - Parameters:
    ///   - itemIndex: An index reported by a presenter.
    ///   - buttons: The buttons as given to ``init(title:message:buttons:)``.
    public static func buttonIndex(forItem itemIndex: Int, in buttons: [ActionSheetButton]) -> Int? {
        itemIndices(of: buttons).firstIndex { $0 == itemIndex }
    }
}
