import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// One case per rule of `wx.showActionSheet`.
@Suite struct WxDialectTests {
    @Test(arguments: 1...6)
    func oneToSixItemsAreAccepted(_ count: Int) throws {
        let items = (0..<count).map { "\"item \($0)\"" }.joined(separator: ", ")
        let call = try decodeCall(#"{"itemList": ["# + items + "]}")
        #expect(call.dialect == .wx)
        #expect(call.sheet.items.map(\.text) == (0..<count).map { "item \($0)" })
    }

    @Test func sevenItemsAreRejectedAtTheSeventh() throws {
        let error = try #require(rejection(#"{"itemList": ["a","b","c","d","e","f","g"]}"#))
        #expect(error.reason == "itemList: expected at most 6 items, found 7")
        #expect(error.diagnostics.first?.location?.start == SourcePosition(line: 1, column: 39))
        #expect(error.dialect == .wx)
    }

    struct Rejected: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var reason: String
        var column: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        Rejected(
            name: "a number", json: #"{"itemList": ["a", 2]}"#,
            reason: "itemList[1]: expected a string, found a number",
            column: 20),
        Rejected(
            name: "a boolean", json: #"{"itemList": [true]}"#,
            reason: "itemList[0]: expected a string, found a boolean",
            column: 15),
        Rejected(
            name: "null", json: #"{"itemList": [null]}"#, reason: "itemList[0]: expected a string, found null",
            column: 15),
        Rejected(
            name: "an object", json: #"{"itemList": [{}]}"#, reason: "itemList[0]: expected a string, found an object",
            column: 15),
        Rejected(name: "empty", json: #"{"itemList": []}"#, reason: "itemList: expected at least one item", column: 14),
        Rejected(
            name: "not a list", json: #"{"itemList": {"a": 1}}"#,
            reason: "itemList: expected a list of strings, found an object", column: 14),
        Rejected(
            name: "itemColor not a colour", json: #"{"itemList": ["a"], "itemColor": "red"}"#,
            reason: "itemColor: 'red' is not a colour", column: 34),
        Rejected(
            name: "itemColor #RRGGB", json: ##"{"itemList": ["a"], "itemColor": "#12345"}"##,
            reason: "itemColor: '#12345' is not a colour", column: 34),
        Rejected(
            name: "itemColor a number", json: #"{"itemList": ["a"], "itemColor": 255}"#,
            reason: "itemColor: expected a colour such as \"#FF0000\", found a number", column: 34),
        Rejected(
            name: "alertText a list", json: #"{"alertText": [], "itemList": ["a"]}"#,
            reason: "alertText: expected a string, found a list", column: 15),
    ])
    func rejectedCallsSayWhyAndWhere(_ c: Rejected) throws {
        let error = try #require(rejection(c.json))
        #expect(error.reason == c.reason)
        #expect(error.diagnostics.first?.location?.start == SourcePosition(line: 1, column: c.column))
    }

    @Test func itemListIsRequiredWhenTheDialectIsGiven() throws {
        let error = try #require(rejection(#"{"alertText": "x"}"#, dialect: .wx))
        #expect(error.reason == "itemList: required, and missing")
    }

    @Test func alertTextIsTheMessage() throws {
        let call = try decodeCall(#"{"alertText": "Pick one", "itemList": ["a"]}"#)
        #expect(call.sheet.message == "Pick one")
        #expect(call.sheet.title == nil)
    }

    @Test func itemColorDefaultsToTheThemeAndThePlatformsBlack() throws {
        let call = try decodeCall(#"{"itemList": ["a"]}"#)
        #expect(call.sheet.itemColor == nil)
        #expect(
            ResolvedSheet(call.sheet, theme: contrastTheme, locale: nil).items[0].color == contrastTheme.colors.item)
        // The platform's default, #000000, is the built-in theme's item colour and what platform defaults apply.
        #expect(CallDialect.wx.defaultItemColor?.hex == "#000000")
        #expect(call.sheetWithPlatformDefaults.itemColor?.hex == "#000000")
        #expect(ResolvedSheet(call.sheet, theme: .builtInDefault, locale: nil).items[0].color.hex == "#000000")
    }

    struct ColorCase: Sendable, CustomTestStringConvertible {
        var written: String
        var hex: String
        var testDescription: String { written }
    }

    @Test(arguments: [
        ColorCase(written: "#FF8800", hex: "#FF8800"), ColorCase(written: "#f80", hex: "#FF8800"),
        ColorCase(written: "#80FF8800", hex: "#80FF8800"),
    ])
    func itemColorOverridesTheTheme(_ c: ColorCase) throws {
        let call = try decodeCall(#"{"itemList": ["a", "b"], "itemColor": ""# + c.written + #""}"#)
        let resolved = ResolvedSheet(call.sheet, theme: contrastTheme, locale: nil)
        #expect(resolved.items.map(\.color.hex) == [c.hex, c.hex])
    }

    @Test func unknownKeysInACallAreIgnored() throws {
        let call = try decodeCall(##"{"itemList": ["a"], "success": 1, "itemColour": "#FFF", "extra": {}}"##)
        #expect(call.warnings.isEmpty)
    }
}
