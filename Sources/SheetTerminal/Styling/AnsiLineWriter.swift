import SheetText

/// Writes lines of styled text, cut to a width: how ``AnsiSheetLayout`` draws. A segment in the
/// style of the one before shares its SGR sequence; one past the line's width is cut to the whole
/// clusters that fit (no ellipsis: the line is clipped, not a text), and once one is cut to nothing
/// the rest of the line is dropped. Every sequence switches from any style
/// (``AnsiStyle/transition(depth:)``), worked out once a style; at ``ColorDepth/none`` none is written.
package struct AnsiLineWriter {
    /// Equal styles get equal identifiers.
    package struct StyleID: Equatable {
        fileprivate let index: Int
    }

    private var out: TextWriter
    let depth: ColorDepth

    private var styles: [(style: AnsiStyle, sequence: String)] = []

    /// The most cells the current line may take, and those it takes so far.
    private var width = 0
    private var used = 0
    /// The style of the last segment of the current line, `nil` at its start.
    private var current: StyleID?
    /// Whether a segment was cut to nothing, dropping the rest of the line.
    private var isClipped = false

    package static func text(depth: ColorDepth, _ body: (inout AnsiLineWriter) -> Void) -> String {
        var writer = AnsiLineWriter(out: TextWriter(), depth: depth)
        body(&writer)
        return String(decoding: writer.out.bytes, as: UTF8.self)
    }

    /// The identifier of a style, registering it (and working out its sequence) the first time.
    package mutating func style(_ style: AnsiStyle) -> StyleID {
        if let found = styles.firstIndex(where: { $0.style == style }) { return StyleID(index: found) }
        styles.append((style, style.transition(depth: depth)))
        return StyleID(index: styles.count - 1)
    }

    package mutating func beginLine(width: Int) {
        self.width = width
        used = 0
        current = nil
        isClipped = false
    }

    package mutating func endLine() {
        if depth == .none { out.append(ascii: UInt8(ascii: "\n")) } else { out.append("\u{1B}[0m\n") }
    }

    package mutating func write(spaces count: Int, style: StyleID) {
        guard count > 0, !isClipped,
            begin(cells: count, style: style, else: String(repeating: " ", count: count))
        else { return }
        out.append(ascii: UInt8(ascii: " "), count: count)
    }

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

    /// Box-drawing `─`, a cell each; with East Asian Ambiguous wide, half as many and a space for an odd cell.
    package mutating func writeRule(count: Int, style: StyleID) {
        guard count > 0, !isClipped else { return }
        let wide = CellWidth.ambiguousIsWide
        let rule =
            wide
            ? String(repeating: "─", count: count / 2) + (count % 2 == 1 ? " " : "")
            : String(repeating: "─", count: count)
        write(rule, cells: wide ? TerminalText.width(rule) : count, style: style)
    }

    /// Writes a text `cells` wide, not simple, as one segment.
    private mutating func write(_ text: String, cells: Int, style: StyleID) {
        guard !text.isEmpty, begin(cells: cells, style: style, else: text) else { return }
        out.append(contentsOf: text)
    }

    /// True when the segment fits, for the caller to write it; else writes as much as fits of `segment`.
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

    private mutating func switchStyle(to style: StyleID) {
        guard style != current, depth != .none else { return }
        current = style
        out.append(contentsOf: styles[style.index].sequence)
    }
}
