import ThemeKit

/// Draws a sheet as a minimal HTML page holding the ``SVGPresenter``'s picture, to open in a browser.
///
/// **Presenting** is not possible, as for the SVG presenter: it fails with
/// ``PresentationError/Kind/noTerminal``.
public struct HTMLPresenter: ActionSheetPresenter {
    /// Creates the presenter.
    public init() {}

    public func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        var svg = try SVGPresenter().render(request)
        // The XML declaration is not allowed inside an HTML body.
        if let end = svg.firstRange(of: "?>\n") { svg = String(svg[end.upperBound...]) }
        let title = SVGText.escaped(SVGText.displayable(request.sheet.title ?? "Action sheet"))
        return """
            <!DOCTYPE html>
            <html>
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>body { margin: 0; min-height: 100vh; display: flex; align-items: flex-end; \
            justify-content: center; background: #8E8E93; }</style>
            </head>
            <body>
            \(svg)</body>
            </html>

            """
    }

    public func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
        delegate.fail(
            PresentationError(.noTerminal, "the html presenter draws pages and cannot ask for a choice"))
    }
}
