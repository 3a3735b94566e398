import Testing
@testable import SheetText
@testable import ThemeKit

@testable import PresenterRegistry
@testable import SheetTerminal

/// A text the one measuring shortcut (`CellWidth.ofSeparateScalars`, behind ``TerminalText``,
/// ``SVGText`` and the sanitiser) and the writers must treat exactly as the general,
/// scalar-by-scalar rules do.
struct FastPathCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String

    var testDescription: String { name }

    static let all: [FastPathCase] = [
        FastPathCase(name: "empty", text: ""),
        FastPathCase(name: "ASCII words", text: "Send to a friend"),
        FastPathCase(name: "ASCII punctuation", text: "a & b < c > d \"e\" 'f' \\ g ~"),
        FastPathCase(name: "box drawing", text: "────────"),
        FastPathCase(name: "ellipsis and guillemets", text: "› more… ‹ back · dot • bullet"),
        FastPathCase(name: "badge circles", text: " ● new ○ "),
        FastPathCase(name: "other geometric shapes", text: "■ ◆ ▶ ◀"),
        FastPathCase(name: "tab", text: "a\tb"),
        FastPathCase(name: "line breaks", text: "one\r\ntwo\nthree"),
        FastPathCase(name: "ESC sequence", text: "\u{1B}[31mred\u{1B}[0m"),
        FastPathCase(name: "DEL and NUL", text: "a\u{7F}b\u{0}c"),
        FastPathCase(name: "C1 CSI", text: "x\u{9B}31m"),
        FastPathCase(name: "Latin-1 accents", text: "café naïve"),
        FastPathCase(name: "combining mark", text: "e\u{301}─\u{301}"),
        FastPathCase(name: "box drawing then a combining mark", text: "──\u{20DD}"),
        FastPathCase(name: "CJK", text: "分享这张照片"),
        FastPathCase(name: "CJK, kana and Hangul with punctuation", text: "分享「照片」 カタカナー 안녕 각"),
        FastPathCase(name: "accents and pictographs", text: "Ünïcödé 📷 🚀 🌡 ©"),
        FastPathCase(name: "CJK then a tone mark", text: "分享\u{302A}照片"),
        FastPathCase(name: "syllable then a trailing jamo", text: "가\u{11A8}나"),
        FastPathCase(name: "emoji", text: "📷 photo 👍🏽"),
        FastPathCase(name: "ZWJ family", text: "👨\u{200D}👩\u{200D}👧 family"),
        FastPathCase(name: "flag", text: "🇯🇵 Japan"),
        FastPathCase(name: "keycap", text: "1\u{FE0F}\u{20E3} one"),
        FastPathCase(name: "bidi override", text: "abc\u{202E}fed"),
        FastPathCase(name: "zero-width space and BOM", text: "a\u{200B}b\u{FEFF}"),
        FastPathCase(name: "line separator", text: "a\u{2028}b\u{2029}"),
        FastPathCase(name: "emoji-presentation in U+2xxx", text: "‼ ⌚ ⏩"),
        FastPathCase(name: "noncharacters", text: "a\u{FFFE}b\u{FFFF}"),
        FastPathCase(name: "long mixed", text: String(repeating: "Share ─ 照片 … ", count: 8)),
    ]
}

@Suite struct TerminalTextFastPathTests {
    @Test(arguments: FastPathCase.all)
    func sanitizeMatchesTheGeneralRule(_ fastCase: FastPathCase) {
        #expect(TerminalText.sanitize(fastCase.text) == VisibleText.sanitizeScalars(fastCase.text))
    }

    @Test(arguments: FastPathCase.all)
    func widthMatchesTheSumOverClusters(_ fastCase: FastPathCase) {
        let safe = TerminalText.sanitize(fastCase.text)
        #expect(TerminalText.width(safe) == TerminalText.widthByCluster(safe))
        #expect(TerminalText.width(safe) == safe.reduce(0) { $0 + TerminalText.width(of: $1) })
    }

    @Test(arguments: FastPathCase.all)
    func truncateAndFitMatchTheGeneralRuleAtEveryWidth(_ fastCase: FastPathCase) {
        let safe = TerminalText.sanitize(fastCase.text)
        for width in -1...(TerminalText.widthByCluster(safe) + 2) {
            #expect(TerminalText.widthByCluster(TerminalText.truncate(safe, toWidth: width)) <= max(0, width))
            #expect(TerminalText.widthByCluster(TerminalText.fit(safe, toWidth: width)) == max(0, width))
        }
    }

    @Test(arguments: FastPathCase.all)
    func xmlEscapingMatchesScalarByScalarEscaping(_ fastCase: FastPathCase) {
        #expect(SVGText.escaped(fastCase.text) == PresenterWritingTests.escaped(fastCase.text))
    }

    @Test(arguments: FastPathCase.all)
    func displayableMatchesSanitisingPieceByPiece(_ fastCase: FastPathCase) {
        let pieces = fastCase.text.unicodeScalars.split(separator: "\u{200D}", omittingEmptySubsequences: false).map {
            VisibleText.sanitizeScalars(String(String.UnicodeScalarView($0)))
        }
        #expect(SVGText.displayable(fastCase.text) == pieces.joined(separator: "\u{200D}"))
        // Nothing XML forbids is left: the noncharacters U+FFFE and U+FFFF are escaped too.
        #expect(
            !SVGText.displayable(fastCase.text).unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
    }

    @Test(arguments: FastPathCase.all)
    func jsonStringsMatchScalarByScalarQuotingAndReadBack(_ fastCase: FastPathCase) throws {
        var expected = "\""
        for scalar in fastCase.text.unicodeScalars {
            switch scalar {
            case "\"": expected += "\\\""
            case "\\": expected += "\\\\"
            case "\n": expected += "\\n"
            case "\r": expected += "\\r"
            case "\t": expected += "\\t"
            case "\u{08}": expected += "\\b"
            case "\u{0C}": expected += "\\f"
            default:
                if VisibleText.needsEscape(scalar) {
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16, uppercase: true)
                        expected += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    expected.unicodeScalars.append(scalar)
                }
            }
        }
        expected += "\""
        let written = JSONValue.string(fastCase.text).compactText
        #expect(written == expected)
        #expect(try JSONParser.parse(written) == .string(fastCase.text))
    }
}

@Suite struct SVGNumberTests {
    @Test(arguments: [
        (0.0, "0"), (12.0, "12"), (12.34, "12.3"), (12.96, "13"), (0.05, "0.1"), (-0.4, "-0.4"), (-3.25, "-3.3"),
        (-12.0, "-12"), (1234.5, "1234.5"),
    ])
    func numbersAreWholeOrToOneDecimal(_ value: Double, _ expected: String) {
        let tenths = Int((value * 10).rounded())
        let reference =
            tenths % 10 == 0
            ? String(tenths / 10) : (tenths < 0 && tenths / 10 == 0 ? "-" : "") + "\(tenths / 10).\(abs(tenths % 10))"
        #expect(SVGText.number(value) == expected)
        #expect(SVGText.number(value) == reference)
    }
}
