/// The state of a keyboard picker over a sheet's actions plus its cancel button, without a terminal.
///
/// Rows `0..<itemCount` are the actions in the caller's order; row `itemCount` is the cancel
/// button, always last. Movement stops at either end (no wrap-around), so holding ↓ never jumps
/// from the cancel button back onto the first, possibly destructive, action.
///
/// The keys and what they do are ``keyBindings``, the table help lists.
package struct PickerState: Sendable, Hashable {
    /// How the picker ended.
    package enum Outcome: Sendable, Hashable {
        /// An action was chosen: its index in the caller's items.
        case finish(Int)
        /// The sheet was dismissed.
        case cancel
        /// Ctrl-C.
        case interrupt
    }

    /// The number of actions (the cancel button not counted).
    package let itemCount: Int
    /// The destructive action, which a number key chooses only when pressed twice.
    package let destructiveIndex: Int?
    /// The row under the cursor; ``itemCount`` is the cancel button.
    package private(set) var cursor: Int
    /// The destructive action a number key, a shortcut or a click has reached, waiting for the
    /// same again.
    package private(set) var confirming: Int?
    /// The key that reached ``confirming``, as the hint names it: `3`, `d`, `click`.
    package private(set) var confirmingKey: String?
    /// The actions' shortcut letters, by index (see ``PickerShortcut``).
    package let shortcuts: [Int: PickerShortcut]
    /// Which action each shortcut letter chooses.
    private let shortcutItems: [Character: Int]

    /// The actions numbered for their keys, `1` to `9`.
    package static let numberedItems = 9

    /// Creates the state.
    /// - Parameters:
    ///   - itemCount: The number of actions.
    ///   - selectedIndex: The action the cursor starts on; `nil` or outside the actions means the first.
    ///   - destructiveIndex: The destructive action, if any.
    ///   - shortcuts: The actions' shortcut letters, by index; checked by the caller
    ///     (``PickerShortcut/clash(_:)``): a letter the picker acts on is never looked up.
    package init(
        itemCount: Int, selectedIndex: Int? = nil, destructiveIndex: Int? = nil,
        shortcuts: [Int: PickerShortcut] = [:]
    ) {
        self.destructiveIndex = destructiveIndex
        self.shortcuts = shortcuts.filter { (0..<itemCount).contains($0.key) }
        self.shortcutItems = Dictionary(
            self.shortcuts.map { ($0.value.letter, $0.key) }, uniquingKeysWith: { first, _ in first })
        self.itemCount = max(0, itemCount)
        if let selectedIndex, (0..<itemCount).contains(selectedIndex) {
            cursor = selectedIndex
        } else {
            cursor = 0
        }
    }

    /// Whether the cursor is on the cancel button.
    package var isOnCancel: Bool { cursor == itemCount }

    /// Applies a key.
    /// - Parameter key: The key pressed.
    /// - Returns: How the picker ended, or `nil` when it goes on.
    package mutating func handle(_ key: Key) -> Outcome? {
        let waiting = confirming
        let waitingKey = confirmingKey
        confirming = nil
        confirmingKey = nil
        guard let action = Self.keyBindings.first(where: { $0.keys.contains(key) })?.action else {
            // Not one of the picker's own keys: an action's shortcut letter, in either case.
            guard case .character(let character) = key, let item = shortcutItems[Character(character.lowercased())]
            else { return nil }
            return reach(item, by: String(shortcuts[item]!.letter), waiting: waiting, waitingKey: waitingKey)
        }
        switch action {
        case .suspend:
            return nil
        case .number:
            guard case .character(let character) = key, let number = character.wholeNumberValue,
                number <= itemCount
            else { return nil }
            return reach(number - 1, by: String(character), waiting: waiting, waitingKey: waitingKey)
        case .up:
            cursor = max(0, cursor - 1)
        case .down:
            cursor = min(itemCount, cursor + 1)
        case .first:
            cursor = 0
        case .last:
            cursor = itemCount
        case .choose:
            return isOnCancel ? .cancel : .finish(cursor)
        case .cancel:
            return .cancel
        case .interrupt:
            return .interrupt
        }
        return nil
    }

    /// A click on a row: an action is chosen as its number key chooses it (the destructive one
    /// on a second click), the cancel button dismisses.
    /// - Parameter row: The row clicked: an action's index, or ``itemCount`` for the cancel button.
    /// - Returns: How the picker ended, or `nil` when it goes on.
    package mutating func click(_ row: Int) -> Outcome? {
        let waiting = confirming
        let waitingKey = confirmingKey
        confirming = nil
        confirmingKey = nil
        if row == itemCount { return .cancel }
        guard (0..<itemCount).contains(row) else { return nil }
        return reach(row, by: "click", waiting: waiting, waitingKey: waitingKey)
    }

    /// The wheel: the cursor one row up or down, as ↑ and ↓ move it (the window follows it).
    /// - Parameter down: Whether the wheel turned down.
    package mutating func wheel(down: Bool) {
        confirming = nil
        confirmingKey = nil
        cursor = down ? min(itemCount, cursor + 1) : max(0, cursor - 1)
    }

    /// Chooses an action reached directly (a number, a shortcut, a click), but the destructive
    /// one only when the same key reaches it twice in a row: a key typed by accident must not
    /// destroy anything, so the first moves the cursor there and asks for the same key again.
    private mutating func reach(_ item: Int, by key: String, waiting: Int?, waitingKey: String?) -> Outcome? {
        cursor = item
        if item == destructiveIndex, waiting != item || waitingKey != key {
            confirming = item
            confirmingKey = key
            return nil
        }
        return .finish(item)
    }
}
