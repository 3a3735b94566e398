import SheetTerminal
import SheetText
import ThemeKit

/// Draws a sheet as an SVG picture, as the SDK's default UI draws it: a bottom sheet with
/// rounded top corners in the theme's background, the title and message in small type, one row
/// per action with hairlines (the separator colour) between them, badges on the right (the theme's
/// point glyph in the badge colour; a pill holding a number, a text or the theme's more glyph, in
/// the badge and badgeText colours, as the terminal presenters show the same labels), the
/// destructive action in its colour, and the cancel button in its own row below a gap drawn in
/// the separator colour.
///
/// Texts are shown as ``SVGText/displayable(_:)`` makes them (control characters visible,
/// nothing XML forbids), escaped, and cut with an ellipsis to fit; the title wraps to two lines
/// and the message to three before they are cut (see ``SVGSheetLayout``).
///
/// A theme with a counterpart for the other appearance is drawn with both sides' colours: a
/// `<style>` in the picture switches to the counterpart's under `prefers-color-scheme` (see
/// ``SVGPalette``).
///
/// **Rendering** returns the SVG document, ending in a line break.
///
/// **Presenting** is not possible: a picture cannot be tapped. ``present(_:)`` throws
/// with ``PresentationError/Kind/noTerminal`` at once, so a host that routes a mini program to
/// this presenter gets an answer instead of a hang.
package struct SVGPresenter: ActionSheetPresenter {
    /// The fonts asked for, most wanted first; a renderer falls back per character, so CJK finds
    /// a CJK font.
    package static let fontFamily =
        "-apple-system, 'PingFang SC', 'Helvetica Neue', 'Noto Sans', 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif"

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        Self.document(SVGSheetLayout(ResolvedSheet(request)), title: request.sheet.title, palette: SVGPalette(request))
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        throw PresentationError(.noTerminal, "the svg presenter draws pictures and cannot ask for a choice")
    }

    /// The SVG document of a laid-out sheet.
    /// - Parameters:
    ///   - layout: Where everything goes.
    ///   - title: The document's `<title>`, for screen readers; "Action sheet" when `nil`.
    /// - Returns: The document, ending in a line break.
    package static func document(_ layout: SVGSheetLayout, title: String?) -> String {
        document(layout, title: title, palette: nil)
    }

    /// The SVG document of a laid-out sheet, carrying both sides of a theme pair when `palette` is given.
    static func document(_ layout: SVGSheetLayout, title: String?, palette: SVGPalette?) -> String {
        TextWriter.text { out in
            out.append(#"<?xml version="1.0" encoding="UTF-8"?>\#n"#)
            write(layout, title: title, palette: palette, to: &out)
        }
    }

    /// Writes the `<svg>` element of a laid-out sheet, ending in a line break: the document
    /// without its XML declaration, as an HTML page holds it.
    /// - Parameters:
    ///   - layout: Where everything goes.
    ///   - title: The picture's `<title>`; "Action sheet" when `nil`.
    ///   - palette: Both sides' colours, for a theme with a counterpart (see ``SVGPalette``).
    ///   - out: Where to write.
    static func write(_ layout: SVGSheetLayout, title: String?, palette: SVGPalette? = nil, to out: inout TextWriter) {
        let width = layout.width
        let height = layout.height
        let radius = SVGSheetLayout.cornerRadius
        out.append(#"<svg xmlns="http://www.w3.org/2000/svg" width=""#)
        out.append(svgNumber: width)
        out.append(#"" height=""#)
        out.append(svgNumber: height)
        out.append(#"" viewBox="0 0 "#)
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
        out.append(#" H0 Z" fill=""#)
        out.append(svgColor: layout.colors.background)
        if palette != nil { writeRole(.background, to: &out) }
        out.append("\"/>\n")
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

    /// Writes a badge: a point's glyph alone, in the badge colour, else a `<rect>` pill and its label.
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

    /// Writes a path's rounded corner: a quarter circle of `radius` to (`x`, `y`).
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

    /// Writes a `<rect>` element and its line break.
    private static func writeRect(
        _ rect: SVGSheetLayout.Rect, fill: ThemeColor, radius: Double? = nil, role: SVGPalette.Role? = nil,
        to out: inout TextWriter
    ) {
        out.append(#"<rect x=""#)
        out.append(svgNumber: rect.x)
        out.append(#"" y=""#)
        out.append(svgNumber: rect.y)
        out.append(#"" width=""#)
        out.append(svgNumber: rect.width)
        out.append(#"" height=""#)
        out.append(svgNumber: rect.height)
        if let radius {
            out.append(#"" rx=""#)
            out.append(svgNumber: radius)
        }
        out.append(#"" fill=""#)
        out.append(svgColor: fill)
        if let role { writeRole(role, to: &out) }
        out.append("\"/>\n")
    }

    /// Closes a `fill` attribute's value and opens a `class` naming the colour role, left open
    /// as the fill was: the element's fill then follows the palette's custom property.
    private static func writeRole(_ role: SVGPalette.Role, to out: inout TextWriter) {
        out.append(#"" class=""#)
        out.append(contentsOf: role.className)
    }

    /// Writes a `<text>` element, its text escaped, and its line break.
    private static func writeText(
        _ run: SVGSheetLayout.TextRun, weight: StaticString? = nil, role: SVGPalette.Role? = nil,
        to out: inout TextWriter
    ) {
        out.append(#"<text x=""#)
        out.append(svgNumber: run.x)
        out.append(#"" y=""#)
        out.append(svgNumber: run.baseline)
        out.append(#"" font-size=""#)
        out.append(svgNumber: run.fontSize)
        out.append(#"" text-anchor="middle""#)
        if let weight {
            out.append(#" font-weight=""#)
            out.append(weight)
            out.append(ascii: UInt8(ascii: "\""))
        }
        out.append(#" fill=""#)
        out.append(svgColor: run.color)
        if let role { writeRole(role, to: &out) }
        out.append("\">")
        out.append(xmlEscaped: run.text)
        out.append("</text>\n")
    }
}
