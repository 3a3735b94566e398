import SheetText

/// Makes untrusted text safe and measurable on a terminal: ``sanitize(_:)`` shows every control and
/// invisible character visibly, and widths are in cells per grapheme cluster (``width(of:)``).
public enum TerminalText {
    /// The ellipsis that marks cut text; two cells wide when East Asian Ambiguous characters are.
    public static let ellipsis = "…"

    /// ``ellipsis`` is East Asian Ambiguous.
    static var ellipsisCells: Int { CellWidth.ambiguousIsWide ? 2 : 1 }

    /// The text with every control and invisible character shown visibly.
    /// - Parameter text: Untrusted text.
    /// - Returns: Text that is safe to write to a terminal and holds no line breaks.
    public static func sanitize(_ text: String) -> String { VisibleText.sanitize(text) }

    /// Whether a scalar may never be written raw (before the emoji exceptions of ``sanitize(_:)``).
    /// - Returns: `true` for controls, separators, format, default-ignorable and unassigned characters.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { VisibleText.needsEscape(scalar) }

    /// The terminal cells sanitised text takes: the sum of ``width(of:)`` over its grapheme clusters.
    /// - Returns: Its width in cells.
    public static func width(_ text: String) -> Int { CellWidth.ofSeparateScalars(text) ?? widthByCluster(text) }

    /// ``width(_:)`` by its rule: the sum over grapheme clusters.
    static func widthByCluster(_ text: String) -> Int { VisibleText.cells(text) }

    /// The number of terminal cells one grapheme cluster takes, as tmux draws it: the sum of its
    /// code points' widths (2 for a CJK character or an emoji picture, 0 for marks and controls).
    public static func width(of character: Character) -> Int { CellWidth.of(character) }

    /// The text cut to at most `width` cells, ending in `…` when cut.
    ///
    /// Never cuts inside a grapheme cluster: one straddling the limit is left out whole, so the result
    /// can be one cell narrower than `width` (``fit(_:toWidth:)`` pads it back).
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - width: The most cells the result may take; 0 or less gives the empty string.
    /// - Returns: The text, or a prefix of it followed by `…`.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard Self.width(text) > width else { return text }
        var out = ""
        var used = 0
        let room = width - ellipsisCells
        guard room >= 0 else { return "" }
        for character in text {
            let cells = Self.width(of: character)
            if used + cells > room { break }
            out.append(character)
            used += cells
        }
        return out + ellipsis
    }

    /// The text followed by spaces up to `width` cells; text already as wide or wider is returned as is.
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - width: The width to reach.
    /// - Returns: The padded text.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let missing = width - Self.width(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// The text cut (``truncate(_:toWidth:)``) and padded (``pad(_:toWidth:)``) to exactly `width` cells.
    /// - Parameters:
    ///   - text: Sanitised text.
    ///   - width: The exact width of the result.
    /// - Returns: Text exactly `width` cells wide (empty when `width` ≤ 0).
    public static func fit(_ text: String, toWidth width: Int) -> String {
        pad(truncate(text, toWidth: width), toWidth: width)
    }

    /// Untrusted text sanitised and cut to a width: what presenters draw.
    /// - Parameters:
    ///   - text: Untrusted text.
    ///   - width: The most cells it may take.
    /// - Returns: ``truncate(_:toWidth:)`` of ``sanitize(_:)``.
    public static func safe(_ text: String, width: Int) -> String { truncate(sanitize(text), toWidth: width) }
}
