import Foundation
import PresenterRegistry
import Testing
@testable import SheetTerminal

@testable import SheetctlCLI

/// `sheetctl present` in-process, with the call in a file and `--choose`, so no terminal is touched.
@Suite struct PresentTests {
    private typealias S = PresentTestSupport

    struct AnswerCase: Sendable, CustomTestStringConvertible {
        var name: String
        var call: String
        var arguments: [String]
        var answer: String
        var code: Int32
        var testDescription: String { name }
    }

    static let answers: [AnswerCase] = [
        AnswerCase(name: "my, chosen", call: S.myCall, arguments: ["--choose", "1"], answer: #"{"index":1}"#, code: 0),
        AnswerCase(
            name: "wx, chosen", call: S.wxCall, arguments: ["--choose", "1"],
            answer: #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#, code: 0),
        AnswerCase(
            name: "my, first", call: S.myCall, arguments: ["--choose", "0"], answer: #"{"index":0}"#, code: 0),
        AnswerCase(
            name: "my, cancelled", call: S.myCall, arguments: ["--choose", "cancel"], answer: #"{"index":-1}"#, code: 0
        ),
        AnswerCase(
            name: "wx, cancelled", call: S.wxCall, arguments: ["--choose", "cancel"],
            answer: #"{"errMsg":"showActionSheet:fail cancel"}"#, code: 0),
        AnswerCase(
            name: "--dialect wx picks wx from a call with both keys",
            call: #"{"items": ["a"], "itemList": ["x", "y"]}"#, arguments: ["--dialect", "wx", "--choose", "1"],
            answer: #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#, code: 0),
        AnswerCase(
            name: "--dialect my picks my from a call with both keys",
            call: #"{"items": ["a", "b"], "itemList": ["x"]}"#, arguments: ["--dialect", "my", "--choose", "1"],
            answer: #"{"index":1}"#, code: 0),
        AnswerCase(
            name: "both keys without --dialect are rejected", call: #"{"items": ["a"], "itemList": ["x"]}"#,
            arguments: ["--choose", "0"],
            answer:
                #"{"error":2,"errorMessage":"invalid parameter!","detail":"the call has both 'items' (my.showActionSheet) and 'itemList' (wx.showActionSheet)"}"#,
            code: 65),
        AnswerCase(
            name: "--dialect my on a wx call is rejected in my", call: S.wxCall, arguments: ["--dialect", "my"],
            answer: #"{"error":2,"errorMessage":"invalid parameter!","detail":"items: required, and missing"}"#,
            code: 65),
        AnswerCase(
            name: "my, no items", call: #"{"items": []}"#, arguments: ["--choose", "0"],
            answer: #"{"error":2,"errorMessage":"invalid parameter!","detail":"items: expected at least one item"}"#,
            code: 65),
        AnswerCase(
            name: "wx, seven items", call: #"{"itemList": ["1","2","3","4","5","6","7"]}"#, arguments: [],
            answer: #"{"errMsg":"showActionSheet:fail itemList: expected at most 6 items, found 7"}"#, code: 65),
        AnswerCase(
            name: "not JSON, in the --dialect given", call: "{items: [", arguments: ["--dialect", "wx"],
            answer: #"{"errMsg":"showActionSheet:fail expected a string key, found 'i'"}"#, code: 65),
        AnswerCase(
            name: "neither key, in my", call: #"{"list": ["a"]}"#, arguments: ["--choose", "cancel"],
            answer:
                #"{"error":2,"errorMessage":"invalid parameter!","detail":"the call has neither 'items' (my.showActionSheet), 'itemList' (wx.showActionSheet) nor 'btns' (AlipayJSBridge.call('actionSheet'))"}"#,
            code: 65),
    ]

    @Test(arguments: answers)
    func answersAreOneExactLine(_ testCase: AnswerCase) throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", testCase.call)
        let result = SheetctlProcess.runInProcess(["present", "--call", call] + testCase.arguments)
        #expect(result.code == testCase.code, "\(result.err)")
        #expect(result.out == testCase.answer + "\n")
        if testCase.code == 0 { #expect(result.err.isEmpty) }
    }

    @Test func aRejectedCallIsReportedWhereItIsWrong() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", #"{"itemList": ["a", 3]}"#)
        let result = SheetctlProcess.runInProcess(["present", "--call", call, "--choose", "0"])
        #expect(result.code == 65)
        #expect(
            result.out == #"{"errMsg":"showActionSheet:fail itemList[1]: expected a string, found a number"}"# + "\n")
        #expect(
            result.err.contains("\(call):1:20: error: itemList[1]: expected a string, found a number [invalid-call]"))
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usages: [UsageCase] = [
        UsageCase(
            arguments: ["--choose", "x"],
            error:
                "--choose takes an answer (N, label:TEXT, first, last, destructive, cancel, fail:REASON or timeout), "
                + "not 'x'"),
        UsageCase(
            arguments: ["--choose", "-1"],
            error:
                "--choose takes an answer (N, label:TEXT, first, last, destructive, cancel, fail:REASON or timeout), "
                + "not '-1'"),
        UsageCase(arguments: ["--choose", "3"], error: "--choose 3 is outside the call's 3 items (0 to 2)"),
        UsageCase(
            arguments: ["--dialect", "ww"],
            error: "--dialect takes one of my, wx, tt, swan, qq, ks, dd, uni, jsbridge, not 'ww'"),
        UsageCase(arguments: ["--presenter", "jsno", "--choose", "0"], error: "unknown presenter 'jsno'"),
        UsageCase(arguments: ["extra"], error: "unexpected argument 'extra'"),
        UsageCase(arguments: ["--chose", "1"], error: "unknown option '--chose'"),
    ]

    @Test(arguments: usages)
    func usageErrorsPrintNoAnswer(_ testCase: UsageCase) throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", S.myCall)
        let result = SheetctlProcess.runInProcess(["present", "--call", call] + testCase.arguments)
        #expect(result.code == 64)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("Error: \(testCase.error)\n"), "\(result.err)")
        #expect(result.err.contains("Usage: sheetctl present "))
    }

    @Test func aCallFileThatCannotBeOpenedIs66WithoutAnAnswer() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let result = SheetctlProcess.runInProcess(["present", "--call", scratch.path + "/missing.json", "--choose", "0"])
        #expect(result.code == 66)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("missing.json"))
    }

    // MARK: Routing

    @Test func aRoutingFileThatCannotBeUsedIs65WithAFailureAnswer() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", S.myCall)
        let registry = try scratch.write("registry.yaml", "default: { presenter: nope }\n")
        let result = SheetctlProcess.runInProcess(["present", "--call", call, "--registry", registry, "--choose", "0"])
        #expect(result.code == 65)
        #expect(result.out == S.routingFailureMy + "\n")
        #expect(result.err.contains("\(registry):1:23: error: unknown presenter 'nope'"))
    }

    @Test func aNamedRoutingFileThatIsMissingIs66WithAFailureAnswer() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", S.wxCall)
        let result = SheetctlProcess.runInProcess(["present", "--call", call, "--registry", scratch.path + "/none.yaml", "--choose", "0"])
        #expect(result.code == 66)
        #expect(result.out == #"{"errMsg":"showActionSheet:fail the host's routing file cannot be used"}"# + "\n")
    }

    @Test func theRoutingFileFromTheEnvironmentIsReadWithoutApp() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", S.myCall)
        let registry = try scratch.write("registry.yaml", "default: { presenter: nope }\n")
        let result = SheetctlProcess.runInProcess(["present", "--call", call, "--choose", "0"], environment: ["SHEETCTL_REGISTRY": registry])
        #expect(result.code == 65)
        #expect(result.out == S.routingFailureMy + "\n")
    }

    @Test func anUnknownThemeNamedByTheFlagIsAnsweredAndExits66AsEverywhere() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", S.myCall)
        let result = SheetctlProcess.runInProcess(["present", "--call", call, "--theme", "no-such-theme", "--choose", "1"])
        #expect(result.code == 66)
        #expect(result.out == #"{"index":1}"# + "\n")
        #expect(result.err.contains("no theme named 'no-such-theme'"))
    }

    @Test func aPluginFileThatCannotRunIsNamedWithTheFix() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", S.myCall)
        let plugin = try scratch.write("sheetctl-presenter-mine", "#!/bin/sh\necho '{\"index\": 0}'\n")
        let folder = String(plugin[..<plugin.lastIndex(of: "/")!])
        let result = SheetctlProcess.runInProcess(["present", "--call", call, "--presenter", "mine"], environment: ["PATH": folder])
        #expect(result.code == 64)
        #expect(
            result.err.contains("unknown presenter 'mine'; '\(plugin)' is there but cannot be run"), "\(result.err)")
        #expect(result.err.contains("chmod +x"))
    }

    @Test func aBrokenRouteThemeStillAnswersAndSaysWhy() throws {
        let scratch = try RegistryCommandTests.Scratch()
        let call = try scratch.write("call.json", S.myCall)
        let registry = try scratch.write("registry.yaml", S.routing)
        let result = SheetctlProcess.runInProcess([
            "present", "--call", call, "--registry", registry, "--app", "broken-theme", "--choose", "2",
        ])
        #expect(result.code == 0)
        #expect(result.out == #"{"index":2}"# + "\n")
        #expect(result.err.contains("no-such-theme"))
        #expect(result.err.contains("[theme-fallback]"))
    }

    @Test(arguments: [
        (PresenterErrorCase.noTerminal, Int32(65)), (.invalidAnswer, 65), (.timedOut, 124), (.interrupted, 130),
        (.io, 74), (.plugin, 74),
    ])
    func presentationFailuresHaveTheirExitCodes(_ kind: PresenterErrorCase, _ code: Int32) {
        #expect(CommandFailure.presentation(PresentationError(kind.kind, "x")).exitCode == code)
    }

    /// The kinds of ``PresentationError`` by name, for readable test cases.
    enum PresenterErrorCase: String, CustomTestStringConvertible, CaseIterable {
        case noTerminal, invalidAnswer, timedOut, interrupted, io, plugin
        var kind: PresentationError.Kind {
            switch self {
            case .noTerminal: .noTerminal
            case .invalidAnswer: .invalidAnswer
            case .timedOut: .timedOut
            case .interrupted: .interrupted
            case .io: .io
            case .plugin: .plugin
            }
        }
        var testDescription: String { rawValue }
    }
}
