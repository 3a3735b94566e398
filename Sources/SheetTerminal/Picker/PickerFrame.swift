package struct PickerFrame: Sendable, Hashable {
    /// The lines, without line feeds, each at most the width asked for.
    package var lines: [String]
    /// Where the terminal's own cursor is left, for a screen reader to read what is under it.
    package var cursorLine: Int
    /// The picker row each line shows (the item count for the cancel button): what a click chooses.
    package var rowAtLine: [Int?]
    /// Then the lines say so, and no key chooses an action, as none can be seen.
    package var isTooNarrow: Bool

    package init(lines: [String], cursorLine: Int, rowAtLine: [Int?], isTooNarrow: Bool = false) {
        self.lines = lines
        self.cursorLine = cursorLine
        self.rowAtLine = rowAtLine
        self.isTooNarrow = isTooNarrow
    }
}
