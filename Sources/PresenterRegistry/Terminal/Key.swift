/// A key press, decoded from the bytes a terminal sends in raw mode.
package enum Key: Sendable, Hashable {
    /// ↑ (`ESC [ A`, `ESC O A`).
    case up
    /// ↓ (`ESC [ B`, `ESC O B`).
    case down
    /// → (`ESC [ C`, `ESC O C`).
    case right
    /// ← (`ESC [ D`, `ESC O D`).
    case left
    /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`).
    case home
    /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`).
    case end
    /// Page Up (`ESC [ 5 ~`).
    case pageUp
    /// Page Down (`ESC [ 6 ~`).
    case pageDown
    /// Enter (CR or LF).
    case enter
    /// A lone Esc.
    case escape
    /// Ctrl-C (ETX, 0x03).
    case interrupt
    /// Ctrl-D (EOT, 0x04).
    case endOfInput
    /// Ctrl-Z (SUB, 0x1A): suspend, as the terminal's own SIGTSTP key would outside raw mode.
    case suspend
    /// A printable ASCII character, such as `j` or `q`.
    case character(Character)
    /// Anything else: other control bytes, unknown sequences, non-ASCII bytes.
    case unknown
}

extension Key {
    /// How help names the key: `Up`, `Page Down`, `Esc`, `Space`, `q`, `Ctrl-C`.
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
        case .interrupt: "Ctrl-C"
        case .endOfInput: "Ctrl-D"
        case .suspend: "Ctrl-Z"
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .unknown: "?"
        }
    }
}
