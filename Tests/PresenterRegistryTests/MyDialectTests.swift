import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// One case per rule of `my.showActionSheet`.
@Suite struct MyDialectTests {
    struct Rejected: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var reason: String
        var line: Int
        var column: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        Rejected(
            name: "items missing", json: #"{"title": "t"}"#, reason: "items: required, and missing", line: 1, column: 1),
        Rejected(
            name: "items null", json: #"{"items": null}"#, reason: "items: required, and missing", line: 1, column: 1),
        Rejected(
            name: "items empty", json: #"{"items": []}"#, reason: "items: expected at least one item", line: 1,
            column: 11),
        Rejected(
            name: "items not a list", json: #"{"items": "a"}"#,
            reason: "items: expected a list of strings, found a string",
            line: 1, column: 11),
        Rejected(
            name: "an item is a boolean", json: "{\"items\": [\"a\",\n  true]}",
            reason: "items[1]: expected a string or a number, found a boolean", line: 2, column: 3),
        Rejected(
            name: "an item is an object", json: #"{"items": [{"text": "a"}]}"#,
            reason: "items[0]: expected a string or a number, found an object", line: 1, column: 12),
        Rejected(
            name: "an item is null", json: #"{"items": ["a", null]}"#,
            reason: "items[1]: expected a string or a number, found null", line: 1, column: 17),
        Rejected(
            name: "title not text", json: #"{"title": false, "items": ["a"]}"#,
            reason: "title: expected a string, found a boolean", line: 1, column: 11),
        Rejected(
            name: "cancelButtonText not text", json: #"{"items": ["a"], "cancelButtonText": ["x"]}"#,
            reason: "cancelButtonText: expected a string, found a list", line: 1, column: 38),
        Rejected(
            name: "badges not a list", json: #"{"items": ["a"], "badges": {"index": 0}}"#,
            reason: "badges: expected a list of {index, type, text}, found an object", line: 1, column: 28),
    ])
    func rejectedCallsSayWhyAndWhere(_ c: Rejected) throws {
        let error = try #require(rejection(c.json, dialect: .my))
        #expect(error.reason == c.reason)
        #expect(error.dialect == .my)
        let location = try #require(error.diagnostics.first?.location)
        #expect(location.file == "call.json")
        #expect(location.start == SourcePosition(line: c.line, column: c.column))
        #expect(error.diagnostics.first?.code == .invalidCall)
    }

    @Test func numbersAreShownAsText() throws {
        let call = try decodeCall(#"{"items": [3, 1.5, -2, "x", 1e2]}"#)
        #expect(call.dialect == .my)
        #expect(call.sheet.items.map(\.text) == ["3", "1.5", "-2", "x", "1e2"])
    }

    struct CancelCase: Sendable, CustomTestStringConvertible {
        var name: String
        var member: String
        var decoded: String?
        var shown: String
        var testDescription: String { name }
    }

    /// Absent, null or empty leaves the label to the theme and the locale; the platform's "取消"
    /// is applied only by `sheetWithPlatformDefaults`.
    @Test(arguments: [
        CancelCase(name: "absent", member: "", decoded: nil, shown: "关闭"),
        CancelCase(name: "null", member: #", "cancelButtonText": null"#, decoded: nil, shown: "关闭"),
        CancelCase(name: "empty", member: #", "cancelButtonText": """#, decoded: nil, shown: "关闭"),
        CancelCase(name: "given", member: #", "cancelButtonText": "Back""#, decoded: "Back", shown: "Back"),
        CancelCase(name: "a number", member: #", "cancelButtonText": 0"#, decoded: "0", shown: "0"),
    ])
    func cancelButtonText(_ c: CancelCase) throws {
        let call = try decodeCall(#"{"items": ["a"]"# + c.member + "}")
        #expect(call.sheet.cancelButtonText == c.decoded)
        #expect(ResolvedSheet(call.sheet, theme: contrastTheme, locale: "zh-Hans").cancelLabel == c.shown)
        #expect(call.sheetWithPlatformDefaults.cancelButtonText == (c.decoded ?? "取消"))
    }

    @Test func theDialectsDefaultCancelTextIsTheSDKs() {
        #expect(CallDialect.my.defaultCancelText == "取消")
    }

    struct DestructiveCase: Sendable, CustomTestStringConvertible {
        var name: String
        var value: String?
        var expected: Int?
        var testDescription: String { name }
    }

    @Test(arguments: [
        DestructiveCase(name: "absent", value: nil, expected: nil),
        DestructiveCase(name: "-1", value: "-1", expected: nil),
        DestructiveCase(name: "negative", value: "-5", expected: nil),
        DestructiveCase(name: "a decimal", value: "1.5", expected: nil),
        DestructiveCase(name: "a whole decimal is that number, as JSON.parse reads it", value: "1.0", expected: 1),
        DestructiveCase(name: "a string", value: #""1""#, expected: nil),
        DestructiveCase(name: "a boolean", value: "true", expected: nil),
        DestructiveCase(name: "null", value: "null", expected: nil),
        DestructiveCase(name: "the item count", value: "3", expected: nil),
        DestructiveCase(name: "past the end", value: "99", expected: nil),
        DestructiveCase(name: "first", value: "0", expected: 0),
        DestructiveCase(name: "last", value: "2", expected: 2),
    ])
    func destructiveBtnIndex(_ c: DestructiveCase) throws {
        let member = c.value.map { #", "destructiveBtnIndex": "# + $0 } ?? ""
        let call = try decodeCall(#"{"items": ["a", "b", "c"]"# + member + "}")
        #expect(call.sheet.destructiveIndex == c.expected)
    }

    struct BadgeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var badges: String
        var expected: [Badge]
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadgeCase(
            name: "type defaults to none", badges: #"[{"index": 0, "text": "x"}]"#, expected: [.none, .none, .none]),
        BadgeCase(
            name: "an unknown type is none", badges: #"[{"index": 1, "type": "star", "text": "x"}]"#,
            expected: [.none, .none, .none]),
        BadgeCase(
            name: "a type that is not a string is none", badges: #"[{"index": 1, "type": 1}]"#,
            expected: [.none, .none, .none]),
        BadgeCase(
            name: "an index outside the items is ignored",
            badges: #"[{"index": 3, "type": "point"}, {"index": -1, "type": "point"}, {"index": 0, "type": "more"}]"#,
            expected: [.more, .none, .none]),
        BadgeCase(
            name: "an index that is not an integer is ignored",
            badges: #"[{"index": "0", "type": "point"}, {"index": 1.5, "type": "point"}, {"type": "point"}]"#,
            expected: [.none, .none, .none]),
        BadgeCase(
            name: "an entry that is not an object is ignored", badges: #"["point", 3, {"index": 2, "type": "point"}]"#,
            expected: [.none, .none, .point]),
        BadgeCase(
            name: "the last entry for an index wins",
            badges: #"[{"index": 0, "type": "point"}, {"index": 0, "type": "text", "text": "new"}]"#,
            expected: [.text("new"), .none, .none]),
        BadgeCase(
            name: "text is ignored for none, point and more",
            badges:
                #"[{"index": 0, "type": "none", "text": "a"}, {"index": 1, "type": "point", "text": "b"}, {"index": 2, "type": "more", "text": "c"}]"#,
            expected: [.none, .point, .more]),
        BadgeCase(
            name: "num text may be a number or a string",
            badges: #"[{"index": 0, "type": "num", "text": 5}, {"index": 1, "type": "num", "text": "12"}]"#,
            expected: [.num("5"), .num("12"), .none]),
        BadgeCase(
            name: "a text badge keeps its text", badges: #"[{"index": 2, "type": "text", "text": "Hot"}]"#,
            expected: [.none, .none, .text("Hot")]),
    ])
    func badges(_ c: BadgeCase) throws {
        let call = try decodeCall(#"{"items": ["a", "b", "c"], "badges": "# + c.badges + "}")
        #expect(call.sheet.items.map(\.badge) == c.expected)
    }

    struct NumCase: Sendable, CustomTestStringConvertible {
        var text: String
        var label: String?
        var testDescription: String { "num \(text) → \(label ?? "hidden")" }
    }

    /// The display rule: fractions and values ≤ 0 hide the badge; a whole number however written
    /// (`"2.0"`) shows as it prints; ≥ 100 shows the theme's overflow label.
    @Test(arguments: [
        NumCase(text: "1", label: "1"), NumCase(text: "99", label: "99"), NumCase(text: "100", label: "99+"),
        NumCase(text: "12345", label: "99+"), NumCase(text: #""100""#, label: "99+"), NumCase(text: "0", label: nil),
        NumCase(text: "-3", label: nil), NumCase(text: "1.5", label: nil), NumCase(text: #""2.0""#, label: "2"),
        NumCase(text: #""abc""#, label: nil), NumCase(text: #""7""#, label: "7"),
    ])
    func numBadgeLabels(_ c: NumCase) throws {
        let call = try decodeCall(#"{"items": ["a"], "badges": [{"index": 0, "type": "num", "text": "# + c.text + "}]}")
        let item = ResolvedSheet(call.sheet, theme: contrastTheme, locale: nil).items[0]
        #expect(item.badgeLabel == c.label)
        #expect(item.badgeKind == (c.label == nil ? nil : .num))
    }

    @Test func theDefaultOverflowLabelIsNotTheMoreGlyph() throws {
        let call = try decodeCall(#"{"items": ["a"], "badges": [{"index": 0, "type": "num", "text": 100}]}"#)
        #expect(ResolvedSheet(call.sheet, theme: .builtInDefault, locale: nil).items[0].badgeLabel == "99+")
        #expect(Theme.builtInDefault.badges.moreGlyph == "...")
    }

    @Test func titleAndMessageAreRead() throws {
        let call = try decodeCall(#"{"title": "T", "message": "M", "items": ["a"]}"#)
        #expect(call.sheet.title == "T")
        #expect(call.sheet.message == "M")
    }
}
