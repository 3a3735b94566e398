/// What the server sends for one request: a status, headers and a body, either whole or a
/// stream of events that stays open.
package struct HTTPResponse: Sendable {
    package enum Body: Sendable {
        case bytes([UInt8])
        /// A stream with no length: each chunk is sent as the feed gives it, until it ends.
        case stream(@Sendable () -> any EventFeed)
    }

    package var status: Int
    /// The headers, in order; `Content-Length` is the server's to add.
    package var headers: [(name: String, value: String)]
    package var body: Body
    /// Told once the connection is done with the response: `true` when it was sent whole,
    /// `false` when the client went away or the server stopped first.
    package var completion: (@Sendable (Bool) -> Void)?

    package static func text(_ status: Int, _ text: String, headers: [(name: String, value: String)] = [])
        -> HTTPResponse
    {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
            body: .bytes(Array((text + "\n").utf8)))
    }
}

/// The chunks of one open stream, asked for one at a time on the connection's own thread.
package protocol EventFeed: AnyObject {
    /// - Returns: The bytes to send, never empty; `nil` ends the stream.
    func next() -> [UInt8]?
}

/// What a server answers: one call per request, on the connection's thread.
package protocol HTTPRoutes: Sendable {
    /// Answers a request: a `GET` or `HEAD`, or a `POST` when the server takes bodies
    /// (``HTTPServer/Limits/bodyBytes`` above 0).
    func respond(_ request: HTTPRequest) -> HTTPResponse
}
