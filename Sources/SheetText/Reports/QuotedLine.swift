/// A source line as a diagnostic quotes it: shown visibly, cut to a window of at most ``width``
/// cells around the column (`…` where cut; ``lead`` cells before the column unless the line's start
/// fits with ``trail`` after it), over a marker line of `^~~` under the range. Only the clusters
/// around the column are looked at, so quoting a line of many megabytes costs no more than a short one.
struct QuotedLine {
    static let width = 100
    static let lead = 60
    static let trail = 20

    var text: String
    var marker: String

    /// Marks the range to `end` (exclusive) only when `end` is on the same line.
    init(_ line: String, from start: SourcePosition, to end: SourcePosition) {
        // A short line of printable ASCII is shown whole, a cell a byte: every diagnostic of `lint`
        // quotes its line, and walking it cluster by cluster was a twentieth of a start (sheetctl's
        // start-up mark, BENCHMARKS.md). `QuotedLineTests` hold it to the general rule below.
        let bytes = line.utf8
        guard bytes.count <= Self.width, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            self.init(clusters: line, from: start, to: end)
            return
        }
        let at = min(max(0, start.column - 1), bytes.count)
        var marked = 1
        if end.line == start.line, end.column > start.column + 1, at < bytes.count {
            marked = min(end.column - start.column, bytes.count - at)
        }
        self.init(text: line, pad: at, marked: marked)
    }

    private init(text: String, pad: Int, marked: Int) {
        self.text = text
        marker = String(repeating: " ", count: pad) + "^" + String(repeating: "~", count: marked - 1)
    }

    init(clusters line: String, from start: SourcePosition, to end: SourcePosition) {
        let scalars = line.unicodeScalars
        let caret = max(0, start.column - 1)
        // Enough scalars either side of the column to fill the window: every cluster shows as at
        // least one cell but for a mark with no base.
        let reach = 4 * Self.width
        let caretIndex = scalars.index(scalars.startIndex, offsetBy: caret, limitedBy: scalars.endIndex)
        let origin =
            scalars.index(caretIndex ?? scalars.endIndex, offsetBy: -reach, limitedBy: scalars.startIndex)
            ?? scalars.startIndex
        let limit =
            scalars.index(caretIndex ?? scalars.endIndex, offsetBy: reach, limitedBy: scalars.endIndex)
            ?? scalars.endIndex
        let cutBefore = origin > scalars.startIndex
        let cutAfter = limit < scalars.endIndex

        let window = Substring(scalars[origin..<limit])
        let rangeEnd =
            end.line == start.line && end.column > start.column + 1
            ? scalars.index(caretIndex ?? scalars.endIndex, offsetBy: end.column - start.column, limitedBy: limit)
                ?? limit : nil
        var pieces: [VisibleText.Piece] = []
        var at = pieces.count
        var through = at
        var index = window.startIndex
        var first = true
        while index < window.endIndex {
            let next = window.index(after: index)
            if let caretIndex, caretIndex >= index, caretIndex < next, first {
                at = pieces.count
                first = false
            }
            if let rangeEnd, index < rangeEnd { through = pieces.count + 1 }
            pieces.append(VisibleText.Piece(window[index]))
            index = next
        }
        if first { at = pieces.count }
        through = max(through, at + 1)

        // The clusters shown: [low, high).
        let total = pieces.reduce(0) { $0 + $1.cells }
        var low = 0
        var high = pieces.count
        if cutBefore || cutAfter || total > Self.width {
            var before = pieces[..<at].reduce(0) { $0 + $1.cells }
            // From the line's start when the column's character and what follows it fit before the closing `…`.
            let caretCells = at < pieces.count ? pieces[at].cells : 0
            var following = 0
            for piece in pieces[min(at + 1, pieces.count)...] {
                if following >= Self.trail { break }
                following += piece.cells
            }
            if cutBefore || before + caretCells + min(following, Self.trail) + 1 > Self.width {
                while low < at, 1 + before > Self.lead {
                    before -= pieces[low].cells
                    low += 1
                }
            }
            var used = (low > 0 || cutBefore ? 1 : 0) + before
            high = at
            while high < pieces.count {
                let more = high + 1 < pieces.count || cutAfter ? 1 : 0
                if used + pieces[high].cells + more > Self.width { break }
                used += pieces[high].cells
                high += 1
            }
            if high == pieces.count, !cutAfter {
                // The line ends in the window: give the room left to what comes before the column.
                while low > 0 {
                    let ellipsis = low - 1 > 0 || cutBefore ? 1 : 0
                    if used - 1 + ellipsis + pieces[low - 1].cells > Self.width { break }
                    used += pieces[low - 1].cells - 1 + ellipsis
                    low -= 1
                }
            }
        }
        let opens = low > 0 || cutBefore
        let closes = high < pieces.count || cutAfter
        let text =
            (opens ? "…" : "") + pieces[low..<high].reduce(into: "") { $0 += $1.text } + (closes ? "…" : "")
        let pad = (opens ? 1 : 0) + pieces[low..<at].reduce(0) { $0 + $1.cells }
        var marked = 1
        if rangeEnd != nil, at < high { marked = max(1, pieces[at..<min(through, high)].reduce(0) { $0 + $1.cells }) }
        self.init(text: text, pad: pad, marked: marked)
    }
}
