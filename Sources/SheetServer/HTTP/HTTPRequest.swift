/// One request as the routes see it: parsed by libmicrohttpd, its body (if the server takes
/// bodies) read whole and bounded by ``HTTPServer/Limits/bodyBytes``.
package struct HTTPRequest: Sendable {
    package var method: String
    /// The path, without the query.
    package var path: String
    package var host: String?
    package var body: [UInt8] = []
    /// The query's arguments, decoded; a name given twice keeps its first value.
    package var arguments: [String: String] = [:]
    package var cookies: [String: String] = [:]
}
