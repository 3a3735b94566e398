import ThemeKit

/// Draws a sheet as an SVG picture, as the SDK's default UI draws it: a bottom sheet with
/// rounded top corners in the theme's background, the title and message in small type, one row
/// per action with hairlines (the separator colour) between them, badges on the right (a point;
/// a pill holding a number, a text or the more glyph, in the badge and badgeText colours), the
/// destructive action in its colour, and the cancel button in its own row below a gap drawn in
/// the separator colour.
///
/// Texts are shown as ``SVGText/displayable(_:)`` makes them (control characters visible,
/// nothing XML forbids), escaped, and cut with an ellipsis to fit (see ``SVGSheetLayout``).
///
/// **Rendering** returns the SVG document, ending in a line break.
///
/// **Presenting** is not possible: a picture cannot be tapped. ``present(_:delegate:)`` fails
/// with ``PresentationError/Kind/noTerminal`` at once, so a host that routes a mini program to
/// this presenter gets an answer instead of a hang.
public struct SVGPresenter: ActionSheetPresenter {
    /// The fonts asked for, most wanted first; a renderer falls back per character, so CJK finds
    /// a CJK font.
    public static let fontFamily =
        "-apple-system, 'PingFang SC', 'Helvetica Neue', 'Noto Sans', 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif"

    /// Creates the presenter.
    public init() {}

    public func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        Self.document(SVGSheetLayout(ResolvedSheet(request)), title: request.sheet.title)
    }

    public func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
        delegate.fail(
            PresentationError(.noTerminal, "the svg presenter draws pictures and cannot ask for a choice"))
    }

    /// A text as the SVG shows it (made displayable and escaped, not cut).
    ///
    /// For ``PresenterContract/checkRender(_:samples:shownAs:)``.
    public static func shown(_ text: String) -> String {
        SVGText.escaped(SVGText.displayable(text))
    }

    /// The SVG document of a laid-out sheet.
    /// - Parameters:
    ///   - layout: Where everything goes.
    ///   - title: The document's `<title>`, for screen readers; "Action sheet" when `nil`.
    /// - Returns: The document, ending in a line break.
    public static func document(_ layout: SVGSheetLayout, title: String?) -> String {
        typealias N = SVGText
        let w = N.number(layout.width)
        let h = N.number(layout.height)
        let r = N.number(SVGSheetLayout.cornerRadius)
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
            font-family="\(N.escaped(fontFamily))">
            <title>\(N.escaped(SVGText.displayable(title ?? "Action sheet")))</title>
            <path d="M0,\(r) A\(r),\(r) 0 0 1 \(r),0 H\(N.number(layout.width - SVGSheetLayout.cornerRadius)) \
            A\(r),\(r) 0 0 1 \(w),\(r) V\(h) H0 Z" fill="\(layout.colors.background.hex)"/>

            """
        let separator = layout.colors.separator.hex
        // Elements are written piece by piece: interpolating builds a temporary string per element.
        func rect(_ rect: SVGSheetLayout.Rect, fill: String, radius: Double? = nil) {
            out += "<rect x=\""
            out += N.number(rect.x)
            out += "\" y=\""
            out += N.number(rect.y)
            out += "\" width=\""
            out += N.number(rect.width)
            out += "\" height=\""
            out += N.number(rect.height)
            if let radius {
                out += "\" rx=\""
                out += N.number(radius)
            }
            out += "\" fill=\""
            out += fill
            out += "\"/>\n"
        }
        func text(_ run: SVGSheetLayout.TextRun, weight: String? = nil) {
            out += "<text x=\""
            out += N.number(run.x)
            out += "\" y=\""
            out += N.number(run.baseline)
            out += "\" font-size=\""
            out += N.number(run.fontSize)
            out += "\""
            if run.centered { out += " text-anchor=\"middle\"" }
            if let weight {
                out += " font-weight=\""
                out += weight
                out += "\""
            }
            out += " fill=\""
            out += run.color.hex
            out += "\">"
            out += N.escaped(run.text)
            out += "</text>\n"
        }
        if let title = layout.title { text(title, weight: "600") }
        if let message = layout.message { text(message) }
        for line in layout.separators { rect(line, fill: separator) }
        for row in layout.rows {
            text(row.text)
            guard let badge = row.badge else { continue }
            if badge.kind == .point {
                let d = badge.rect
                out += "<circle cx=\"\(N.number(d.midX))\" cy=\"\(N.number(d.midY))\" r=\"\(N.number(d.width / 2))\" "
                out += "fill=\"\(badge.color.hex)\"/>\n"
            } else {
                rect(badge.rect, fill: badge.color.hex, radius: badge.rect.height / 2)
                if let label = badge.label { text(label) }
            }
        }
        rect(layout.gap, fill: separator)
        text(layout.cancel.text)
        out += "</svg>\n"
        return out
    }
}
