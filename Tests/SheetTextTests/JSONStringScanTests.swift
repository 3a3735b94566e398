import Testing

@testable import SheetText

/// The string scanner finds the byte that ends a run of plain text eight bytes at a time: each
/// kind of such byte, at every place in and around a word, with plain bytes on both sides.
@Suite struct JSONStringScanTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// How the byte is written in the string, and what the string then holds or the error.
        let written: String
        let decoded: String?
        let message: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an escaped quote", written: #"\""#, decoded: "\"", message: nil),
        Case(name: "an escaped backslash", written: #"\\"#, decoded: "\\", message: nil),
        Case(name: "a \\u escape", written: #"\u00e9"#, decoded: "é", message: nil),
        Case(
            name: "a control character", written: "\u{1}", decoded: nil,
            message: "control character U+0001 in a string must be written as \\u0001"),
        Case(
            name: "a line feed", written: "\n", decoded: nil,
            message: "line break in a string: close the string with '\"' or write the break as \\n"),
        Case(
            name: "U+001F", written: "\u{1F}", decoded: nil,
            message: "control character U+001F in a string must be written as \\u001F"),
    ]

    /// Plain bytes around the one tested: ASCII just below and above the ranges looked for, and
    /// bytes above ASCII, which a word check must not take for specials.
    static let plain = ["a", " ", "!", "#", "[", "]", "~", "\u{7F}", "é", "日"]

    @Test(arguments: cases)
    func theFirstSpecialByteIsFoundAtEveryPlace(_ testCase: Case) throws {
        for filler in Self.plain {
            for before in 0..<20 {
                let head = String(repeating: filler, count: before)
                let tail = String(repeating: filler, count: 19 - before % 8)
                let text = "\"" + head + testCase.written + tail + "\""
                let source = SourceText(name: "t.json", text: text)
                do {
                    let value = try JSONParser.parse(source)
                    #expect(value == .string(head + (testCase.decoded ?? "?") + tail), "\(filler) \(before)")
                    #expect(testCase.decoded != nil)
                } catch {
                    let column = 2 + head.unicodeScalars.count
                    #expect(
                        error.diagnostics.map(\.description)
                            == ["t.json:1:\(column): error: \(testCase.message ?? "") [json-syntax]"],
                        "\(filler) \(before)")
                }
            }
        }
    }

    @Test func stringsEndingAtEveryPlaceOfAWordAreWhole() throws {
        for count in 0..<40 {
            let text = String(repeating: "x", count: count)
            #expect(try JSONParser.parse("[\"\(text)\",\"\(text)é\"]") == .array([.string(text), .string(text + "é")]))
        }
    }
}
