import SheetTerminal
import ThemeKit

/// Where every part of a sheet goes in the picture the ``SVGPresenter`` draws, in pixels at 1×, as the
/// SDK's default sheet has it. Texts are measured in cells at ``cellAdvance`` em per cell; the title
/// and message wrap (``SVGTextWrap``), and every text is cut with an ellipsis to the space it has.
package struct SVGSheetLayout: Sendable, Hashable {
    package struct Rect: Sendable, Hashable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        package var maxY: Double { y + height }
        package var maxX: Double { x + width }
        package var midY: Double { y + height / 2 }
        package var midX: Double { x + width / 2 }
    }

    /// Made safe and cut to fit, not yet escaped for XML.
    package struct TextRun: Sendable, Hashable {
        package var text: String
        /// The middle of the text.
        package var x: Double
        package var baseline: Double
        package var fontSize: Double
        /// Opaque.
        package var color: ThemeColor
        /// The box the text is measured to fit.
        package var bounds: Rect
    }

    package struct BadgeBox: Sendable, Hashable {
        /// Never `.none`.
        package var kind: Badge.Kind
        /// The point glyph's box, or the pill's.
        package var rect: Rect
        /// A point's glyph (no pill, so the default "●" is the SDK's red point), or the pill's label.
        package var label: TextRun?
        /// The pill's fill, or the point glyph's colour.
        package var color: ThemeColor
    }

    package struct Row: Sendable, Hashable {
        /// `nil` for the cancel button.
        package var index: Int?
        package var rect: Rect
        package var text: TextRun
        package var badge: BadgeBox?
        package var isDestructive: Bool
    }

    // MARK: Metrics

    package static let sheetWidth: Double = 375
    package static let cornerRadius: Double = 12
    package static let rowHeight: Double = 56
    /// The space between the last action and the cancel button.
    package static let gapHeight: Double = 8
    package static let hairline: Double = 1
    package static let padding: Double = 16
    package static let headerFontSize: Double = 13
    package static let headerLineHeight: Double = 18
    /// Between the title's lines and the message's.
    package static let headerSpacing: Double = 4
    /// As the SDK's sheet shows it.
    package static let titleLineLimit = 2
    package static let messageLineLimit = 3
    package static let itemFontSize: Double = 17
    package static let badgeFontSize: Double = 12
    /// A narrow character's advance, in em: generous, so a measured text is rarely wider than drawn.
    package static let cellAdvance: Double = 0.6
    package static let pillHeight: Double = 18
    /// The default "●" is then about as large as the SDK's dot.
    package static let pointFontSize: Double = 12

    // MARK: Geometry

    package var width: Double
    package var height: Double
    package var header: Rect?
    package var title: [TextRun]
    package var message: [TextRun]
    package var rows: [Row]
    package var separators: [Rect]
    package var gap: Rect
    package var cancel: Row
    package var colors: ThemeColors
}

extension SVGSheetLayout {
    package init(_ sheet: ResolvedSheet) {
        let width = Self.sheetWidth
        let colors = sheet.colors
        let background = colors.background.blended(over: ThemeColor(red: 255, green: 255, blue: 255))
        // Most colours are opaque already: those need no call to blend.
        func opaque(_ color: ThemeColor) -> ThemeColor { color.alpha == 255 ? color : color.blended(over: background) }

        var y: Double = 0
        var header: Rect?
        var title: [TextRun] = []
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
                return SVGTextWrap.lines(SVGText.displayable(text), width: cells, maxLines: limit).map(run)
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

    package static func measuredWidth(cells: Int, fontSize: Double) -> Double {
        Double(cells) * cellAdvance * fontSize
    }

    static func fitted(_ text: String, in bounds: Rect, fontSize: Double, color: ThemeColor) -> TextRun {
        let cells = max(1, Int(bounds.width / (cellAdvance * fontSize)))
        return centred(shown(text, toWidth: cells).text, in: bounds, fontSize: fontSize, color: color)
    }

    static func centred(_ text: String, in bounds: Rect, fontSize: Double, color: ThemeColor) -> TextRun {
        TextRun(
            text: text, x: bounds.midX, baseline: (bounds.midY + fontSize * 0.35).rounded(), fontSize: fontSize,
            color: color, bounds: bounds)
    }

    static func shown(_ text: String, toWidth width: Int) -> (text: String, cells: Int) {
        let shown = TerminalText.truncate(SVGText.displayable(text), toWidth: width)
        return (shown, TerminalText.width(shown))
    }

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
            let run = centred(shown, in: rect, fontSize: size, color: opaque(colors.badge))
            return BadgeBox(kind: kind, rect: rect, label: run, color: opaque(colors.badge))
        case .num, .text, .more:
            // A badge never takes more than a third of the sheet.
            let maxCells = Int(sheetWidth / 3 / (cellAdvance * badgeFontSize)) - 2
            let (shown, cells) = shown(label ?? "", toWidth: maxCells)
            let textWidth = measuredWidth(cells: cells, fontSize: badgeFontSize)
            let pillWidth = max(pillHeight, (textWidth + 12).rounded(.up))
            let rect = Rect(x: right - pillWidth, y: row.midY - pillHeight / 2, width: pillWidth, height: pillHeight)
            let run = centred(shown, in: rect, fontSize: badgeFontSize, color: opaque(colors.badgeText))
            return BadgeBox(kind: kind, rect: rect, label: run, color: opaque(colors.badge))
        }
    }
}
