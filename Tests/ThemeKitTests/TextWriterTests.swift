import Testing

@testable import SheetText
@testable import ThemeKit

/// ``TextWriter``: its text is the pieces joined, in order.
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
                out.append(utf8: Array("\(index)…".utf8))
                expected += "\(index)…"
                out.append(ascii: UInt8(ascii: " "), count: index % 11)
                expected += String(repeating: " ", count: index % 11)
                out.append(utf8: Array("\u{1B}[0;\(index % 97)m".utf8))
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

    /// Right-aligned with spaces; a width the number fills or passes adds none.
    @Test(arguments: [
        (7, 3, "  7"), (-7, 3, " -7"), (1234, 3, "1234"), (0, 0, "0"), (-1000, 6, " -1000"), (42, -5, "42"),
        (Int.min, 21, " " + String(Int.min)),
    ])
    func decimalsAreRightAlignedToAWidth(_ value: Int, _ width: Int, _ expected: String) {
        #expect(TextWriter.text { $0.append(decimal: value, width: width) } == expected)
    }

    @Test(arguments: [
        ThemeColor(red: 0, green: 0, blue: 0), ThemeColor(red: 255, green: 255, blue: 255),
        ThemeColor(red: 0xAB, green: 0xCD, blue: 0xEF), ThemeColor(red: 0x12, green: 0x34, blue: 0x56, alpha: 0),
        ThemeColor(red: 0xFE, green: 0x0A, blue: 0xA0, alpha: 0xC3),
    ])
    func coloursAreWrittenAsHexSpellsThem(_ color: ThemeColor) {
        #expect(TextWriter.text { $0.append(hex: color) } == color.hex)
    }

    @Test(arguments: [0, 1, 7, 8, 9, 10_000])
    func repeatsAByteAnyNumberOfTimes(_ count: Int) {
        #expect(
            TextWriter.text { $0.append(ascii: UInt8(ascii: "-"), count: count) }
                == String(repeating: "-", count: count))
    }
}
