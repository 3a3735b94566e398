import SheetText
import PresenterRegistry
import ThemeKit

/// The page of `sheetctl preview --serve`: a sheet's drawing, kept live in the browser through
/// server-sent events as the caller gives it new drawings and diagnostics. Every path has a strict
/// Content-Security-Policy and needs the printed address's cookie (``PageAccess``).
package final class LivePreviewServer: Sendable {
    private let state = LiveState()
    private let access = PageAccess()
    private let http: HTTPServer

    /// Starts serving; the page is empty until the first ``show(drawing:)``.
    package init(address: HTTPAddress, port: Int, title: String, limits: HTTPServer.Limits = .init())
        throws(HTTPServer.Failure)
    {
        let routes = LiveRoutes(state: state, title: title, access: access)
        http = try HTTPServer(address: address, port: port, limits: limits, routes: routes)
        access.port.store(http.port, ordering: .releasing)
    }

    /// The page's address to print, with its one-time secret: `http://127.0.0.1:41234/?k=5f0c…`.
    package var url: String { access.link(http.url) }

    package var port: Int { http.port }

    /// Shows a new drawing and clears the diagnostics.
    package func show(drawing: String, theme: Theme? = nil, terminal: String? = nil) {
        let (element, style) = Self.takingStyle(Self.svgElement(drawing))
        let details = theme.map(LiveDetails.html) ?? ""
        let pane = terminal.map(AnsiHTML.html) ?? ""
        state.change {
            $0.drawing = element
            $0.style = style
            $0.details = details
            $0.terminal = pane
            $0.diagnostics = ""
        }
    }

    /// Shows why the last save cannot be drawn, over the last good drawing.
    package func show(diagnostics: String) {
        state.change { $0.diagnostics = diagnostics.isEmpty ? "The last save cannot be drawn." : diagnostics }
    }

    package func stop() {
        state.stop()
        http.stop()
    }

    /// The picture without its `<style>` element, and that element's rules: the page's policy
    /// allows no inline style, so they are served as `/drawing.css`. The presenter writes the
    /// element whole, `<style>` to `</style>` and a line break; texts in the picture are escaped,
    /// so no `<style>` can come from them.
    static func takingStyle(_ element: String) -> (element: String, style: String) {
        guard let open = element.firstRange(ofText: "<style>\n"),
            let close = element[open.upperBound...].firstRange(ofText: "</style>\n")
        else { return (element, "") }
        let style = String(element[open.upperBound..<close.lowerBound])
        return (String(element[..<open.lowerBound]) + String(element[close.upperBound...]), style)
    }

    static func svgElement(_ drawing: String) -> String {
        guard let start = drawing.firstRange(ofText: "<svg") else { return "" }
        return String(drawing[start.lowerBound...])
    }
}

private struct LiveRoutes: HTTPRoutes {
    let state: LiveState
    let title: String
    let access: PageAccess

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = access.refusal(request) { return refusal }
        switch request.path {
        case "/":
            return PageResponses.file("text/html; charset=utf-8", LivePage.html(state.current, title: title))
        case "/live.js":
            return PageResponses.file("text/javascript; charset=utf-8", LivePage.script)
        case "/live.css":
            return PageResponses.file("text/css; charset=utf-8", LivePage.style)
        case "/drawing.css":
            return PageResponses.file("text/css; charset=utf-8", state.current.style)
        case "/icon.svg":
            return PageResponses.file("image/svg+xml", LivePage.icon)
        case "/events":
            let state = self.state
            return HTTPResponse(
                status: 200,
                headers: [("Content-Type", "text/event-stream; charset=utf-8")] + PageResponses.securityHeaders,
                body: .stream { LiveEventFeed(state: state) })
        default:
            return PageResponses.text(404, "404 Not Found")
        }
    }
}
