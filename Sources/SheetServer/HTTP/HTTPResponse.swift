/// What the server sends for one request: a status, headers and a body, either whole or a
/// stream of events that stays open.
package struct HTTPResponse: Sendable {
    /// The body.
    package enum Body: Sendable {
        /// Bytes sent whole, with their length.
        case bytes([UInt8])
        /// A stream with no length: each chunk is sent as the feed gives it, until it ends.
        case stream(@Sendable () -> any EventFeed)
    }

    /// The status code: 200, 404, ….
    package var status: Int
    /// The headers, in order; `Content-Length` is the server's to add.
    package var headers: [(name: String, value: String)]
    /// The body.
    package var body: Body

    /// Creates a response.
    package init(status: Int, headers: [(name: String, value: String)] = [], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text answer, for errors: `404 Not Found`.
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
    /// Waits for the next chunk.
    /// - Returns: The bytes to send, never empty; `nil` ends the stream.
    func next() -> [UInt8]?
}

/// What a server answers: one call per request, on the connection's thread.
package protocol HTTPRoutes: Sendable {
    /// Answers a request.
    /// - Parameters:
    ///   - method: `GET`, `HEAD`, `POST`, ….
    ///   - path: The path, without the query.
    ///   - host: The request's `Host` header, if it has one.
    /// - Returns: The response.
    func respond(method: String, path: String, host: String?) -> HTTPResponse
}
