import SheetText
import PresenterRegistry
import ThemeKit

/// Every path needs the run's cookie (``PageAccess``); the stream and an answer also need the page's token:
/// cookies are kept by host, not port, so a page on another port of this address sends the cookie, but
/// cannot read the page to learn the token.
struct PresentRoutes: HTTPRoutes {
    let session: PresentSession
    /// Ends the event streams when the presentation ends.
    let streams = LiveState()
    let page: PresentPage
    let token: String
    let itemCount: Int
    let access: PageAccess

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        if let refusal = access.refusal(request) { return refusal }
        switch (request.method, request.path) {
        case ("POST", "/answer"): return answer(request.body)
        case ("POST", _): return PageResponses.text(404, "404 Not Found")
        case (_, "/answer"): return PageResponses.text(405, "405 Method Not Allowed", headers: [("Allow", "POST")])
        case (_, "/"): return PageResponses.file("text/html; charset=utf-8", page.html)
        case (_, "/present.js"): return PageResponses.file("text/javascript; charset=utf-8", PresentPage.script)
        case (_, "/present.css"): return PageResponses.file("text/css; charset=utf-8", page.style)
        case (_, "/icon.svg"): return PageResponses.file("image/svg+xml", LivePage.icon)
        case (_, "/events"):
            guard let given = request.arguments["token"], PageAccess.same(given, token) else {
                return PageResponses.text(403, "403 Forbidden: the stream needs this page's token")
            }
            return PageResponses.file(
                "text/event-stream; charset=utf-8", .stream { PresentEventFeed(session: session, stopper: streams) })
        default: return PageResponses.text(404, "404 Not Found")
        }
    }

    private func answer(_ body: [UInt8]) -> HTTPResponse {
        let fields = Self.fields(body)
        guard let given = fields["token"], PageAccess.same(given, token) else {
            return PageResponses.text(403, "403 Forbidden: the answer does not carry this page's token")
        }
        let outcome: PresentationOutcome
        switch fields["choice"] {
        case "cancel": outcome = .cancelled
        case let text?:
            guard let index = DecimalNumber(text, syntax: .wholeNumber)?.integer(in: 0...Int.max), index < itemCount
            else { return PageResponses.text(400, "400 Bad Request: the sheet has no such action") }
            outcome = .chose(index)
        case nil:
            return PageResponses.text(400, "400 Bad Request: no choice")
        }
        guard session.answer(outcome) else { return PageResponses.text(409, "409 Conflict: already answered") }
        streams.change { _ in }
        let session = self.session
        var response = PageResponses.text(200, "answered", headers: [("Connection", "close")])
        response.completion = { _ in session.answerDelivered() }
        return response
    }

    /// A name given twice keeps its first value.
    static func fields(_ body: [UInt8]) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: UInt8(ascii: "&")) {
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: pair[pair.startIndex..<equals], as: UTF8.self)
            if fields[name] == nil { fields[name] = String(decoding: pair[(equals + 1)...], as: UTF8.self) }
        }
        return fields
    }
}
