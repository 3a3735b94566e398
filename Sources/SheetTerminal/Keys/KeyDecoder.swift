/// Turns the bytes a terminal sends in raw mode into ``Key``s; pure, so it is tested with bytes. A control sequence
/// longer than ``longestSequence`` is one ``Key/unknown`` and its rest is skipped (its digits must not become number
/// keys). A control string also ends at CAN, at another control character and at an ESC that does not begin ST, so
/// one that never ends cannot swallow every later key, and Ctrl-C and Enter always work.
package struct KeyDecoder: Sendable {
    /// The wait after an ESC for the rest of a sequence, as ncurses' `ESCDELAY` and vim's `ttimeoutlen`.
    package static let escapeDelay: Duration = .milliseconds(50)

    /// More than any key or report sends (an SGR mouse report at column and row 99999 takes 17).
    package static let longestSequence = 32
    private var buffer: [UInt8] = []
    private var skipping: Skipping?
    private var string: StringState?

    private enum StringState: Sendable { case body, escape }

    private enum Skipping: Sendable { case parameters, intermediates }

    package var pendingCount: Int { buffer.count }
    package init() {}
    package var isPending: Bool { !buffer.isEmpty }

    package mutating func feed(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            if skipping != nil {
                skipSequence(&rest)
            } else if string != nil {
                if let key = readString(&rest) { keys.append(key) }
            } else {
                rest = decodeBuffered(rest, into: &keys)
            }
        }
        return keys
    }

    private mutating func skipSequence(_ bytes: inout ArraySlice<UInt8>) {
        while let part = skipping, let byte = bytes.first {
            bytes.removeFirst()
            switch (part, byte) {
            case (.parameters, 0x30...0x3F), (.intermediates, 0x20...0x2F): break
            case (.parameters, 0x20...0x2F): skipping = .intermediates
            default: skipping = nil
            }
        }
    }

    private mutating func readString(_ bytes: inout ArraySlice<UInt8>) -> Key? {
        while let state = string, let byte = bytes.first {
            if state == .escape {
                string = nil
                // ST; any other byte leaves the ESC to begin what follows.
                if byte == 0x5C { bytes.removeFirst() } else { buffer = [0x1B] }
                return .reply
            }
            switch byte {
            case 0x07, 0x18:
                // BEL ends it, as xterm's replies do; CAN cancels it.
                bytes.removeFirst()
                string = nil
                return .reply
            case 0x1B:
                bytes.removeFirst()
                string = .escape
            case 0x00...0x1F:
                // No reply holds another control character: the string is over, and this one is a key.
                string = nil
                return .reply
            default: bytes.removeFirst()
            }
        }
        return nil
    }

    private mutating func decodeBuffered(_ bytes: ArraySlice<UInt8>, into keys: inout [Key]) -> ArraySlice<UInt8> {
        buffer += bytes
        var start = 0
        var rest: ArraySlice<UInt8> = []
        while start < buffer.count {
            guard let (key, length) = Self.decode(buffer[start...]) else { break }
            if length == Self.stringStarts {
                string = .body
                rest = buffer[(start + 2)...]
                start = buffer.count
                break
            }
            if length < 0 {
                keys.append(key)
                skipping = (0x20...0x2F).contains(buffer[buffer.count - 1]) ? .intermediates : .parameters
                start = buffer.count
                break
            }
            keys.append(key)
            start += length
        }
        buffer.removeFirst(start)
        return Array(rest)[...]
    }

    /// A lone ESC becomes ``Key/escape``, the rest ``Key/unknown``; a sequence cut short is still skipped.
    package mutating func flush() -> [Key] {
        guard !buffer.isEmpty else { return [] }
        let keys: [Key] = buffer == [0x1B] ? [.escape] : [.unknown]
        if buffer.count >= 2, buffer[1] == UInt8(ascii: "["), buffer[2...].allSatisfy({ (0x20...0x3F).contains($0) }) {
            skipping = (0x20...0x2F).contains(buffer[buffer.count - 1]) ? .intermediates : .parameters
        }
        buffer.removeAll()
        return keys
    }

    /// Ctrl-P is ↑ and Ctrl-N ↓, as in Emacs and shells; help names them from this table.
    package static let controlAliases: [UInt8: Key] = [0x10: .up, 0x0E: .down]

    package static func controlName(_ byte: UInt8) -> String {
        "Ctrl-" + String(Character(Unicode.Scalar(byte + 0x40)))
    }

    /// The length ``decode(_:)`` gives for the two bytes that begin a control string.
    private static let stringStarts = -2

    /// Decodes the key at the start of `bytes`.
    /// - Returns: The key and how many bytes it took, or `nil` when more bytes are needed; -1 bytes
    ///   for the start of a control sequence too long to hold, whose rest is to be skipped;
    ///   ``stringStarts`` for the ESC and introducer that begin a control string.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        let first = bytes[start]
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x1A: return (.suspend, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
        case 0xC0...0xFF:
            // A UTF-8 lead byte: the whole character is one key (typed into a filter), or unknown.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            var taken = 1
            while taken < length, start + taken < bytes.endIndex, bytes[start + taken] & 0xC0 == 0x80 { taken += 1 }
            if taken < length, start + taken == bytes.endIndex { return nil }
            let text = String(validating: bytes[start..<(start + taken)], as: UTF8.self)
            guard taken == length, let scalar = text?.unicodeScalars.first,
                scalar.properties.generalCategory != .control
            else { return (.unknown, taken) }
            return (.character(Character(scalar)), taken)
        default: return (controlAliases[first] ?? .unknown, 1)
        }
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["): return decodeCSI(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (finalKeys[bytes[start + 2]] ?? .unknown, 3)
        case 0x1B:
            // Esc pressed twice: the first is a key of its own.
            return (.escape, 1)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"):
            // OSC, DCS, APC: a control string, which only the terminal sends.
            return (.reply, stringStarts)
        default:
            // Alt with a key: not one the picker uses.
            return (.unknown, 2)
        }
    }

    private static func decodeCSI(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        var index = start + 2
        var parameters: [UInt8] = []
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) {
            parameters.append(bytes[index])
            index += 1
        }
        while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        let tooLong = index - start - 2 > longestSequence
        guard index < bytes.endIndex else { return tooLong ? (.unknown, -1) : nil }
        let final = bytes[index]
        let length = index - start + 1
        // Too long is unknown whether it came in one read or many, whatever its final byte.
        guard (0x40...0x7E).contains(final), !tooLong else { return (.unknown, length) }
        if final == UInt8(ascii: "M"), parameters.isEmpty, index == start + 2 {
            // X10 mouse: three bytes follow, each its value plus 32, whatever they are.
            guard bytes.count >= 6 else { return nil }
            let values = (3...5).map { Int(bytes[start + $0]) - 32 }
            let event = MouseEvent(
                MouseEvent.kind(code: values[0], released: false), column: values[1], row: values[2])
            return (.mouse(event), 6)
        }
        if parameters.first == UInt8(ascii: "<") {
            // SGR mouse: `< button ; column ; row`, then M for a press, m for a release.
            let numbers = numbers(parameters.dropFirst())
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), numbers.count == 3 else {
                return (.unknown, length)
            }
            let kind = MouseEvent.kind(code: numbers[0], released: final == UInt8(ascii: "m"))
            return (.mouse(MouseEvent(kind, column: numbers[1], row: numbers[2])), length)
        }
        if final == UInt8(ascii: "c"), let first = parameters.first,
            first == UInt8(ascii: "?") || first == UInt8(ascii: ">")
        {
            // Primary or secondary device attributes: the terminal's answer, not a key.
            return (.reply, length)
        }
        if final == UInt8(ascii: "R") {
            let numbers = numbers(parameters[...])
            guard numbers.count == 2 else { return (.unknown, length) }
            return (.cursorPosition(row: numbers[0], column: numbers[1]), length)
        }
        if final == UInt8(ascii: "~") {
            let first = parameters.split(separator: UInt8(ascii: ";")).first.map { String(decoding: $0, as: UTF8.self) }
            return (first.flatMap { tildeKeys[$0] } ?? .unknown, length)
        }
        return (finalKeys[final] ?? .unknown, length)
    }

    /// The numbers of `;`-separated parameters; empty when one is not all digits; capped, as 32 digits pass any `Int`.
    private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int] {
        var numbers: [Int] = []
        for field in parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            guard !field.isEmpty else { return [] }
            var value = 0
            for byte in field {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return [] }
                value = min(largestNumber, value * 10 + Int(byte - UInt8(ascii: "0")))
            }
            numbers.append(value)
        }
        return numbers
    }

    package static let largestNumber = 1_000_000

    private static let tildeKeys: [String: Key] = [
        "1": .home, "7": .home, "4": .end, "8": .end, "5": .pageUp, "6": .pageDown,
    ]

    private static let finalKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
    ]
}
