import SheetTerminal
import SheetText
import ThemeKit

/// Draws a sheet as an SVG picture, as the SDK's default UI draws it (see ``SVGSheetLayout``).
/// Presenting throws at once (a picture cannot be tapped), so a host gets an answer instead of a hang.
package struct SVGPresenter: ActionSheetPresenter {
    /// A renderer falls back per character, so CJK finds a CJK font.
    package static let fontFamily =
        "-apple-system, 'PingFang SC', 'Helvetica Neue', 'Noto Sans', 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif"

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        Self.document(SVGSheetLayout(ResolvedSheet(request)), title: request.sheet.title, palette: SVGPalette(request))
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        throw PresentationError(.noTerminal, "the svg presenter draws pictures and cannot ask for a choice")
    }

    /// `title`: the document's `<title>`, for screen readers; "Action sheet" when `nil`.
    package static func document(_ layout: SVGSheetLayout, title: String?) -> String {
        document(layout, title: title, palette: nil)
    }

    static func document(_ layout: SVGSheetLayout, title: String?, palette: SVGPalette?) -> String {
        TextWriter.text { out in
            out.append(#"<?xml version="1.0" encoding="UTF-8"?>\#n"#)
            write(layout, title: title, palette: palette, to: &out)
        }
    }

    /// The document without its XML declaration, as an HTML page holds it.
    static func write(_ layout: SVGSheetLayout, title: String?, palette: SVGPalette? = nil, to out: inout TextWriter) {
        let width = layout.width
        let height = layout.height
        let radius = SVGSheetLayout.cornerRadius
        out.append(#"<svg xmlns="http://www.w3.org/2000/svg""#)
        out.append(svgAttribute: "width", width)
        out.append(svgAttribute: "height", height)
        out.append(#" viewBox="0 0 "#)
        out.append(svgNumber: width)
        out.append(ascii: UInt8(ascii: " "))
        out.append(svgNumber: height)
        out.append(#"" font-family=""#)
        out.append(xmlEscaped: fontFamily)
        if let palette {
            out.append(#"" class=""#)
            out.append(contentsOf: palette.scope)
        }
        out.append("\">\n<title>")
        out.append(xmlEscaped: SVGText.displayable(title ?? "Action sheet"))
        out.append("</title>\n")
        palette?.writeStyle(to: &out)
        out.append("<path d=\"M0,")
        out.append(svgNumber: radius)
        Self.writeCorner(radius: radius, toX: radius, y: 0, to: &out)
        out.append(" H")
        out.append(svgNumber: width - radius)
        Self.writeCorner(radius: radius, toX: width, y: radius, to: &out)
        out.append(" V")
        out.append(svgNumber: height)
        out.append(#" H0 Z""#)
        writeFill(layout.colors.background, role: palette.map { _ in .background }, to: &out)
        out.append("/>\n")
        let separator = layout.colors.separator
        let separatorRole = palette.map { _ in SVGPalette.Role.separator }
        for line in layout.title { writeText(line, weight: "600", role: palette.map { _ in .title }, to: &out) }
        for line in layout.message { writeText(line, role: palette.map { _ in .message }, to: &out) }
        for line in layout.separators { writeRect(line, fill: separator, role: separatorRole, to: &out) }
        for row in layout.rows {
            writeText(row.text, role: palette?.role(ofRow: row), to: &out)
            writeBadge(row.badge, paired: palette != nil, to: &out)
        }
        writeRect(layout.gap, fill: separator, role: separatorRole, to: &out)
        writeText(layout.cancel.text, role: palette.map { _ in .cancel }, to: &out)
        out.append("</svg>\n")
    }

    /// A point's glyph alone, in the badge colour, else a pill and its label.
    private static func writeBadge(_ badge: SVGSheetLayout.BadgeBox?, paired: Bool, to out: inout TextWriter) {
        guard let badge else { return }
        guard badge.kind == .point else {
            writeRect(
                badge.rect, fill: badge.color, radius: badge.rect.height / 2, role: paired ? .badge : nil, to: &out)
            if let label = badge.label { writeText(label, role: paired ? .badgeText : nil, to: &out) }
            return
        }
        if let label = badge.label { writeText(label, role: paired ? .badge : nil, to: &out) }
    }

    private static func writeCorner(radius: Double, toX x: Double, y: Double, to out: inout TextWriter) {
        out.append(" A")
        out.append(svgNumber: radius)
        out.append(ascii: UInt8(ascii: ","))
        out.append(svgNumber: radius)
        out.append(" 0 0 1 ")
        out.append(svgNumber: x)
        out.append(ascii: UInt8(ascii: ","))
        out.append(svgNumber: y)
    }

    private static func writeRect(
        _ rect: SVGSheetLayout.Rect, fill: ThemeColor, radius: Double? = nil, role: SVGPalette.Role? = nil,
        to out: inout TextWriter
    ) {
        out.append("<rect")
        out.append(svgAttribute: "x", rect.x)
        out.append(svgAttribute: "y", rect.y)
        out.append(svgAttribute: "width", rect.width)
        out.append(svgAttribute: "height", rect.height)
        if let radius { out.append(svgAttribute: "rx", radius) }
        writeFill(fill, role: role, to: &out)
        out.append("/>\n")
    }

    /// ` fill="…"`, and a `class` naming the colour role, whose custom property then sets the fill.
    private static func writeFill(_ color: ThemeColor, role: SVGPalette.Role?, to out: inout TextWriter) {
        out.append(#" fill=""#)
        out.append(svgColor: color)
        if let role {
            out.append(#"" class=""#)
            out.append(contentsOf: role.className)
        }
        out.append(ascii: UInt8(ascii: "\""))
    }

    private static func writeText(
        _ run: SVGSheetLayout.TextRun, weight: StaticString? = nil, role: SVGPalette.Role? = nil,
        to out: inout TextWriter
    ) {
        out.append("<text")
        out.append(svgAttribute: "x", run.x)
        out.append(svgAttribute: "y", run.baseline)
        out.append(svgAttribute: "font-size", run.fontSize)
        out.append(#" text-anchor="middle""#)
        if let weight {
            out.append(#" font-weight=""#)
            out.append(weight)
            out.append(ascii: UInt8(ascii: "\""))
        }
        writeFill(run.color, role: role, to: &out)
        out.append(">")
        out.append(xmlEscaped: run.text)
        out.append("</text>\n")
    }
}
