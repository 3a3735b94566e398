import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// Rules common to both dialects: detection, answers, sources, overrides.
@Suite struct CallTests {
    struct DetectCase: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var given: CallDialect?
        var expected: CallDialect?
        var reason: String?
        var testDescription: String { name }
    }

    @Test(arguments: [
        DetectCase(name: "items means my", json: #"{"items": ["a"]}"#, given: nil, expected: .my, reason: nil),
        DetectCase(name: "itemList means wx", json: #"{"itemList": ["a"]}"#, given: nil, expected: .wx, reason: nil),
        DetectCase(
            name: "a given dialect wins", json: #"{"items": ["a"], "itemList": ["b"]}"#, given: .wx, expected: .wx,
            reason: nil),
        DetectCase(
            name: "both is an error", json: #"{"items": ["a"], "itemList": ["b"]}"#, given: nil, expected: nil,
            reason: "the call has both 'items' (my.showActionSheet) and 'itemList' (wx.showActionSheet)"),
        DetectCase(
            name: "neither is an error", json: #"{"title": "x"}"#, given: nil, expected: nil,
            reason:
                "the call has neither 'items' (my.showActionSheet), 'itemList' (wx.showActionSheet) nor 'btns' "
                + "(AlipayJSBridge.call('actionSheet'))"),
        DetectCase(
            name: "not an object", json: #"["a"]"#, given: nil, expected: nil,
            reason: "expected an object with the call's parameters, found a list"),
    ])
    func theDialectIsToldByTheKeys(_ c: DetectCase) throws {
        if let reason = c.reason {
            let error = try #require(rejection(c.json, dialect: c.given))
            #expect(error.reason == reason)
            #expect(error.dialect == nil)
            #expect(error.diagnostics.first?.location?.start == SourcePosition(line: 1, column: 1))
        } else {
            #expect(try decodeCall(c.json, dialect: c.given).dialect == c.expected)
        }
    }

    @Test func aMisspeltItemsKeyGetsAHint() throws {
        let error = try #require(rejection(#"{"itmes": ["a"]}"#))
        #expect(error.diagnostics.first?.hint == "did you mean 'items' for 'itmes'?")
    }

    struct AnswerCase: Sendable, CustomTestStringConvertible {
        var answer: CallAnswer
        var dialect: CallDialect
        var text: String
        var success: Bool
        var testDescription: String { "\(dialect) \(answer)" }
    }

    @Test(arguments: [
        AnswerCase(answer: .selected(2), dialect: .my, text: #"{"index":2}"#, success: true),
        AnswerCase(answer: .cancelled, dialect: .my, text: #"{"index":-1}"#, success: true),
        AnswerCase(
            answer: .rejected("items: expected at least one item"), dialect: .my,
            text: #"{"error":2,"errorMessage":"invalid parameter!","detail":"items: expected at least one item"}"#,
            success: false),
        AnswerCase(
            answer: .failed("no terminal"), dialect: .my,
            text: #"{"error":3,"errorMessage":"unknown error","detail":"no terminal"}"#, success: false),
        AnswerCase(
            answer: .selected(0), dialect: .wx, text: #"{"errMsg":"showActionSheet:ok","tapIndex":0}"#, success: true),
        AnswerCase(
            answer: .cancelled, dialect: .wx, text: #"{"errMsg":"showActionSheet:fail cancel"}"#, success: false),
        AnswerCase(
            answer: .rejected("itemList: expected at most 6 items, found 7"), dialect: .wx,
            text: #"{"errMsg":"showActionSheet:fail itemList: expected at most 6 items, found 7"}"#, success: false),
        AnswerCase(
            answer: .failed("timed out"), dialect: .wx, text: #"{"errMsg":"showActionSheet:fail timed out"}"#,
            success: false),
    ])
    func answersTakeThePlatformsShape(_ c: AnswerCase) {
        #expect(c.answer.text(in: c.dialect, itemCount: 3) == c.text)
        #expect(c.answer.isSuccess(in: c.dialect) == c.success)
    }

    @Test func aRejectionAnswersInItsDialect() throws {
        let my = try #require(rejection(#"{"items": []}"#))
        #expect(
            my.answer().compactText
                == #"{"error":2,"errorMessage":"invalid parameter!","detail":"items: expected at least one item"}"#)
        let wx = try #require(rejection(#"{"itemList": [1]}"#))
        #expect(
            wx.answer().compactText
                == #"{"errMsg":"showActionSheet:fail itemList[0]: expected a string, found a number"}"#)
    }

    @Test func malformedJSONIsLocated() throws {
        let error = try #require(rejection("{\n  \"items\": [\"a\",]\n}"))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.code == .jsonSyntax)
        #expect(diagnostic.location?.description == "call.json:2:16")
        #expect(error.reason == "a trailing comma is not allowed in JSON")
    }

    @Test func aKeyGivenTwiceKeepsItsLastValueAndPlace() throws {
        let error = try #require(rejection(#"{"items": ["a"], "items": [true]}"#))
        #expect(error.reason == "items[0]: expected a string or a number, found a boolean")
        #expect(
            error.diagnostics.first { $0.severity == .error }?.location?.start == SourcePosition(line: 1, column: 28))
    }

    @Test(arguments: [
        ("{\r\n\"items\": [\"a\",\r\n  true]}", 3, 3), ("{\"items\": [\"取消\", true]}", 1, 18),
        ("{\"items\":\r[\"a\",\rtrue]}", 3, 1), ("\u{FEFF}{\"items\": [true]}", 1, 12),
    ])
    func jsonLocationsCountLinesAndScalarsAsThemeKitDoes(_ json: String, _ line: Int, _ column: Int) throws {
        let error = try #require(rejection(json))
        #expect(error.diagnostics.first?.location?.start == SourcePosition(line: line, column: column))
    }

    @Test func everyProblemIsReportedInSourceOrder() throws {
        let error = try #require(rejection("{\"itemColor\": 1,\n \"itemList\": [1, 2]}"))
        #expect(error.diagnostics.map { $0.location?.start.line } == [1, 2, 2])
        #expect(error.diagnostics.count == 3)
    }

    @Test func aCallBuiltInMemoryDecodesWithoutLocations() throws {
        let call = try ActionSheetCall.decode(json: .object(["items": .array([.string("a")])]))
        #expect(call.sheet.items.map(\.text) == ["a"])
        let error = #expect(throws: CallRejection.self) { try ActionSheetCall.decode(json: .object(["items": .null])) }
        #expect(error?.diagnostics.first?.location == nil)
    }

    // MARK: Sheet files

    static let yamlSheet = """
        title: Share
        message: "Choose"
        items: [Send, 3, "4"]
        cancelButtonText: Back
        destructiveBtnIndex: 1
        badges:
          - {index: 0, type: num, text: 12}
          - {index: 2, type: text, text: new}
        """

    static let jsonSheet = """
        {"title": "Share", "message": "Choose", "items": ["Send", 3, "4"], "cancelButtonText": "Back",
         "destructiveBtnIndex": 1,
         "badges": [{"index": 0, "type": "num", "text": 12}, {"index": 2, "type": "text", "text": "new"}]}
        """

    @Test func yamlAndJSONSheetFilesMakeTheSameSheet() throws {
        let yaml = try ActionSheetCall.load(sheetFile: SourceText(name: "s.yaml", text: Self.yamlSheet))
        let json = try ActionSheetCall.load(sheetFile: SourceText(name: "s.json", text: Self.jsonSheet))
        #expect(yaml == json)
        #expect(yaml.sheet.items.map(\.text) == ["Send", "3", "4"])
        #expect(yaml.sheet.items.map(\.badge) == [.num("12"), .none, .text("new")])
        #expect(yaml.sheet.destructiveIndex == 1)
        #expect(yaml.warnings.isEmpty)
    }

    @Test(arguments: ["{\"items\": [\"a\"]}", "  \n\t{\"items\": [\"a\"]}", "\u{FEFF}{\"items\": [\"a\"]}"])
    func aSheetFileThatStartsWithABraceIsJSON(_ text: String) {
        #expect(ActionSheetCall.isJSON(SourceText(name: "s", text: text)))
    }

    @Test(arguments: ["items: [a]", "# {comment}\nitems: [a]", "[1]", ""])
    func otherSheetFilesAreYAML(_ text: String) {
        #expect(!ActionSheetCall.isJSON(SourceText(name: "s", text: text)))
    }

    @Test func yamlPlainNumbersAreNumbersAndQuotedOnesStrings() throws {
        let error = try #require(
            #expect(throws: CallRejection.self) {
                try ActionSheetCall.load(sheetFile: SourceText(name: "w.yaml", text: "itemList:\n  - '1'\n  - 2\n"))
            })
        #expect(error.reason == "itemList[1]: expected a string, found a number")
        #expect(error.diagnostics.first?.location?.description == "w.yaml:3:5")
    }

    @Test func yamlSyntaxErrorsAreLocated() throws {
        let error = try #require(
            #expect(throws: CallRejection.self) {
                try ActionSheetCall.load(sheetFile: SourceText(name: "bad.yaml", text: "items: [a, b\ntitle: x\n"))
            })
        #expect(error.diagnostics.first?.code == .syntax)
        #expect(error.diagnostics.first?.location?.file == "bad.yaml")
    }

    @Test func unknownKeysInASheetFileAreWarnedAboutWithASuggestion() throws {
        let text = "items: [a]\ncancelButonText: Back\nbadges:\n  - {index: 0, type: point, txt: x}\nsuccess: 1\n"
        let call = try ActionSheetCall.load(sheetFile: SourceText(name: "s.yaml", text: text))
        #expect(call.warnings.count == 2)
        let first = try #require(call.warnings.first)
        #expect(first.severity == .warning)
        #expect(first.code == .unknownKey)
        #expect(first.location?.description == "s.yaml:2:1")
        #expect(first.hint == "did you mean 'cancelButtonText'?")
        #expect(call.warnings.last?.hint == "did you mean 'text'?")
        #expect(call.warnings.last?.location?.description == "s.yaml:4:29")
    }

    @Test func unknownKeysInAJSONSheetFileAreWarnedAboutToo() throws {
        let call = try ActionSheetCall.load(
            sheetFile: SourceText(name: "s.json", text: #"{"itemList": ["a"], "titel": "x"}"#))
        #expect(call.warnings.map(\.message) == ["unknown key 'titel' in a wx.showActionSheet sheet; it is ignored"])
        #expect(call.warnings.first?.location?.description == "s.json:1:21")
    }

    // MARK: Overrides

    @Test func aRequestsItemColorOverridesTheThemeButNotTheDestructiveColour() {
        let sheet = ActionSheet(
            items: [ActionSheetItem("a"), ActionSheetItem("b")], itemColor: ThemeColor(hex: "#123456"),
            destructiveIndex: 1)
        let resolved = ResolvedSheet(sheet, theme: contrastTheme, locale: nil)
        #expect(resolved.items.map(\.color.hex) == ["#123456", "#FF0000"])
    }

    @Test func aRequestsCancelTextOverridesTheThemesLabelInEveryLocale() {
        let sheet = ActionSheet(items: [ActionSheetItem("a")], cancelButtonText: "Back")
        #expect(ResolvedSheet(sheet, theme: contrastTheme, locale: "zh-Hans").cancelLabel == "Back")
        let plain = ActionSheet(items: [ActionSheetItem("a")])
        #expect(ResolvedSheet(plain, theme: contrastTheme, locale: "zh-Hans").cancelLabel == "关闭")
        #expect(ResolvedSheet(plain, theme: contrastTheme, locale: nil).cancelLabel == "Dismiss")
    }
}
