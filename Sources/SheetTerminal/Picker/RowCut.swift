import ThemeKit

/// How an action's row is cut to a width: the one rule the plain presenter, the ANSI sheet and
/// the picker's frame share.
///
/// The number or cursor gutter before the label, and the badge and destructive marker after it,
/// stay whole; the label keeps its first cells and ends in `…` when cut, but never fewer than its
/// first cluster and the ellipsis (`D…`), which says which action the row is. A narrower width is
/// too narrow for the sheet (``tooNarrow(width:needs:)``): no row may hide which action it is.
package enum RowCut {
    /// The fewest cells the label may keep: all of it when it is short, else its first cluster and
    /// the ellipsis.
    package static func leastCells(of label: SafeText) -> Int {
        guard let first = label.text.first else { return 0 }
        return min(label.cells, TerminalText.width(of: first) + TerminalText.ellipsisCells)
    }

    /// The narrowest width a row can be drawn in, `fixed` the cells of the parts that stay whole.
    package static func needs(label: SafeText, fixed: Int) -> Int { fixed + leastCells(of: label) }

    /// The label cut to the room the fixed parts leave (at least ``leastCells(of:)`` when the width
    /// was checked).
    package static func label(_ label: SafeText, room: Int) -> SafeText { label.truncated(toWidth: room) }

    /// What presenters say when a sheet cannot be drawn in the width: how wide it is, and how wide
    /// it needs to be.
    package static func message(width: Int, needs: Int) -> String {
        "terminal too narrow: \(width) column\(width == 1 ? "" : "s"), needs \(needs)"
    }

    /// ``message(width:needs:)`` in at most `width` cells, for a picker that says it on screen:
    /// the longest of ever shorter forms that fits, so the width it asks for is never cut (down to
    /// the number alone); cut only when even that does not fit.
    package static func message(fitting width: Int, needs: Int) -> String {
        let forms = [
            message(width: width, needs: needs), "too narrow: needs \(needs) columns", "too narrow, needs \(needs)",
            "needs \(needs) columns", "needs \(needs)", ">=\(needs)", "\(needs)",
        ]
        let fitting = forms.first { TerminalText.width($0) <= width } ?? forms[forms.count - 1]
        return TerminalText.truncate(fitting, toWidth: max(1, width))
    }

    /// The error a render below the narrowest width throws.
    package static func tooNarrow(width: Int, needs: Int) -> PresentationError {
        PresentationError(.tooNarrow, message(width: width, needs: needs))
    }
}
