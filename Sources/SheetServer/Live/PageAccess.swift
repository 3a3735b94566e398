import Synchronization

/// Who may read or change a run: only the browser of the person `sheetctl` printed the address to.
///
/// The address printed is the server's with a one-time secret, `http://127.0.0.1:PORT/?k=SECRET`.
/// The first request that brings it (to `/`) spends it: the answer is a redirect to `/` that sets a
/// cookie holding a second secret, `HttpOnly` (no script reads it) and `SameSite=Strict` (no other
/// site's page sends it). Every request after that — the page, its script and style, its event
/// stream, an answer — must carry the cookie; without it the answer is 403 and the page is not
/// shown. Both secrets are 128 bits from the system's secure random source, compared in constant
/// time.
///
/// Why this holds against another user of the machine, who can connect to the port as well: the
/// printed secret reaches only the user's terminal, and once the browser has spent it, it opens
/// nothing, even if it was seen on the way (a browser started with the address in its arguments
/// shows it to `ps`); the cookie lives only in the user's browser. Against a page of another web
/// origin in the user's browser: it cannot read this server's answers (no CORS, the `Host` check
/// against DNS rebinding), and its requests carry no cookie. Cookies are kept by host, not port, so a
/// page served on another port of the same address is the one exception, which the web presenter's
/// page token closes (see ``PresentRoutes``).
///
/// Also checked first here, for every request: the `Host` must be the server's own address (421).
final class PageAccess: Sendable {
    /// The one-time secret of the printed address.
    private let linkSecret: String
    /// The cookie's secret.
    private let cookieSecret: String
    private let spent = Mutex(false)
    /// Set once the server is listening, before any request can be answered.
    let port = PortBox()

    /// Makes the run's secrets.
    init() {
        linkSecret = Self.secret()
        cookieSecret = Self.secret()
    }

    /// The name of the argument that carries the link's secret.
    static let argument = "k"

    /// The cookie's name: one per port, so two runs in one browser keep their own.
    var cookieName: String { "sheetctl-\(port.load())" }

    /// The address to print: the server's, with the one-time secret.
    /// - Parameter url: The server's address, ending in `/`.
    func link(_ url: String) -> String { url + "?\(Self.argument)=" + linkSecret }

    /// Whether the request may be answered.
    /// - Returns: `nil` when it may; otherwise the answer: 421 for another `Host`, the redirect
    ///   that sets the cookie for the printed address's first use, 403 for anything else.
    func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard PageResponses.isOwn(host: request.host, port: port.load()) else { return PageResponses.misdirected }
        if let cookie = request.cookies[cookieName], Self.same(cookie, cookieSecret) { return nil }
        if request.path == "/", let given = request.arguments[Self.argument], Self.same(given, linkSecret),
            spend()
        {
            let cookie = "\(cookieName)=\(cookieSecret); Path=/; HttpOnly; SameSite=Strict"
            return PageResponses.text(
                303, "303 See Other", headers: [("Location", "/"), ("Set-Cookie", cookie)])
        }
        return Self.forbidden
    }

    /// The answer to a request without the secret: it says nothing of the run.
    static let forbidden = PageResponses.text(
        403, "403 Forbidden: open the address sheetctl printed, in the browser it was first opened in")

    /// Spends the link's secret: `true` the first time only.
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
