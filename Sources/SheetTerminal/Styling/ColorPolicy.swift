import SheetText
import ThemeKit

/// What `--color` asks for.
package enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    case auto, always, never
}

/// Decides whether to use colour, and how many colours, from the `--color` choice, the conventions
/// people already set (`NO_COLOR`, `CLICOLOR_FORCE`, `FORCE_COLOR`, `TERM`, `COLORTERM`) and
/// whether the output is a terminal: pure functions, table-tested without a terminal.
package enum ColorPolicy {
    /// Whether to use colour; a `nil` choice is `auto`.
    package static func isEnabled(choice: ColorChoice?, environment: [String: String], isTerminal: Bool) -> Bool {
        switch choice ?? .auto {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
            if let force = environment[name], !force.isEmpty, force != "0" { return true }
        }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }

    /// How many colours the terminal shows, assuming colour is on.
    package static func supportedDepth(environment: [String: String]) -> ColorDepth {
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .trueColor
        default: break
        }
        if let term = environment["TERM"], term.contains(text: "256color") { return .ansi256 }
        return .ansi16
    }

    /// The colour depth to draw with: `.none` when colour is off.
    package static func depth(choice: ColorChoice?, environment: [String: String], isTerminal: Bool) -> ColorDepth {
        isEnabled(choice: choice, environment: environment, isTerminal: isTerminal)
            ? supportedDepth(environment: environment) : .none
    }

    /// Whether the terminal can move its cursor, so a sheet can be redrawn in place: `TERM` is
    /// set and is not `dumb`, whatever the colour settings.
    package static func cursorControl(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb"
    }

    /// The width to draw at: `--width`, else the terminal's columns, else `COLUMNS`, else 80.
    package static func width(requested: Int?, terminalColumns: Int?, environment: [String: String]) -> Int {
        if let requested, requested > 0 { return requested }
        if let terminalColumns, terminalColumns > 0 { return terminalColumns }
        if let text = environment["COLUMNS"],
            let columns = DecimalNumber(text, syntax: .wholeNumber)?.integer(in: TerminalLimits.widths)
        {
            return columns
        }
        return 80
    }
}
