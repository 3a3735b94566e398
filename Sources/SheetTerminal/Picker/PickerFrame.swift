/// What a picker draws for one state: its lines, and which picker row each one shows.
package struct PickerFrame: Sendable, Hashable {
    /// The lines, without line feeds, each at most the width asked for.
    package var lines: [String]
    /// The line of the highlighted row, where the terminal's own cursor is left (a screen reader
    /// reads what is under it).
    package var cursorLine: Int
    /// For each line, the picker row it shows (an action's index, or the item count for the
    /// cancel button), or `nil`: what a mouse click on it chooses.
    package var rowAtLine: [Int?]
    /// Whether the window was too narrow to draw the sheet, so that the lines say so instead: no
    /// key chooses an action then, as none can be seen (only the keys that dismiss work).
    package var isTooNarrow: Bool

    package init(lines: [String], cursorLine: Int, rowAtLine: [Int?], isTooNarrow: Bool = false) {
        self.lines = lines
        self.cursorLine = cursorLine
        self.rowAtLine = rowAtLine
        self.isTooNarrow = isTooNarrow
    }
}
