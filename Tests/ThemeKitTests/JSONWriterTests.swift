import Testing

@testable import SheetText
@testable import ThemeKit

/// ``JSONWriter`` (through which ``JSONValue`` writes) against a reference writer that builds the
/// text with `String`, scalar by scalar, as JSON text was written before.
@Suite struct JSONWriterTests {
    /// The reference: compact or indented by two spaces, keys in order, `{}` and `[]` when empty.
    static func reference(_ value: JSONValue, pretty: Bool, level: Int = 0) -> String {
        func newline(_ level: Int) -> String { pretty ? "\n" + String(repeating: "  ", count: level) : "" }
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return quoted(text)
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            let body = values.map { newline(level + 1) + reference($0, pretty: pretty, level: level + 1) }
            return "[" + body.joined(separator: ",") + newline(level) + "]"
        case .object(let object):
            guard !object.members.isEmpty else { return "{}" }
            let body = object.members.map {
                newline(level + 1) + quoted($0.key) + (pretty ? ": " : ":")
                    + reference($0.value, pretty: pretty, level: level + 1)
            }
            return "{" + body.joined(separator: ",") + newline(level) + "}"
        }
    }

    /// A JSON string literal by the rules: short escapes, `\u` for the rest of what must be
    /// escaped (every scalar the terminal sanitiser shows visibly).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                // Whatever the terminal sanitiser shows visibly on its own.
                let escaped = VisibleText.sanitize(String(scalar)) != String(scalar)
                guard escaped else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return out + "\""
    }

    static let hostile = [
        "", "plain", "quote \" and \\ backslash", "\u{0}\u{1}\u{1F}\u{7F}\u{80}\u{85}\u{9F}\u{A0}",
        "\n\r\t\u{08}\u{0C}", "\u{2028}\u{2029}", "bidi \u{202E}rtl\u{202C} \u{2066}iso\u{2069}",
        "zero\u{200B}width\u{200C}non\u{200D}joiner\u{FEFF}", "👨‍👩‍👧 family", "soft\u{AD}hyphen",
        "tags \u{E0001}\u{E0041}", "shorthand \u{1BCA0}", "分享到 选择一个应用", "🇨🇳🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        String(repeating: "long \u{202E}text ", count: 300), "\u{FFFD}\u{FFFE}\u{FFFF}\u{10FFFF}",
    ]

    static var values: [JSONValue] {
        let strings = hostile.map(JSONValue.string)
        var deep = JSONValue.array([.number("1")])
        for level in 0..<24 { deep = .object(["level \(level)": deep, "empty": .array([]), "none": .object([:])]) }
        var object = JSONObject()
        for (index, text) in hostile.enumerated() { object[text] = strings[(index + 3) % strings.count] }
        return strings + [
            .null, .bool(true), .bool(false), .number("0"), .number("-12.5e-3"), .integer(Int.min), .array([]),
            .object([:]), .array(strings), .object(object), deep,
            .array([.array([]), .object([:]), .array([.null, .object(["a": .array([])])])]),
        ]
    }

    @Test func compactAndPrettyTextAreTheReferencesText() {
        for value in Self.values {
            #expect(value.compactText == Self.reference(value, pretty: false))
            #expect(value.prettyText == Self.reference(value, pretty: true))
        }
    }

    @Test func writtenTextReadsBackAsTheValue() throws {
        for value in Self.values {
            #expect(try JSONParser.parse(SourceText(name: "t", text: value.compactText), maxDepth: 64) == value)
            #expect(try JSONParser.parse(SourceText(name: "t", text: value.prettyText), maxDepth: 64) == value)
        }
    }

    @Test func membersWriteTheirKeyAndValue() {
        for pretty in [false, true] {
            let written = TextWriter.text { out in
                JSONWriter.write(pretty: pretty, into: &out) { writer in
                    writer.beginObject()
                    writer.member("text", string: "a \"b\"")
                    writer.member("none", stringOrNull: nil)
                    writer.member("some", stringOrNull: "x")
                    writer.member("index", integer: -3)
                    writer.member("missing", integerOrNull: nil)
                    writer.member("count", integerOrNull: 1200)
                    writer.member("color", hex: ThemeColor(red: 1, green: 2, blue: 3, alpha: 4))
                    writer.key(literal: "list")
                    writer.beginArray()
                    writer.string(ThemeColor(red: 255, green: 0, blue: 16).hex)
                    writer.endArray()
                    writer.endObject()
                }
            }
            let value = JSONValue.object([
                "text": .string("a \"b\""), "none": .null, "some": .string("x"), "index": .integer(-3),
                "missing": .null,
                "count": .integer(1200), "color": .string("#04010203"), "list": .array([.string("#FF0010")]),
            ])
            #expect(written == Self.reference(value, pretty: pretty))
        }
    }

    /// Every scalar the terminal sanitiser shows visibly is a `\u` escape in JSON, so the two
    /// cannot disagree on what reaches a terminal: over every Unicode scalar.
    @Test func everyScalarTheSanitiserMarksIsEscaped() {
        var missed: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            guard VisibleText.sanitize(text) != text else { continue }
            let written = JSONValue.string(text).compactText
            if !written.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
                missed.append(String(value, radix: 16, uppercase: true))
            }
        }
        #expect(
            missed.isEmpty, "written raw: U+\(missed.prefix(20).joined(separator: ", U+")) (\(missed.count) in all)")
    }
}
