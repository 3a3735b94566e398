import Synchronization

/// Who may read or change a run: only the browser of the person `sheetctl` printed the address to.
///
/// The printed address carries a one-time secret (`?k=SECRET`); the first request to `/` with it gets
/// a redirect that sets a cookie holding a second secret, `HttpOnly` and `SameSite=Strict`, and every
/// later request needs that cookie (403 without). Both are 128 random bits, compared in constant time.
///
/// Why this holds against another user of the machine, who can reach the port too: the secret reaches
/// only the user's terminal and, once spent, opens nothing even if seen (`ps` shows a browser's
/// arguments); the cookie lives only in the user's browser. A page of another origin cannot read the
/// answers (no CORS; the `Host` check, 421, stops DNS rebinding) and sends no cookie, except one served
/// on another port of this address, which the web presenter's page token stops (``PresentRoutes``).
final class PageAccess: Sendable {
    private let linkSecret: String
    private let cookieSecret: String
    private let spent = Mutex(false)
    /// Set once the server is listening, before any request can be answered.
    let port = Atomic<Int>(0)

    init() {
        linkSecret = Self.secret()
        cookieSecret = Self.secret()
    }

    static let argument = "k"

    /// The cookie's name: one per port, so two runs in one browser keep their own.
    var cookieName: String { "sheetctl-\(port.load(ordering: .acquiring))" }

    /// The address to print: the server's, with the one-time secret.
    func link(_ url: String) -> String { url + "?\(Self.argument)=" + linkSecret }

    /// - Returns: `nil` when it may; otherwise the answer: 421 for another `Host`, the redirect
    ///   that sets the cookie for the printed address's first use, 403 for anything else.
    func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard PageResponses.isOwn(host: request.host, port: port.load(ordering: .acquiring)) else {
            return PageResponses.misdirected
        }
        if let cookie = request.cookies[cookieName], Self.same(cookie, cookieSecret) { return nil }
        if request.path == "/", let given = request.arguments[Self.argument], Self.same(given, linkSecret),
            spend()
        {
            let cookie = "\(cookieName)=\(cookieSecret); Path=/; HttpOnly; SameSite=Strict"
            return PageResponses.text(303, "303 See Other", headers: [("Location", "/"), ("Set-Cookie", cookie)])
        }
        return Self.forbidden
    }

    /// The answer to a request without the secret: it says nothing of the run.
    static let forbidden = PageResponses.text(
        403, "403 Forbidden: open the address sheetctl printed, in the browser it was first opened in")

    private func spend() -> Bool {
        spent.withLock { spent in
            defer { spent = true }
            return !spent
        }
    }

    /// A secret: 128 bits from the system's secure random source, in hex.
    static func secret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }

    /// Compares two secrets in time that depends only on their lengths, so the time of a refusal
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
