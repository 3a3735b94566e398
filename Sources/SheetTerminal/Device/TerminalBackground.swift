import SheetSystem
import ThemeKit

/// Whether the terminal is light or dark: asked with OSC 11, else `COLORFGBG`. Every terminal answers
/// the device attributes request (`ESC [ c`) sent after it, so no one waits the whole timeout.
package enum TerminalBackground {
    /// Long enough for a terminal across an SSH link in the same region, too short to be noticed.
    package static let timeout: Duration = .milliseconds(100)
    /// The most bytes read while waiting; a reply is about 30, a device attributes answer about 20.
    package static let maxReplyBytes = 256
    static let query = "\u{1B}]11;?\u{1B}\\\u{1B}[c"

    /// `rgb:R/G/B` or `rgba:R/G/B/A` (1 to 4 hex digits a channel), among other answers and keys.
    package static func parseReply(_ bytes: [UInt8]) -> ThemeColor? {
        let bytes = bytes.prefix(maxReplyBytes)
        let introducer: [UInt8] = [0x1B, 0x5D, 0x31, 0x31, 0x3B]  // ESC ] 1 1 ;
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: introducer) }) else { return nil }
        let body = start + introducer.count
        var end = body
        while end < bytes.endIndex, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
        // Unterminated, or an ESC that does not begin ST, is a reply cut short.
        guard end < bytes.endIndex else { return nil }
        if bytes[end] == 0x1B { guard end + 1 < bytes.endIndex, bytes[end + 1] == 0x5C else { return nil } }
        return color(Array(bytes[body..<end]))
    }

    private static func color(_ text: [UInt8]) -> ThemeColor? {
        let parts = text.split(separator: 0x3A, maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let fields = parts[1].split(separator: 0x2F, omittingEmptySubsequences: false)
        guard fields.count == (parts[0].elementsEqual("rgb".utf8) ? 3 : parts[0].elementsEqual("rgba".utf8) ? 4 : 0)
        else { return nil }
        var channels: [UInt8] = []
        for field in fields.prefix(3) {
            guard (1...4).contains(field.count) else { return nil }
            var value = 0
            for byte in field {
                guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            // h, hh, hhh and hhhh are fractions of 0xF, 0xFF, 0xFFF and 0xFFFF (XParseColor).
            let maximum = (1 << (4 * field.count)) - 1
            channels.append(UInt8((Double(value) * 255 / Double(maximum)).rounded()))
        }
        return ThemeColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    static func holdsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == 0x5B, bytes[index + 2] == 0x3F {
                var end = index + 3
                while end < bytes.count, (0x30...0x3B).contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == 0x63 { return true }
            }
            index += 1
        }
        return false
    }

    /// `COLORFGBG` (`fg;bg`, `fg;xpm;bg`): backgrounds 0 to 6 and 8 of the 16 are dark, 7 and 9 to 15 light.
    package static func appearance(colorFGBG value: String) -> ThemeAppearance? {
        guard let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
            value.contains(";"), last.count <= 2, last.allSatisfy(\.isASCII), let index = Int(last),
            (0...15).contains(index)
        else { return nil }
        return index == 7 || index >= 9 ? .light : .dark
    }

    package static func ask(_ terminal: TerminalDevice, timeout: Duration = timeout) -> ThemeColor? {
        guard terminal.isTerminal else { return nil }
        do throws(PresentationError) {
            try terminal.enterRawMode()
            defer { terminal.restore() }
            try terminal.write(query)
            let deadline = MonotonicClock.now + timeout
            var received: [UInt8] = []
            while received.count < maxReplyBytes {
                let left = deadline - MonotonicClock.now
                guard left > .zero else { break }
                switch try terminal.read(timeout: left) {
                case .bytes(let bytes):
                    received += bytes
                    if let color = parseReply(received) { return color }
                    if holdsDeviceAttributes(received) { return nil }
                case .resized: continue
                case .timedOut, .endOfInput: return nil
                }
            }
            return parseReply(received)
        } catch {
            return nil
        }
    }

    /// The terminal's background when it answers OSC 11, else `COLORFGBG`; `terminal` is `nil` when none may be asked.
    package static func appearance(asking terminal: (() -> (TerminalDevice)?)?, colorFGBG: String?)
        -> ThemeAppearance?
    {
        if let open = terminal, let device = open(), let color = ask(device) {
            return ThemeAppearance(background: color)
        }
        return colorFGBG.flatMap { appearance(colorFGBG: $0) }
    }
}
