import ThemeKit

/// How an action's row is cut to a width, the one rule of every presenter: the gutter, badge and
/// destructive marker stay whole; the label ends in `…` when cut, but keeps at least its first
/// cluster (`D…`), which says which action the row is. A narrower width is too narrow for the sheet.
package enum RowCut {
    /// All of a short label, else its first cluster and the ellipsis.
    package static func leastCells(of label: SafeText) -> Int {
        guard let first = label.text.first else { return 0 }
        return min(label.cells, TerminalText.width(of: first) + TerminalText.ellipsisCells)
    }

    /// The narrowest width a row can be drawn in, `fixed` the cells of the parts that stay whole.
    package static func needs(label: SafeText, fixed: Int) -> Int { fixed + leastCells(of: label) }

    package static func label(_ label: SafeText, room: Int) -> SafeText { label.truncated(toWidth: room) }

    package static func message(width: Int, needs: Int) -> String {
        "terminal too narrow: \(width) column\(width == 1 ? "" : "s"), needs \(needs)"
    }

    /// The longest of ever shorter forms that fits `width`, so the width it asks for is never cut.
    package static func message(fitting width: Int, needs: Int) -> String {
        let forms = [
            message(width: width, needs: needs), "too narrow: needs \(needs) columns", "too narrow, needs \(needs)",
            "needs \(needs) columns", "needs \(needs)", ">=\(needs)", "\(needs)",
        ]
        let fitting = forms.first { TerminalText.width($0) <= width } ?? forms[forms.count - 1]
        return TerminalText.truncate(fitting, toWidth: max(1, width))
    }

    package static func tooNarrow(width: Int, needs: Int) -> PresentationError {
        PresentationError(.tooNarrow, message(width: width, needs: needs))
    }
}
