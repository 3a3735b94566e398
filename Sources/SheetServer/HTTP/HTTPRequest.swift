/// One request as the routes see it: parsed by libmicrohttpd, its body (if the server takes
/// bodies) read whole and bounded by ``HTTPServer/Limits/bodyBytes``.
package struct HTTPRequest: Sendable {
    /// `GET`, `HEAD` or `POST`.
    package var method: String
    /// The path, without the query.
    package var path: String
    /// The `Host` header, if the request has one.
    package var host: String?
    /// The body; empty for `GET` and `HEAD`.
    package var body: [UInt8]
    /// The query's arguments, decoded; a name given twice keeps its first value.
    package var arguments: [String: String] = [:]
    /// The cookies the request carries, by name.
    package var cookies: [String: String] = [:]

    package init(method: String, path: String, host: String?, body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.host = host
        self.body = body
    }
}
