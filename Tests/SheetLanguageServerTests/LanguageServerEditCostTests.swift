import Testing

@testable import SheetLanguageServer

/// A `didChange` message's edits: applied in one pass (one index rebuild per message, not one per
/// edit), with the meaning the protocol gives them (each range in the text the previous one left).
@Suite struct LanguageServerEditCostTests {
    static let uri = "file:///tmp/edits.yaml"

    /// The order a client sends a message's edits in.
    enum Order: String, CaseIterable, CustomTestStringConvertible {
        /// Last in the text first, as an editor sends a multi-cursor edit or a replace-all.
        case descending
        /// First in the text first, each after the text the previous one inserted (typing).
        case ascending
        var testDescription: String { rawValue }
    }

    /// A document of `lines` lines of 32 bytes.
    static func document(lines: Int) -> String {
        (0..<lines).map {
            "k\(String($0 % 1000).padding(toLength: 3, withPad: "0", startingAt: 0)): "
                + String(repeating: "v", count: 25) + "\n"
        }.joined()
    }

    /// `count` edits spread over a document of `lines` lines, each replacing two characters with a
    /// text of one line break, in the coordinates of the text the previous edits left.
    static func edits(count: Int, lines: Int, order: Order) -> [(range: LSPRange, text: String)] {
        let step = max(lines / count, 1)
        var edits: [(range: LSPRange, text: String)] = []
        for index in 0..<count {
            let text = "x\ny"
            switch order {
            case .descending:
                let line = (count - 1 - index) * step
                edits.append(
                    (LSPRange(start: .init(line: line, character: 5), end: .init(line: line, character: 7)), text))
            case .ascending:
                // Every earlier edit added a line: this one's line is shifted by as many.
                let line = index * step + index
                edits.append(
                    (LSPRange(start: .init(line: line, character: 5), end: .init(line: line, character: 7)), text))
            }
        }
        return edits
    }

    static func message(version: Int, _ edits: [(range: LSPRange, text: String)]) -> String {
        let changes = edits.map { edit in
            #"{"range":\#(edit.range.json.compactText),"text":\#(LanguageServerTestClient.quoted(edit.text))}"#
        }
        return
            #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[\#(changes.joined(separator: ","))]}"#
    }

    /// The bytes indexed and copied for one message of `count` edits to a document of `lines` lines.
    static func cost(count: Int, lines: Int, order: Order) throws -> (cost: Int, size: Int) {
        var client = LanguageServerTestClient(maxDocumentBytes: 1 << 24, maxOpenBytes: 1 << 24)
        client.initialize()
        let text = document(lines: lines)
        _ = client.open(uri, text)
        let counter = try #require(client.server.documents[uri]?.text?.indexedBytes)
        let before = counter.steps
        client.notify("textDocument/didChange", message(version: 2, edits(count: count, lines: lines, order: order)))
        let after = try #require(client.server.documents[uri]?.text?.indexedBytes.steps)
        return (after - before, text.utf8.count)
    }

    /// k = 1, 16, 256 edits to n and 16n bytes: the work is a small multiple of the text, whatever k.
    @Test(arguments: Order.allCases, [1, 16, 256])
    func editsOfOneMessageCostLinearInTheText(order: Order, count: Int) throws {
        let small = try Self.cost(count: count, lines: 512, order: order)
        let large = try Self.cost(count: count, lines: 16 * 512, order: order)
        let edited = 3 * count
        #expect(small.cost <= 3 * (small.size + edited), "n = \(small.size): \(small.cost) bytes for \(count) edits")
        #expect(large.cost <= 3 * (large.size + edited), "16n = \(large.size): \(large.cost) bytes for \(count) edits")
        // 16 times the text costs at most about 16 times as much.
        #expect(large.cost <= 17 * small.cost, "\(small.cost) then \(large.cost)")
    }

    /// The text after a message equals the text after its edits one at a time: each range read
    /// in a document opened on the text the previous ones left, and the bytes spliced.
    static func oneAtATime(_ text: String, _ edits: [(range: LSPRange, text: String)], _ encoding: PositionEncoding)
        -> String
    {
        var bytes = Array(text.utf8)
        for edit in edits {
            let document = TextDocument(uri: uri, version: 1, text: String(decoding: bytes, as: UTF8.self))
            let start = document.offset(of: edit.range.start, encoding: encoding)
            var end = start
            if edit.range.end > edit.range.start {
                end = max(start, document.offset(of: edit.range.end, encoding: encoding))
            }
            bytes.replaceSubrange(start..<end, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func inOneMessage(
        _ text: String, _ edits: [(range: LSPRange, text: String)], _ encoding: PositionEncoding
    ) throws -> String {
        var client = LanguageServerTestClient()
        client.initialize(offering: [encoding.rawValue])
        _ = client.open(uri, text)
        client.notify("textDocument/didChange", message(version: 2, edits))
        let document = try #require(client.server.documents[uri]?.text)
        return String(decoding: document.bytes, as: UTF8.self)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let edits: [(line: Int, character: Int, endLine: Int, endCharacter: Int, text: String)]
        var testDescription: String { name }
        var ranges: [(range: LSPRange, text: String)] {
            edits.map {
                (
                    LSPRange(
                        start: .init(line: $0.line, character: $0.character),
                        end: .init(line: $0.endLine, character: $0.endCharacter)), $0.text
                )
            }
        }
    }

    static let cases: [Case] = [
        Case(name: "typing", text: "name: a\n", edits: [(0, 7, 0, 7, "b"), (0, 8, 0, 8, "c"), (0, 9, 0, 9, "\n")]),
        Case(
            name: "later range after an inserted line", text: "a: 1\nb: 2\nc: 3\n",
            edits: [(0, 0, 0, 0, "x: 0\n"), (2, 0, 2, 1, "B"), (3, 3, 3, 4, "33")]),
        Case(
            name: "multi-cursor from the end", text: "a: 1\nb: 2\nc: 3\n",
            edits: [(2, 3, 2, 4, "x"), (1, 3, 1, 4, "y"), (0, 3, 0, 4, "z")]),
        Case(
            name: "inserts at one point", text: "ab\n",
            edits: [(0, 1, 0, 1, "X"), (0, 1, 0, 1, "Y"), (0, 2, 0, 2, "Z")]),
        Case(name: "an end past the text", text: "a\n", edits: [(1, 0, 1, 0, "xy"), (1, 0, 3, 0, "z")]),
        Case(
            name: "removed then put in at one point", text: "abc\ndef\n",
            edits: [(0, 1, 0, 2, ""), (0, 1, 0, 1, "XY"), (0, 3, 0, 3, "Z"), (1, 1, 1, 2, "")]),
        Case(
            name: "out of order", text: "a: 1\nb: 2\nc: 3\n",
            edits: [(1, 0, 1, 1, "B"), (2, 0, 2, 1, "C"), (0, 0, 0, 1, "A"), (0, 0, 2, 1, "")]),
        Case(
            name: "CRLF", text: "a: 1\r\nb: 2\r\nc: 3\r\n",
            edits: [(0, 4, 0, 4, "0"), (1, 0, 1, 1, "BB"), (2, 4, 2, 4, "\r\n")]),
        Case(
            name: "CR joined to an inserted LF", text: "a\rb\n",
            edits: [(1, 0, 1, 0, "\n"), (1, 0, 1, 1, "c"), (1, 1, 1, 1, "d")]),
        Case(
            name: "inserted CR before an LF", text: "a\nb\n",
            edits: [(0, 1, 0, 1, "\r"), (1, 0, 1, 0, "x"), (0, 1, 0, 1, "y")]),
        Case(
            name: "deletion joining CR and LF", text: "a\rz\nb",
            edits: [(1, 0, 1, 1, ""), (1, 0, 1, 0, "q"), (0, 1, 0, 1, "p")]),
        Case(name: "joining lines", text: "a\nb\nc\n", edits: [(0, 1, 1, 0, ""), (0, 2, 1, 0, ""), (0, 3, 0, 3, "!")]),
        Case(
            name: "surrogate pairs", text: "a: 😀b😀c\nd: é😀\n",
            edits: [(0, 3, 0, 5, "x"), (0, 5, 0, 7, "😀😀"), (1, 4, 1, 6, "y"), (0, 4, 0, 5, "z")]),
        Case(
            name: "half a surrogate pair", text: "😀😀😀\n",
            edits: [(0, 1, 0, 3, "a"), (0, 3, 0, 5, "b"), (0, 0, 0, 1, "c")]),
        Case(
            name: "past the ends", text: "ab\ncd",
            edits: [(0, 9, 0, 12, "X"), (5, 0, 9, 9, "Y"), (1, 1, 0, 0, "Z"), (0, 0, 0, 0, "W")]),
    ]

    @Test(arguments: cases, PositionEncoding.allCases)
    func aMessageGivesTheTextOfItsEditsOneAtATime(example: Case, encoding: PositionEncoding) throws {
        let expected = Self.oneAtATime(example.text, example.ranges, encoding)
        #expect(try Self.inOneMessage(example.text, example.ranges, encoding) == expected)
    }

    /// Orders that switch back and forth: one edit near the start, the next near the end, and so
    /// on, or a shuffled order (a fixed seed).
    enum Switching: String, CaseIterable, CustomTestStringConvertible {
        case alternating
        case shuffled
        var testDescription: String { rawValue }
    }

    /// `count` edits to a document of `lines` lines, each replacing two characters of its own with
    /// "xé" (two UTF-16 units, three bytes): the positions of the others do not move.
    static func switchingEdits(count: Int, lines: Int, order: Switching) -> [(range: LSPRange, text: String)] {
        let places = (0..<lines).flatMap { line in stride(from: 6, to: 30, by: 2).map { (line, $0) } }
        precondition(count <= places.count)
        var chosen: [(Int, Int)]
        switch order {
        case .alternating:
            chosen = (0..<count).map { $0 % 2 == 0 ? places[$0 / 2] : places[places.count - 1 - $0 / 2] }
        case .shuffled:
            var random = SeededRandom(seed: 27)
            chosen = Array(places.shuffled(using: &random).prefix(count))
        }
        return chosen.map { line, character in
            (
                LSPRange(
                    start: .init(line: line, character: character), end: .init(line: line, character: character + 2)),
                "xé"
            )
        }
    }

    /// k = 16, 256, 4,096 edits in orders that switch: the bytes scanned and copied stay within a
    /// small multiple of the text and the message, whatever the order.
    @Test(arguments: Switching.allCases, [16, 256, 4096])
    func editsInAnyOrderCostLinearInTheInput(order: Switching, count: Int) throws {
        var client = LanguageServerTestClient(maxDocumentBytes: 1 << 24, maxOpenBytes: 1 << 24)
        client.initialize()
        let text = Self.document(lines: 512)
        _ = client.open(Self.uri, text)
        let document = try #require(client.server.documents[Self.uri]?.text)
        let (indexed, walked) = (document.indexedBytes.steps, document.walkedBytes.steps)
        let edits = Self.switchingEdits(count: count, lines: 512, order: order)
        let message = Self.message(version: 2, edits)
        client.notify("textDocument/didChange", message)
        let after = try #require(client.server.documents[Self.uri]?.text)
        let input = text.utf8.count + message.utf8.count
        let cost = after.indexedBytes.steps - indexed
        #expect(cost <= 3 * input, "\(cost) bytes for \(count) edits to \(text.utf8.count) bytes")
        // Each position is found with a bounded walk.
        let steps = after.walkedBytes.steps - walked
        #expect(steps <= count * 16 * 256, "\(steps) bytes walked for \(count) edits")
        if count <= 256 {
            #expect(String(decoding: after.bytes, as: UTF8.self) == Self.oneAtATime(text, edits, .utf16))
        }
    }

    /// Random texts and edits (line breaks of every kind, characters of every width, positions past
    /// the ends and inside characters): one message gives the text and index of its edits one at a
    /// time.
    @Test(arguments: PositionEncoding.allCases)
    func randomMessagesGiveTheTextOfTheirEditsOneAtATime(encoding: PositionEncoding) {
        var random = SeededRandom(seed: 9)
        let pieces = ["a", "b: ", "é", "😀", "\n", "\r", "\r\n", " ", "字"]
        func text(_ length: Int) -> String { (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined() }
        for _ in 0..<300 {
            let start = text(Int.random(in: 0...40, using: &random))
            var current = start
            var edits: [(range: LSPRange, text: String)] = []
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                let document = TextDocument(uri: Self.uri, version: 1, text: current)
                func position() -> LSPPosition {
                    if Bool.random(using: &random) {
                        let offset = Int.random(in: 0...document.bytes.count, using: &random)
                        return document.position(ofByte: offset, encoding: encoding)
                    }
                    return LSPPosition(
                        line: Int.random(in: 0...document.lineCount + 1, using: &random),
                        character: Int.random(in: 0...12, using: &random))
                }
                var range = LSPRange(start: position(), end: position())
                if Int.random(in: 0..<8, using: &random) != 0, range.end < range.start {
                    swap(&range.start, &range.end)
                }
                let edit = (range: range, text: text(Int.random(in: 0...4, using: &random)))
                edits.append(edit)
                current = Self.oneAtATime(current, [edit], encoding)
            }
            var document = TextDocument(uri: Self.uri, version: 1, text: start)
            _ = document.apply(edits.map { .init(range: $0.range, text: $0.text) }, encoding: encoding) { _ in true }
            let result = String(decoding: document.bytes, as: UTF8.self)
            #expect(result == current, "\(start.debugDescription) edited by \(edits)")
            let fresh = TextDocument(uri: Self.uri, version: 1, text: current)
            #expect(document.lineCount == fresh.lineCount)
            for line in 0..<fresh.lineCount where document.lineText(line) != fresh.lineText(line) {
                Issue.record("line \(line) of \(current.debugDescription)")
            }
        }
    }
}

/// SplitMix64: random numbers that are the same on every run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
