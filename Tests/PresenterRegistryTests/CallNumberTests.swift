import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// The numeric fields of a call, read by the one number parser: a JSON number is a number, as a
/// JavaScript host's `JSON.parse` reads it, so an index is its value however it is spelt; a
/// value that is no index inside the items means none (never an error), and a sheet file, written
/// by hand, is told where such a value was ignored.
@Suite struct CallNumberTests {
    struct IndexCase: Sendable, CustomTestStringConvertible {
        var value: String
        var expected: Int?
        var testDescription: String { "\(value) → \(expected.map(String.init) ?? "none")" }
    }

    /// For a sheet of three items.
    static let indexCases: [IndexCase] = [
        IndexCase(value: "1", expected: 1), IndexCase(value: "1.0", expected: 1), IndexCase(value: "1e0", expected: 1),
        IndexCase(value: "1E0", expected: 1), IndexCase(value: "100e-2", expected: 1),
        IndexCase(value: "0.1e1", expected: 1), IndexCase(value: "2.000", expected: 2),
        IndexCase(value: "-0", expected: 0), IndexCase(value: "-0.0", expected: 0),
        IndexCase(value: "0e5", expected: 0),
        IndexCase(value: "1.5", expected: nil), IndexCase(value: "15e-1", expected: nil),
        IndexCase(value: "-1", expected: nil), IndexCase(value: "-1.0", expected: nil),
        IndexCase(value: "3", expected: nil), IndexCase(value: "3e0", expected: nil),
        IndexCase(value: "1e400", expected: nil), IndexCase(value: "1e-400", expected: nil),
        IndexCase(value: "99999999999999999999", expected: nil),
        IndexCase(value: "-99999999999999999999", expected: nil),
        IndexCase(value: "18446744073709551617", expected: nil),
    ]

    @Test(arguments: indexCases)
    func destructiveBtnIndexIsTheNumbersValue(_ c: IndexCase) throws {
        let call = try decodeCall(#"{"items": ["a", "b", "c"], "destructiveBtnIndex": "# + c.value + "}")
        #expect(call.sheet.destructiveIndex == c.expected)
        #expect(call.warnings.isEmpty)
    }

    @Test(arguments: indexCases)
    func aBadgesIndexIsTheNumbersValue(_ c: IndexCase) throws {
        let call = try decodeCall(
            #"{"items": ["a", "b", "c"], "badges": [{"index": "# + c.value + #", "type": "point"}]}"#)
        let expected = (0..<3).map { $0 == c.expected ? Badge.point : Badge.none }
        #expect(call.sheet.items.map(\.badge) == expected)
        #expect(call.warnings.isEmpty)
    }

    struct LabelCase: Sendable, CustomTestStringConvertible {
        var text: String
        var label: String?
        var testDescription: String { "num \(text) → \(label ?? "hidden")" }
    }

    /// A num badge's text as the call gives it, a JSON number or a string, under a theme whose
    /// maximum is 99 and overflow label "99+".
    @Test(arguments: [
        LabelCase(text: "1e3", label: "99+"), LabelCase(text: "1E2", label: "99+"),
        LabelCase(text: "100000000000000000000000", label: "99+"),
        LabelCase(text: #""999999999999999999999""#, label: "99+"), LabelCase(text: #""1e3""#, label: "99+"),
        LabelCase(text: "1e400", label: "99+"), LabelCase(text: "99.0", label: "99"),
        LabelCase(text: "12.0", label: "12"), LabelCase(text: "1.2e1", label: "12"),
        LabelCase(text: "990e-1", label: "99"), LabelCase(text: "99.5", label: nil),
        LabelCase(text: "5e-1", label: nil), LabelCase(text: "-0", label: nil), LabelCase(text: "-1e3", label: nil),
        LabelCase(text: #""0x10""#, label: nil), LabelCase(text: #""Infinity""#, label: nil),
    ])
    func aNumBadgeShowsTheNumbersValue(_ c: LabelCase) throws {
        let call = try decodeCall(#"{"items": ["a"], "badges": [{"index": 0, "type": "num", "text": "# + c.text + "}]}")
        let item = ResolvedSheet(call.sheet, theme: contrastTheme, locale: nil).items[0]
        #expect(item.badgeLabel == c.label)
    }

    // MARK: Sheet files

    struct SheetCase: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var destructive: Int?
        var badges: [Badge]
        var testDescription: String { name }
    }

    /// YAML's core schema reads these plain scalars as numbers, by the same parser.
    @Test(arguments: [
        SheetCase(name: "an exponent", yaml: "destructiveBtnIndex: 1e0", destructive: 1, badges: [.none, .none]),
        SheetCase(name: "a plus sign", yaml: "destructiveBtnIndex: +1", destructive: 1, badges: [.none, .none]),
        SheetCase(name: "a leading zero", yaml: "destructiveBtnIndex: 01", destructive: 1, badges: [.none, .none]),
        SheetCase(name: "a whole decimal", yaml: "destructiveBtnIndex: 1.", destructive: 1, badges: [.none, .none]),
        SheetCase(
            name: "a num badge in exponent form",
            yaml: "badges: [{ index: 0e0, type: num, text: 1e3 }]", destructive: nil, badges: [.num("1e3"), .none]),
        SheetCase(
            name: "a fraction without its zero", yaml: "badges: [{ index: 1, type: num, text: .5e1 }]",
            destructive: nil, badges: [.none, .num("0.5e1")]),
    ])
    func aYAMLSheetsNumbersAreReadByTheSameRules(_ c: SheetCase) throws {
        let source = SourceText(name: "s.yaml", text: "items: [a, b]\n" + c.yaml + "\n")
        let call = try ActionSheetCall.load(sheetFile: source)
        #expect(call.sheet.destructiveIndex == c.destructive)
        #expect(call.sheet.items.map(\.badge) == c.badges)
    }

    @Test func aYAMLSheetsHexIsAStringAndNoIndex() throws {
        let source = SourceText(name: "s.yaml", text: "items: [a, b]\ndestructiveBtnIndex: 0x1\n")
        let call = try ActionSheetCall.load(sheetFile: source)
        #expect(call.sheet.destructiveIndex == nil)
        #expect(
            call.warnings.map(\.description) == [
                "s.yaml:2:22: warning: destructiveBtnIndex: expected an item index, found a string; no item is destructive [invalid-call]"
            ])
    }

    static let ignoredValues = """
        items: [a, b, c]
        destructiveBtnIndex: 1.5
        badges:
          - { index: "0", type: point }
          - { index: 7, type: point }
          - { index: -1, type: point }
          - { index: 1e400, type: more }
          - { index: 2.0, type: more }
        """

    /// Each value that means "none" although something was written is a warning at the value in a
    /// sheet file; `-1`, the platform's "none", is not.
    @Test func aSheetFileIsToldWhereAValueThatIsNoIndexWasIgnored() throws {
        let call = try ActionSheetCall.load(sheetFile: SourceText(name: "s.yaml", text: Self.ignoredValues))
        #expect(call.sheet.destructiveIndex == nil)
        #expect(call.sheet.items.map(\.badge) == [.none, .none, .more])
        #expect(
            call.warnings.map(\.description) == [
                "s.yaml:2:22: warning: destructiveBtnIndex: 1.5 is not a whole number (the items are 0 to 2); no item is destructive [invalid-call]",
                "s.yaml:4:14: warning: badges[0].index: expected an item index, found a string; the badge is ignored [invalid-call]",
                "s.yaml:5:14: warning: badges[1].index: there is no item 7 (the items are 0 to 2); the badge is ignored [invalid-call]",
                "s.yaml:7:14: warning: badges[3].index: there is no item 1e400 (the items are 0 to 2); the badge is ignored [invalid-call]",
            ])
    }

    /// The same values in a call from a mini program are what the platform makes of them, silently.
    @Test func aCallIsNotWarnedAboutTheSameValues() throws {
        let json = #"""
            {"items": ["a", "b", "c"], "destructiveBtnIndex": 1.5,
             "badges": [{"index": "0", "type": "point"}, {"index": 7, "type": "point"},
                        {"index": 1e400, "type": "more"}, {"index": 2.0, "type": "more"}]}
            """#
        let call = try decodeCall(json)
        #expect(call.sheet.destructiveIndex == nil)
        #expect(call.sheet.items.map(\.badge) == [.none, .none, .more])
        #expect(call.warnings.isEmpty)
    }

    @Test func aJSONSheetFileIsWarnedWithItsLocationToo() throws {
        let source = SourceText(name: "s.json", text: "{\"items\": [\"a\"],\n \"destructiveBtnIndex\": \"0\"}")
        let call = try ActionSheetCall.load(sheetFile: source)
        #expect(call.sheet.destructiveIndex == nil)
        #expect(
            call.warnings.map(\.description) == [
                "s.json:2:25: warning: destructiveBtnIndex: expected an item index, found a string; no item is destructive [invalid-call]"
            ])
    }
}
