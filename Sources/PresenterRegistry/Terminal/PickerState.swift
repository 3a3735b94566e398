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
    /// The destructive action a number key has reached, waiting for the same key again.
    package private(set) var confirming: Int?

    /// The actions numbered for their keys, `1` to `9`.
    package static let numberedItems = 9

    /// Creates the state.
    /// - Parameters:
    ///   - itemCount: The number of actions.
    ///   - selectedIndex: The action the cursor starts on; `nil` or outside the actions means the first.
    ///   - destructiveIndex: The destructive action, if any.
    package init(itemCount: Int, selectedIndex: Int? = nil, destructiveIndex: Int? = nil) {
        self.destructiveIndex = destructiveIndex
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
        confirming = nil
        guard let action = Self.keyBindings.first(where: { $0.keys.contains(key) })?.action else { return nil }
        switch action {
        case .suspend:
            return nil
        case .number:
            // A key typed by accident must not destroy anything: the destructive action's number
            // moves the cursor there and asks for the same key again.
            guard case .character(let character) = key, let number = character.wholeNumberValue,
                number <= itemCount
            else { return nil }
            cursor = number - 1
            if cursor == destructiveIndex, waiting != cursor {
                confirming = cursor
                return nil
            }
            return .finish(cursor)
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
}
