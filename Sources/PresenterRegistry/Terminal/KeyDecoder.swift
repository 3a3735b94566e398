/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Arrow and editing keys arrive as escape sequences (`ESC [ A`, `ESC O A`, `ESC [ 1 ~`,
/// `ESC [ 1 ; 5 A` with modifiers), while Esc alone is the single byte ESC. A sequence may be split
/// across reads, so bytes that could still become a sequence wait in the decoder (``isPending``);
/// when no more bytes come within a short time, the caller calls ``flush()`` and a lone ESC becomes
/// ``Key/escape``. The decoder is pure: it is tested with byte sequences, no terminal needed.
package struct KeyDecoder: Sendable {
    /// How long to wait after an ESC for the rest of a sequence before taking it as Esc alone
    /// (as ncurses' `ESCDELAY` and vim's `ttimeoutlen`).
    package static let escapeDelay: Duration = .milliseconds(50)

    private var buffer: [UInt8] = []

    /// Creates an empty decoder.
    package init() {}

    /// Whether bytes are waiting that may be the start of an escape sequence.
    package var isPending: Bool { !buffer.isEmpty }

    /// Decodes what it can of the bytes read so far.
    /// - Parameter bytes: The bytes just read.
    /// - Returns: The keys completed by them, in order; an incomplete sequence stays pending.
    package mutating func feed(_ bytes: [UInt8]) -> [Key] {
        buffer += bytes
        var keys: [Key] = []
        while !buffer.isEmpty {
            guard let (key, length) = Self.decode(buffer[...]) else { break }
            keys.append(key)
            buffer.removeFirst(length)
        }
        return keys
    }

    /// Ends a wait: a pending lone ESC becomes ``Key/escape``; the rest of an incomplete sequence is
    /// dropped as ``Key/unknown``.
    /// - Returns: The keys the pending bytes stand for.
    package mutating func flush() -> [Key] {
        guard !buffer.isEmpty else { return [] }
        let keys: [Key] = buffer == [0x1B] ? [.escape] : [.unknown]
        buffer.removeAll()
        return keys
    }

    /// Control characters read as another key, as in Emacs and shells: Ctrl-P is ↑, Ctrl-N is ↓.
    /// Help names them from this table (``controlName(_:)``), so it lists what is decoded.
    package static let controlAliases: [UInt8: Key] = [0x10: .up, 0x0E: .down]

    /// How help names a control character: `Ctrl-P` for 0x10.
    package static func controlName(_ byte: UInt8) -> String {
        "Ctrl-" + String(Character(Unicode.Scalar(byte + 0x40)))
    }

    /// Decodes the key at the start of `bytes`.
    /// - Returns: The key and how many bytes it took, or `nil` when more bytes are needed.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        let first = bytes[start]
        switch first {
        case 0x1B:
            return decodeEscape(bytes)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x03:
            return (.interrupt, 1)
        case 0x04:
            return (.endOfInput, 1)
        case 0x1A:
            return (.suspend, 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(first))), 1)
        case 0xC0...0xFF:
            // A UTF-8 lead byte: swallow the whole character as one unknown key.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            var taken = 1
            while taken < length, start + taken < bytes.endIndex, bytes[start + taken] & 0xC0 == 0x80 {
                taken += 1
            }
            if taken < length, start + taken == bytes.endIndex { return nil }
            return (.unknown, taken)
        default:
            return (controlAliases[first] ?? .unknown, 1)
        }
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["):
            return decodeCSI(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (finalKey(bytes[start + 2]) ?? .unknown, 3)
        case 0x1B:
            // Esc pressed twice: the first is a key of its own.
            return (.escape, 1)
        default:
            // Alt with a key: not one the picker uses.
            return (.unknown, 2)
        }
    }

    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), then a final byte (0x40–0x7E).
    private static func decodeCSI(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        var index = start + 2
        var parameters: [UInt8] = []
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) {
            parameters.append(bytes[index])
            index += 1
        }
        while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let final = bytes[index]
        let length = index - start + 1
        guard (0x40...0x7E).contains(final) else { return (.unknown, length) }
        if final == UInt8(ascii: "~") {
            let first = parameters.split(separator: UInt8(ascii: ";")).first.map { String(decoding: $0, as: UTF8.self) }
            switch first {
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            default: return (.unknown, length)
            }
        }
        return (finalKey(final) ?? .unknown, length)
    }

    private static func finalKey(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }
}
