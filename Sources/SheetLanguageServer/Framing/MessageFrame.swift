import SheetText
import ThemeKit

package enum MessageFrame {
    /// `Content-Length: N\r\n\r\n` and the message's compact JSON.
    package static func encode(_ message: JSONValue) -> [UInt8] {
        let body = Array(message.compactText.utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
