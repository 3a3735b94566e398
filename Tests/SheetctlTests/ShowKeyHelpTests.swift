import PresenterRegistry
import Testing
@testable import SheetTerminal

@testable import SheetctlCLI

/// `show --help` lists the picker's keys from the table the picker acts on, and every key it
/// names does what it says when its bytes arrive from a terminal.
@Suite struct ShowKeyHelpTests {
    /// The bytes a terminal sends for each key name help uses (a letter sends itself).
    static let sequences: [String: [UInt8]] = [
        "Up": [0x1B, 0x5B, 0x41], "Down": [0x1B, 0x5B, 0x42], "Home": [0x1B, 0x5B, 0x48], "End": [0x1B, 0x5B, 0x46],
        "Page Up": [0x1B, 0x5B, 0x35, 0x7E], "Page Down": [0x1B, 0x5B, 0x36, 0x7E], "Enter": [0x0D], "Space": [0x20],
        "Esc": [0x1B], "Ctrl-C": [0x03], "Ctrl-D": [0x04], "Ctrl-P": [0x10], "Ctrl-N": [0x0E], "Ctrl-Z": [0x1A],
        "Tab": [0x09], "/": [0x2F],
    ]

    static func bytes(of name: String) -> [UInt8]? {
        sequences[name] ?? (name.count == 1 && (name.first!.isLetter || name.first!.isNumber) ? Array(name.utf8) : nil)
    }

    @Test func everyKeyHelpNamesDoesWhatHelpSays() throws {
        for binding in PickerState.keyBindings {
            #expect(!binding.names.isEmpty)
            for name in binding.names {
                let typed = try #require(Self.bytes(of: name), "no bytes known for '\(name)'")
                var decoder = KeyDecoder()
                let keys = decoder.feed(typed) + decoder.flush()
                try #require(keys.count == 1, "\(name)")
                // Four actions and the cancel button; the cursor starts on the third action.
                var state = PickerState(itemCount: 4, selectedIndex: 2)
                let outcome = state.handle(keys[0])
                switch binding.action {
                case .up: #expect(outcome == nil && state.cursor == 1, "\(name)")
                case .down: #expect(outcome == nil && state.cursor == 3, "\(name)")
                case .first: #expect(outcome == nil && state.cursor == 0, "\(name)")
                // A page of one row: the state has not been drawn.
                case .pageUp: #expect(outcome == nil && state.cursor == 1, "\(name)")
                case .pageDown: #expect(outcome == nil && state.cursor == 3, "\(name)")
                case .filter: #expect(outcome == nil && state.filter == "", "\(name)")
                case .toggle: #expect(outcome == nil && state.cursor == 2, "\(name)")
                case .last: #expect(outcome == nil && state.isOnCancel, "\(name)")
                case .choose: #expect(outcome == .finish(2), "\(name)")
                case .cancel: #expect(outcome == .cancel, "\(name)")
                case .interrupt: #expect(outcome == .interrupt, "\(name)")
                case .suspend: #expect(outcome == nil && state.cursor == 2, "\(name)")
                case .number:
                    // Items 1 to 4 are chosen by their numbers; 5 to 9 name no item.
                    let number = try #require(Int(name))
                    #expect(outcome == (number <= 4 ? .finish(number - 1) : nil), "\(name)")
                }
            }
        }
    }

    @Test func showHelpListsEveryKeyBesideWhatItDoes() {
        let help = SheetctlProcess.runInProcess(["show", "--help"]).stdout
        let lines = help.split(separator: "\n")
        for binding in PickerState.keyBindings {
            let listed = lines.contains { line in
                line.hasSuffix(binding.summary) && binding.names.allSatisfy { line.contains($0) }
            }
            #expect(listed, "\(binding.names) \(binding.summary)")
        }
        for name in ["Home", "End", "Page Up", "Page Down", "Ctrl-D"] { #expect(help.contains(name)) }
    }
}
