package enum Key: Sendable, Hashable {
    case up, down, right, left, home, end, pageUp, pageDown, enter, escape, tab, backspace, interrupt, endOfInput
    /// Ctrl-Z (SUB, 0x1A): suspend, as the terminal's own SIGTSTP key would outside raw mode.
    case suspend
    case character(Character)
    case mouse(MouseEvent)
    /// The terminal's answer to a cursor position request (`ESC [ row ; column R`), 1-based.
    case cursorPosition(row: Int, column: Int)
    /// The terminal's answer to a question (OSC, DCS, APC, device attributes), never a key: dropped.
    case reply
    case unknown

    package var name: String {
        switch self {
        case .up: "Up"
        case .down: "Down"
        case .right: "Right"
        case .left: "Left"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .interrupt: "Ctrl-C"
        case .endOfInput: "Ctrl-D"
        case .suspend: "Ctrl-Z"
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .mouse(let event): event.name
        case .cursorPosition, .reply, .unknown: "?"
        }
    }
}

/// What the mouse did, where: the terminal's cell, counted from 1 at the top-left corner.
package struct MouseEvent: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case press
        case wheelUp
        case wheelDown
        case other
    }

    package var kind: Kind
    package var column: Int
    package var row: Int

    package init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }

    var name: String {
        switch kind {
        case .press: "Click"
        case .wheelUp, .wheelDown: "Wheel"
        case .other: "?"
        }
    }

    /// Both protocols' button code (X10's less 32): the low two bits the button, 32 motion, 64 the
    /// wheel; 4, 8 and 16 are Shift, Alt and Ctrl.
    static func kind(code: Int, released: Bool) -> Kind {
        let button = code & ~0b1_1100  // modifiers do not change what the button is
        switch button {
        case 0 where !released: return .press
        case 64: return .wheelUp
        case 65: return .wheelDown
        default: return .other
        }
    }
}
