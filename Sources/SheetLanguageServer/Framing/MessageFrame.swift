import SheetText
import ThemeKit

package enum MessageFrame {
    package static func encode(_ message: JSONValue) -> [UInt8] {
        let body = Array(message.compactText.utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
