import SheetText
import ThemeKit

package enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    case auto, always, never
}

/// Whether to use colour, and how many colours, from `--color`, the conventions people already set
/// (`NO_COLOR`, `CLICOLOR_FORCE`, `FORCE_COLOR`, `TERM`, `COLORTERM`) and whether the output is a terminal.
package enum ColorPolicy {
    /// Whether to use colour; a `nil` choice is `auto`.
    package static func isEnabled(choice: ColorChoice?, environment: [String: String], isTerminal: Bool) -> Bool {
        if choice == .always { return true }
        if choice == .never { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
            if let force = environment[name], !force.isEmpty, force != "0" { return true }
        }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }

    /// How many colours the terminal shows, assuming colour is on.
    package static func supportedDepth(environment: [String: String]) -> ColorDepth {
        if let colorTerm = environment["COLORTERM"]?.lowercased(), ["truecolor", "24bit"].contains(colorTerm) {
            return .trueColor
        }
        if let term = environment["TERM"], term.contains(text: "256color") { return .ansi256 }
        return .ansi16
    }

    package static func depth(choice: ColorChoice?, environment: [String: String], isTerminal: Bool) -> ColorDepth {
        isEnabled(choice: choice, environment: environment, isTerminal: isTerminal)
            ? supportedDepth(environment: environment) : .none
    }

    /// Whether a sheet can be redrawn in place: `TERM` is set and not `dumb`, whatever the colour settings.
    package static func cursorControl(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb"
    }

    /// The width to draw at: `--width`, else the terminal's columns, else `COLUMNS`, else 80.
    package static func width(requested: Int?, terminalColumns: Int?, environment: [String: String]) -> Int {
        if let requested, requested > 0 { return requested }
        if let terminalColumns, terminalColumns > 0 { return terminalColumns }
        let columns = environment["COLUMNS"].flatMap { DecimalNumber($0, syntax: .wholeNumber) }
        return columns?.integer(in: TerminalLimits.widths) ?? 80
    }
}
