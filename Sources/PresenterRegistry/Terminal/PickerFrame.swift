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

    /// Creates a frame.
    package init(lines: [String], cursorLine: Int, rowAtLine: [Int?]) {
        self.lines = lines
        self.cursorLine = cursorLine
        self.rowAtLine = rowAtLine
    }
}
