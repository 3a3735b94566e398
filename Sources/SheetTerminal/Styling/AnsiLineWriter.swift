import SheetText

/// Writes lines of styled text, cut to a width: how ``AnsiSheetLayout`` draws.
///
/// A line is a run of segments, each a text in an ``AnsiStyle``:
/// - a segment in the same style as the one before it shares its SGR sequence;
/// - a segment that would go past the line's width is cut to the whole grapheme clusters that fit
///   (no ellipsis: the line is being clipped, not a text), and once a segment is cut to nothing
///   the rest of the line is dropped;
/// - a line ends with a reset (`ESC [ 0 m`) and a line feed.
///
/// Every sequence switches from any style (``AnsiStyle/transition(depth:)``). Styles are registered
/// with ``style(_:)``, so each one's colour search is done once. At ``ColorDepth/none`` no escape
/// sequence is written at all.
package struct AnsiLineWriter {
    /// A style registered with ``style(_:)``: equal styles get equal identifiers.
    package struct StyleID: Equatable {
        fileprivate let index: Int
    }

    private var out: TextWriter
    let depth: ColorDepth

    /// The registered styles with their transitions; a ``StyleID`` is an index in it.
    private var styles: [(style: AnsiStyle, sequence: String)] = []

    /// The most cells the current line may take, and those it takes so far.
    private var width = 0
    private var used = 0
    /// The style of the last segment of the current line, `nil` at its start.
    private var current: StyleID?
    /// Whether a segment was cut to nothing, dropping the rest of the line.
    private var isClipped = false

    /// The lines `body` writes, each ending in a line feed.
    package static func text(depth: ColorDepth, _ body: (inout AnsiLineWriter) -> Void) -> String {
        var writer = AnsiLineWriter(out: TextWriter(), depth: depth)
        body(&writer)
        return String(decoding: writer.out.bytes, as: UTF8.self)
    }

    /// The identifier of a style (the same for equal styles), registering it the first time: its
    /// sequence is worked out then.
    package mutating func style(_ style: AnsiStyle) -> StyleID {
        if let found = styles.firstIndex(where: { $0.style == style }) { return StyleID(index: found) }
        styles.append((style, style.transition(depth: depth)))
        return StyleID(index: styles.count - 1)
    }

    /// Starts a line of at most `width` cells.
    package mutating func beginLine(width: Int) {
        self.width = width
        used = 0
        current = nil
        isClipped = false
    }

    /// Ends the line: a reset (unless at ``ColorDepth/none``) and a line feed.
    package mutating func endLine() {
        if depth == .none { out.append(ascii: UInt8(ascii: "\n")) } else { out.append("\u{1B}[0m\n") }
    }

    package mutating func write(spaces count: Int, style: StyleID) {
        guard count > 0, !isClipped,
            begin(cells: count, style: style, else: String(repeating: " ", count: count))
        else { return }
        out.append(ascii: UInt8(ascii: " "), count: count)
    }

    /// Writes a text with spaces around it, as one segment.
    package mutating func write(_ text: SafeText, leading: Int = 0, trailing: Int = 0, style: StyleID) {
        guard !isClipped else { return }
        guard text.isSimple || (leading == 0 && trailing == 0) else {
            // The spaces may join the text's clusters: the segment is measured and written whole.
            let joined = text.joined(leading: leading, trailing: trailing)
            write(joined, cells: TerminalText.width(joined), style: style)
            return
        }
        let cells = leading + text.cells + trailing
        guard leading > 0 || trailing > 0 || !text.text.isEmpty,
            begin(cells: cells, style: style, else: text.joined(leading: leading, trailing: trailing))
        else { return }
        out.append(ascii: UInt8(ascii: " "), count: leading)
        out.append(contentsOf: text.text)
        out.append(ascii: UInt8(ascii: " "), count: trailing)
    }

    /// Writes a segment of box-drawing `─`, one cell each (two when East Asian Ambiguous
    /// characters are drawn wide: then half as many, and a space for an odd cell).
    package mutating func writeRule(count: Int, style: StyleID) {
        if CellWidth.ambiguousIsWide {
            guard count > 0, !isClipped else { return }
            let rule = String(repeating: "─", count: count / 2) + (count % 2 == 1 ? " " : "")
            write(rule, cells: TerminalText.width(rule), style: style)
            return
        }
        guard count > 0, !isClipped,
            begin(cells: count, style: style, else: String(repeating: "─", count: count))
        else { return }
        for _ in 0..<count { out.append("─") }
    }

    /// Writes a text `cells` wide, not simple, as one segment.
    private mutating func write(_ text: String, cells: Int, style: StyleID) {
        guard !text.isEmpty, begin(cells: cells, style: style, else: text) else { return }
        out.append(contentsOf: text)
    }

    /// Starts a segment `cells` wide: when it fits the line, counts its cells, switches to its
    /// style and returns true for the caller to write it; else writes as much of `segment` (the
    /// whole segment as text) as fits and returns false.
    private mutating func begin(cells: Int, style: StyleID, else segment: @autoclosure () -> String) -> Bool {
        guard used + cells <= width else {
            writeCut(segment(), style: style)
            return false
        }
        used += cells
        switchStyle(to: style)
        return true
    }

    /// Writes as much of a segment as fits, or drops the rest of the line when nothing does.
    private mutating func writeCut(_ text: String, style: StyleID) {
        var piece = ""
        var cells = 0
        for character in text {
            let width = TerminalText.width(of: character)
            if used + cells + width > self.width { break }
            piece.append(character)
            cells += width
        }
        guard !piece.isEmpty else {
            isClipped = true
            return
        }
        used += TerminalText.width(piece)
        switchStyle(to: style)
        out.append(contentsOf: piece)
    }

    /// Writes the sequence for `style` unless it is the current one.
    private mutating func switchStyle(to style: StyleID) {
        guard style != current, depth != .none else { return }
        current = style
        out.append(contentsOf: styles[style.index].sequence)
    }
}
