extension VisibleText {
    package struct Piece: Sendable {
        /// The longest emoji sequence has ten scalars; a letter under thousands of combining marks is
        /// one cluster one cell wide, which would otherwise put any number of bytes in a few cells.
        static let maxScalars = 16
        package var text: String
        package var cells: Int

        /// The pieces of a text, joined, are the text sanitised, but for a cluster past ``maxScalars``.
        package init(_ character: Character) {
            // A cluster of the one shortcut's set is shown as it is (the start-up mark, BENCHMARKS.md).
            let alone = String(character)
            if let cells = CellWidth.ofSeparateScalars(alone) {
                text = alone
                self.cells = cells
                return
            }
            let first = character.unicodeScalars.prefix(Self.maxScalars + 1)
            if first.count > Self.maxScalars {
                text = VisibleText.sanitize(String(String.UnicodeScalarView(first.dropLast()))) + "…"
            } else {
                text = VisibleText.sanitize(String(character))
            }
            cells = VisibleText.cells(text)
        }
    }

    package static func cells(_ text: String) -> Int { text.reduce(0) { $0 + CellWidth.of($1) } }

    /// Untrusted text shown in at most `limit` cells (at least 3): sanitised whole when it fits, else
    /// its start and its end with `…` between, since a message usually says what is wrong after the
    /// value it quotes. Only the clusters shown are looked at, so a huge text costs no more than a short one.
    package static func excerpt(_ text: String, cells limit: Int) -> String {
        let limit = max(3, limit)
        // Short text of the one shortcut's set is itself and fits: none of its scalars takes more
        // cells than bytes. Every diagnostic's message and hint comes here (the start-up mark).
        if text.utf8.count <= limit, CellWidth.ofSeparateScalars(text) != nil { return text }
        var head: [(end: String.Index, piece: Piece)] = []
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let piece = Piece(text[index])
            if used + piece.cells > limit { break }
            used += piece.cells
            index = text.index(after: index)
            head.append((index, piece))
        }
        if index == text.endIndex { return head.map(\.piece.text).joined() }

        let tailRoom = limit / 3
        let headRoom = limit - tailRoom - (CellWidth.ambiguousIsWide ? 2 : 1)  // the ellipsis, East Asian Ambiguous
        while used > headRoom, let last = head.popLast() { used -= last.piece.cells }
        let headEnd = head.last?.end ?? text.startIndex
        var tail: [Piece] = []
        var tailUsed = 0
        var start = text.endIndex
        while start > headEnd {
            let before = text.index(before: start)
            let piece = Piece(text[before])
            if tailUsed + piece.cells > tailRoom { break }
            tailUsed += piece.cells
            tail.append(piece)
            start = before
        }
        return head.map(\.piece.text).joined() + "…" + tail.reversed().map(\.text).joined()
    }
}
