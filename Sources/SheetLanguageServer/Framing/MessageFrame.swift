import SheetText
import ThemeKit

/// Writes one JSON-RPC message with its `Content-Length` header, as the Language Server Protocol frames it.
package enum MessageFrame {
    /// The bytes of one framed message.
    /// - Parameter message: The message.
    /// - Returns: `Content-Length: N\r\n\r\n` and the message's compact JSON.
    package static func encode(_ message: JSONValue) -> [UInt8] {
        let body = Array(message.compactText.utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
