extension PickerState {
    /// What a key does in the picker.
    package enum Action: Sendable, Hashable {
        /// Up one row.
        case up
        /// Down one row.
        case down
        /// Up one page of the rows shown.
        case pageUp
        /// Down one page of the rows shown, to the last action at most.
        case pageDown
        /// To the first action.
        case first
        /// To the cancel button.
        case last
        /// Start filtering: the characters typed then filter the actions.
        case filter
        /// With a limit above 1: choose or unchoose the row under the cursor.
        case toggle
        /// Choose the row under the cursor.
        case choose
        /// Dismiss the sheet.
        case cancel
        /// Stop, as Ctrl-C does.
        case interrupt
        /// Choose the action of the number typed, 1 to 9 (the destructive one when typed twice).
        case number
        /// Suspend the process (the picker erases itself and restores the terminal first, and
        /// draws itself again when continued): ``SheetPicker`` does it, the state does not change.
        case suspend
    }

    /// The keys that do one action.
    package struct KeyBinding: Sendable {
        /// What they do.
        package var action: Action
        /// The keys, as ``KeyDecoder`` reads them.
        package var keys: [Key]
        /// What they do, for help.
        package var summary: String

        /// How help names the keys a person can press for it: each key's name, then the control
        /// characters the decoder reads as one of them (Ctrl-P arrives as ↑).
        package var names: [String] {
            let aliases = KeyDecoder.controlAliases.filter { keys.contains($0.value) }.keys.sorted()
            return keys.map(\.name) + aliases.map(KeyDecoder.controlName)
        }
    }

    /// Every key the picker acts on. ``handle(_:)`` looks keys up here and `sheetctl show --help`
    /// lists it, so what help says and what the picker does cannot drift apart.
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

    /// The binding of a letter key, in either case (`G` for `g`): a shortcut letter cannot be one,
    /// as shortcuts are matched in either case.
    /// - Parameter letter: A letter.
    /// - Returns: The binding of the letter or its other case, if the picker has one.
    package static func binding(forLetter letter: Character) -> KeyBinding? {
        let cases: Set<Character> = [Character(letter.lowercased()), Character(letter.uppercased())]
        return keyBindings.first { binding in
            binding.keys.contains { key in
                guard case .character(let character) = key else { return false }
                return cases.contains(character)
            }
        }
    }
}

extension PickerState {
    /// The key hint under the sheet, for this state: what the keys do now.
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
