public import ThemeKit

/// A text style drawn with SGR escape sequences: the only way a presenter colours a terminal.
///
/// Colours are opaque by the time they get here (``ResolvedSheet`` colours are blended over the
/// theme's background by the presenter), and are written at the output's ``ColorDepth``:
/// 24-bit as they are, 256 as the nearest of the xterm cube and grey ramp, 16 as the nearest of
/// the standard xterm colours. At ``ColorDepth/none`` a style writes nothing at all.
public struct AnsiStyle: Sendable, Hashable {
    /// The text colour, or `nil` for the terminal's own.
    public var foreground: ThemeColor?
    /// The fill colour, or `nil` for the terminal's own.
    public var background: ThemeColor?
    /// Bold (SGR 1).
    public var bold: Bool
    /// Dim (SGR 2).
    public var dim: Bool
    /// Reverse video (SGR 7): the picker's highlighted row.
    public var reverse: Bool

    /// Creates a style.
    public init(
        foreground: ThemeColor? = nil, background: ThemeColor? = nil, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
    }

    /// The sequence that resets every attribute: `ESC [ 0 m`.
    public static let reset = "\u{1B}[0m"

    /// The SGR sequence that turns this style on, starting from the reset state.
    /// - Parameter depth: How many colours may be used.
    /// - Returns: `ESC [ … m`, or the empty string at ``ColorDepth/none`` or for an empty style.
    public func sequence(depth: ColorDepth) -> String {
        guard depth != .none else { return "" }
        // Built in place: this runs for every style of every row drawn.
        var out = "\u{1B}["
        var empty = true
        func add(_ code: String) {
            if !empty { out += ";" }
            out += code
            empty = false
        }
        if bold { add("1") }
        if dim { add("2") }
        if reverse { add("7") }
        if let foreground { add(SGR.color(foreground, depth: depth, background: false)) }
        if let background { add(SGR.color(background, depth: depth, background: true)) }
        guard !empty else { return "" }
        out += "m"
        return out
    }

    /// The SGR sequence that switches to this style from any other: a reset (`0`) followed by the
    /// style's own parameters, in one sequence.
    /// - Parameter depth: How many colours may be used.
    /// - Returns: `ESC [ 0 ; … m`, or the empty string at ``ColorDepth/none``.
    public func transition(depth: ColorDepth) -> String {
        guard depth != .none else { return "" }
        let own = sequence(depth: depth)
        return own.isEmpty ? Self.reset : "\u{1B}[0;" + own.dropFirst(2)
    }

    /// The text in this style, followed by a reset.
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - depth: How many colours may be used.
    /// - Returns: The text wrapped in SGR sequences, or the text alone at ``ColorDepth/none``.
    public func apply(_ text: String, depth: ColorDepth) -> String {
        let start = sequence(depth: depth)
        return start.isEmpty ? text : start + text + Self.reset
    }
}
