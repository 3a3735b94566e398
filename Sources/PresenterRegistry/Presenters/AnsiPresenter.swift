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
/// Presenting draws the same block on `/dev/tty` with a cursor (`›` and reverse video) and a key
/// hint, below the prompt and in place, like `fzf --height` or `gum choose`; it erases itself on
/// the way out. See ``SheetPicker`` for the keys and how the terminal is restored.
public struct AnsiPresenter: ActionSheetPresenter {
    private let openTerminal: TerminalOpener

    /// Creates the presenter.
    /// - Parameter openTerminal: Opens the terminal to present on; the controlling terminal
    ///   `/dev/tty` by default (tests pass pipes).
    public init(openTerminal: @escaping TerminalOpener = TerminalDevice.controlling) {
        self.openTerminal = openTerminal
    }

    public func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let layout = AnsiSheetLayout(ResolvedSheet(request), depth: request.output.colorDepth)
        return layout.lines(width: request.output.width, cursor: nil).joined(separator: "\n") + "\n"
    }

    public func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
        let terminal: any TerminalIO
        do throws(PresentationError) {
            terminal = try openTerminal()
        } catch {
            delegate.fail(error)
            return
        }
        let layout = AnsiSheetLayout(ResolvedSheet(request), depth: request.output.colorDepth)
        let picker = SheetPicker(
            itemCount: request.sheet.items.count, selectedIndex: request.output.selectedIndex,
            width: request.output.width, timeout: request.output.timeout
        ) { cursor, width in
            layout.lines(width: width, cursor: cursor) + [layout.hint(width: width)]
        }
        let outcome: Result<PickerState.Outcome, PresentationError>
        do throws(PresentationError) {
            outcome = .success(try picker.run(on: terminal))
        } catch {
            outcome = .failure(error)
        }
        terminal.restore()
        switch outcome {
        case .success(.finish(let index)): delegate.finish(index: index)
        case .success(.cancel): delegate.cancel()
        case .success(.interrupt): delegate.fail(PresentationError(.interrupted, "interrupted"))
        case .failure(let error): delegate.fail(error)
        }
    }
}

/// The block ``AnsiPresenter`` draws, line by line, for a width and an optional cursor.
struct AnsiSheetLayout: Sendable {
    let sheet: ResolvedSheet
    let depth: ColorDepth
    /// The painted background, or `nil` for the terminal's own (a fully transparent theme background).
    let background: ThemeColor?
    /// What translucent colours are blended over.
    let base: ThemeColor

    private static let black = ThemeColor(red: 0, green: 0, blue: 0)
    /// The cells before an action's text: the cursor mark and a space.
    private static let gutter = 2

    init(_ sheet: ResolvedSheet, depth: ColorDepth) {
        self.sheet = sheet
        self.depth = depth
        let background = sheet.colors.background
        self.background = background.alpha == 0 ? nil : background.blended(over: Self.black)
        self.base = self.background ?? Self.black
    }

    /// A colour as the viewer sees it over the sheet.
    private func opaque(_ color: ThemeColor) -> ThemeColor { color.blended(over: base) }

    private func style(_ color: ThemeColor, bold: Bool = false, reverse: Bool = false) -> AnsiStyle {
        AnsiStyle(foreground: opaque(color), background: background, bold: bold, reverse: reverse)
    }

    private var plainStyle: AnsiStyle { AnsiStyle(background: background) }

    /// A badge's text, made safe, and at most a third of the row.
    private func pill(_ item: ResolvedSheet.Item, inner: Int) -> String? {
        guard let label = item.badgeLabel else { return nil }
        return " " + TerminalText.safe(label, width: max(1, inner / 3)) + " "
    }

    /// The width the content needs, margins included.
    func naturalWidth() -> Int {
        var widest = 0
        for text in [sheet.title, sheet.message].compactMap({ $0 }) {
            widest = max(widest, TerminalText.width(TerminalText.sanitize(text)))
        }
        for item in sheet.items {
            var cells = Self.gutter + TerminalText.width(TerminalText.sanitize(item.text))
            if let label = item.badgeLabel { cells += 3 + TerminalText.width(TerminalText.sanitize(label)) }
            widest = max(widest, cells)
        }
        widest = max(widest, Self.gutter + TerminalText.width(TerminalText.sanitize(sheet.cancelLabel)))
        return widest + 2
    }

    /// The lines of the block.
    /// - Parameters:
    ///   - width: The most cells a line may take.
    ///   - cursor: The highlighted row (an action's index, or the item count for cancel); `nil` for a preview.
    func lines(width: Int, cursor: Int?) -> [String] {
        let total = max(1, min(width, naturalWidth()))
        let inner = max(0, total - 2)
        var rows: [[(String, AnsiStyle)]] = []

        func textRow(_ text: String, _ style: AnsiStyle) -> [(String, AnsiStyle)] {
            [
                (" ", plainStyle), (TerminalText.fit(TerminalText.sanitize(text), toWidth: inner), style),
                (" ", plainStyle),
            ]
        }
        let rule = [(String(repeating: "─", count: total), style(sheet.colors.separator))]
        func separator() -> [(String, AnsiStyle)] { rule }
        func actionRow(text: String, color: ThemeColor, bold: Bool, pill: String?, row: Int) -> [(String, AnsiStyle)] {
            let selected = cursor == row
            let mark = selected ? "›" : " "
            var pillText = pill
            var room = inner - Self.gutter - (pillText.map { TerminalText.width($0) + 1 } ?? 0)
            if room < 1, pillText != nil {
                pillText = nil
                room = inner - Self.gutter
            }
            let label = TerminalText.truncate(TerminalText.sanitize(text), toWidth: room)
            var segments: [(String, AnsiStyle)] = [
                (" ", plainStyle), (mark + " ", style(color, bold: bold || selected)),
                (label, style(color, bold: bold, reverse: selected)),
            ]
            var used = Self.gutter + TerminalText.width(label)
            if let pillText {
                segments.append((" ", plainStyle))
                segments.append(
                    (
                        pillText,
                        AnsiStyle(foreground: opaque(sheet.colors.badgeText), background: opaque(sheet.colors.badge))
                    ))
                used += 1 + TerminalText.width(pillText)
            }
            segments.append((String(repeating: " ", count: max(0, inner - used)) + " ", plainStyle))
            return segments
        }

        if let title = sheet.title { rows.append(textRow(title, style(sheet.colors.title, bold: true))) }
        if let message = sheet.message { rows.append(textRow(message, style(sheet.colors.message))) }
        if !rows.isEmpty { rows.append(separator()) }
        for item in sheet.items {
            rows.append(
                actionRow(
                    text: item.text, color: item.color, bold: false, pill: pill(item, inner: inner), row: item.index))
        }
        rows.append(separator())
        rows.append(
            actionRow(
                text: sheet.cancelLabel, color: sheet.colors.cancel, bold: true, pill: nil, row: sheet.items.count))
        // A sheet uses a handful of styles; each one's sequence (a colour search at 256 and 16
        // colours) is worked out once for the whole block rather than once per segment.
        // A short list searched in order is cheaper than hashing a style.
        var transitions: [(style: AnsiStyle, sequence: String)] = []
        return rows.map { render($0, width: total, transitions: &transitions) }
    }

    /// The picker's key hint, under the block.
    func hint(width: Int) -> String {
        let text = TerminalText.truncate("↑/↓ move · enter choose · esc cancel", toWidth: max(1, width))
        return AnsiStyle(foreground: opaque(sheet.colors.title), dim: true).apply(text, depth: depth)
    }

    /// Joins a row's segments, merging neighbours of the same style and cutting to `width` cells.
    private func render(
        _ segments: [(String, AnsiStyle)], width: Int, transitions: inout [(style: AnsiStyle, sequence: String)]
    ) -> String {
        var merged: [(String, AnsiStyle)] = []
        var used = 0
        for (text, style) in segments where !text.isEmpty {
            let cells = TerminalText.width(text)
            let clipped = cells + used > width
            let piece = clipped ? cut(text, to: width - used) : text
            guard !piece.isEmpty else { break }
            used += clipped ? TerminalText.width(piece) : cells
            if let last = merged.last, last.1 == style {
                merged[merged.count - 1].0 += piece
            } else {
                merged.append((piece, style))
            }
        }
        guard depth != .none else { return merged.map(\.0).joined() }
        var line = ""
        for (text, style) in merged {
            if let known = transitions.first(where: { $0.style == style }) {
                line += known.sequence
            } else {
                let sequence = style.transition(depth: depth)
                transitions.append((style, sequence))
                line += sequence
            }
            line += text
        }
        return line + AnsiStyle.reset
    }

    /// The longest prefix of whole clusters that fits (no ellipsis: the row is being clipped, not a text).
    private func cut(_ text: String, to width: Int) -> String {
        var out = ""
        var used = 0
        for character in text {
            let cells = TerminalText.width(of: character)
            if used + cells > width { break }
            out.append(character)
            used += cells
        }
        return out
    }
}
