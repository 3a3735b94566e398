import SheetText
/// A keyboard picker over a sheet's actions and its cancel button (row ``itemCount``), without a
/// terminal. Movement stops at either end, so holding ↓ never wraps onto a destructive first action;
/// the destructive action stays shown while filtering but is never a match.
package struct PickerState: Sendable, Hashable {
    package enum Outcome: Sendable, Hashable {
        case finish(Int)
        case finishSeveral([Int])
        case cancel, interrupt
    }

    /// The cancel button not counted.
    package let itemCount: Int
    /// The destructive action, which a number key chooses only when pressed twice.
    package let destructiveIndex: Int?
    /// The row under the cursor; ``itemCount`` is the cancel button.
    package private(set) var cursor: Int
    /// The destructive action a number key, a shortcut or a click has reached, waiting for the same again.
    package private(set) var confirming: Int?
    /// The key that reached ``confirming``, as the hint names it: `3`, `d`, `click`.
    package private(set) var confirmingKey: String?
    package let shortcuts: [Int: PickerShortcut]
    private let shortcutItems: [Character: Int]
    /// The actions' labels, which the filter matches as drawn (sanitised).
    private let labels: [String]
    package private(set) var filter: String?
    /// The actions the filter keeps, in order, the destructive one always; `nil` when every action is shown.
    package private(set) var matches: [Int]?
    /// The most actions that may be chosen; above 1, Space toggles a row and Enter answers.
    package let limit: Int
    package private(set) var chosen: Set<Int> = []
    /// A note for the hint line about the last key (a choice over the limit), until the next key.
    package private(set) var note: String?
    /// How many action rows the last frame showed: a page, for Page Up and Page Down.
    package var pageRows = 1
    package let selectsIfOne: Bool

    package static let numberedItems = 9

    /// The caller checks `shortcuts` (``PickerShortcut/firstClash(_:)``); a `filter` of `""` starts filtering.
    package init(
        itemCount: Int, selectedIndex: Int? = nil, destructiveIndex: Int? = nil,
        shortcuts: [Int: PickerShortcut] = [:], labels: [String] = [], filter: String? = nil, limit: Int = 1,
        selectsIfOne: Bool = false
    ) {
        self.selectsIfOne = selectsIfOne
        self.destructiveIndex = destructiveIndex
        self.shortcuts = shortcuts.filter { (0..<itemCount).contains($0.key) }
        self.shortcutItems = Dictionary(
            self.shortcuts.map { ($0.value.letter, $0.key) }, uniquingKeysWith: { first, _ in first })
        self.itemCount = max(0, itemCount)
        self.labels = labels
        self.limit = max(1, limit)
        cursor = selectedIndex.flatMap { (0..<itemCount).contains($0) ? $0 : nil } ?? 0
        self.filter = filter
        if filter?.isEmpty == false { _ = refilter() }
    }

    package var isOnCancel: Bool { cursor == itemCount }
    package var shownCount: Int { matches?.count ?? itemCount }
    package func shownItem(_ place: Int) -> Int { matches?[place] ?? place }
    /// Whether a filter matches no action (the destructive one, always shown, is not a match).
    package var nothingMatches: Bool { matches?.allSatisfy { $0 == destructiveIndex } ?? false }
    /// The cursor's place among the rows shown; ``shownCount`` for the cancel button.
    package var place: Int {
        guard cursor < itemCount else { return shownCount }
        return matches.map { $0.firstIndex(of: cursor) ?? $0.count } ?? cursor
    }

    /// The actions with a label, canonically equivalent text being equal: one, none, or several.
    package static func items(labeled label: String, in labels: [String]) -> [Int] {
        labels.indices.filter { labels[$0] == label }
    }

    /// The one rule of every presenter that filters: case folded, canonically compared, the destructive one kept.
    package static func matching(_ filter: String, labels: [String], destructiveIndex: Int?) -> [Int] {
        let folded = filter.lowercased()
        // Sanitised here, not for every label up front: a list of 10,000 draws its first frame without it.
        return labels.indices.filter {
            $0 == destructiveIndex || TerminalText.sanitize(labels[$0]).lowercased().contains(text: folded)
        }
    }

    package mutating func handle(_ key: Key) -> Outcome? {
        let (waiting, waitingKey) = (confirming, confirmingKey)
        (confirming, confirmingKey, note) = (nil, nil, nil)
        // The confirmation says "any other key to go on": Esc goes back to the sheet, not out of it.
        if waiting != nil, key == .escape { return nil }
        if let typed = filter {
            switch key {
            case .character(let character):
                filter = typed + String(character)
                return refilter()
            case .backspace:
                filter = String(typed.dropLast())
                return refilter()
            case .escape:
                filter = nil
                matches = nil
                return nil
            default: break
            }
        }
        if limit > 1, key == .character(" ") { return toggle(cursor) }
        guard let action = Self.keyBindings.first(where: { $0.keys.contains(key) })?.action else {
            guard case .character(let character) = key, let item = shortcutItems[Character(character.lowercased())]
            else { return nil }
            return reach(item, by: String(shortcuts[item]!.letter), waiting: waiting, waitingKey: waitingKey)
        }
        switch action {
        case .suspend: return nil
        case .number:
            guard case .character(let character) = key, character.isASCII, let number = character.wholeNumberValue,
                number <= itemCount
            else { return nil }
            return reach(number - 1, by: String(character), waiting: waiting, waitingKey: waitingKey)
        case .up: move(to: place - 1)
        case .down: move(to: place + 1)
        case .pageUp: move(to: place - max(1, pageRows))
        case .pageDown: move(to: min(place + max(1, pageRows), max(place, shownCount - 1)))
        case .first: move(to: 0)
        case .last: cursor = itemCount
        case .filter: filter = ""
        case .toggle: return limit > 1 ? toggle(cursor) : nil
        case .choose:
            // A filter that leaves nothing leaves nothing to choose, the cancel button included.
            if isOnCancel { return nothingMatches ? nil : .cancel }
            guard limit > 1 else { return .finish(cursor) }
            return .finishSeveral(chosen.isEmpty ? [cursor] : chosen.sorted())
        case .cancel: return .cancel
        case .interrupt: return .interrupt
        }
        return nil
    }

    /// A click chooses a row as its number key would; the cancel button's dismisses.
    package mutating func click(_ row: Int) -> Outcome? {
        let (waiting, waitingKey) = (confirming, confirmingKey)
        (confirming, confirmingKey, note) = (nil, nil, nil)
        if row == itemCount { return .cancel }
        guard (0..<itemCount).contains(row) else { return nil }
        return reach(row, by: "click", waiting: waiting, waitingKey: waitingKey)
    }

    package mutating func wheel(down: Bool) {
        (confirming, confirmingKey) = (nil, nil)
        move(to: place + (down ? 1 : -1))
    }

    private mutating func move(to place: Int) {
        let place = max(0, min(shownCount, place))
        cursor = place == shownCount ? itemCount : shownItem(place)
    }

    /// Moves the cursor to the first match, or the cancel button when nothing matches.
    /// - Returns: The one action matched, when ``selectsIfOne`` answers it.
    private mutating func refilter() -> Outcome? {
        guard let filter, !filter.isEmpty else {
            matches = nil
            return nil
        }
        matches = Self.matching(filter, labels: labels, destructiveIndex: destructiveIndex)
        let found = matches?.filter { $0 != destructiveIndex } ?? []
        cursor = found.first ?? itemCount
        guard selectsIfOne, limit == 1, let only = found.first, found.count == 1 else { return nil }
        return .finish(only)
    }

    /// Chooses or unchooses an action, with a limit above 1; more than the limit is refused with a note.
    private mutating func toggle(_ item: Int) -> Outcome? {
        guard item < itemCount else { return nil }
        if chosen.remove(item) == nil {
            guard chosen.count < limit else {
                note = "at most \(limit) may be chosen"
                return nil
            }
            chosen.insert(item)
        }
        return nil
    }

    /// The destructive action only when the same key reaches it twice in a row: an accident destroys nothing.
    private mutating func reach(_ item: Int, by key: String, waiting: Int?, waitingKey: String?) -> Outcome? {
        cursor = item
        if item == destructiveIndex, waiting != item || waitingKey != key {
            confirming = item
            confirmingKey = key
            return nil
        }
        return limit > 1 ? toggle(item) : .finish(item)
    }
}
