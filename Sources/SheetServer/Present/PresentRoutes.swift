import SheetText
import PresenterRegistry
import ThemeKit

/// The web presenter's paths: the page, its script, style and icon, the event stream that tells
/// the presenter a page is open, and `POST /answer`, the person's answer.
///
/// An answer is taken only with the run's token (a page elsewhere cannot read this one to learn
/// it: the `Host` check stops DNS rebinding and no answer allows another origin to read it), only
/// once, and only for an index the sheet has or `cancel`. The body is `token=T&choice=C`.
final class PresentRoutes: HTTPRoutes {
    let session: PresentSession
    /// Ends the event streams when the presentation ends.
    let streams = LiveState()
    let page: PresentPage
    let token: String
    let itemCount: Int
    /// Set once the server is listening, before any request can be answered.
    let port = PortBox()

    init(session: PresentSession, page: PresentPage, token: String, itemCount: Int) {
        self.session = session
        self.page = page
        self.token = token
        self.itemCount = itemCount
    }

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        guard PageResponses.isOwn(host: request.host, port: port.load()) else { return PageResponses.misdirected }
        switch (request.method, request.path) {
        case ("POST", "/answer"): return answer(request.body)
        case ("POST", _): return PageResponses.text(404, "404 Not Found")
        case (_, "/answer"): return PageResponses.text(405, "405 Method Not Allowed", headers: [("Allow", "POST")])
        case (_, "/"): return PageResponses.file("text/html; charset=utf-8", page.html)
        case (_, "/present.js"): return PageResponses.file("text/javascript; charset=utf-8", PresentPage.script)
        case (_, "/present.css"): return PageResponses.file("text/css; charset=utf-8", page.style)
        case (_, "/icon.svg"): return PageResponses.file("image/svg+xml", LivePage.icon)
        case (_, "/events"):
            let session = self.session
            let streams = self.streams
            return HTTPResponse(
                status: 200,
                headers: [("Content-Type", "text/event-stream; charset=utf-8")] + PageResponses.securityHeaders,
                body: .stream { PresentEventFeed(session: session, stopper: streams) })
        default: return PageResponses.text(404, "404 Not Found")
        }
    }

    /// Takes the answer the body gives, when its token is the run's.
    private func answer(_ body: [UInt8]) -> HTTPResponse {
        let fields = Self.fields(body)
        guard let given = fields["token"], Self.same(given, token) else {
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

    /// The body's `name=value` fields, split at `&`; a name given twice keeps its first value.
    static func fields(_ body: [UInt8]) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: UInt8(ascii: "&")) {
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: pair[pair.startIndex..<equals], as: UTF8.self)
            if fields[name] == nil { fields[name] = String(decoding: pair[(equals + 1)...], as: UTF8.self) }
        }
        return fields
    }

    /// Compares two tokens in time that depends only on their lengths, so the time of a refusal
    /// tells nothing of how much of a guess was right.
    static func same(_ a: String, _ b: String) -> Bool {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
