import ThemeKit

/// A text style drawn with SGR escape sequences: the only way a presenter colours a terminal. Colours
/// are opaque here (the presenter blends them over the theme's background).
package struct AnsiStyle: Sendable, Hashable {
    /// The text and fill colours, `nil` for the terminal's own.
    package var foreground: ThemeColor?
    package var background: ThemeColor?
    package var bold: Bool
    package var dim: Bool
    /// Reverse video (SGR 7): the picker's highlighted row.
    package var reverse: Bool
    /// Underline (SGR 4): a picker item's shortcut letter.
    package var underline: Bool

    package init(
        foreground: ThemeColor? = nil, background: ThemeColor? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    package static let reset = "\u{1B}[0m"

    /// The SGR sequence that turns this style on from the reset state; empty when there is nothing to turn on.
    package func sequence(depth: ColorDepth) -> String {
        guard depth != .none else { return "" }
        let parameters = parameters(depth: depth)
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// A reset (`0`) followed by the style's own parameters, in one sequence; empty at ``ColorDepth/none``.
    package func transition(depth: ColorDepth) -> String {
        guard depth != .none else { return "" }
        return "\u{1B}[" + (["0"] + parameters(depth: depth)).joined(separator: ";") + "m"
    }

    /// The style's SGR parameters, in the order bold, dim, reverse, underline, text colour, fill colour.
    private func parameters(depth: ColorDepth) -> [String] {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if reverse { parameters.append("7") }
        if underline { parameters.append("4") }
        if let foreground { parameters.append(SGR.color(foreground, depth: depth, background: false)) }
        if let background { parameters.append(SGR.color(background, depth: depth, background: true)) }
        return parameters
    }

    /// Sanitised text in this style, followed by a reset (the text alone at ``ColorDepth/none``).
    package func apply(_ text: String, depth: ColorDepth) -> String {
        let start = sequence(depth: depth)
        return start.isEmpty ? text : start + text + Self.reset
    }
}
