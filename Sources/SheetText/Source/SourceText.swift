import SheetSystem

/// The bytes of one named input (a file, standard input or a built-in text), its lines and positions.
public struct SourceText: Sendable {
    /// Shared by every copy: what one copy found about the text, every copy knows.
    private let storage: SourceStorage

    /// The name diagnostics use: the path as the user gave it, `<stdin>` or `<built-in>`.
    public var name: String { storage.name }
    /// The raw bytes, as read.
    public var bytes: [UInt8] { storage.bytes }

    /// Creates a source from bytes.
    /// - Parameters:
    ///   - name: The name diagnostics use.
    ///   - bytes: The text's bytes, expected to be UTF-8.
    public init(name: String, bytes: [UInt8]) { storage = SourceStorage(name: name, bytes: bytes) }

    /// Creates a source from a string.
    public init(name: String, text: String) { self.init(name: name, bytes: Array(text.utf8)) }

    /// Line `number` (1-based) without its line break, or `nil` past the end.
    ///
    /// Lines end as libyaml ends them (LF, CRLF, CR, NEL, U+2028, U+2029), so that a line number it
    /// reports quotes the right text. A UTF-8 byte order mark before line 1 is not part of it.
    public func line(_ number: Int) -> String? { lineRange(number).map { String(decoding: bytes[$0], as: UTF8.self) } }

    /// The byte offsets of line `number` (1-based), as ``line(_:)`` has it: a search, not a scan.
    package func lineRange(_ number: Int) -> Range<Int>? {
        let bytes = storage.bytes
        let starts = storage.withIndex { ($0.lineStarts, steps: 0) }
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        let end =
            number < starts.count ? starts[number] - SourceIndex.breakBefore(starts[number], in: bytes) : bytes.count
        return start..<end
    }

    /// The length of the line break at `index`, or 0 when none starts there.
    static func breakLength(in bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2: return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] | 1) == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// Columns in Unicode scalars, as libyaml counts; an offset inside a CRLF or a multi-byte break is on
    /// the next line. The index is built when first asked: offsets never quoted cost nothing.
    package func position(ofByte offset: Int) -> SourcePosition {
        let bytes = storage.bytes
        return storage.withIndex { $0.position(ofByte: offset, in: bytes) }
    }

    /// The location of one byte offset in this source.
    public func location(ofByte offset: Int) -> SourceLocation {
        SourceLocation(file: name, start: position(ofByte: offset))
    }

    /// For tests that hold the cost of finding lines and positions linear without a clock.
    package var lineSearchSteps: Int { storage.steps }

    /// Checks the text's size, NUL bytes and UTF-8 validity before parsing: libyaml reports bad bytes
    /// by offset only; this pass gives each a line and column.
    /// - Parameter maxBytes: The largest input accepted.
    /// - Returns: The first problem, or `nil` when the text can be parsed.
    public func validate(maxBytes: Int) -> Diagnostic? {
        let bytes = storage.bytes
        if bytes.count > maxBytes {
            return .error(
                .inputTooLarge,
                "input is \(bytes.count) bytes; the limit is \(maxBytes) bytes",
                at: SourceLocation(file: name, line: 1, column: 1))
        }
        guard let problem = Self.firstInvalidByte(bytes) else { return nil }
        if bytes[problem] == 0 {
            return .error(
                .nulByte, "NUL byte in the text", at: location(ofByte: problem),
                hint: "the file may be binary or in UTF-16; save it as UTF-8")
        }
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        return .error(
            .invalidUTF8,
            "invalid UTF-8 byte 0x\(String(bytes[problem], radix: 16, uppercase: true))",
            at: location(ofByte: problem),
            hint: utf16 ? "the text looks like UTF-16; save it as UTF-8" : "save the file as UTF-8")
    }

    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { return index }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 { return index }
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
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
