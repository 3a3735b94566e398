import Testing

@testable import SheetText
@testable import ThemeKit

/// ``TextWriter``: its text is the pieces joined, whether it fits in the block or overflows it.
@Suite struct TextWriterTests {
    /// A run of pieces of every kind, repeated `count` times, and the same text made with `String`.
    static func pieces(_ count: Int) -> (written: String, expected: String) {
        let colors = [
            ThemeColor(red: 0, green: 0x7F, blue: 0xFF), ThemeColor(red: 1, green: 2, blue: 3, alpha: 0x80),
        ]
        var expected = ""
        let written = TextWriter.text { out in
            for index in 0..<count {
                out.append("<rect x=\"")
                expected += "<rect x=\""
                out.append(decimal: index * 37 - 500)
                expected += String(index * 37 - 500)
                out.append(ascii: UInt8(ascii: "\""))
                expected += "\""
                out.append(hex: colors[index % 2])
                expected += colors[index % 2].hex
                out.append(contentsOf: "分享 🇨🇳 é")
                expected += "分享 🇨🇳 é"
                out.append("‹literal›")
                expected += "‹literal›"
                let bytes = Array("\(index)…".utf8)
                bytes.withUnsafeBufferPointer { out.append(utf8: $0) }
                expected += "\(index)…"
                out.appendInPlace(maxCount: 3) { room in
                    room[0] = UInt8(ascii: "a")
                    room[1] = UInt8(ascii: "b")
                    return 2
                }
                expected += "ab"
                out.append(ascii: UInt8(ascii: " "), count: index % 11)
                expected += String(repeating: " ", count: index % 11)
                let sequence = Array("\u{1B}[0;\(index % 97)m".utf8)
                sequence.withUnsafeBufferPointer { out.append(ascii: $0) }
                expected += "\u{1B}[0;\(index % 97)m"
            }
        }
        return (written, expected)
    }

    @Test(arguments: [0, 1, 10, 100, 1000])
    func piecesJoinInOrderInTheBlockAndPastIt(_ count: Int) {
        let (written, expected) = Self.pieces(count)
        #expect(written == expected)
    }

    @Test(arguments: [0, 1, 9, 10, 99, 100, 999, 1000, -1, -7, -1000, 123_456_789, Int.max, Int.min])
    func decimalsMatchStringInit(_ value: Int) {
        #expect(TextWriter.text { $0.append(decimal: value) } == String(value))
    }

    @Test(arguments: [
        ThemeColor(red: 0, green: 0, blue: 0), ThemeColor(red: 255, green: 255, blue: 255),
        ThemeColor(red: 0xAB, green: 0xCD, blue: 0xEF), ThemeColor(red: 0x12, green: 0x34, blue: 0x56, alpha: 0),
        ThemeColor(red: 0xFE, green: 0x0A, blue: 0xA0, alpha: 0xC3),
    ])
    func coloursAreWrittenAsHexSpellsThem(_ color: ThemeColor) {
        #expect(TextWriter.text { $0.append(hex: color) } == color.hex)
    }

    @Test(arguments: [1, 4095, 4096, 4097, 10_000])
    func aPieceAsLargeAsTheBlockGoesStraightThrough(_ size: Int) {
        let big = String(repeating: "x", count: size - 1) + "é"
        let text = TextWriter.text { out in
            out.append("<")
            out.append(contentsOf: big)
            out.append(">")
        }
        #expect(text == "<" + big + ">")
    }

    @Test func bytesNotReportedAsNonASCIIStillComeOutRight() {
        // The hint only picks how the string is made: a wrong one must not change the text.
        let text = TextWriter.text { out in
            out.appendInPlace(maxCount: 4) { room in
                let bytes = Array("é!".utf8)
                for (index, byte) in bytes.enumerated() { room[index] = byte }
                return bytes.count
            }
        }
        #expect(text == "é!")
    }

    @Test func aBufferGetsTheTextAfterWhatItHeld() {
        var buffer = TextBuffer(capacity: 8)
        buffer.write { $0.append(contentsOf: "head:") }
        buffer.write { out in
            for index in 0..<2000 { out.append(decimal: index) }
        }
        #expect(buffer.text == "head:" + (0..<2000).map(String.init).joined())
    }
}

/// `String(decodingMostlyASCII:)` makes exactly what `String(decoding:as:)` makes, whatever the
/// bytes, ill-formed ones included.
@Suite struct MostlyASCIIDecodingTests {
    static func check(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            let fast = String(decodingMostlyASCII: buffer)
            let reference = String(decoding: buffer, as: UTF8.self)
            #expect(fast == reference)
            #expect(Array(fast.utf8) == Array(reference.utf8))
        }
    }

    static let ascii = Array(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 10).utf8)

    @Test(arguments: [
        "", "a", "●", "é", "\u{0}", String(repeating: "a", count: 200), "分享到 选择一个应用",
        String(repeating: "a", count: 70) + "●" + String(repeating: "b", count: 70),
        String(repeating: "a", count: 63) + "●" + String(repeating: "b", count: 64) + "●",
        "●" + String(repeating: "b", count: 64), String(repeating: "b", count: 64) + "🇨🇳",
        String(repeating: "长a", count: 100),
        // Other characters every 65 bytes: past 32 pieces the rest is decoded whole.
        String(repeating: String(repeating: "a", count: 64) + "分", count: 40),
    ])
    func textAsStringDecodesIt(_ text: String) {
        Self.check(Array(text.utf8))
    }

    @Test(
        arguments: [
            [0x80], [0xC3], [0xE2, 0x97], [0xF0, 0x9F, 0x87], [0xFF, 0xFE], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
            [0xE2, 0x97, 0x8F, 0x8F], [0xF4, 0x90, 0x80, 0x80],
        ] as [[UInt8]])
    func illFormedBytesAnywhereBecomeWhatDecodingMakes(_ bad: [UInt8]) {
        for position in [0, 1, 7, 8, 63, 64, 65, 200, Self.ascii.count] {
            var bytes = Self.ascii
            bytes.insert(contentsOf: bad, at: position)
            Self.check(bytes)
            Self.check(Array(bytes.prefix(position + bad.count)))
        }
    }

    @Test func illFormedBytesAfterThickPiecesBecomeWhatDecodingMakes() {
        let thick = Array(String(repeating: String(repeating: "a", count: 64) + "分", count: 40).utf8)
        for position in [0, 65 * 10, 65 * 17 + 3, 65 * 30, thick.count] {
            var bytes = thick
            bytes.insert(contentsOf: [0xE2, 0x97], at: position)
            Self.check(bytes)
        }
    }

    @Test func randomBytesDecodeAlike() {
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 400) {
                // Mostly ASCII, some runs of other bytes, some ill-formed.
                let roll = generator.next() % 100
                bytes.append(
                    roll < 85 ? UInt8(0x20 + generator.next() % 0x5F) : UInt8(truncatingIfNeeded: generator.next()))
            }
            Self.check(bytes)
        }
    }
}

/// A small deterministic generator, so that a failure can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension TextWriterTests {
    @Test(arguments: [0, 1, 7, 8, 9, 4095, 4096, 4097, 10_000])
    func repeatsAByteAnyNumberOfTimes(_ count: Int) {
        // After 4090 bytes, so that short runs land near the end of the block too.
        let head = String(repeating: "h", count: 4090)
        let written = TextWriter.text { out in
            out.append(contentsOf: head)
            out.append(ascii: UInt8(ascii: "-"), count: count)
            out.append(ascii: UInt8(ascii: "|"))
        }
        #expect(written == head + String(repeating: "-", count: count) + "|")
    }
}

/// Strings spliced into a writer (``TextWriter/append(splicing:)-(Substring)``) come out where
/// they were written, whatever is around them: what copying them would make.
extension TextWriterTests {
    /// Pieces of every kind with spliced strings between them, `count` times; `copy` copies the
    /// strings instead of splicing them.
    static func splicedPieces(_ count: Int, copy: Bool = false, writer out: inout TextWriter) -> String {
        let rule = "────────────────"
        let others = ["●", "分享到 选择一个应用", "🇨🇳", "é", ""]
        var expected = ""
        for index in 0..<count {
            out.append("\u{1B}[0;1m")
            expected += "\u{1B}[0;1m"
            let other = others[index % others.count]
            let cut = rule[..<rule.utf8.index(rule.startIndex, offsetBy: 3 * (index % 16))]
            if copy {
                out.append(contentsOf: other)
                out.append(contentsOf: String(cut))
            } else {
                out.append(splicing: other)
                out.append(splicing: cut)
            }
            expected += other + cut
            out.append(ascii: UInt8(ascii: " "), count: index % 9)
            expected += String(repeating: " ", count: index % 9)
            if index % 7 == 3 {
                // Two in a row, at the same place.
                out.append(splicing: "·")
                expected += "·"
            }
            out.append(decimal: index)
            expected += String(index)
        }
        return expected
    }

    @Test(arguments: [0, 1, 2, 15, 16, 17, 100, 1000])
    func splicedStringsComeOutInPlaceOnTheStackAndPastIt(_ count: Int) {
        var expected = ""
        let written = TextWriter.text { out in expected = Self.splicedPieces(count, writer: &out) }
        #expect(written == expected)
        #expect(Array(written.utf8) == Array(expected.utf8))
    }

    @Test(arguments: [1, 16, 100])
    func splicingAfterBytesThatAreNotASCIIKeepsBoth(_ count: Int) {
        var expected = ""
        let written = TextWriter.text { out in
            out.append(contentsOf: "é—")
            expected = "é—" + Self.splicedPieces(count, writer: &out)
            out.append("‹end›")
            expected += "‹end›"
        }
        #expect(written == expected)
    }

    @Test(arguments: [false, true])
    func splicingNextToIllFormedBytesDecodesThemAsTheJoinedBytes(_ hint: Bool) {
        // Bytes the appends never make: the text is still what decoding the whole would make.
        let bad: [[UInt8]] = [[0xE2, 0x94], [0x80], [0xFF]]
        var joined: [UInt8] = []
        let written = TextWriter.text { out in
            for (index, bytes) in bad.enumerated() {
                out.appendInPlace(maxCount: bytes.count) { room in
                    for (offset, byte) in bytes.enumerated() { room[offset] = byte }
                    return bytes.count
                }
                // A hint that is wrong, or right, at the end.
                out.mayHoldNonASCII = index % 2 == 0 ? !hint : hint
                joined += bytes
                out.append(splicing: "─x")
                joined += Array("─x".utf8)
            }
        }
        #expect(Array(written.utf8) == Array(String(decoding: joined, as: UTF8.self).utf8))
    }

    @Test(arguments: [1, 100])
    func aBufferGetsSplicedStringsCopied(_ count: Int) {
        var buffer = TextBuffer(capacity: 8)
        buffer.write { $0.append(contentsOf: "head:") }
        var expected = ""
        buffer.write { out in expected = Self.splicedPieces(count, writer: &out) }
        #expect(buffer.text == "head:" + expected)
    }

    @Test func splicedAndCopiedStringsMakeTheSameText() {
        var copied = ""
        var spliced = ""
        let viaCopy = TextWriter.text { out in copied = Self.splicedPieces(300, copy: true, writer: &out) }
        let viaSplice = TextWriter.text { out in spliced = Self.splicedPieces(300, writer: &out) }
        #expect(copied == spliced)
        #expect(viaCopy == viaSplice)
    }
}
