import SheetTerminal
import ThemeKit

/// Draws a sheet in the theme's colours on an ANSI terminal and presents it as a keyboard picker in
/// place, like `fzf --height`. Only the theme produces escape sequences: the sheet's texts are sanitised.
package struct AnsiPresenter: ActionSheetPresenter {
    private let openTerminal: TerminalOpener

    /// `openTerminal`: tests pass pipes.
    package init(openTerminal: @escaping TerminalOpener = TerminalDevice.controlling) {
        self.openTerminal = openTerminal
    }

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let opener = openTerminal
        let request = request.fitted(asking: request.output.mayAskTerminal ? { try? opener() } : nil)
        let layout = AnsiSheetLayout(
            ResolvedSheet(request), depth: request.output.colorDepth, shortcuts: request.output.shortcuts)
        // Below the narrowest width a row would lose its label, badge or marker: say so instead.
        let width = max(1, request.output.width)
        guard width >= layout.narrowestWidth else { throw RowCut.tooNarrow(width: width, needs: layout.narrowestWidth) }
        return layout.text(width: width, cursor: nil)
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        let terminal = try (request.terminal ?? openTerminal)()
        let request = request.fitted(asking: { terminal })
        let layout = AnsiSheetLayout(
            ResolvedSheet(request), depth: request.output.colorDepth, shortcuts: request.output.shortcuts)
        var top = 0
        let labels = request.sheet.items.map(\.text)
        let output = request.output
        // A selection by label wins when exactly one item has it.
        let labelled = output.selectedLabel.map { PickerState.items(labeled: $0, in: labels) }
        let state = PickerState(
            itemCount: labels.count, selectedIndex: labelled?.count == 1 ? labelled![0] : output.selectedIndex,
            destructiveIndex: request.sheet.destructiveIndex, shortcuts: output.shortcuts,
            labels: labels, filter: output.filter, limit: output.limit,
            selectsIfOne: output.selectsIfOne)
        let picker = SheetPicker(
            state,
            // With no width asked for, the window's own: a resize wider draws wider.
            width: output.followsTerminalWidth ? OutputOptions.widths.upperBound : output.width,
            timeout: output.timeout, mouse: output.mouse
        ) { state, width, height in
            let frame = layout.frame(width: width, height: height, state: state, top: &top)
            var rows = [Int?](repeating: nil, count: frame.lines.count)
            if !frame.isTooNarrow {
                for (offset, item) in frame.shown.enumerated() { rows[frame.firstItemLine + offset] = item }
                rows[frame.cancelLine] = request.sheet.items.count
            }
            return PickerFrame(
                lines: frame.lines, cursorLine: frame.cursorLine, rowAtLine: rows, isTooNarrow: frame.isTooNarrow)
        }
        defer { terminal.restore() }
        switch try picker.run(on: terminal) {
        case .finish(let index): return .chose(index)
        case .finishSeveral(let indices): return .choseSeveral(indices)
        case .cancel: return .cancelled
        case .interrupt: throw PresentationError(.interrupted, "interrupted")
        }
    }
}
