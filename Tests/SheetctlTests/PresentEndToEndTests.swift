import Foundation
import Testing

@testable import SheetctlCLI

/// `sheetctl present` through the built binary: the call on standard input, the json presenter's
/// pipe protocol, a plugin presenter, and no terminal at all.
@Suite struct PresentEndToEndTests {
    private typealias S = PresentTestSupport
    private typealias P = SheetctlProcess

    @Test(arguments: [
        (S.myCall, "1", #"{"index":1}"#), (S.wxCall, "1", #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#),
        (S.myCall, "cancel", #"{"index":-1}"#), (S.wxCall, "cancel", #"{"errMsg":"showActionSheet:fail cancel"}"#),
    ])
    func theCallComesOnStandardInput(_ call: String, _ choice: String, _ answer: String) throws {
        let result = try P.run(["present", "--choose", choice], stdin: call)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == answer + "\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func aRejectedCallOnStandardInputPrintsTheFailureObjectAndExits65() throws {
        let result = try P.run(["present", "--choose", "0"], stdin: #"{"itemList": []}"#)
        #expect(result.code == 65)
        #expect(result.stdout == #"{"errMsg":"showActionSheet:fail itemList: expected at least one item"}"# + "\n")
        #expect(result.stderr.contains("<stdin>:1:14: error: itemList: expected at least one item [invalid-call]"))
    }

    @Test func theDialectFlagOverridesDetection() throws {
        let result = try P.run(
            ["present", "--dialect", "wx", "--choose", "cancel"], stdin: #"{"items": ["a"], "itemList": ["b"]}"#)
        #expect(result.code == 0)
        #expect(result.stdout == #"{"errMsg":"showActionSheet:fail cancel"}"# + "\n")
    }

    @Test func aMissingCallFileIs66AndAUsageErrorIs64() throws {
        let missing = try P.run(["present", "--call", "/nonexistent/call.json"])
        #expect(missing.code == 66)
        #expect(missing.stdout.isEmpty)
        let usage = try P.run(["present", "--choose", "second"], stdin: S.myCall)
        #expect(usage.code == 64)
        #expect(usage.stdout.isEmpty)
        #expect(
            usage.stderr.hasPrefix(
                "Error: --choose takes an answer (N, label:TEXT, first, last, destructive, cancel, fail:REASON or "
                    + "timeout), not 'second'\n"))
    }

    // MARK: A key given twice

    /// The call with `items` twice: the last wins, as `JSON.parse` has it.
    static let duplicateCall = #"{"items": ["Old", "Gone"], "title": "Share", "items": ["Send", "Post"]}"#

    @Test func presentWarnsAboutAKeyGivenTwiceAndStillAnswers() throws {
        let result = try P.run(["present", "--choose", "1"], stdin: Self.duplicateCall)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"index":1}"# + "\n")
        #expect(
            result.stderr.hasPrefix(
                "<stdin>:1:2: warning: duplicate key 'items'; the one at 1:46 wins [duplicate-key]\n"))
        #expect(result.stderr.contains("hint: remove one of them; as JSON.parse does, the call keeps the last\n"))
        // The item count checked by --choose is that of the items kept.
        let outside = try P.run(["present", "--choose", "2"], stdin: Self.duplicateCall)
        #expect(outside.code == 64)
    }

    @Test func previewWarnsAboutAKeyGivenTwiceAndDrawsTheLastValue() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let sheet = try scratch.write("sheet.json", Self.duplicateCall)
        let result = try P.run(["preview", "--sheet", sheet, "--presenter", "plain"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "\(sheet):1:2: warning: duplicate key 'items'; the one at 1:46 wins [duplicate-key]\n"))
        #expect(result.stdout.contains("Send"))
        #expect(result.stdout.contains("Post"))
        #expect(!result.stdout.contains("Old"))
    }

    // MARK: The json presenter's pipe protocol

    /// Runs `present` routed to the json presenter, the call in a file and `answer` on standard input.
    private func presentThroughJSON(
        call: String, app: String, answer: String, extra: [String] = []
    ) throws -> (result: SheetctlProcess.Result, sheet: [String: Any]?) {
        let scratch = try RegistryCommandTests.Scratch()
        let callFile = try scratch.write("call.json", call)
        let registry = try scratch.write("registry.yaml", S.routing)
        let result = try P.run(
            ["present", "--app", app, "--registry", registry, "--call", callFile] + extra, stdin: answer)
        let first = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        return (result, S.object(first))
    }

    @Test func anAppRoutedToJSONWritesTheSheetAndReadsTheAnswer() throws {
        let (result, sheet) = try presentThroughJSON(call: S.myCall, app: "json-app", answer: #"{"index": 0}"# + "\n")
        #expect(result.code == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.last == #"{"index":0}"#)
        let object = try #require(sheet)
        #expect(object["theme"] as? String == "midnight")
        #expect((object["cancel"] as? [String: Any])?["text"] as? String == "キャンセル")
        #expect((object["items"] as? [[String: Any]])?.map { $0["text"] as? String } == ["Send", "Post", "Delete"])
        #expect(object["destructiveIndex"] as? Int == 2)
    }

    @Test func aPatternRouteAndACancelAnswerInWx() throws {
        let (result, sheet) = try presentThroughJSON(
            call: S.wxCall, app: "2021000", answer: #"{"cancel": true}"# + "\n")
        #expect(result.code == 0)
        #expect(result.stdout.hasSuffix("\n" + #"{"errMsg":"showActionSheet:fail cancel"}"# + "\n"))
        #expect(sheet?["theme"] as? String == "dark")
        #expect(sheet?["message"] as? String == "Pick one")
    }

    @Test func theAnswerMayFollowTheCallOnStandardInput() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let registry = try scratch.write("registry.yaml", S.routing)
        let input = S.wxCall + "\n" + #"{"index": 1}"# + "\n"
        // From a file, which is read in blocks and set back, and from a pipe, read a byte at a time.
        let fromFile = try P.run(["present", "--app", "json-app", "--registry", registry], stdin: input)
        let script = #"printf '%s' "$1" | "$2" present --app json-app --registry "$3""#
        let fromPipe = try P.run(
            executable: "/bin/sh", ["-c", script, "sh", input, try #require(P.binary), registry])
        for result in [fromFile, fromPipe] {
            #expect(result.code == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(S.object(lines[0])?["message"] as? String == "Pick one")
            #expect(lines.last == #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#)
        }
    }

    struct CancelLabelCase: Sendable, CustomTestStringConvertible {
        var name: String
        var call: String
        var extra: [String]
        var label: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        CancelLabelCase(name: "no locale: the platform's", call: S.myCall, extra: [], label: "取消"),
        CancelLabelCase(name: "--locale: the theme's", call: S.myCall, extra: ["--locale", "en"], label: "Cancel"),
        CancelLabelCase(
            name: "the call's own", call: #"{"items": ["a"], "cancelButtonText": "Close"}"#,
            extra: ["--locale", "ko"], label: "Close"),
        CancelLabelCase(name: "wx, no locale", call: S.wxCall, extra: [], label: "取消"),
    ])
    func theCancelLabel(_ testCase: CancelLabelCase) throws {
        let (result, sheet) = try presentThroughJSON(
            call: testCase.call, app: "json-no-locale", answer: #"{"index": 0}"# + "\n", extra: testCase.extra)
        #expect(result.code == 0, "\(result.stderr)")
        #expect((sheet?["cancel"] as? [String: Any])?["text"] as? String == testCase.label)
    }

    @Test func flagsBeatTheRoute() throws {
        let (result, sheet) = try presentThroughJSON(
            call: S.myCall, app: "json-app", answer: #"{"index": 1}"# + "\n",
            extra: ["--theme", "dark", "--locale", "ko"])
        #expect(result.code == 0)
        #expect(sheet?["theme"] as? String == "dark")
        #expect((sheet?["cancel"] as? [String: Any])?["text"] as? String == "취소")
        #expect(result.stdout.hasSuffix(#"{"index":1}"# + "\n"))
        let chosen = try presentThroughJSON(
            call: S.myCall, app: "json-app", answer: "", extra: ["--presenter", "json", "--choose", "2"])
        #expect(chosen.result.stdout == #"{"index":2}"# + "\n")
    }

    struct FailureCase: Sendable, CustomTestStringConvertible {
        var name: String
        var answer: String
        var detail: String
        var code: Int32
        var testDescription: String { name }
    }

    @Test(arguments: [
        FailureCase(
            name: "garbage", answer: "nonsense\n", detail: "the answer is not JSON: expected a JSON value, found 'n'",
            code: 65),
        FailureCase(
            name: "an index outside the items", answer: #"{"index": 3}"# + "\n",
            detail: "the answer's index 3 is outside the 3 items", code: 65),
        FailureCase(name: "no answer at all", answer: "", detail: "the input ended before an answer", code: 74),
    ])
    func aClientThatDoesNotAnswerGetsAFailureAnswer(_ testCase: FailureCase) throws {
        let (result, _) = try presentThroughJSON(call: S.myCall, app: "json-app", answer: testCase.answer)
        #expect(result.code == testCase.code)
        let last = result.stdout.split(separator: "\n").last.map(String.init)
        #expect(last == #"{"error":3,"errorMessage":"unknown error","detail":"\#(testCase.detail)"}"#)
        #expect(result.stderr == "sheetctl: cannot present the call: \(testCase.detail)\n")
    }

    @Test func aClientAnsweringMinusOneIsRefusedNotTakenAsACancel() throws {
        // {"index":-1} is the `my` dialect's answer to a cancelled call; the client's cancel is {"cancel": true}.
        let (result, _) = try presentThroughJSON(call: S.myCall, app: "json-app", answer: #"{"index": -1}"# + "\n")
        #expect(result.code == 65)
        let last = try #require(result.stdout.split(separator: "\n").last.flatMap { S.object(String($0)) })
        #expect(last["error"] as? Int == 3)
        let detail = #"the answer's index -1 is outside the 3 items; to cancel, answer {"cancel": true}"#
        #expect(last["detail"] as? String == detail)
        #expect(result.stderr == "sheetctl: cannot present the call: \(detail)\n")
    }

    // MARK: A plugin, and no terminal

    @Test func anAppRoutedToAShellScriptPluginGetsItsAnswer() throws {
        let scratch = try RegistryCommandTests.Scratch()
        try scratch.write(
            "bin/sheetctl-presenter-script", "#!/bin/sh\ncat >/dev/null\necho '{\"index\": 1}'\n", mode: 0o755)
        let registry = try scratch.write("registry.yaml", "apps:\n  scripted: { presenter: script }\n")
        let result = try P.run(
            ["present", "--app", "scripted", "--registry", registry], stdin: S.wxCall,
            environment: ["PATH": scratch.path + "/bin:/usr/bin:/bin"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"errMsg":"showActionSheet:ok","tapIndex":1}"# + "\n")
    }

    static let setsid = ["/usr/bin/setsid", "/bin/setsid"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// In a session of its own, the binary has no controlling terminal, as under a service manager.
    @Test(.enabled(if: setsid != nil)) func withoutATerminalTheAnswerIsAFailureAndTheExit65() throws {
        let binary = try #require(P.binary)
        let result = try P.run(
            executable: Self.setsid!, ["-w", binary, "present", "--presenter", "plain"], input: Data(S.myCall.utf8))
        #expect(result.code == 65)
        let answer = try #require(S.object(result.stdout))
        #expect(answer["error"] as? Int == 3)
        #expect((answer["detail"] as? String)?.contains("/dev/tty") == true)
        #expect(result.stderr.hasPrefix("sheetctl: cannot present the call: cannot open the terminal /dev/tty"))
    }
}
