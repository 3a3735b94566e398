import Foundation
import OutsideClients
import PresenterRegistry
import Testing

@testable import SheetctlCLI

/// `present --choose`, `--answers` and `--log` through the built binary: what a mini-program test
/// run scripts instead of a person.
@Suite struct ScriptedAnswersEndToEndTests {
    private typealias P = SheetctlProcess

    struct Case: Sendable, CustomTestStringConvertible {
        var dialect: String
        var call: String
        var choose: String
        var stdout: String
        var code: Int32 = 0
        var testDescription: String { "\(dialect) --choose \(choose)" }
    }

    static let tt = #"{"itemList": ["加精", "置顶", "删除", "封禁作者"]}"#
    static let jsbridge =
        #"{"title": "标题", "btns": ["第一个按钮", "第二个按钮", "第三个按钮"], "cancelBtn": "取消", "destructiveBtnIndex": 2}"#
    static let dd = #"{"title": "标题", "items": ["按钮1", "按钮2"], "cancelButtonText": "取消"}"#
    static let uni = #"{"title": "标题", "itemList": ["item1", "item2", "item3"]}"#
    static let swan = ##"{"itemList": ["选项一", "选项二"], "itemColor": "#00BC89"}"##

    @Test(arguments: [
        Case(dialect: "tt", call: tt, choose: "label:删除", stdout: #"{"errMsg":"showActionSheet:ok","tapIndex":2}"#),
        Case(dialect: "tt", call: tt, choose: "last", stdout: #"{"errMsg":"showActionSheet:ok","tapIndex":3}"#),
        Case(dialect: "tt", call: tt, choose: "cancel", stdout: #"{"errMsg":"showActionSheet:fail cancel"}"#),
        Case(
            dialect: "tt", call: tt, choose: "fail:auth deny", stdout: #"{"errMsg":"showActionSheet:fail auth deny"}"#),
        Case(
            dialect: "tt", call: tt, choose: "timeout",
            stdout: #"{"errMsg":"showActionSheet:fail the sheet was not answered in time"}"#, code: 124),
        Case(dialect: "jsbridge", call: jsbridge, choose: "destructive", stdout: #"{"index":2}"#),
        Case(dialect: "jsbridge", call: jsbridge, choose: "cancel", stdout: #"{"index":3}"#),
        Case(
            dialect: "jsbridge", call: jsbridge, choose: "fail:no",
            stdout: #"{"error":3,"errorMessage":"unknown error","detail":"no"}"#),
        Case(dialect: "dd", call: dd, choose: "first", stdout: #"{"index":0}"#),
        Case(dialect: "dd", call: dd, choose: "cancel", stdout: #"{"index":-1}"#),
        Case(dialect: "dd", call: dd, choose: "destructive", stdout: "", code: 64),
        Case(dialect: "uni", call: uni, choose: "label:item3", stdout: #"{"tapIndex":2}"#),
        Case(dialect: "uni", call: uni, choose: "label:item9", stdout: "", code: 64),
        Case(dialect: "swan", call: swan, choose: "1", stdout: #"{"tapIndex":1}"#),
        Case(dialect: "swan", call: swan, choose: "cancel", stdout: #"{"errMsg":"showActionSheet:fail cancel"}"#),
        Case(
            dialect: "wx", call: #"{"itemList": ["A", "B"]}"#, choose: "last",
            stdout: #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#),
        Case(
            dialect: "qq", call: #"{"itemList": ["A", "B"]}"#, choose: "first",
            stdout: #"{"errMsg":"showActionSheet:ok","tapIndex":0}"#),
        Case(
            dialect: "ks", call: #"{"itemList": ["A", "B"]}"#, choose: "cancel",
            stdout: #"{"errMsg":"showActionSheet:fail cancel"}"#),
        Case(
            dialect: "my", call: #"{"items": ["A", "B"], "destructiveBtnIndex": 1}"#, choose: "destructive",
            stdout: #"{"index":1}"#),
    ])
    func eachScriptedAnswerGetsTheDialectsObject(_ c: Case) throws {
        let result = try P.run(["present", "--dialect", c.dialect, "--choose", c.choose], stdin: c.call)
        #expect(result.code == c.code, "\(result.stderr)")
        #expect(result.stdout == (c.stdout.isEmpty ? "" : c.stdout + "\n"))
        if c.code == 64 { #expect(result.stderr.hasPrefix("Error: --choose ")) }
    }

    /// Each dialect's example call, with its answers written out as the platform writes them.
    struct Dialect: Sendable, CustomTestStringConvertible {
        var name: String
        var call: String
        /// The chosen answer with `N` for the index.
        var chosen: String
        var cancelled: String
        /// The failure answer with `R` for the reason.
        var failed: String
        /// The index `destructive` chooses; `nil` when the call has none.
        var destructive: Int?
        var testDescription: String { name }
    }

    static let wechatChosen = #"{"errMsg":"showActionSheet:ok","tapIndex":N}"#
    static let wechatCancelled = #"{"errMsg":"showActionSheet:fail cancel"}"#
    static let wechatFailed = #"{"errMsg":"showActionSheet:fail R"}"#
    static let alipayFailed = #"{"error":3,"errorMessage":"unknown error","detail":"R"}"#

    static let dialects: [Dialect] = [
        Dialect(
            name: "my", call: #"{"items": ["A", "B", "C"], "destructiveBtnIndex": 1}"#, chosen: #"{"index":N}"#,
            cancelled: #"{"index":-1}"#, failed: alipayFailed, destructive: 1),
        Dialect(
            name: "wx", call: #"{"itemList": ["A", "B", "C"]}"#, chosen: wechatChosen, cancelled: wechatCancelled,
            failed: wechatFailed),
        Dialect(
            name: "tt", call: #"{"itemList": ["A", "B", "C"]}"#, chosen: wechatChosen, cancelled: wechatCancelled,
            failed: wechatFailed),
        Dialect(
            name: "swan", call: #"{"itemList": ["A", "B", "C"]}"#, chosen: #"{"tapIndex":N}"#,
            cancelled: wechatCancelled, failed: wechatFailed),
        Dialect(
            name: "qq", call: #"{"itemList": ["A", "B", "C"]}"#, chosen: wechatChosen, cancelled: wechatCancelled,
            failed: wechatFailed),
        Dialect(
            name: "ks", call: #"{"itemList": ["A", "B", "C"]}"#, chosen: wechatChosen, cancelled: wechatCancelled,
            failed: wechatFailed),
        Dialect(
            name: "dd", call: #"{"title": "T", "items": ["A", "B", "C"], "cancelButtonText": "取消"}"#,
            chosen: #"{"index":N}"#, cancelled: #"{"index":-1}"#, failed: alipayFailed),
        Dialect(
            name: "uni", call: #"{"title": "T", "itemList": ["A", "B", "C"]}"#, chosen: #"{"tapIndex":N}"#,
            cancelled: wechatCancelled, failed: wechatFailed),
        Dialect(
            name: "jsbridge", call: #"{"btns": ["A", "B", "C"], "destructiveBtnIndex": 2}"#, chosen: #"{"index":N}"#,
            cancelled: #"{"index":3}"#, failed: alipayFailed, destructive: 2),
    ]

    /// Every kind of scripted answer, in every dialect, through the binary.
    @Test(arguments: dialects)
    func everyKindOfAnswerInEveryDialect(_ d: Dialect) throws {
        func present(_ choose: String) throws -> SheetctlProcess.Result {
            try P.run(["present", "--dialect", d.name, "--choose", choose], stdin: d.call)
        }
        func chosen(_ index: Int) -> String { d.chosen.replacingOccurrences(of: "N", with: "\(index)") + "\n" }
        func failed(_ reason: String) -> String { d.failed.replacingOccurrences(of: "R", with: reason) + "\n" }
        for (choose, index) in [("1", 1), ("label:C", 2), ("first", 0), ("last", 2)] {
            let result = try present(choose)
            #expect(result.code == 0, "\(choose): \(result.stderr)")
            #expect(result.stdout == chosen(index), "\(choose)")
        }
        let cancel = try present("cancel")
        #expect(cancel.code == 0)
        #expect(cancel.stdout == d.cancelled + "\n")
        let fail = try present("fail:denied")
        #expect(fail.code == 0)
        #expect(fail.stdout == failed("denied"))
        let timeout = try present("timeout")
        #expect(timeout.code == 124)
        #expect(timeout.stdout == failed("the sheet was not answered in time"))
        let destructive = try present("destructive")
        if let index = d.destructive {
            #expect(destructive.code == 0)
            #expect(destructive.stdout == chosen(index))
        } else {
            #expect(destructive.code == 64)
            #expect(destructive.stdout.isEmpty)
            #expect(destructive.stderr.hasPrefix("Error: --choose destructive: the call has no destructive item\n"))
        }
        let outside = try present("3")
        #expect(outside.code == 64)
        #expect(outside.stderr.hasPrefix("Error: --choose 3 is outside the call's 3 items (0 to 2)\n"))
    }

    @Test func aLabelThatIsNotShownNamesOnlyTheFirstItemsOfALargeCall() throws {
        let items = (0..<10_000).map { "\"item \($0)\"" }.joined(separator: ",")
        let result = try P.run(["present", "--choose", "label:nope"], stdin: #"{"items": ["# + items + "]}")
        #expect(result.code == 64)
        #expect(result.stderr.contains("'item 7' and 9992 more"))
        #expect(result.stderr.count < 1_000)
    }

    @Test func sevenItemsInTtGetItsFailureObject() throws {
        let call = #"{"itemList": ["1", "2", "3", "4", "5", "6", "7"]}"#
        let result = try P.run(["present", "--dialect", "tt", "--choose", "0"], stdin: call)
        #expect(result.code == 65)
        #expect(
            result.stdout == #"{"errMsg":"showActionSheet:fail itemList: expected at most 6 items, found 7"}"# + "\n")
    }

    /// Three calls, one after another on standard input, each answered by the next entry.
    static let calls =
        #"{"itemList": ["A", "B"], "alertText": "Pick"}"# + "\n"
        + #"{"items": ["Send", "Delete"], "destructiveBtnIndex": 1}"#
        + "\n" + #"{"btns": ["x", "y"]}"# + "\n"

    @Test func anAnswersFileAnswersASequenceOfCallsAndTheLogRecordsEach() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let answers = try scratch.write(
            "answers.json",
            """
            [
              {"answer": "label:B", "expect": {"dialect": "wx", "message": "Pick", "items": ["A", "B"], "cancel": "Cancel"}},
              {"answer": "destructive", "expect": {"title": null, "destructive": 1}},
              "cancel"
            ]
            """)
        let log = scratch.path + "/calls.log"
        let result = try P.run(
            ["present", "--answers", answers, "--log", log, "--app", "2021001", "--locale", "en"], stdin: Self.calls)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(
            result.stdout == #"{"errMsg":"showActionSheet:ok","tapIndex":1}"# + "\n" + #"{"index":1}"# + "\n"
                + #"{"index":2}"# + "\n")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        let first = try #require(PresentTestSupport.object(lines[0]))
        #expect(first["app"] as? String == "2021001")
        #expect(first["dialect"] as? String == "wx")
        #expect(first["scripted"] as? String == "label:B")
        let sheet = try #require(first["sheet"] as? [String: Any])
        #expect(sheet["items"] as? [String] == ["A", "B"])
        #expect(sheet["message"] as? String == "Pick")
        #expect(sheet["cancel"] as? String == "Cancel")
        #expect((first["answer"] as? [String: Any])?["tapIndex"] as? Int == 1)
        #expect((try #require(PresentTestSupport.object(lines[2])))["dialect"] as? String == "jsbridge")
        // A second run adds its lines after the first's.
        let again = try P.run(["present", "--choose", "0", "--log", log], stdin: #"{"items": ["a"]}"#)
        #expect(again.code == 0, "\(again.stderr)")
        #expect(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").count == 4)
        try Self.validate(log: log)
    }

    /// Every line of the log against the shipped schema, with Python's `jsonschema`.
    static func validate(log: String) throws {
        _ = try OutsideClient.jsonschema.require()
        let schema = URL(fileURLWithPath: LintTestSupport.packageRoot).appendingPathComponent(
            "schema/call-log.schema.json"
        ).path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            for line in open(sys.argv[2]):
                jsonschema.validate(json.loads(line), schema, cls=jsonschema.Draft202012Validator)
            print("ok")
            """
        let result = try P.run(
            executable: "/usr/bin/env", ["python3", "-c", script, schema, log],
            environment: ProcessInfo.processInfo.environment)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "ok\n")
    }

    @Test func theShippedLogSchemaIsTheGeneratedOne() throws {
        let url = URL(fileURLWithPath: LintTestSupport.packageRoot).appendingPathComponent(
            "schema/call-log.schema.json")
        let text = CallLog.schema.prettyText + "\n"
        if ProcessInfo.processInfo.environment["SHEETCTL_UPDATE_GOLDENS"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text, "run SHEETCTL_UPDATE_GOLDENS=1 swift test")
    }

    @Test func aCallThatIsNotWhatTheScriptExpectedFailsTheRun() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let answers = try scratch.write(
            "answers.json", #"[{"answer": 0, "expect": {"items": ["A", "C"], "title": "T"}}, "0", "0"]"#)
        let result = try P.run(["present", "--answers", answers], stdin: Self.calls)
        #expect(result.code == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"errMsg":"showActionSheet:fail the sheet is not what the test expected"}"#)
        #expect(lines[1] == #"{"index":0}"#)
        #expect(
            result.stderr.contains(
                "answers.json:1:2: the call is not what was expected: title: expected 'T', the call shows none\n"))
        #expect(result.stderr.contains("items: expected ['A', 'C'], the call shows ['A', 'B']"))
    }

    @Test func tooFewOrTooManyAnswersFailTheRun() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let short = try scratch.write("short.json", #"["0"]"#)
        let fewer = try P.run(["present", "--answers", short], stdin: Self.calls)
        #expect(fewer.code == 1)
        #expect(fewer.stderr.contains("call 2 has no answer in the answers file"))
        #expect(fewer.stdout.split(separator: "\n").count == 3)
        let long = try scratch.write("long.json", #"["0", "0", "0", "cancel"]"#)
        let more = try P.run(["present", "--answers", long], stdin: Self.calls)
        #expect(more.code == 1)
        #expect(
            more.stderr.contains("1 answer of '\(long)' left unused (the first at \(long):1:17): the run had 3 calls"))
    }

    @Test func anAnswersFileThatCannotBeUsedIsLocated() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let bad = try scratch.write("bad.json", #"["first", {"answer": "sideways"}, {"anwser": "0"}]"#)
        let result = try P.run(["present", "--answers", bad], stdin: Self.calls)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("bad.json:1:22: error: answers[1]: expected an answer"))
        #expect(result.stderr.contains("answers[2]: unknown key 'anwser'"))
        let missing = try P.run(["present", "--answers", scratch.path + "/none.json"], stdin: Self.calls)
        #expect(missing.code == 66)
        let both = try P.run(["present", "--answers", bad, "--choose", "0"], stdin: Self.calls)
        #expect(both.code == 64)
    }
}
