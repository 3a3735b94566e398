package struct HTTPResponse: Sendable {
    package enum Body: Sendable {
        case bytes([UInt8])
        case stream(@Sendable () -> any EventFeed)
    }

    package var status: Int
    /// `Content-Length` is the server's to add.
    package var headers: [(name: String, value: String)]
    package var body: Body
    /// Told once the connection is done with the response: `true` when it was sent whole.
    package var completion: (@Sendable (Bool) -> Void)?

    package static func text(_ status: Int, _ text: String, headers: [(name: String, value: String)] = [])
        -> HTTPResponse
    {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
            body: .bytes(Array((text + "\n").utf8)))
    }
}

/// Asked for one at a time on the connection's own thread.
package protocol EventFeed: AnyObject {
    /// - Returns: The bytes to send, never empty; `nil` ends the stream.
    func next() -> [UInt8]?
}

package protocol HTTPRoutes: Sendable {
    /// A `POST` only when the server takes bodies (``HTTPServer/Limits/bodyBytes`` above 0).
    func respond(_ request: HTTPRequest) -> HTTPResponse
}
