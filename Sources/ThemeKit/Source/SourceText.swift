#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one named input (a file, standard input or a built-in text), and the means to
/// quote its lines and find positions in it.
public struct SourceText: Sendable {
    /// The name diagnostics use: the path as the user gave it, `<stdin>` or `<built-in>`.
    public let name: String
    /// The raw bytes, as read.
    public let bytes: [UInt8]

    /// Creates a source from bytes.
    /// - Parameters:
    ///   - name: The name diagnostics use.
    ///   - bytes: The text's bytes, expected to be UTF-8.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Creates a source from a string.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// Line `number` (1-based) without its line break (LF, CRLF or CR), or `nil` past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        let count = bytes.count
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        while line < number {
            var brk = start
            while brk < count, !Self.isBreak(bytes[brk]) { brk += 1 }
            guard brk < count else { return nil }
            start = brk + 1
            if bytes[brk] == 0x0D, start < count, bytes[start] == 0x0A { start += 1 }
            line += 1
        }
        var end = start
        while end < count, !Self.isBreak(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// The line and column (in Unicode scalars, as libyaml counts) of a byte offset.
    /// - Parameter offset: A byte offset into ``bytes``.
    public func position(ofByte offset: Int) -> SourcePosition {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }

    /// The location of one byte offset in this source.
    public func location(ofByte offset: Int) -> SourceLocation {
        SourceLocation(file: name, start: position(ofByte: offset))
    }

    /// Checks the text before parsing: its size, NUL bytes and UTF-8 validity.
    ///
    /// libyaml reports bad bytes by offset only; this pass gives each a line and column.
    /// - Parameter maxBytes: The largest input accepted.
    /// - Returns: The first problem, or `nil` when the text can be parsed.
    public func validate(maxBytes: Int) -> Diagnostic? {
        if bytes.count > maxBytes {
            return .error(
                .inputTooLarge,
                "input is \(bytes.count) bytes; the limit is \(maxBytes) bytes",
                at: SourceLocation(file: name, line: 1, column: 1))
        }
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 {
                    return .error(
                        .nulByte, "NUL byte in the text", at: location(ofByte: index),
                        hint: "the file may be binary or in UTF-16; save it as UTF-8")
                }
                index += 1
                continue
            }
            let length = Self.sequenceLength(bytes, at: index)
            if length == 0 {
                return .error(
                    .invalidUTF8,
                    "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))",
                    at: location(ofByte: index), hint: "save the file as UTF-8")
            }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 when it is ill-formed.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        let count = bytes.count
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}
