import SheetText
import PresenterRegistry
import ThemeKit

/// The page of `sheetctl preview --serve`: every path has a strict policy and needs the cookie (``PageAccess``).
package final class LivePreviewServer: Sendable {
    private let state = LiveState()
    private let access = PageAccess()
    private let http: HTTPServer

    package init(address: HTTPAddress, port: Int, title: String, limits: HTTPServer.Limits = .init())
        throws(HTTPServer.Failure)
    {
        let routes = LiveRoutes(state: state, title: title, access: access)
        http = try HTTPServer(address: address, port: port, limits: limits, routes: routes)
        access.port.store(http.port, ordering: .releasing)
    }

    package var url: String { access.link(http.url) }

    package var port: Int { http.port }

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

    package func show(diagnostics: String) {
        state.change { $0.diagnostics = diagnostics.isEmpty ? "The last save cannot be drawn." : diagnostics }
    }

    package func stop() {
        state.stop()
        http.stop()
    }

    /// The policy allows no inline style, so the rules are served as `/drawing.css`; texts in the picture are
    /// escaped, so no `<style>` can come from them.
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
            return PageResponses.file("text/event-stream; charset=utf-8", .stream { LiveEventFeed(state: state) })
        default:
            return PageResponses.text(404, "404 Not Found")
        }
    }
}
