extension PickerState {
    package enum Action: Sendable, Hashable {
        case up, down, pageUp, pageDown, first, last, filter, toggle, choose, cancel, interrupt, number
        /// Done by ``SheetPicker``, which erases the sheet and restores the terminal first.
        case suspend
    }

    package struct KeyBinding: Sendable {
        package var action: Action
        package var keys: [Key]
        package var summary: String

        package var names: [String] {
            let aliases = KeyDecoder.controlAliases.filter { keys.contains($0.value) }.keys.sorted()
            return keys.map(\.name) + aliases.map(KeyDecoder.controlName)
        }
    }

    /// ``handle(_:)`` looks keys up here and `show --help` lists it, so help and picker cannot drift apart.
    package static let keyBindings: [KeyBinding] = [
        KeyBinding(action: .up, keys: [.up, .character("k")], summary: "up one row"),
        KeyBinding(action: .down, keys: [.down, .character("j")], summary: "down one row"),
        KeyBinding(action: .pageUp, keys: [.pageUp], summary: "up one page"),
        KeyBinding(action: .pageDown, keys: [.pageDown], summary: "down one page"),
        KeyBinding(action: .first, keys: [.home, .character("g")], summary: "the first item"),
        KeyBinding(action: .last, keys: [.end, .character("G")], summary: "the cancel button"),
        KeyBinding(
            action: .choose, keys: [.enter, .character(" ")],
            summary: "choose the row (on the cancel button: dismiss; with several choices, Enter answers them)"),
        KeyBinding(
            action: .toggle, keys: [.tab],
            summary: "with several choices: choose or unchoose the row (Space too)"),
        KeyBinding(
            action: .filter, keys: [.character("/")],
            summary: "filter the items as you type (Backspace edits; Esc stops filtering)"),
        KeyBinding(action: .cancel, keys: [.escape, .character("q"), .endOfInput], summary: "dismiss"),
        KeyBinding(action: .interrupt, keys: [.interrupt], summary: "interrupt"),
        KeyBinding(
            action: .number, keys: (1...PickerState.numberedItems).map { .character(Character("\($0)")) },
            summary: "choose the item numbered so (a destructive one: press it twice)"),
        KeyBinding(action: .suspend, keys: [.suspend], summary: "suspend (the sheet is drawn again on fg)"),
    ]

    /// The binding of a letter key in either case, as shortcuts are matched in either case.
    package static func binding(forLetter letter: Character) -> KeyBinding? {
        let cases: Set<Character> = [Character(letter.lowercased()), Character(letter.uppercased())]
        return keyBindings.first { binding in
            binding.keys.contains { key in
                guard case .character(let character) = key else { return false }
                return cases.contains(character)
            }
        }
    }

    package var hint: String {
        if let key = confirmingKey {
            return key == "click"
                ? "click it again to choose it · any other key to go on"
                : "press \(key) again to choose it · any other key to go on"
        }
        if let note { return note }
        // While filtering a space is typed into the filter: Tab chooses, as in fzf.
        let chooser = filter == nil ? "space" : "tab"
        let choose = limit > 1 ? "\(chooser) choose · enter done (\(chosen.count))" : "enter choose"
        if let filter {
            let found = nothingMatches ? "nothing matches · " : ""
            return "/\(filter)▏ · \(found)↑/↓ move · \(choose) · esc stop filtering"
        }
        let letters = shortcuts.sorted { $0.key < $1.key }.map { String($0.value.letter) }
        let pick = letters.isEmpty ? "1-9 pick" : "1-9 or " + letters.joined(separator: " ") + " pick"
        return "↑/↓ move · \(choose) · \(pick) · / filter · esc cancel"
    }
}
