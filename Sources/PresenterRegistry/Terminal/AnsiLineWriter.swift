import ThemeKit

/// Writes lines of styled text, cut to a width, into one ``TextBuffer``: how ``AnsiSheetLayout``
/// draws.
///
/// A line is a run of segments, each a text in an ``AnsiStyle``:
/// - a segment in the same style as the one before it shares its SGR sequence;
/// - a segment that would go past the line's width is cut to the whole grapheme clusters that fit
///   (no ellipsis: the line is being clipped, not a text), and once a segment is cut to nothing
///   the rest of the line is dropped;
/// - a line ends with a reset (`ESC [ 0 m`) and a line feed.
///
/// Every sequence switches from any style: a reset followed by the style's own parameters
/// (``AnsiStyle/transition(depth:)``). A block uses a handful of styles, so each one's sequence
/// (a colour search at 256 and 16 colours) is worked out the first time it is used and copied
/// after that. At ``ColorDepth/none`` no escape sequence is written at all.
struct AnsiLineWriter {
    /// A segment's text: a text with spaces around it, and its width.
    struct Segment {
        /// Spaces before ``text``.
        var leading: Int
        /// The text, sanitised.
        var text: String
        /// Spaces after ``text``.
        var trailing: Int
        /// The width of the whole, measured as one piece.
        var cells: Int

        /// A run of spaces.
        /// - Parameter count: How many.
        init(spaces count: Int) {
            leading = count
            text = ""
            trailing = 0
            cells = count
        }

        /// A text with spaces around it.
        ///
        /// Simple text (``SafeText/isSimple``) keeps its spaces apart: its width adds up. Other
        /// text is joined to them and measured whole, as the line would be: a space may join a
        /// grapheme cluster of the text (a spacing mark after it, a prepended letter before it).
        /// - Parameters:
        ///   - text: The text.
        ///   - leading: Spaces before it.
        ///   - trailing: Spaces after it.
        init(_ text: SafeText, leading: Int = 0, trailing: Int = 0) {
            if text.isSimple || (leading == 0 && trailing == 0) {
                self.leading = leading
                self.text = text.text
                self.trailing = trailing
                cells = leading + text.cells + trailing
            } else {
                let joined =
                    String(repeating: " ", count: leading) + text.text + String(repeating: " ", count: trailing)
                self.leading = 0
                self.text = joined
                self.trailing = 0
                cells = TerminalText.width(joined)
            }
        }

        /// The segment as one string.
        var joined: String {
            String(repeating: " ", count: leading) + text + String(repeating: " ", count: trailing)
        }

        /// Whether it writes nothing.
        var isEmpty: Bool { leading == 0 && trailing == 0 && text.isEmpty }
    }

    /// What has been written.
    private(set) var out: TextBuffer
    /// How many colours may be used.
    let depth: ColorDepth

    /// The styles used so far, each with the range of its sequence in ``sequences``.
    private var known: [(style: AnsiStyle, range: Range<Int>)] = []
    /// The sequences of the styles in ``known``, one after another.
    private var sequences: [UInt8] = []

    /// The most cells the current line may take.
    private var width = 0
    /// The cells the current line takes so far.
    private var used = 0
    /// The style of the last segment of the current line, `nil` at its start.
    private var current: AnsiStyle?
    /// Whether a segment was cut to nothing, dropping the rest of the line.
    private var isClipped = false

    /// A writer with an empty buffer.
    /// - Parameters:
    ///   - depth: How many colours may be used.
    ///   - capacity: The bytes to make room for at first.
    init(depth: ColorDepth, capacity: Int) {
        self.depth = depth
        out = TextBuffer(capacity: capacity)
    }

    /// Starts a line.
    /// - Parameter width: The most cells it may take.
    mutating func beginLine(width: Int) {
        self.width = width
        used = 0
        current = nil
        isClipped = false
    }

    /// Ends the line: a reset (unless at ``ColorDepth/none``) and a line feed.
    mutating func endLine() {
        if depth != .none { out.append("\u{1B}[0m" as StaticString) }
        out.append(ascii: UInt8(ascii: "\n"))
    }

    /// Writes a segment.
    /// - Parameters:
    ///   - segment: The text.
    ///   - style: Its style.
    mutating func write(_ segment: Segment, style: AnsiStyle) {
        guard !segment.isEmpty, !isClipped else { return }
        guard used + segment.cells <= width else {
            writeCut(segment.joined, style: style)
            return
        }
        used += segment.cells
        switchStyle(to: style)
        out.append(ascii: UInt8(ascii: " "), count: segment.leading)
        out.append(segment.text)
        out.append(ascii: UInt8(ascii: " "), count: segment.trailing)
    }

    /// Writes a segment made of one glyph repeated.
    /// - Parameters:
    ///   - glyph: One simple scalar (``SafeText/isSimple``), one cell wide.
    ///   - count: How many times.
    ///   - style: Its style.
    mutating func write(repeating glyph: StaticString, count: Int, style: AnsiStyle) {
        guard count > 0, !isClipped else { return }
        guard used + count <= width else {
            writeCut(String(repeating: glyph.description, count: count), style: style)
            return
        }
        used += count
        switchStyle(to: style)
        for _ in 0..<count { out.append(glyph) }
    }

    /// Writes as much of a segment as fits, or drops the rest of the line when nothing does.
    private mutating func writeCut(_ text: String, style: AnsiStyle) {
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
        out.append(piece)
    }

    /// Writes the sequence for `style` unless it is the current one.
    private mutating func switchStyle(to style: AnsiStyle) {
        guard depth != .none, style != current else { return }
        current = style
        // A short list searched in order is cheaper than hashing a style.
        if let range = known.first(where: { $0.style == style })?.range {
            sequences.withUnsafeBufferPointer { out.append(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
            return
        }
        let start = out.count
        style.appendTransition(to: &out, depth: depth)
        let range = sequences.count..<sequences.count + out.count - start
        sequences.append(contentsOf: out.bytes[start...])
        known.append((style, range))
    }
}
