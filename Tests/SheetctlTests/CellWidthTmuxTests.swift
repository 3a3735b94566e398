import Foundation
import PresenterRegistry
import OutsideClients
import Testing
@testable import SheetTerminal
import ThemeKit

/// sheetctl's measure of text against what tmux draws: every cluster of a corpus is printed in a
/// pane between two markers, and the cells tmux gave it are read back with `capture-pane`.
///
/// Each corpus line is `|TEXT|` and then as many `x` as the pane has columns, so the line always
/// wraps once: the second screen row holds exactly as many `x` as `|TEXT|` took cells. The text
/// is the sanitised form, what a presenter writes; the markers are measured with it, so a mark
/// that joins the marker before it is measured where it stands. Code points newer than Unicode 14
/// (the C library's tables tmux measures with here) are left out: a terminal with older tables
/// draws them as nothing, which no measure can know (see `CellWidth`).
@Suite(.needs(.tmux))
struct CellWidthTmuxTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var texts: [String]
        var testDescription: String { "\(name) (\(texts.count))" }
    }

    /// The pane's columns, more than any text of the corpus takes with its markers.
    static let columns = 40

    /// Whether tmux's tables know the code point: assigned in Unicode 14 or before.
    static func isKnown(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age else { return false }
        return age.major < 14 || (age.major == 14 && age.minor == 0)
    }

    /// Every assigned code point of a block, alone and after `base`.
    static func block(_ range: ClosedRange<UInt32>, after base: String) -> [String] {
        var texts: [String] = []
        for value in range {
            guard let scalar = Unicode.Scalar(value), isKnown(scalar), scalar.properties.generalCategory != .unassigned
            else { continue }
            texts.append(String(scalar))
            texts.append(base + String(scalar))
        }
        return texts
    }

    /// Every emoji with emoji presentation, and with each skin tone when it takes one.
    static var emoji: [String] {
        var texts: [String] = []
        for value in UInt32(0x2000)...0x1FAFF {
            guard let scalar = Unicode.Scalar(value), isKnown(scalar) else { continue }
            let properties = scalar.properties
            guard properties.isEmoji, value > 0x7F else { continue }
            texts.append(String(scalar))
            if !properties.isEmojiPresentation { texts.append(String(scalar) + "\u{FE0F}") }
            if properties.isEmojiPresentation { texts.append(String(scalar) + "\u{FE0E}") }
            if properties.isEmojiModifierBase { texts.append(String(scalar) + "\u{1F3FD}") }
        }
        return texts
    }

    static let cases: [Case] = [
        Case(
            name: "Thai",
            texts: ["กำ", "ก่ำ", "น้ำ", "ที่", "เก", "ไทย", "ภาษาไทย", "\u{E33}"] + block(0xE00...0xE7F, after: "ก")),
        Case(name: "Lao", texts: ["ບຳ", "ນ້ຳ", "ພາສາລາວ"] + block(0xE80...0xEFF, after: "ກ")),
        Case(
            name: "Devanagari",
            texts: ["कि", "क्ष", "क्षि", "हिन्दी", "स्त्री", "\u{93F}", "ऱि"] + block(0x900...0x97F, after: "क")),
        Case(name: "Bengali", texts: ["কি", "ক্ষ", "বাংলা"] + block(0x980...0x9FF, after: "ক")),
        Case(name: "Tamil", texts: ["கி", "க்", "தமிழ்"] + block(0xB80...0xBFF, after: "க")),
        Case(name: "Myanmar", texts: ["ကာ", "ကျ", "မြန်မာ"] + block(0x1000...0x109F, after: "က")),
        Case(name: "Khmer", texts: ["កា", "កំ", "ក្ក", "ខ្មែរ"] + block(0x1780...0x17FF, after: "ក")),
        Case(
            name: "Hangul",
            texts: ["가", "한국어", "\u{1100}\u{1161}\u{11A8}", "\u{1112}\u{1161}\u{11AB}", "\u{A960}\u{D7B0}"]
                + block(0x1100...0x11FF, after: "\u{1100}") + block(0xA960...0xA97F, after: "")
                + block(0xD7B0...0xD7FF, after: "\u{1100}") + block(0x3131...0x318E, after: "")),
        Case(
            name: "emoji sequences",
            texts: [
                "😀", "👨‍👩‍👧", "👨‍👩‍👧‍👦", "🧑‍💻", "👩🏽‍💻", "🏳️‍🌈", "🏃‍♂️", "👍🏽", "👍🏻👍🏿", "🇯🇵", "🇯🇵🇫🇷", "🇯",
                "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1️⃣", "#️⃣", "*️⃣", "#\u{20E3}", "❤️", "❤", "❤\u{FE0E}", "☺️", "☺\u{FE0E}", "😀\u{FE0E}",
            ]),
        Case(name: "emoji", texts: emoji),
        Case(
            name: "East Asian Ambiguous",
            texts: ["±", "①", "○", "●", "…", "•", "·", "─", "→", "↑", "×", "§", "°", "Ω", "α", "я", "\u{E000}", "�"]
                + block(0x2460...0x24FF, after: "") + block(0x2500...0x25FF, after: "")),
        Case(
            name: "CJK",
            texts: ["中文", "分享", "キャンセル", "ｶﾀｶﾅ", "ＡＢ", "\u{3000}", "\u{20000}", "〰", "㊗", "\u{3248}", "䷀"]
                + block(0x3000...0x303F, after: "") + block(0x3099...0x309C, after: "か")),
        Case(
            name: "combining accents",
            texts: ["e\u{301}", "a\u{300}\u{301}\u{302}", "\u{301}", "1\u{20DD}", "é", "Å", "ǅ"]
                + block(0x300...0x36F, after: "e") + block(0x20D0...0x20F0, after: "a")),
    ]

    @Test(arguments: cases)
    func sheetctlMeasuresEachClusterAsTmuxDrawsIt(_ testCase: Case) throws {
        let texts = testCase.texts.map { "|" + TerminalText.sanitize($0) + "|" }
        let script = """
            while [ ! -e ready ]; do sleep 0.05; done
            cat corpus
            printf 'DONE\\n'
            exec sleep 600
            """
        let session = try TmuxSession(
            script: script, width: Self.columns, height: 20, historyLimit: 2 * texts.count + 100)
        defer { session.kill() }
        let filler = String(repeating: "x", count: Self.columns)
        try texts.map { $0 + filler + "\n" }.joined().write(
            toFile: session.folder + "/corpus", atomically: true, encoding: .utf8)
        try "".write(toFile: session.folder + "/ready", atomically: true, encoding: .utf8)
        try session.waitForScreen(timeout: 30) { $0.contains("DONE") }
        let rows = try session.tmux(["capture-pane", "-p", "-S", "-", "-E", "-", "-t", "test"]).output
            .components(separatedBy: "\n")
        let version = try session.tmux(["-V"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(rows.count >= 2 * texts.count, "capture-pane gave \(rows.count) rows for \(texts.count) texts")
        var disagreements: [String] = []
        for (index, text) in texts.enumerated() {
            let drawn = rows[2 * index + 1].count { $0 == "x" }
            let measured = TerminalText.width(text)
            if drawn != measured {
                let scalars = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
                disagreements.append("\(scalars.joined(separator: " ")): \(version) \(drawn), sheetctl \(measured)")
            }
        }
        let report = disagreements.prefix(40).joined(separator: "\n")
        #expect(disagreements.count == 0, "\(disagreements.count) of \(texts.count):\n\(report)")
    }
}
