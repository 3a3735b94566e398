extension PickerState {
    /// What a key does in the picker.
    package enum Action: Sendable, Hashable {
        /// Up one row.
        case up
        /// Down one row.
        case down
        /// To the first action.
        case first
        /// To the cancel button.
        case last
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
        KeyBinding(action: .first, keys: [.home, .pageUp, .character("g")], summary: "the first item"),
        KeyBinding(action: .last, keys: [.end, .pageDown, .character("G")], summary: "the cancel button"),
        KeyBinding(
            action: .choose, keys: [.enter, .character(" ")],
            summary: "choose the row (on the cancel button: dismiss)"),
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
