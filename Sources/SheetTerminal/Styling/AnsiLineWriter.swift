import SheetText
import ThemeKit

/// Writes lines of styled text, cut to a width: how ``AnsiSheetLayout`` draws.
///
/// A line is a run of segments, each a text in an ``AnsiStyle``:
/// - a segment in the same style as the one before it shares its SGR sequence;
/// - a segment that would go past the line's width is cut to the whole grapheme clusters that fit
///   (no ellipsis: the line is being clipped, not a text), and once a segment is cut to nothing
///   the rest of the line is dropped;
/// - a line ends with a reset (`ESC [ 0 m`) and a line feed.
///
/// Every sequence switches from any style: a reset followed by the style's own parameters
/// (``AnsiStyle/transition(depth:)``). Styles are registered with ``style(_:)`` before they are
/// used; a block uses a handful, so each one's sequence (a colour search at 256 and 16 colours)
/// is worked out once, when it is registered, kept on the stack, and copied after that (past
/// ``sequenceSlots`` styles, a sequence is worked out each time it is written). At
/// ``ColorDepth/none`` no escape sequence is written at all.
///
/// Everything goes through a ``TextWriter``: escape sequences, spaces and ASCII texts are written
/// as bytes; other texts (box drawing, symbols, texts in other scripts) are spliced in whole
/// (``TextWriter/append(splicing:)-(Substring)``), so their UTF-8 is not checked again.
package struct AnsiLineWriter {
    /// A style registered with ``style(_:)``: equal styles get equal identifiers.
    package struct StyleID: Equatable {
        fileprivate let index: Int
    }

    /// What has been written.
    private var out: TextWriter
    /// How many colours may be used.
    let depth: ColorDepth

    /// A registered style with its transition, kept on the stack.
    private struct Slot {
        var style: AnsiStyle
        /// The number of bytes of ``bytes`` the transition takes.
        var length: Int
        /// Room for ``SGRWriter/capacity`` bytes.
        var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    }

    /// The number of styles kept with their sequences: as many as fit in a kilobyte (14).
    static let sequenceSlots = 1024 / MemoryLayout<Slot>.stride

    /// The first styles registered; the first ``slotCount`` are initialised. A ``StyleID`` is an
    /// index, first in these, then in ``moreStyles``.
    private let slots: UnsafeMutableBufferPointer<Slot>
    /// The number of styles in ``slots``.
    private var slotCount = 0
    /// The styles registered once ``slots`` is full.
    private var moreStyles: [AnsiStyle] = []
    /// The style ``style(_:)`` returned last.
    private var last: StyleID?

    /// The most cells the current line may take.
    private var width = 0
    /// The cells the current line takes so far.
    private var used = 0
    /// The style of the last segment of the current line, `nil` at its start.
    private var current: StyleID?
    /// Whether a segment was cut to nothing, dropping the rest of the line.
    private var isClipped = false

    private init(depth: ColorDepth, out: TextWriter, slots: UnsafeMutableBufferPointer<Slot>) {
        self.depth = depth
        self.out = out
        self.slots = slots
    }

    /// Writes lines.
    /// - Parameters:
    ///   - depth: How many colours may be used.
    ///   - body: Writes the lines.
    /// - Returns: The lines, each ending in a line feed.
    package static func text(depth: ColorDepth, _ body: (inout AnsiLineWriter) -> Void) -> String {
        // The slots are scratch space on the stack: allocations of at most a kilobyte always go
        // there.
        withUnsafeTemporaryAllocation(of: Slot.self, capacity: sequenceSlots) { slots in
            TextWriter.text { out in
                var writer = AnsiLineWriter(depth: depth, out: out, slots: slots)
                body(&writer)
                // The writer wrote through its copy: that copy's count is the one that holds.
                out = writer.out
            }
        }
    }

    /// The identifier of a style, registering it the first time: its sequence is worked out then.
    /// - Parameter style: The style.
    /// - Returns: The same identifier for every style equal to it.
    package mutating func style(_ style: AnsiStyle) -> StyleID {
        // Rows in a row often ask for the same style: the last one found is tried first. Then a
        // short list searched in order is cheaper than hashing a style.
        if let last, self.style(last) == style { return last }
        var found: Int?
        for index in 0..<slotCount where slots[index].style == style {
            found = index
            break
        }
        if found == nil, let index = moreStyles.firstIndex(of: style) { found = slots.count + index }
        if let found {
            last = StyleID(index: found)
            return StyleID(index: found)
        }
        let id: StyleID
        if slotCount < slots.count {
            var slot = Slot(style: style, length: 0, bytes: (0, 0, 0, 0, 0, 0))
            if depth != .none {
                withUnsafeMutableBytes(of: &slot.bytes) { raw in
                    raw.withMemoryRebound(to: UInt8.self) { bytes in
                        var sequence = SGRWriter(into: bytes)
                        style.writeTransition(to: &sequence, depth: depth)
                        slot.length = sequence.count
                    }
                }
            }
            (slots.baseAddress! + slotCount).initialize(to: slot)
            id = StyleID(index: slotCount)
            slotCount += 1
        } else {
            moreStyles.append(style)
            id = StyleID(index: slots.count + moreStyles.count - 1)
        }
        last = id
        return id
    }

    /// The style an identifier stands for.
    private func style(_ id: StyleID) -> AnsiStyle {
        id.index < slots.count ? slots[id.index].style : moreStyles[id.index - slots.count]
    }

    /// Starts a line.
    /// - Parameter width: The most cells it may take.
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

    /// Writes spaces.
    /// - Parameters:
    ///   - count: How many.
    ///   - style: Their style.
    package mutating func write(spaces count: Int, style: StyleID) {
        guard count > 0, !isClipped,
            begin(cells: count, style: style, else: String(repeating: " ", count: count))
        else { return }
        out.append(ascii: UInt8(ascii: " "), count: count)
    }

    /// Writes a text with spaces around it, as one segment.
    /// - Parameters:
    ///   - text: The text.
    ///   - leading: Spaces before it.
    ///   - trailing: Spaces after it.
    ///   - style: Its style.
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
        if text.isASCII {
            var ascii = text.text
            ascii.withUTF8 { out.append(ascii: $0) }
        } else {
            out.append(splicing: text.text)
        }
        out.append(ascii: UInt8(ascii: " "), count: trailing)
    }

    /// Writes a segment of box-drawing `─`, one cell each (two when East Asian Ambiguous
    /// characters are drawn wide: then half as many, and a space for an odd cell).
    /// - Parameters:
    ///   - count: How many cells.
    ///   - style: Its style.
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
        var left = count
        while left > 0 {
            let glyphs = min(left, Self.ruleGlyphs)
            out.append(splicing: Self.rule[..<Self.rule.utf8.index(Self.rule.startIndex, offsetBy: 3 * glyphs)])
            left -= glyphs
        }
    }

    /// A run of `─`, which rules are cut from.
    private static let rule =
        "────────────────────────────────────────────────────────────────────────────────"
    /// The number of `─` in ``rule``.
    private static let ruleGlyphs = rule.unicodeScalars.count

    /// Writes a text `cells` wide, not simple, as one segment.
    private mutating func write(_ text: String, cells: Int, style: StyleID) {
        guard !text.isEmpty, begin(cells: cells, style: style, else: text) else { return }
        out.append(splicing: text)
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
        out.append(splicing: piece)
    }

    /// Writes the sequence for `style` unless it is the current one.
    private mutating func switchStyle(to style: StyleID) {
        guard style != current, depth != .none else { return }
        current = style
        guard style.index < slots.count else {
            // Past the slots: worked out each time.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SGRWriter.capacity) { bytes in
                var sequence = SGRWriter(into: bytes)
                self.style(style).writeTransition(to: &sequence, depth: depth)
                out.append(ascii: UnsafeBufferPointer(rebasing: bytes[..<sequence.count]))
            }
            return
        }
        let length = slots[style.index].length
        withUnsafeBytes(of: &slots[style.index].bytes) { raw in
            raw.withMemoryRebound(to: UInt8.self) { out.append(ascii: UnsafeBufferPointer(rebasing: $0[..<length])) }
        }
    }
}
