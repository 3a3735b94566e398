import SheetTerminal
import ThemeKit

/// Where every part of a sheet goes in the picture the ``SVGPresenter`` draws, in pixels at 1×.
///
/// The geometry of the SDK's default sheet: a 375-pixel-wide bottom sheet with rounded top
/// corners; a header with the title and message in small type; one 56-pixel row per action,
/// separated by hairlines, badges on the right; a gap; the cancel button in its own row at the
/// bottom. Tests read it to know where to look in a rendered image.
///
/// Texts are measured in terminal cells (``TerminalText/width(_:)``: CJK and emoji take two) at
/// ``cellAdvance`` em per cell. The title wraps to ``titleLineLimit`` lines and the message to
/// ``messageLineLimit`` (``SVGTextWrap``), and the header grows with them; the last line, and
/// every other text, is cut with an ellipsis to the space it has, so nothing runs off the sheet.
package struct SVGSheetLayout: Sendable, Hashable {
    /// A rectangle.
    package struct Rect: Sendable, Hashable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        /// The bottom edge.
        package var maxY: Double { y + height }
        /// The right edge.
        package var maxX: Double { x + width }
        /// The vertical middle.
        package var midY: Double { y + height / 2 }
        /// The horizontal middle.
        package var midX: Double { x + width / 2 }
    }

    /// One line of text, made safe and cut to fit (not yet escaped for XML).
    package struct TextRun: Sendable, Hashable {
        /// What is drawn.
        package var text: String
        /// The anchor's x: the middle of the text.
        package var x: Double
        package var baseline: Double
        package var fontSize: Double
        /// The text's colour, opaque.
        package var color: ThemeColor
        /// The box the text is measured to fit.
        package var bounds: Rect
    }

    /// A badge beside an action.
    package struct BadgeBox: Sendable, Hashable {
        /// The badge's kind (never `.none`).
        package var kind: Badge.Kind
        /// The box of the point's glyph, or the pill's box.
        package var rect: Rect
        /// What the badge shows: a point's glyph (in the badge colour, with no pill, so the
        /// default "●" is the SDK's solid red point), or the pill's number, text or more glyph
        /// (in the badge text colour); `nil` when there is nothing to show.
        package var label: TextRun?
        /// The badge colour: the pill's fill, or the point glyph's colour.
        package var color: ThemeColor
    }

    /// One row: an action or the cancel button.
    package struct Row: Sendable, Hashable {
        /// The index in the caller's items; `nil` for the cancel button.
        package var index: Int?
        package var rect: Rect
        package var text: TextRun
        /// Its badge, when it shows one.
        package var badge: BadgeBox?
        /// Whether it is the destructive action.
        package var isDestructive: Bool
    }

    // MARK: Metrics

    package static let sheetWidth: Double = 375
    /// The radius of the top corners.
    package static let cornerRadius: Double = 12
    package static let rowHeight: Double = 56
    /// The space between the last action and the cancel button.
    package static let gapHeight: Double = 8
    package static let hairline: Double = 1
    package static let padding: Double = 16
    package static let headerFontSize: Double = 13
    /// The height of one line of the title or message.
    package static let headerLineHeight: Double = 18
    /// The space between the title's lines and the message's.
    package static let headerSpacing: Double = 4
    /// The most lines the title wraps to before it is cut, as the SDK's sheet shows it.
    package static let titleLineLimit = 2
    /// The most lines the message wraps to before it is cut.
    package static let messageLineLimit = 3
    package static let itemFontSize: Double = 17
    package static let badgeFontSize: Double = 12
    /// The width of one terminal cell, in em: a narrow character's advance; a wide one takes two
    /// cells, about 1 em. Generous for proportional fonts, so a measured text is rarely wider than
    /// it is drawn.
    package static let cellAdvance: Double = 0.6
    package static let pillHeight: Double = 18
    /// The font size of a point badge's glyph: the default "●" is then about as large as the
    /// SDK's dot.
    package static let pointFontSize: Double = 12

    // MARK: Geometry

    package var width: Double
    package var height: Double
    /// The header's box, when the sheet has a title or a message.
    package var header: Rect?
    /// The title's lines, at most ``titleLineLimit``; empty when the sheet has none.
    package var title: [TextRun]
    /// The message's lines, at most ``messageLineLimit``; empty when the sheet has none.
    package var message: [TextRun]
    /// The actions, in the caller's order.
    package var rows: [Row]
    /// The hairlines between the header and the actions and between actions.
    package var separators: [Rect]
    /// The band between the last action and the cancel button.
    package var gap: Rect
    package var cancel: Row
    package var colors: ThemeColors
}

extension SVGSheetLayout {
    /// Lays out a resolved sheet.
    package init(_ sheet: ResolvedSheet) {
        let width = Self.sheetWidth
        let colors = sheet.colors
        let background = colors.background.blended(over: ThemeColor(red: 255, green: 255, blue: 255))
        // Most colours are opaque already: those need no call to blend.
        func opaque(_ color: ThemeColor) -> ThemeColor { color.alpha == 255 ? color : color.blended(over: background) }

        var y: Double = 0
        var header: Rect?
        var title: [TextRun] = []
        /// - Parameter sheet: The sheet with its theme applied.
        var message: [TextRun] = []
        if sheet.title != nil || sheet.message != nil {
            let lineHeight = Self.headerLineHeight
            var lineTop = Self.padding
            func runs(_ text: String, limit: Int, _ color: ThemeColor) -> [TextRun] {
                let cells = max(1, Int((width - 2 * Self.padding) / (Self.cellAdvance * Self.headerFontSize)))
                func run(_ line: String) -> TextRun {
                    let bounds = Rect(
                        x: Self.padding, y: lineTop, width: width - 2 * Self.padding, height: lineHeight)
                    lineTop += lineHeight
                    return Self.fitted(line, in: bounds, fontSize: Self.headerFontSize, color: opaque(color))
                }
                return Self.wrapped(text, width: cells, maxLines: limit).map(run)
            }
            if let text = sheet.title { title = runs(text, limit: Self.titleLineLimit, colors.title) }
            if sheet.title != nil, sheet.message != nil { lineTop += Self.headerSpacing }
            if let text = sheet.message { message = runs(text, limit: Self.messageLineLimit, colors.message) }
            let height = lineTop + Self.padding
            header = Rect(x: 0, y: 0, width: width, height: height)
            y = height
        }

        var separators: [Rect] = []
        separators.reserveCapacity(sheet.items.count)
        var rows: [Row] = []
        rows.reserveCapacity(sheet.items.count)
        for item in sheet.items {
            if y > 0 { separators.append(Rect(x: 0, y: y, width: width, height: Self.hairline)) }
            let rect = Rect(x: 0, y: y, width: width, height: Self.rowHeight)
            let badge = item.badgeKind.flatMap { kind in
                Self.badge(kind, label: item.badgeLabel, row: rect, colors: colors, opaque: opaque)
            }
            // The text is centred on the sheet, so the badge's width is kept free on both sides.
            let reserve = badge.map { rect.maxX - $0.rect.x + 8 } ?? Self.padding
            let bounds = Rect(x: reserve, y: rect.y, width: width - 2 * reserve, height: rect.height)
            let text = Self.fitted(item.text, in: bounds, fontSize: Self.itemFontSize, color: opaque(item.color))
            rows.append(Row(index: item.index, rect: rect, text: text, badge: badge, isDestructive: item.isDestructive))
            y += Self.rowHeight
        }
        let gap = Rect(x: 0, y: y, width: width, height: Self.gapHeight)
        y += Self.gapHeight
        let cancelRect = Rect(x: 0, y: y, width: width, height: Self.rowHeight)
        let cancelBounds = Rect(
            x: Self.padding, y: y, width: width - 2 * Self.padding, height: Self.rowHeight)
        let cancel = Row(
            index: nil, rect: cancelRect,
            text: Self.fitted(
                sheet.cancelLabel, in: cancelBounds, fontSize: Self.itemFontSize, color: opaque(colors.cancel)),
            badge: nil, isDestructive: false)
        y += Self.rowHeight

        self.init(
            width: width, height: y, header: header, title: title, message: message, rows: rows,
            separators: separators, gap: gap, cancel: cancel, colors: colors)
    }

    /// The widest a text of `cells` terminal cells is drawn at `fontSize`.
    package static func measuredWidth(cells: Int, fontSize: Double) -> Double {
        Double(cells) * cellAdvance * fontSize
    }

    /// A text made safe, cut with an ellipsis to fit `bounds`, and centred in them.
    static func fitted(_ text: String, in bounds: Rect, fontSize: Double, color: ThemeColor) -> TextRun {
        let cells = max(1, Int(bounds.width / (cellAdvance * fontSize)))
        let shown = shown(text, toWidth: cells).text
        return TextRun(
            text: shown, x: bounds.midX, baseline: (bounds.midY + fontSize * 0.35).rounded(), fontSize: fontSize,
            color: color, bounds: bounds)
    }

    /// A text made displayable and broken into at most `maxLines` lines of `width` cells
    /// (``SVGTextWrap``), the last cut with an ellipsis when the text does not fit.
    static func wrapped(_ text: String, width: Int, maxLines: Int) -> [String] {
        SVGTextWrap.lines(SVGText.displayable(text), width: width, maxLines: maxLines)
    }

    /// A text made displayable (``SVGText/displayable(_:)``) and cut to `width` cells with an
    /// ellipsis (``TerminalText/truncate(_:toWidth:)``), and the cells it takes.
    static func shown(_ text: String, toWidth width: Int) -> (text: String, cells: Int) {
        let shown = TerminalText.truncate(SVGText.displayable(text), toWidth: width)
        return (shown, TerminalText.width(shown))
    }

    /// The badge at the right of a row: a point, or a pill with its label.
    static func badge(
        _ kind: Badge.Kind, label: String?, row: Rect, colors: ThemeColors, opaque: (ThemeColor) -> ThemeColor
    ) -> BadgeBox? {
        let right = row.maxX - padding
        switch kind {
        case .none:
            return nil
        case .point:
            // The theme's glyph, as the terminal presenters show it, drawn in the badge colour.
            let size = pointFontSize
            let (shown, cells) = shown(label ?? "", toWidth: Int(sheetWidth / 3 / (cellAdvance * size)))
            let width = measuredWidth(cells: max(1, cells), fontSize: size)
            let rect = Rect(x: right - width, y: row.midY - size / 2, width: width, height: size)
            let run = TextRun(
                text: shown, x: rect.midX, baseline: (rect.midY + size * 0.35).rounded(), fontSize: size,
                color: opaque(colors.badge), bounds: rect)
            return BadgeBox(kind: kind, rect: rect, label: run, color: opaque(colors.badge))
        case .num, .text, .more:
            // A badge never takes more than a third of the sheet.
            let maxCells = Int(sheetWidth / 3 / (cellAdvance * badgeFontSize)) - 2
            let (shown, cells) = shown(label ?? "", toWidth: maxCells)
            let textWidth = measuredWidth(cells: cells, fontSize: badgeFontSize)
            let pillWidth = max(pillHeight, (textWidth + 12).rounded(.up))
            let rect = Rect(x: right - pillWidth, y: row.midY - pillHeight / 2, width: pillWidth, height: pillHeight)
            let run = TextRun(
                text: shown, x: rect.midX, baseline: (rect.midY + badgeFontSize * 0.35).rounded(),
                fontSize: badgeFontSize, color: opaque(colors.badgeText), bounds: rect)
            return BadgeBox(kind: kind, rect: rect, label: run, color: opaque(colors.badge))
        }
    }
}
