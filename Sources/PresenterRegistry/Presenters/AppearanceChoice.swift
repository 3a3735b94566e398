import SheetTerminal
import ThemeKit

/// Which side of a light and dark theme pair a presenter draws with (`--appearance`).
package enum AppearanceChoice: String, Sendable, Hashable, CaseIterable {
    case light
    case dark
    /// The terminal's background (asked with OSC 11), else `COLORFGBG`, else the theme as named.
    case auto

    /// `nil` for `auto`, which has no appearance of that name.
    package var fixed: ThemeAppearance? { ThemeAppearance(rawValue: rawValue) }
}

extension PresentationRequest {
    /// The request with the side of its theme's pair that has `appearance` as its theme.
    package func drawn(in appearance: ThemeAppearance?) -> PresentationRequest {
        guard let appearance, let counterpart, theme.appearance != appearance, counterpart.appearance == appearance
        else { return self }
        var swapped = self
        swapped.theme = counterpart
        swapped.counterpart = theme
        return swapped
    }

    /// Asks the terminal only when the theme has a counterpart and the choice is ``AppearanceChoice/auto``.
    /// - Parameter terminal: `nil` when none may be asked.
    package func fitted(asking terminal: (() -> (TerminalDevice)?)?) -> PresentationRequest {
        guard counterpart != nil else { return self }
        let wanted =
            output.appearance.fixed
            ?? TerminalBackground.appearance(asking: terminal, colorFGBG: output.colorFGBG)
        return drawn(in: wanted)
    }
}
