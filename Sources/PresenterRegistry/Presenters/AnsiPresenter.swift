import SheetTerminal
import ThemeKit

/// Draws a sheet with the theme's colours on an ANSI terminal, and presents it as a keyboard picker.
///
/// The sheet is a block painted in the theme's background (unless the background is fully
/// transparent), as wide as its content needs and never wider than the output:
///
/// ```
///  Share this photo            ← title, bold, in the title colour
///  Choose where to send it     ← message colour
/// ─────────────────────────────← separator colour
///    Send to a friend          ← item colour (a request's itemColor wins)
///    Messages  12              ← the badge as a pill: badge fill, badgeText letters
///    Delete photo              ← destructive colour
/// ─────────────────────────────
///    Cancel                    ← cancel colour, bold, set apart at the bottom
/// ```
///
/// Colours with alpha are blended over the background first; colours are written at the
/// request's ``OutputOptions/colorDepth``. At ``ColorDepth/none`` the layout is the same with no
/// escape sequence at all. Every text from the sheet is sanitised (``TerminalText``) and cut to
/// the width; only the theme produces escape sequences.
///
/// When the theme has a counterpart for the other appearance, the side that fits the terminal is
/// drawn (see ``AppearanceChoice`` and ``TerminalBackground``).
///
/// Presenting draws the same block on `/dev/tty` with a cursor (`›` and reverse video) and a key
/// hint, below the prompt and in place, like `fzf --height` or `gum choose`; it erases itself on
/// the way out. See ``SheetPicker`` for the keys and how the terminal is restored.
package struct AnsiPresenter: ActionSheetPresenter {
    private let openTerminal: TerminalOpener

    /// Creates the presenter.
    /// - Parameter openTerminal: Opens the terminal to present on; the controlling terminal
    ///   `/dev/tty` by default (tests pass pipes).
    package init(openTerminal: @escaping TerminalOpener = TerminalDevice.controlling) {
        self.openTerminal = openTerminal
    }

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let opener = openTerminal
        return try Self.render(
            drawn: request.fitted(asking: request.output.mayAskTerminal ? { try? opener() } : nil))
    }

    /// Renders a request whose side of a theme pair is chosen already.
    private static func render(drawn request: PresentationRequest) throws(PresentationError) -> String {
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
            // With no width asked for, the window's own: a resize wider draws wider (and a sheet
            // once too narrow is drawn).
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
