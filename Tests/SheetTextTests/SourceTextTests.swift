import Foundation
import Testing

@testable import SheetText

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct SourceTextTests {
    // MARK: Lines

    struct LineCase: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        /// Lines 1, 2, … and then `nil`.
        var lines: [String]
        var testDescription: String { name }
    }

    static let lineCases: [LineCase] = [
        LineCase(name: "LF", bytes: Array("one\ntwo\nthree".utf8), lines: ["one", "two", "three"]),
        LineCase(name: "CRLF", bytes: Array("one\r\ntwo\r\nthree".utf8), lines: ["one", "two", "three"]),
        LineCase(name: "CR", bytes: Array("one\rtwo\rthree".utf8), lines: ["one", "two", "three"]),
        LineCase(name: "mixed", bytes: Array("one\r\ntwo\rthree\nfour".utf8), lines: ["one", "two", "three", "four"]),
        LineCase(name: "CR CR is two breaks", bytes: Array("one\r\rthree".utf8), lines: ["one", "", "three"]),
        LineCase(name: "a final break leaves an empty last line", bytes: Array("one\n".utf8), lines: ["one", ""]),
        LineCase(
            name: "a byte order mark is not part of line 1", bytes: [0xEF, 0xBB, 0xBF] + Array("one\ntwo".utf8),
            lines: ["one", "two"]),
        LineCase(
            name: "NEL, LS and PS end lines as in libyaml", bytes: Array("a\u{85}b\u{2028}c\u{2029}d".utf8),
            lines: ["a", "b", "c", "d"]),
        LineCase(name: "empty text has one empty line", bytes: [], lines: [""]),
    ]

    @Test(arguments: lineCases)
    func linesSplitAtEveryKindOfBreak(_ lineCase: LineCase) {
        let source = SourceText(name: "t", bytes: lineCase.bytes)
        for (index, line) in lineCase.lines.enumerated() {
            #expect(source.line(index + 1) == line, "line \(index + 1)")
        }
        #expect(source.line(lineCase.lines.count + 1) == nil)
        #expect(source.line(0) == nil)
        #expect(source.line(-1) == nil)
    }

    // MARK: Positions

    @Test func positionsCountLinesAndUnicodeScalars() {
        let source = SourceText(name: "t.yaml", text: "ab\r\nä日😀x\ny")
        #expect(source.position(ofByte: 0) == SourcePosition(line: 1, column: 1))
        #expect(source.position(ofByte: 2) == SourcePosition(line: 1, column: 3))
        #expect(source.position(ofByte: 4) == SourcePosition(line: 2, column: 1))
        // ä is 2 bytes, 日 3, 😀 4: x is at byte 4 + 9 and is the fourth scalar of its line.
        #expect(source.position(ofByte: 13) == SourcePosition(line: 2, column: 4))
        #expect(source.position(ofByte: 15) == SourcePosition(line: 3, column: 1))
        // Past the end means the end.
        #expect(source.position(ofByte: 1000) == SourcePosition(line: 3, column: 2))
        #expect(source.location(ofByte: 13).description == "t.yaml:2:4")
    }

    @Test func aByteOrderMarkTakesNoColumn() {
        let source = SourceText(name: "t", bytes: [0xEF, 0xBB, 0xBF] + Array("ab".utf8))
        #expect(source.position(ofByte: 3) == SourcePosition(line: 1, column: 1))
        #expect(source.position(ofByte: 4) == SourcePosition(line: 1, column: 2))
    }

    @Test func unicodeBreaksStartNewLines() {
        let source = SourceText(name: "t", text: "a\u{85}b\u{2028}c")
        #expect(source.position(ofByte: 3) == SourcePosition(line: 2, column: 1))
        #expect(source.position(ofByte: 7) == SourcePosition(line: 3, column: 1))
    }

    /// Positions counted the plain way, from the top for each offset: what a cursor must agree with.
    static func referencePosition(_ bytes: [UInt8], _ offset: Int) -> SourcePosition {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < min(offset, bytes.count) {
            let rest = bytes[index...]
            let length =
                rest.starts(with: [0x0D, 0x0A]) || rest.starts(with: [0xC2, 0x85])
                ? 2
                : rest.starts(with: [0xE2, 0x80, 0xA8]) || rest.starts(with: [0xE2, 0x80, 0xA9])
                    ? 3
                    : bytes[index] == 0x0A || bytes[index] == 0x0D ? 1 : 0
            if length > 0 {
                (line, column, index) = (line + 1, 1, index + length)
            } else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }

    static let cursorTexts: [[UInt8]] = [
        Array("ab\r\nä日😀x\ny\rz\u{85}n\u{2028}l\u{2029}p\r\n\r\n".utf8),
        [0xEF, 0xBB, 0xBF] + Array("{\"a\": [1,\n 2]}\r".utf8),
        [],
    ]

    @Test(arguments: cursorTexts)
    func thePositionOfEveryOffsetAgreesWithCountingFromTheTopInAnyOrder(_ bytes: [UInt8]) {
        // Every offset, the ones inside a CRLF or a multi-byte break or character included, and
        // past the end; forwards, then backwards, each asked of a fresh source and of one that
        // has answered before.
        let offsets = Array(0...(bytes.count + 2))
        let source = SourceText(name: "t", bytes: bytes)
        for offset in offsets + offsets.reversed() {
            let expected = Self.referencePosition(bytes, offset)
            #expect(source.position(ofByte: offset) == expected, "offset \(offset)")
            #expect(SourceText(name: "t", bytes: bytes).position(ofByte: offset) == expected, "offset \(offset)")
        }
    }

    @Test func aPositionFarAlongALongLineCostsBoundedWorkInAnyOrder() {
        // One line of 200,000 bytes, with characters of every UTF-8 length: counting a column from
        // the start of its line would examine up to 200,000 bytes a position.
        let text = String(repeating: "aé日😀", count: 20_000)
        let source = SourceText(name: "t", text: text)
        let count = source.bytes.count
        #expect(source.position(ofByte: count) == SourcePosition(line: 1, column: 80_001))
        let indexed = source.lineSearchSteps
        #expect(indexed <= count + 160)
        // Far, near, far again: each costs at most two 64-byte blocks and a search.
        for (offset, column) in [(count - 4, 80_000), (10, 5), (count - 10 * 4, 79_985), (0, 1)] {
            let before = source.lineSearchSteps
            #expect(source.position(ofByte: offset) == SourcePosition(line: 1, column: column))
            #expect(source.lineSearchSteps - before <= 160)
        }
    }

    @Test func quotingEveryLineOfALargeTextTakesOnePass() {
        // 20,000 lines of each kind of break: quoting each from the top would step over
        // 20,000 × 20,000 / 2 lines.
        let breaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        let lines = (0..<20_000).map { "line \($0) 日本" }
        let text = lines.enumerated().map { $1 + breaks[$0 % breaks.count] }.joined()
        let source = SourceText(name: "t", text: text)
        for (index, line) in lines.enumerated().reversed() {
            #expect(source.line(index + 1) == line)
        }
        #expect(source.line(lines.count + 1) == "")
        #expect(source.line(lines.count + 2) == nil)
        #expect(source.lineSearchSteps <= source.bytes.count)
        // The copies of a source share what was found.
        let copy = source
        _ = copy.line(1)
        #expect(copy.lineSearchSteps == source.lineSearchSteps)
    }

    @Test(arguments: lineCases)
    func aLineRangeHoldsTheLineWithoutItsBreak(_ lineCase: LineCase) throws {
        let source = SourceText(name: "t", bytes: lineCase.bytes)
        for (index, line) in lineCase.lines.enumerated() {
            let range = try #require(source.lineRange(index + 1))
            #expect(Array(lineCase.bytes[range]) == Array(line.utf8), "line \(index + 1)")
        }
        #expect(source.lineRange(lineCase.lines.count + 1) == nil)
        #expect(source.lineRange(0) == nil)
    }

    // MARK: Validation

    @Test func validTextPassesValidation() {
        let text = "ascii é 日本 😀 \u{10FFFF}\n"
        #expect(SourceText(name: "t", text: text).validate(maxBytes: 100) == nil)
        #expect(SourceText(name: "t", bytes: []).validate(maxBytes: 0) == nil)
    }

    @Test(
        arguments: [
            [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
            [0xF0, 0x80, 0x80, 0x80],  // overlong
            [0xE0, 0x80, 0x80],  // overlong
            [0xF0, 0x9F, 0x98],  // cut off at the end
            [0xF8, 0x88, 0x80, 0x80, 0x80],  // five-byte form
        ] as [[UInt8]])
    func malformedUTF8IsFoundAtItsFirstByte(_ bad: [UInt8]) throws {
        let source = SourceText(name: "t", bytes: Array("ok ".utf8) + bad)
        let problem = try #require(source.validate(maxBytes: 100))
        #expect(problem.code == .invalidUTF8)
        #expect(problem.location?.start == SourcePosition(line: 1, column: 4))
    }

    @Test func theSizeLimitIsCheckedFirst() throws {
        let problem = try #require(SourceText(name: "t", bytes: [0, 0, 0]).validate(maxBytes: 2))
        #expect(problem.description == "t:1:1: error: input is 3 bytes; the limit is 2 bytes [input-too-large]")
    }

    // MARK: Reading files

    /// A fresh directory for one test, removed afterwards.
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sourcetext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    private func readError(_ path: String, maxBytes: Int = 1 << 20) -> [Diagnostic] {
        do {
            _ = try SourceText.read(path: path, maxBytes: maxBytes)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func aRegularFileIsReadWhole() throws {
        try withDirectory { directory in
            let path = directory.appendingPathComponent("theme.yaml").path
            let bytes = Array("name: x\r\n".utf8) + [0xFF]
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let source = try SourceText.read(path: path, maxBytes: bytes.count)
            #expect(source.bytes == bytes)
            #expect(source.name == path)
            let empty = directory.appendingPathComponent("empty.yaml").path
            try Data().write(to: URL(fileURLWithPath: empty))
            #expect(try SourceText.read(path: empty, maxBytes: 0).bytes.isEmpty)
        }
    }

    @Test func aFileOverTheLimitIsRefusedNamingTheLimit() throws {
        try withDirectory { directory in
            let path = directory.appendingPathComponent("big.yaml").path
            try Data(repeating: 0x61, count: 100).write(to: URL(fileURLWithPath: path))
            #expect(
                readError(path, maxBytes: 99).map(\.description) == [
                    "\(path):1:1: error: file is 100 bytes; the limit is 99 bytes [input-too-large]"
                ])
            #expect(readError(path, maxBytes: 100).isEmpty)
            #expect(readError(path, maxBytes: .max).isEmpty)
        }
    }

    @Test func aMissingFileIsUnreadable() throws {
        try withDirectory { directory in
            let path = directory.appendingPathComponent("missing.yaml").path
            #expect(
                readError(path).map(\.description) == [
                    "error: cannot open '\(path)': no such file or directory [unreadable-file]"
                ])
        }
    }

    @Test func aPathThroughAFileIsUnreadable() throws {
        try withDirectory { directory in
            let file = directory.appendingPathComponent("file.yaml")
            try Data("a: 1\n".utf8).write(to: file)
            let path = file.path + "/inner.yaml"
            #expect(
                readError(path).map(\.description) == [
                    "error: cannot open '\(path)': not a directory [unreadable-file]"
                ])
        }
    }

    @Test func aDirectoryIsRefused() throws {
        try withDirectory { directory in
            #expect(
                readError(directory.path).map(\.description) == [
                    "error: cannot open '\(directory.path)': is a directory [unreadable-file]"
                ])
        }
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        // No writer ever opens the FIFO: a blocking open or read would wait forever. The reader opens
        // with O_NONBLOCK (which returns at once for a FIFO without a writer) and refuses anything
        // that is not a regular file before reading.
        try withDirectory { directory in
            let path = directory.appendingPathComponent("pipe").path
            try #require(mkfifo(path, 0o600) == 0)
            #expect(
                readError(path).map(\.description) == [
                    "error: cannot open '\(path)': is not a regular file [unreadable-file]"
                ])
        }
    }

    @Test func aDeviceIsRefused() {
        #expect(
            readError("/dev/null").map(\.description) == [
                "error: cannot open '/dev/null': is not a regular file [unreadable-file]"
            ])
    }

    /// A root user reads a mode-000 file regardless, so this only runs for other users.
    @Test(.enabled(if: getuid() != 0, "root reads files whatever their mode"))
    func aFileWithoutReadPermissionIsUnreadable() throws {
        try withDirectory { directory in
            let path = directory.appendingPathComponent("secret.yaml").path
            try Data("a: 1\n".utf8).write(to: URL(fileURLWithPath: path))
            try #require(chmod(path, 0) == 0)
            #expect(
                readError(path).map(\.description) == [
                    "error: cannot open '\(path)': permission denied [unreadable-file]"
                ])
        }
    }
}
