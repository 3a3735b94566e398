import Synchronization

/// Only the browser of the person `sheetctl` printed the address to: the address's one-time secret is
/// exchanged for a cookie (`HttpOnly`, `SameSite=Strict`) every later request needs (403 without). Against
/// another user of the machine: the spent secret opens nothing even if seen (`ps`), the cookie lives only in
/// the user's browser, the `Host` check (421) stops DNS rebinding, and a page on another port of this address,
/// which does get the cookie, is stopped by the web presenter's page token (``PresentRoutes``).
final class PageAccess: Sendable {
    private let linkSecret: String
    private let cookieSecret: String
    private let spent = Atomic<Bool>(false)
    /// Set once the server is listening, before any request can be answered.
    let port = Atomic<Int>(0)

    init() {
        linkSecret = Self.secret()
        cookieSecret = Self.secret()
    }

    static let argument = "k"

    /// One per port, so two runs in one browser keep their own.
    var cookieName: String { "sheetctl-\(port.load(ordering: .acquiring))" }

    func link(_ url: String) -> String { url + "?\(Self.argument)=" + linkSecret }

    /// - Returns: `nil` when it may; otherwise 421 for another `Host`, the cookie's redirect, or 403.
    func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard PageResponses.isOwn(host: request.host, port: port.load(ordering: .acquiring)) else {
            return PageResponses.misdirected
        }
        if let cookie = request.cookies[cookieName], Self.same(cookie, cookieSecret) { return nil }
        if request.path == "/", let given = request.arguments[Self.argument], Self.same(given, linkSecret),
            spent.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        {
            let cookie = "\(cookieName)=\(cookieSecret); Path=/; HttpOnly; SameSite=Strict"
            return PageResponses.text(303, "303 See Other", headers: [("Location", "/"), ("Set-Cookie", cookie)])
        }
        return Self.forbidden
    }

    /// It says nothing of the run.
    static let forbidden = PageResponses.text(
        403, "403 Forbidden: open the address sheetctl printed, in the browser it was first opened in")

    static func secret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }

    /// In time that depends only on the lengths, so a refusal's time tells nothing of how much of a guess was right.
    static func same(_ a: String, _ b: String) -> Bool {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
