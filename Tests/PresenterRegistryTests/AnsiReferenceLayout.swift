import ThemeKit
@testable import SheetTerminal

@testable import PresenterRegistry

/// The ANSI block as it was first written, a row at a time from arrays of `(String, AnsiStyle)`
/// segments and SGR sequences built as strings: the specification ``AnsiSheetLayout`` and
/// ``AnsiLineWriter`` are checked against, byte for byte, at every width and cursor.
struct AnsiReferenceLayout {
    let sheet: ResolvedSheet
    let depth: ColorDepth
    let background: ThemeColor?
    let base: ThemeColor

    private static let black = ThemeColor(red: 0, green: 0, blue: 0)
    private static let gutter = 2

    init(_ sheet: ResolvedSheet, depth: ColorDepth) {
        self.sheet = sheet
        self.depth = depth
        let background = sheet.colors.background
        self.background = background.alpha == 0 ? nil : background.blended(over: Self.black)
        self.base = self.background ?? Self.black
    }

    /// The SGR parameters of a colour, built as a string.
    static func color(_ color: ThemeColor, depth: ColorDepth, background: Bool) -> String {
        switch depth {
        case .none, .ansi16:
            let index = SGR.nearest16(color)
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            return String(base + index % 8)
        case .ansi256:
            return (background ? "48;5;" : "38;5;") + String(SGR.nearest256(color))
        case .trueColor:
            return (background ? "48;2;" : "38;2;") + "\(color.red);\(color.green);\(color.blue)"
        }
    }

    /// A style's sequence from the reset state, built as a string.
    static func sequence(_ style: AnsiStyle, depth: ColorDepth) -> String {
        guard depth != .none else { return "" }
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.reverse { codes.append("7") }
        if let foreground = style.foreground { codes.append(color(foreground, depth: depth, background: false)) }
        if let background = style.background { codes.append(color(background, depth: depth, background: true)) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// A style's sequence from any other, built as a string.
    static func transition(_ style: AnsiStyle, depth: ColorDepth) -> String {
        guard depth != .none else { return "" }
        let own = sequence(style, depth: depth)
        return own.isEmpty ? "\u{1B}[0m" : "\u{1B}[0;" + own.dropFirst(2)
    }

    private func opaque(_ color: ThemeColor) -> ThemeColor { color.blended(over: base) }

    private func style(_ color: ThemeColor, bold: Bool = false, reverse: Bool = false) -> AnsiStyle {
        AnsiStyle(foreground: opaque(color), background: background, bold: bold, reverse: reverse)
    }

    private var plainStyle: AnsiStyle { AnsiStyle(background: background) }

    /// The badge's pill, whole: badges are never cut.
    private func pill(_ item: ResolvedSheet.Item) -> String? {
        item.badgeLabel.map { " " + TerminalText.sanitize($0) + " " }
    }

    /// The narrowest width every row fits: margins, gutter, pill and marker whole, and the label's
    /// first cluster and an ellipsis (or the whole label when it is shorter).
    func narrowestWidth() -> Int {
        func needs(_ text: String, pill: String?, marker: Bool) -> Int {
            let label = TerminalText.sanitize(text)
            let least = label.first.map { min(TerminalText.width(label), TerminalText.width(of: $0) + 1) } ?? 0
            return 2 + Self.gutter + (pill.map { TerminalText.width($0) + 1 } ?? 0) + (marker ? 14 : 0) + least
        }
        var narrowest = needs(sheet.cancelLabel, pill: nil, marker: false)
        for item in sheet.items {
            narrowest = max(narrowest, needs(item.text, pill: pill(item), marker: item.isDestructive && depth == .none))
        }
        return narrowest
    }

    func naturalWidth() -> Int {
        var widest = 0
        for text in [sheet.title, sheet.message].compactMap({ $0 }) {
            widest = max(widest, TerminalText.width(TerminalText.sanitize(text)))
        }
        for item in sheet.items {
            var cells = Self.gutter + TerminalText.width(TerminalText.sanitize(item.text))
            if let label = item.badgeLabel { cells += 3 + TerminalText.width(TerminalText.sanitize(label)) }
            if item.isDestructive, depth == .none { cells += 1 + "(destructive)".count }
            widest = max(widest, cells)
        }
        widest = max(widest, Self.gutter + TerminalText.width(TerminalText.sanitize(sheet.cancelLabel)))
        return widest + 2
    }

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
        func actionRow(
            text: String, color: ThemeColor, bold: Bool, pill: String?, row: Int, isDestructive: Bool = false
        ) -> [(String, AnsiStyle)] {
            let selected = cursor == row
            let mark = selected ? "›" : " "
            let pillText = pill
            // Without colour, the destructive action says so in words, kept whole.
            let marker = isDestructive && depth == .none ? " (destructive)" : ""
            let room = inner - Self.gutter - (pillText.map { TerminalText.width($0) + 1 } ?? 0) - marker.count
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
            if !marker.isEmpty {
                segments.append((marker, style(color, bold: bold || selected)))
                used += marker.count
            }
            segments.append((String(repeating: " ", count: max(0, inner - used)) + " ", plainStyle))
            return segments
        }

        if let title = sheet.title { rows.append(textRow(title, style(sheet.colors.title, bold: true))) }
        if let message = sheet.message { rows.append(textRow(message, style(sheet.colors.message))) }
        if !rows.isEmpty { rows.append(rule) }
        for item in sheet.items {
            rows.append(
                actionRow(
                    text: item.text, color: item.color, bold: false, pill: pill(item), row: item.index,
                    isDestructive: item.isDestructive))
        }
        rows.append(rule)
        rows.append(
            actionRow(
                text: sheet.cancelLabel, color: sheet.colors.cancel, bold: true, pill: nil, row: sheet.items.count))
        return rows.map { render($0, width: total) }
    }

    private func render(_ segments: [(String, AnsiStyle)], width: Int) -> String {
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
        return merged.map { Self.transition($0.1, depth: depth) + $0.0 }.joined() + "\u{1B}[0m"
    }

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
