/// The live page and the web presenter's page both answer through it, so a defence added here holds for both.
enum PageResponses {
    static let securityHeaders: [(name: String, value: String)] = [
        ("Content-Security-Policy", LivePage.contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Cache-Control", "no-store"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    static func file(_ type: String, _ text: String) -> HTTPResponse { file(type, .bytes(Array(text.utf8))) }

    static func file(_ type: String, _ body: HTTPResponse.Body) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", type)] + securityHeaders, body: body)
    }

    static func text(_ status: Int, _ text: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        .text(status, text, headers: headers + securityHeaders)
    }

    static let misdirected = text(421, "421 Misdirected Request: this server answers only to its own address")

    /// A host name that is not `localhost` is what DNS rebinding sends.
    static func isOwn(host: String?, port: Int) -> Bool {
        guard let host else { return false }
        let port = ":\(port)"
        guard host.hasSuffix(port) else { return false }
        let name = String(host.dropLast(port.count))
        if name == "localhost" { return true }
        if name.hasPrefix("["), name.hasSuffix("]") { return HTTPAddress(String(name.dropFirst().dropLast())) != nil }
        return HTTPAddress(name) != nil
    }
}
