import Testing

@testable import SheetLanguageServer

@Suite struct MessageFrameReaderTests {
    static func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    @Test func cutsMessagesWhateverTheReadsSplitThemAt() {
        let stream = Self.frame("{\"a\":1}") + Self.frame("{\"b\":\"é\"}")
        for size in [1, 2, 3, 7, stream.count] {
            var reader = MessageFrameReader()
            var frames: [MessageFrameReader.Frame] = []
            var index = 0
            while index < stream.count {
                frames += reader.feed(stream[index..<min(index + size, stream.count)])
                index += size
            }
            #expect(
                frames == [.message(Array("{\"a\":1}".utf8)), .message(Array("{\"b\":\"é\"}".utf8))], "reads of \(size)"
            )
        }
    }

    @Test func readsContentTypeAndHeaderNamesInAnyCase() {
        var reader = MessageFrameReader()
        let frames = reader.feed(
            Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8))
        #expect(frames == [.message(Array("{}".utf8))])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var header: String
        var problem: String
        var testDescription: String { name }
    }

    static let badHeaders: [Case] = [
        Case(name: "no length", header: "Content-Type: x\r\n\r\n", problem: "has no Content-Length"),
        Case(name: "not a number", header: "Content-Length: 12a\r\n\r\n", problem: "not a whole number"),
        Case(name: "negative", header: "Content-Length: -5\r\n\r\n", problem: "not a whole number"),
        Case(
            name: "too many digits", header: "Content-Length: 9999999999999999999999\r\n\r\n",
            problem: "not a whole number"),
        Case(name: "no colon", header: "garbage\r\n\r\n", problem: "no ':'"),
        Case(
            name: "two lengths", header: "Content-Length: 2\r\nContent-Length: 3\r\n\r\n",
            problem: "two different Content-Lengths"),
    ]

    @Test(arguments: badHeaders) func badHeaderIsReportedAndTheNextMessageStillRead(_ test: Case) {
        var reader = MessageFrameReader()
        let frames = reader.feed(Array(test.header.utf8) + Self.frame("{}"))
        #expect(frames.count == 2)
        guard case .malformed(let problem) = frames.first else {
            Issue.record("expected a framing problem, got \(frames)")
            return
        }
        #expect(problem.contains(test.problem))
        #expect(frames.last == .message(Array("{}".utf8)))
    }

    @Test func hugeContentLengthIsRefusedWithoutKeepingTheBody() {
        var reader = MessageFrameReader(maxContentLength: 100)
        var frames = reader.feed(Array("Content-Length: 1000\r\n\r\n".utf8))
        // The body is read past in pieces, none of it kept; then the next message is read.
        for _ in 0..<10 { frames += reader.feed([UInt8](repeating: 0x41, count: 100)) }
        frames += reader.feed(Self.frame("{}"))
        #expect(frames.count == 2)
        #expect(
            frames.first.map { if case .malformed(let text) = $0 { text.contains("limit of 100") } else { false } }
                == true)
        #expect(frames.last == .message(Array("{}".utf8)))
    }

    @Test func endlessHeaderIsCutAtTheLimitAndDropped() {
        var reader = MessageFrameReader(maxHeaderBytes: 64)
        var frames: [MessageFrameReader.Frame] = []
        for _ in 0..<1000 { frames += reader.feed(Array("X-Junk: aaaaaaaaaaaaaaaaaaaa\r\n".utf8)) }
        // One problem for the whole endless block, not one per line.
        #expect(frames.count == 1)
        frames = reader.feed(Array("\r\n".utf8) + Self.frame("{}"))
        #expect(frames == [.message(Array("{}".utf8))])
    }
}
