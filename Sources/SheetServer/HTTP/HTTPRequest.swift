/// Its body (if the server takes bodies) is read whole, bounded by ``HTTPServer/Limits/bodyBytes``.
package struct HTTPRequest: Sendable {
    package var method: String
    package var path: String
    package var host: String?
    package var body: [UInt8] = []
    /// Decoded; a name given twice keeps its first value.
    package var arguments: [String: String] = [:]
    package var cookies: [String: String] = [:]
}
