import Testing
import ThemeKit

@testable import PresenterRegistry

/// Every dialect, from its documentation's own example: what the call decodes to, the exact
/// answer objects, the detection, and the limits.
@Suite struct DialectTableTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var dialect: CallDialect
        /// The documentation's example call (its parameters).
        var call: String
        /// Whether the keys alone tell the dialect.
        var detected: Bool
        var title: String?
        var message: String?
        var items: [String]
        var itemColor: String?
        var cancel: String?
        var destructive: Int?
        var chosen: String
        var cancelled: String
        var failed: String
        var cancelIsSuccess: Bool
        var testDescription: String { dialect.rawValue }
    }

    static let wechatCancel = #"{"errMsg":"showActionSheet:fail cancel"}"#
    static let wechatFail = #"{"errMsg":"showActionSheet:fail timed out"}"#
    static let alipayFail = #"{"error":3,"errorMessage":"unknown error","detail":"timed out"}"#

    static let cases: [Case] = [
        Case(
            dialect: .my,
            call:
                #"{"title": "标题", "items": ["菜单一", "菜单二", "菜单三"], "cancelButtonText": "取消好了", "destructiveBtnIndex": 2}"#,
            detected: true, title: "标题", items: ["菜单一", "菜单二", "菜单三"], cancel: "取消好了", destructive: 2,
            chosen: #"{"index":1}"#, cancelled: #"{"index":-1}"#, failed: alipayFail, cancelIsSuccess: true),
        Case(
            dialect: .wx, call: #"{"itemList": ["A", "B", "C"]}"#, detected: true, items: ["A", "B", "C"],
            chosen: #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#, cancelled: wechatCancel, failed: wechatFail,
            cancelIsSuccess: false),
        Case(
            dialect: .tt,
            call: ##"{"itemList": ["加精", "置顶", "删除", "封禁作者"], "itemColor": "#FF0000", "alertText": "警示"}"##,
            detected: false, message: "警示", items: ["加精", "置顶", "删除", "封禁作者"], itemColor: "#FF0000",
            chosen: #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#, cancelled: wechatCancel, failed: wechatFail,
            cancelIsSuccess: false),
        Case(
            dialect: .swan, call: ##"{"itemList": ["选项一", "选项二", "选项三", "选项四"], "itemColor": "#00BC89"}"##,
            detected: false, items: ["选项一", "选项二", "选项三", "选项四"], itemColor: "#00BC89",
            chosen: #"{"tapIndex":1}"#, cancelled: wechatCancel, failed: wechatFail, cancelIsSuccess: false),
        Case(
            dialect: .qq, call: #"{"itemList": ["A", "B", "C"], "alertText": "a"}"#, detected: false, message: "a",
            items: ["A", "B", "C"], chosen: #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#, cancelled: wechatCancel,
            failed: wechatFail, cancelIsSuccess: false),
        Case(
            dialect: .ks, call: #"{"itemList": ["A", "B", "C"]}"#, detected: false, items: ["A", "B", "C"],
            chosen: #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#, cancelled: wechatCancel, failed: wechatFail,
            cancelIsSuccess: false),
        Case(
            dialect: .dd, call: #"{"title": "标题", "items": ["按钮1", "按钮2", "按钮3"], "cancelButtonText": "取消"}"#,
            detected: false, title: "标题", items: ["按钮1", "按钮2", "按钮3"], cancel: "取消",
            chosen: #"{"index":1}"#, cancelled: #"{"index":-1}"#, failed: alipayFail, cancelIsSuccess: true),
        Case(
            dialect: .uni,
            call:
                ##"{"title": "标题", "itemList": ["item1", "item2", "item3", "item4"], "popover": {"top": 10, "left": 5}, "cancelText": "关闭", "titleColor": "#333333"}"##,
            detected: true, title: "标题", items: ["item1", "item2", "item3", "item4"], cancel: "关闭",
            chosen: #"{"tapIndex":1}"#, cancelled: wechatCancel, failed: wechatFail, cancelIsSuccess: false),
        Case(
            dialect: .jsbridge,
            call: #"{"title": "标题", "btns": ["第一个按钮", "第二个按钮", "第三个按钮"], "cancelBtn": "取消", "destructiveBtnIndex": 2}"#,
            detected: true, title: "标题", items: ["第一个按钮", "第二个按钮", "第三个按钮"], cancel: "取消", destructive: 2,
            chosen: #"{"index":1}"#, cancelled: #"{"index":3}"#, failed: alipayFail, cancelIsSuccess: true),
    ]

    @Test(arguments: cases)
    func theDocumentationsExampleDecodesAndIsAnsweredAsThePlatformDoes(_ c: Case) throws {
        let call = try decodeCall(c.call, dialect: c.dialect)
        #expect(call.dialect == c.dialect)
        #expect(call.warnings.isEmpty, "\(call.warnings)")
        #expect(call.sheet.title == c.title)
        #expect(call.sheet.message == c.message)
        #expect(call.sheet.items.map(\.text) == c.items)
        #expect(call.sheet.itemColor?.hex == c.itemColor)
        #expect(call.sheet.cancelButtonText == c.cancel)
        #expect(call.sheet.destructiveIndex == c.destructive)
        let count = c.items.count
        #expect(CallAnswer.selected(1).text(in: c.dialect, itemCount: count) == c.chosen)
        #expect(CallAnswer.cancelled.text(in: c.dialect, itemCount: count) == c.cancelled)
        #expect(CallAnswer.failed("timed out").text(in: c.dialect, itemCount: count) == c.failed)
        #expect(CallAnswer.cancelled.isSuccess(in: c.dialect) == c.cancelIsSuccess)
        #expect(CallAnswer.selected(0).isSuccess(in: c.dialect))
        #expect(!CallAnswer.failed("x").isSuccess(in: c.dialect))
        // Told by its keys where they are its own; otherwise its family's first dialect reads it.
        let detected = try decodeCall(c.call).dialect
        #expect(c.detected ? detected == c.dialect : detected != c.dialect)
    }

    @Test(arguments: CallDialect.allCases)
    func moreItemsThanThePlatformTakesGetItsFailureObject(_ dialect: CallDialect) throws {
        let key = dialect.itemsKey
        let seven = (0..<7).map { "\"i\($0)\"" }.joined(separator: ", ")
        let result = rejection(#"{""# + key + #"": ["# + seven + "]}", dialect: dialect)
        guard let limit = dialect.maxItems else {
            #expect(result == nil, "\(dialect) documents no limit")
            return
        }
        let error = try #require(result)
        #expect(error.reason == "\(key): expected at most \(limit) items, found 7")
        #expect(
            error.answer(in: dialect).compactText
                == #"{"errMsg":"showActionSheet:fail \#(key): expected at most 6 items, found 7"}"#)
        // Six are taken.
        let six = (0..<6).map { "\"i\($0)\"" }.joined(separator: ", ")
        #expect(try decodeCall(#"{""# + key + #"": ["# + six + "]}", dialect: dialect).sheet.items.count == 6)
    }

    @Test func aRejectedAlipayShapedCallGetsInvalidParameter() throws {
        for dialect in [CallDialect.dd, .jsbridge] {
            let error = try #require(rejection(#"{"\#(dialect.itemsKey)": [1]}"#, dialect: dialect))
            #expect(error.reason == "\(dialect.itemsKey)[0]: expected a string, found a number")
            #expect(
                error.answer(in: dialect).compactText
                    == #"{"error":2,"errorMessage":"invalid parameter!","detail":"\#(dialect.itemsKey)[0]: expected a string, found a number"}"#
            )
        }
    }

    @Test func swanAndWxFillTheirDocumentedDefaultColour() throws {
        #expect(
            try decodeCall(#"{"itemList": ["a"]}"#, dialect: .swan).sheetWithPlatformDefaults.itemColor?.hex
                == "#3C76FF")
        #expect(
            try decodeCall(#"{"itemList": ["a"]}"#, dialect: .wx).sheetWithPlatformDefaults.itemColor?.hex == "#000000")
        #expect(try decodeCall(#"{"itemList": ["a"]}"#, dialect: .tt).sheetWithPlatformDefaults.itemColor == nil)
    }

    @Test func uniChecksItsColoursAndJsbridgeItsDestructiveIndex() throws {
        let error = try #require(rejection(#"{"itemList": ["a"], "cancelColor": "blue"}"#, dialect: .uni))
        #expect(error.reason == "cancelColor: 'blue' is not a colour")
        // jsbridge reads destructiveBtnIndex as my does: out of range means none.
        #expect(try decodeCall(#"{"btns": ["a"], "destructiveBtnIndex": 5}"#).sheet.destructiveIndex == nil)
        // tt's own keys: no badges, no title.
        let tt = try decodeCall(
            #"{"itemList": ["a"], "title": "x", "badges": [{"index": 0, "type": "point"}]}"#, dialect: .tt)
        #expect(tt.sheet.title == nil)
        #expect(tt.sheet.items[0].badge == .none)
    }

    struct Detect: Sendable, CustomTestStringConvertible {
        var json: String
        var expected: CallDialect?
        var reason: String?
        var testDescription: String { json }
    }

    @Test(arguments: [
        Detect(json: #"{"btns": ["a"]}"#, expected: .jsbridge),
        Detect(json: #"{"itemList": ["a"], "cancelText": "x"}"#, expected: .uni),
        Detect(json: #"{"itemList": ["a"], "popover": {}}"#, expected: .uni),
        Detect(json: #"{"items": ["a"], "cancelButtonText": "x"}"#, expected: .my),
        Detect(
            json: #"{"btns": ["a"], "itemList": ["b"]}"#, expected: nil,
            reason: "the call has both 'itemList' (wx.showActionSheet) and 'btns' (AlipayJSBridge.call('actionSheet'))"),
        Detect(
            json: #"{"buttons": ["a"]}"#, expected: nil,
            reason:
                "the call has neither 'items' (my.showActionSheet), 'itemList' (wx.showActionSheet) nor 'btns' "
                + "(AlipayJSBridge.call('actionSheet'))"),
    ])
    func theKeysTellTheDialectWhereTheyAreUnambiguous(_ c: Detect) throws {
        if let reason = c.reason {
            let error = try #require(rejection(c.json))
            #expect(error.reason == reason)
            #expect(error.diagnostics.first?.hint != nil)
        } else {
            #expect(try decodeCall(c.json).dialect == c.expected)
        }
    }

    @Test func aCallWithNoItemsKeyIsAskedForItsDialect() throws {
        let error = try #require(rejection(#"{"options": ["a"]}"#))
        #expect(
            error.diagnostics.first?.hint
                == "give the dialect (present --dialect NAME; one of my, wx, tt, swan, qq, ks, dd, uni, jsbridge)")
    }
}
