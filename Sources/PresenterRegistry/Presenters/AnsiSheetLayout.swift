import SheetTerminal
import ThemeKit

/// The block ``AnsiPresenter`` draws; every text is sanitised and measured once, when the layout is made.
struct AnsiSheetLayout: Sendable {
    /// An action's row (the cancel button's too).
    struct Action: Sendable {
        var text: SafeText
        var badge: SafeText?
        var color: ThemeColor
        var bold: Bool
        /// The cursor value that highlights the row: the action's index, or the item count for cancel.
        var row: Int
        /// Carries ``DestructiveMarker`` without colour.
        var isDestructive = false
        /// The text cut around its underlined shortcut letter; `nil` without colour (`[D]elete` in ``text``).
        var shortcut: (before: SafeText, letter: SafeText, after: SafeText)?
    }

    struct Frame: Sendable, Hashable {
        var lines: [String]
        var cursorLine: Int
        /// The items shown, in order, the first on ``firstItemLine``.
        var shown: [Int]
        var firstItemLine: Int
        var cancelLine: Int
        /// The only line says so (``RowCut``), and no row is shown.
        var isTooNarrow = false
    }

    let depth: ColorDepth
    let colors: ThemeColors
    /// `nil` for the terminal's own (a fully transparent theme background).
    let background: ThemeColor?
    /// What translucent colours are blended over.
    let base: ThemeColor
    let title: SafeText?
    let message: SafeText?
    let items: [Action]
    let cancel: Action
    /// Margins included.
    let naturalWidth: Int
    let narrowestWidth: Int

    private static let black = ThemeColor(red: 0, green: 0, blue: 0)
    /// The cursor mark and a space.
    private static let gutter = 2
    private static let mark = SafeText("›")
    /// A chosen row's, with several choices, in the number's margin.
    private static let chosenMark = SafeText("✓")
    private static let numbers = (1...PickerState.numberedItems).map { SafeText("\($0)") }
    private static let destructiveMarker = SafeText(DestructiveMarker.text)

    init(_ sheet: ResolvedSheet, depth: ColorDepth, shortcuts: [Int: PickerShortcut] = [:]) {
        self.depth = depth
        colors = sheet.colors
        let background = sheet.colors.background
        self.background = background.alpha == 0 ? nil : background.blended(over: Self.black)
        base = self.background ?? Self.black
        title = sheet.title.map { SafeText($0) }
        message = sheet.message.map { SafeText($0) }
        var widest = max(title?.cells ?? 0, message?.cells ?? 0)
        var narrowest = 0
        var items: [Action] = []
        items.reserveCapacity(sheet.items.count)
        // Field by field: an item is never copied whole.
        for index in sheet.items.indices {
            var action = Action(
                text: SafeText(sheet.items[index].text), badge: sheet.items[index].badgeLabel.map { SafeText($0) },
                color: sheet.items[index].color, bold: false, row: sheet.items[index].index,
                isDestructive: sheet.items[index].isDestructive)
            if let shortcut = shortcuts[sheet.items[index].index],
                let parts = shortcut.parts(of: sheet.items[index].text)
            {
                if depth == .none {
                    action.text = SafeText(shortcut.bracketed(sheet.items[index].text))
                } else {
                    action.shortcut = (SafeText(parts.before), SafeText(parts.letter), SafeText(parts.after))
                }
            }
            let fixed = Self.fixedCells(action, depth: depth)
            widest = max(widest, fixed - 2 + action.text.cells)
            narrowest = max(narrowest, RowCut.needs(label: action.text, fixed: fixed))
            items.append(action)
        }
        self.items = items
        cancel = Action(
            text: SafeText(sheet.cancelLabel), badge: nil, color: sheet.colors.cancel, bold: true,
            row: sheet.items.count)
        widest = max(widest, Self.gutter + cancel.text.cells)
        naturalWidth = widest + 2
        narrowestWidth = max(narrowest, RowCut.needs(label: cancel.text, fixed: Self.fixedCells(cancel, depth: depth)))
    }

    /// The margins, the cursor gutter, the badge's pill and (without colour) the destructive marker.
    private static func fixedCells(_ action: Action, depth: ColorDepth) -> Int {
        let pill = action.badge.map { 1 + $0.cells(leading: 1, trailing: 1) } ?? 0
        let marker = action.isDestructive && depth == .none ? 1 + DestructiveMarker.cells : 0
        return 2 + gutter + pill + marker
    }

    private func opaque(_ color: ThemeColor) -> ThemeColor { color.blended(over: base) }

    private func style(_ color: ThemeColor, bold: Bool = false, reverse: Bool = false) -> AnsiStyle {
        AnsiStyle(foreground: opaque(color), background: background, bold: bold, reverse: reverse)
    }

    private var plainStyle: AnsiStyle { AnsiStyle(background: background) }

    /// `cursor`: an action's index, or the item count for cancel; `nil` for a preview.
    func text(width: Int, cursor: Int?) -> String {
        let total = max(1, min(width, naturalWidth))
        return AnsiLineWriter.text(depth: depth) { writer in
            write(into: &writer, total: total, cursor: cursor, shown: Array(items.indices), signs: nil)
        }
    }

    private var headerLines: Int {
        (title == nil ? 0 : 1) + (message == nil ? 0 : 1) + (title == nil && message == nil ? 0 : 1)
    }

    /// At most `height` lines, the cursor in view; its row says where it is ("3 of 6") for a screen reader.
    /// - Parameter top: The first place shown: kept between frames, moved only as far as the cursor needs.
    func frame(width: Int, height: Int?, state: PickerState, top: inout Int) -> Frame {
        guard width >= narrowestWidth else {
            // One line that says so, drawn again when the window grows; no row to choose blind.
            let message = RowCut.message(fitting: width, needs: narrowestWidth)
            return Frame(
                lines: [AnsiStyle(foreground: opaque(colors.title)).apply(message, depth: depth)], cursorLine: 0,
                shown: [], firstItemLine: 0, cancelLine: 0, isTooNarrow: true)
        }
        let count = state.shownCount
        let place = state.place
        // Room for the longest words the cursor's row may carry, when the terminal has it.
        let position = Self.position(
            count, of: count, destructive: state.destructiveIndex != nil, chosen: state.limit > 1 ? false : nil)
        var total = max(1, min(width, naturalWidth + 1 + position.count))
        let fixed = headerLines + 3  // the separator, the cancel button and the hint
        var rows = max(1, count)  // a filter that leaves nothing says so on a row of its own
        var signs: (above: Int, below: Int)?
        if let height, rows > height - fixed {
            rows = max(1, height - fixed - 2)
            if place < count {
                if place < top { top = place }
                if place >= top + rows { top = place - rows + 1 }
            }
            top = max(0, min(top, count - rows))
            signs = (top, count - top - rows)
            // Wide enough for the longer sign, "↓ 123 more", when the terminal is.
            total = max(1, min(width, max(total, 2 + "\(count) more".count + 2)))
        } else {
            top = 0
        }
        let shown = (top..<min(count, top + rows)).map(state.shownItem)
        let text = AnsiLineWriter.text(depth: depth) { writer in
            write(into: &writer, total: total, cursor: state.cursor, shown: shown, signs: signs, state: state)
        }
        // No line holds a line feed of its own (texts are sanitised); the last piece follows the last one.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        lines.append(self.hint(state.hint, width: width))
        let firstItemLine = headerLines + (signs == nil ? 0 : 1)
        let cancelLine = lines.count - 2
        let cursorLine = place >= count ? cancelLine : firstItemLine + place - top
        if depth == .none {
            // No colour is not no cue: the highlighted row is drawn in reverse video.
            lines[cursorLine] = "\u{1B}[7m" + lines[cursorLine] + "\u{1B}[27m"
        }
        return Frame(
            lines: lines, cursorLine: cursorLine, shown: shown, firstItemLine: firstItemLine, cancelLine: cancelLine)
    }

    private static func position(_ place: Int, of count: Int, destructive: Bool, chosen: Bool?) -> String {
        "\(place) of \(count)" + (destructive ? ", destructive" : "")
            + (chosen.map { $0 ? ", chosen" : ", not chosen" } ?? "")
    }

    func hint(_ text: String, width: Int) -> String {
        let text = TerminalText.truncate(text, toWidth: max(1, width))
        return AnsiStyle(foreground: opaque(colors.title), dim: true).apply(text, depth: depth)
    }

    private func write(
        into writer: inout AnsiLineWriter, total: Int, cursor: Int?, shown: [Int],
        signs: (above: Int, below: Int)?, state: PickerState? = nil
    ) {
        // The number keys' margin, but while a filter takes the digits; several choices mark theirs.
        let numbered = state != nil && state?.filter == nil
        let number = writer.style(AnsiStyle(foreground: opaque(colors.title), background: background, dim: true))
        let inner = max(0, total - 2)
        let plain = writer.style(plainStyle)
        let badge = writer.style(AnsiStyle(foreground: opaque(colors.badgeText), background: opaque(colors.badge)))
        let rule = writer.style(style(colors.separator))

        func textRow(_ text: SafeText, _ style: AnsiLineWriter.StyleID) {
            writer.beginLine(width: total)
            writer.write(spaces: 1, style: plain)
            let shown = text.truncated(toWidth: inner)
            writer.write(shown, trailing: max(0, inner - shown.cells), style: style)
            writer.write(spaces: 1, style: plain)
            writer.endLine()
        }
        func separator() {
            writer.beginLine(width: total)
            writer.writeRule(count: total, style: rule)
            writer.endLine()
        }
        func actionRow(_ action: Action) {
            let selected = cursor == action.row
            // The badge's pill and the marker stay whole; the label is cut (``RowCut``).
            let pill = action.badge
            let pillCells = pill?.cells(leading: 1, trailing: 1) ?? 0
            let marker = action.isDestructive && depth == .none
            let markerCells = marker ? 1 + DestructiveMarker.cells : 0
            var room = total - Self.fixedCells(action, depth: depth)
            // The cursor's row says where it is, when the label keeps what it must beside the words.
            var words: SafeText?
            if selected, action.row < items.count, let state {
                let text = Self.position(
                    state.place + 1, of: state.shownCount, destructive: action.isDestructive,
                    chosen: state.limit > 1 ? state.chosen.contains(action.row) : nil)
                if room - 1 - text.count >= RowCut.leastCells(of: action.text) {
                    words = SafeText(text)
                    room -= 1 + text.count
                }
            }
            let label = RowCut.label(action.text, room: room)
            let markStyle = writer.style(style(action.color, bold: action.bold || selected))
            let labelStyle =
                selected ? writer.style(style(action.color, bold: action.bold, reverse: true)) : markStyle

            writer.beginLine(width: total)
            if state?.chosen.contains(action.row) == true {
                writer.write(Self.chosenMark, style: markStyle)
            } else if numbered, action.row < items.count, action.row < PickerState.numberedItems {
                // The key that chooses it, in the margin.
                writer.write(Self.numbers[action.row], style: number)
            } else {
                writer.write(spaces: 1, style: plain)
            }
            if selected {
                writer.write(Self.mark, trailing: 1, style: markStyle)
            } else {
                writer.write(spaces: 2, style: markStyle)
            }
            if let parts = action.shortcut, label.cells == action.text.cells {
                // Whole, so the letter is where it was marked; a cut label is drawn as it is.
                var underlined =
                    selected
                    ? style(action.color, bold: action.bold, reverse: true)
                    : style(action.color, bold: action.bold || selected)
                underlined.underline = true
                writer.write(parts.before, style: labelStyle)
                writer.write(parts.letter, style: writer.style(underlined))
                writer.write(parts.after, style: labelStyle)
            } else {
                writer.write(label, style: labelStyle)
            }
            var used = Self.gutter + label.cells
            if let pill {
                writer.write(spaces: 1, style: plain)
                writer.write(pill, leading: 1, trailing: 1, style: badge)
                used += 1 + pillCells
            }
            if marker {
                writer.write(Self.destructiveMarker, leading: 1, style: markStyle)
                used += markerCells
            }
            if let words {
                writer.write(spaces: max(1, inner - used - words.cells), style: plain)
                writer.write(words, style: number)
                used = inner
            }
            writer.write(spaces: max(0, inner - used) + 1, style: plain)
            writer.endLine()
        }
        func sign(_ arrow: String, _ count: Int) {
            textRow(count > 0 ? SafeText("\(arrow) \(count) more") : arrow.count > 1 ? SafeText(arrow) : .empty, number)
        }

        if let title { textRow(title, writer.style(style(colors.title, bold: true))) }
        if let message { textRow(message, writer.style(style(colors.message))) }
        if title != nil || message != nil { separator() }
        if let signs { sign("↑", signs.above) }
        for index in shown { actionRow(items[index]) }
        if state?.nothingMatches == true { sign("no item matches", 0) }
        if let signs { sign("↓", signs.below) }
        separator()
        actionRow(cancel)
    }
}
