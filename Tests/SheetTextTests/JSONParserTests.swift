import Testing

@testable import SheetText

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(DiagnosticError) -> JSONValue {
        try JSONParser.parse(text, name: "t.json")
    }

    /// The one-line diagnostics for `text`; empty when it parses.
    private func problems(_ text: String, maxDepth: Int = 128) -> [String] {
        problems(Array(text.utf8), maxDepth: maxDepth)
    }

    private func problems(_ bytes: [UInt8], maxDepth: Int = 128) -> [String] {
        do {
            _ = try JSONParser.parse(SourceText(name: "t.json", bytes: bytes), maxDepth: maxDepth)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    // MARK: Valid values

    @Test func nestedValuesKeepTheirShapeAndOrder() throws {
        let value = try parse(#" { "b": [1, {"c": null}, true, false], "a": "x" } "#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["b", "a"])
        #expect(
            value["b"]
                == .array([.number("1"), .object(["c": .null]), .bool(true), .bool(false)]))
        #expect(value["a"]?.stringValue == "x")
        #expect(try parse("[]") == .array([]))
        #expect(try parse("{}") == .object(JSONObject()))
        #expect(try parse("\"\"") == .string(""))
    }

    @Test(arguments: ["0", "-0", "1", "-12", "3.25", "1e3", "1E+3", "2.5e-7", "-0.0", "12345678901234567890"])
    func numbersAreKeptAsWritten(_ text: String) throws {
        #expect(try parse(text) == .number(text))
        #expect(try parse("[\(text)]").compactText == "[\(text)]")
    }

    @Test func numbersConvertWhereTheyFit() throws {
        #expect(try parse("42").integerValue == 42)
        #expect(try parse("4.5").integerValue == nil)
        #expect(try parse("4.5").doubleValue == 4.5)
        #expect(try parse("\"4\"").integerValue == nil)
    }

    @Test func escapesAreDecoded() throws {
        let value = try parse(#""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u65E5""#)
        #expect(value == .string("\" \\ / \u{08} \u{0C} \n \r \t A é 日"))
    }

    @Test func aLongStringOfRunsAndEscapesIsDecodedWhole() throws {
        // Runs of text in several scripts between escapes of every kind, many times over.
        let pieces: [(written: String, decoded: String)] = [
            ("abc", "abc"), (#"\n"#, "\n"), ("日本語", "日本語"), (#"\u00e9"#, "é"), ("😀", "😀"),
            (#"\ud83d\ude00"#, "😀"), (#"\""#, "\""), ("", ""), (#"\\"#, "\\"), (#"\ud800"#, "\u{FFFD}"),
        ]
        var written = "\""
        var decoded = ""
        for index in 0..<20_000 {
            let piece = pieces[index % pieces.count]
            written += piece.written
            decoded += piece.decoded
        }
        written += "\""
        #expect(try parse(written) == .string(decoded))
        #expect(try parse("[\"\", \"plain\", \"x\\ty\"]") == .array([.string(""), .string("plain"), .string("x\ty")]))
    }

    @Test func surrogatePairsMakeOneScalar() throws {
        #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try parse(#""a\uD834\uDD1Eb""#) == .string("a𝄞b"))
    }

    @Test(arguments: [
        (#""\ud800""#, "\u{FFFD}"),
        (#""\udc00x""#, "\u{FFFD}x"),
        (#""\ud800\u0041""#, "\u{FFFD}A"),
        (#""\ud800\ud800\udc00""#, "\u{FFFD}𐀀"),
        (#""\ude00\ud83d""#, "\u{FFFD}\u{FFFD}"),
    ])
    func loneSurrogatesBecomeReplacementCharacters(_ text: String, _ expected: String) throws {
        #expect(try parse(text) == .string(expected))
    }

    @Test func rawUnicodeAndAByteOrderMarkAreAccepted() throws {
        #expect(try parse("\u{FEFF}[\"日本 😀\"]") == .array([.string("日本 😀")]))
    }

    @Test func aRepeatedKeyKeepsItsFirstPlaceAndLastValue() throws {
        let object = try #require(try parse(#"{"a": 1, "b": 2, "a": 3}"#).objectValue)
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == .number("3"))
    }

    @Test func aHundredThousandKeysParseInLinearTime() throws {
        // Each key looked up by scanning the members before it would be 5 billion comparisons.
        let text = "{" + (0..<100_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        let object = try #require(try parse(text).objectValue)
        #expect(object.members.count == 100_000)
        #expect(object["k99999"] == .number("99999"))
    }

    @Test func removingAMemberKeepsTheRestFindable() {
        var object: JSONObject = ["a": .null, "b": .bool(true), "c": .number("1")]
        object["a"] = nil
        #expect(object.keys == ["b", "c"])
        #expect(object["c"] == .number("1"))
        object["a"] = .string("again")
        #expect(object.keys == ["b", "c", "a"])
    }

    /// Texts in the spirit of JSONTestSuite's `y_` files: valid JSON that parsers get wrong.
    @Test(arguments: [
        ("\t[\r\n1\n]\t ", JSONValue.array([.number("1")])),
        (#"["\u0000"]"#, .array([.string("\u{0}")])),
        (#"{"":0}"#, .object(["": .number("0")])),
        ("[[[]]]", .array([.array([.array([])])])),
        ("[1E22, -1e-2, 1e999]", .array([.number("1E22"), .number("-1e-2"), .number("1e999")])),
        (#""\u0060\u012a\u12AB""#, .string("`Īካ")),
        (#""\uFFFF""#, .string("\u{FFFF}")),
        ("\"\u{7F}\u{2028}\"", .string("\u{7F}\u{2028}")),
        ("null", .null),
    ])
    func edgeCasesOfValidJSONParse(_ text: String, _ expected: JSONValue) throws {
        #expect(try parse(text) == expected)
    }

    // MARK: Writing

    @Test func compactTextRoundTrips() throws {
        let text = #"{"a":[1,-2.5e3,true,false,null],"b":{"c":"d\"\\\n\t\u0001\u2028é😀"},"e":[],"f":{}}"#
        let value = try parse(text)
        #expect(value.compactText == text)
        #expect(try parse(value.compactText) == value)
        #expect(try parse(value.prettyText) == value)
    }

    @Test func prettyTextIndentsByTwoSpaces() throws {
        #expect(try parse(#"{"a":[1,2],"b":{}}"#).prettyText == "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {}\n}")
    }

    @Test func writingEscapesEveryControlAndLineSeparator() {
        #expect(JSONValue.string("\u{0}\u{1F}\u{7F}\u{85}\u{2029}").compactText == #""\u0000\u001F\u007F\u0085\u2029""#)
    }

    @Test func aSequenceOfValuesParsesEachInTurn() throws {
        let values = try JSONParser.parseSequence(SourceText(name: "t", text: "1 [2]\n{\"a\": 3}\n\"s\""))
        #expect(values == [.number("1"), .array([.number("2")]), .object(["a": .number("3")]), .string("s")])
        #expect(try JSONParser.parseSequence(SourceText(name: "t", text: " \n")).isEmpty)
        #expect(throws: DiagnosticError.self) {
            try JSONParser.parseSequence(SourceText(name: "t", text: "1 [2"))
        }
    }

    // MARK: Errors

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expected: String
        var testDescription: String { name }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            name: "empty input", text: "",
            expected: "t.json:1:1: error: expected a JSON value, found the end of the text [json-syntax]"),
        ErrorCase(
            name: "only white space", text: " \n ",
            expected: "t.json:2:2: error: expected a JSON value, found the end of the text [json-syntax]"),
        ErrorCase(
            name: "unterminated string", text: "{\"a\":\n  \"abc",
            expected: "t.json:2:3: error: unterminated string [json-syntax]"),
        ErrorCase(
            name: "unterminated string after a backslash", text: "\"abc\\",
            expected: "t.json:1:1: error: unterminated string [json-syntax]"),
        ErrorCase(
            name: "bad escape", text: #"["ok", "a\qb"]"#,
            expected: "t.json:1:10: error: invalid escape '\\q' in a string [json-syntax]"),
        ErrorCase(
            name: "bad escape before a non-ASCII character", text: "\"\\é\"",
            expected: "t.json:1:2: error: invalid escape '\\' before U+00E9 in a string [json-syntax]"),
        ErrorCase(
            name: "short unicode escape", text: #""\u12""#,
            expected: "t.json:1:6: error: expected four hex digits after \\u, found '\"' [json-syntax]"),
        ErrorCase(
            name: "unicode escape at the end", text: #""\u1"#,
            expected: "t.json:1:5: error: expected four hex digits after \\u, found the end of the text [json-syntax]"),
        ErrorCase(
            name: "trailing comma in an array", text: "[1, 2, ]",
            expected: "t.json:1:6: error: a trailing comma is not allowed in JSON [json-syntax]"),
        ErrorCase(
            name: "trailing comma in an object", text: "{\"a\": 1,\n}",
            expected: "t.json:1:8: error: a trailing comma is not allowed in JSON [json-syntax]"),
        ErrorCase(
            name: "leading zero", text: "[007]",
            expected: "t.json:1:2: error: a number cannot start with 0 [json-syntax]"),
        ErrorCase(
            name: "negative leading zero", text: "-01",
            expected: "t.json:1:2: error: a number cannot start with 0 [json-syntax]"),
        ErrorCase(
            name: "a minus with no digits", text: "[-]",
            expected: "t.json:1:3: error: expected a digit, found ']' [json-syntax]"),
        ErrorCase(
            name: "a point with no digits", text: "1.",
            expected: "t.json:1:3: error: expected a digit after '.', found the end of the text [json-syntax]"),
        ErrorCase(
            name: "an exponent with no digits", text: "1e+x",
            expected: "t.json:1:4: error: expected a digit in the exponent, found 'x' [json-syntax]"),
        ErrorCase(
            name: "a leading plus", text: "+1",
            expected: "t.json:1:1: error: expected a JSON value, found '+' [json-syntax]"),
        ErrorCase(
            name: "a leading point", text: ".5",
            expected: "t.json:1:1: error: expected a JSON value, found '.' [json-syntax]"),
        ErrorCase(
            name: "control character in a string", text: "\"a\u{1}b\"",
            expected: "t.json:1:3: error: control character U+0001 in a string must be written as \\u0001 [json-syntax]"
        ),
        ErrorCase(
            name: "tab in a string", text: "\"a\tb\"",
            expected: "t.json:1:3: error: control character U+0009 in a string must be written as \\u0009 [json-syntax]"
        ),
        ErrorCase(
            name: "line break in a string", text: "[\"a\nb\"]",
            expected:
                "t.json:1:4: error: line break in a string: close the string with '\"' or write the break as \\n [json-syntax]"
        ),
        ErrorCase(
            name: "text after the value", text: "{\"a\": 1}\n x",
            expected: "t.json:2:2: error: unexpected text after the JSON value [json-syntax]"),
        ErrorCase(
            name: "two values", text: "1 2",
            expected: "t.json:1:3: error: unexpected text after the JSON value [json-syntax]"),
        ErrorCase(
            name: "a key that is not a string", text: "{a: 1}",
            expected: "t.json:1:2: error: expected a string key, found 'a' [json-syntax]"),
        ErrorCase(
            name: "a missing colon", text: "{\"a\" 1}",
            expected: "t.json:1:6: error: expected ':' after the key, found '1' [json-syntax]"),
        ErrorCase(
            name: "a missing comma in an array", text: "[1 2]",
            expected: "t.json:1:4: error: expected ',' or ']' in the array, found '2' [json-syntax]"),
        ErrorCase(
            name: "a missing comma in an object", text: "{\"a\": 1 \"b\": 2}",
            expected: "t.json:1:9: error: expected ',' or '}' in the object, found '\"' [json-syntax]"),
        ErrorCase(
            name: "an unterminated array", text: "[1,\n 2",
            expected: "t.json:2:3: error: unterminated array: expected ',' or ']' [json-syntax]"),
        ErrorCase(
            name: "an unterminated object", text: "{\"a\": 1",
            expected: "t.json:1:8: error: unterminated object: expected ',' or '}' [json-syntax]"),
        ErrorCase(
            name: "a misspelt literal", text: "[tru]",
            expected: "t.json:1:2: error: expected a JSON value, found 't' [json-syntax]"),
        ErrorCase(
            name: "a capitalised literal", text: "True",
            expected: "t.json:1:1: error: expected a JSON value, found 'T' [json-syntax]"),
        ErrorCase(
            name: "a single-quoted string", text: "['a']",
            expected: "t.json:1:2: error: expected a JSON value, found ''' [json-syntax]"),
        ErrorCase(
            name: "a non-ASCII character where a value belongs", text: "[\n  日]",
            expected: "t.json:2:3: error: expected a JSON value, found U+65E5 [json-syntax]"),
        ErrorCase(
            name: "a non-breaking space is not white space", text: "[1,\u{A0}2]",
            expected: "t.json:1:4: error: expected a JSON value, found U+00A0 [json-syntax]"),
        ErrorCase(
            name: "a comment", text: "{} // note",
            expected: "t.json:1:4: error: unexpected text after the JSON value [json-syntax]"),
        ErrorCase(
            name: "NaN", text: "[NaN]",
            expected: "t.json:1:2: error: expected a JSON value, found 'N' [json-syntax]"),
        ErrorCase(
            name: "a NUL byte", text: "[1,\u{0}]",
            expected: "t.json:1:4: error: NUL byte in the text [nul-byte]"),
    ]

    @Test(arguments: errorCases)
    func errorsSayWhatAndWhere(_ errorCase: ErrorCase) {
        #expect(problems(errorCase.text) == [errorCase.expected])
    }

    @Test func invalidUTF8IsLocated() {
        #expect(
            problems(Array("[\"a\",\n \"".utf8) + [0xC3, 0x28] + Array("\"]".utf8)) == [
                "t.json:2:3: error: invalid UTF-8 byte 0xC3 [invalid-utf8]"
            ])
    }

    @Test func theDepthLimitIsReportedAtTheFirstLevelTooMany() {
        #expect(
            problems(String(repeating: "[", count: 5) + String(repeating: "]", count: 5), maxDepth: 4) == [
                "t.json:1:5: error: arrays and objects nest deeper than 4 levels [json-syntax]"
            ])
        #expect(problems(String(repeating: "[", count: 4) + String(repeating: "]", count: 4), maxDepth: 4).isEmpty)
        // The default limit holds against a deep hostile text without recursing deeply.
        #expect(
            problems(String(repeating: "{\"a\":", count: 100_000)) == [
                "t.json:1:641: error: arrays and objects nest deeper than 128 levels [json-syntax]"
            ])
    }

    @Test func theSizeLimitIsChecked() {
        #expect(throws: DiagnosticError.self) {
            try JSONParser.parse(SourceText(name: "t.json", text: "[1, 2]"), maxBytes: 5)
        }
        #expect((try? JSONParser.parse(SourceText(name: "t.json", text: "[1, 2]"), maxBytes: 6)) != nil)
    }
}
