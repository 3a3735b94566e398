import Foundation
@testable import PresenterTesting
import Testing
@testable import SheetTerminal
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

@Suite struct JSONPresenterTests {
    static let goldenSamples = PresenterContract.samples.filter {
        ["demo", "cjk", "emoji", "hostile"].contains($0.name)
    }

    @Test(arguments: goldenSamples)
    func renderMatchesItsGolden(_ sample: PresenterContract.Sample) throws {
        let output = try JSONPresenter().render(sample.request)
        #expect(output == (try golden("golden/json/\(sample.name).json", output)))
    }

    @Test func theDemoSheetIsResolvedForMachines() throws {
        let output = try JSONPresenter().render(PresentationRequest(sheet: .demo))
        #expect(output.hasSuffix("}\n"))
        let object = try #require(try JSONParser.parse(output).objectValue)
        #expect(object.keys == ["title", "message", "items", "destructiveIndex", "cancel", "colors", "theme"])
        let items = try #require(object["items"]?.arrayValue)
        #expect(items.count == 6)
        #expect(items.map { $0["index"]?.integerValue } == Array(0..<6))
        #expect(items.map { $0["role"]?.stringValue } == ["default"] * 5 + ["destructive"])
        #expect(items[0]["badge"] == .null)
        #expect(items[1]["badge"] == .object(["type": .string("point"), "label": .string("●")]))
        #expect(items[2]["badge"] == .object(["type": .string("num"), "label": .string("12")]))
        #expect(items[4]["badge"] == .object(["type": .string("more"), "label": .string("...")]))
        #expect(items[5]["color"] == .string("#D70015"))
        #expect(object["cancel"] == .object(["text": .string("Cancel"), "color": .string("#000000")]))
        #expect(object["colors"]?.objectValue?.keys == ThemeColors.roles.map(\.key))
        #expect(object["theme"] == .string("default"))
        #expect(object["destructiveIndex"] == .integer(5))
    }

    @Test func colorsAreHexWithAlphaWhenNotOpaque() throws {
        let sheet = ActionSheet(items: [ActionSheetItem("a")], itemColor: ThemeColor(hex: "#80FF0000"))
        let object = try JSONParser.parse(try JSONPresenter().render(PresentationRequest(sheet: sheet)))
        #expect(object["items"]?.arrayValue?.first?["color"] == .string("#80FF0000"))
    }

    @Test func hostileTextIsEscapedAndRoundTrips() throws {
        let request = PresentationRequest(sheet: PresenterContract.hostileSheet)
        let output = try JSONPresenter().render(request)
        #expect(PresenterContract.rawControl(in: output) == nil)
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        let object = try JSONParser.parse(output)
        #expect(object["title"]?.stringValue == PresenterContract.hostileSheet.title)
        #expect(
            object["items"]?.arrayValue?.map { $0["text"]?.stringValue }
                == PresenterContract.hostileSheet.items.map(\.text))
        #expect(object["cancel"]?["text"]?.stringValue == PresenterContract.hostileSheet.cancelButtonText)
    }

    struct AnswerCase: Sendable, CustomTestStringConvertible {
        var name: String
        var input: [String]
        var expected: RecordingPresentationDelegate.Event
        var messageContains: String = ""
        var testDescription: String { name }
    }

    @Test(arguments: [
        AnswerCase(name: "an index finishes", input: [#"{"index": 2}"#], expected: .finish(index: 2)),
        AnswerCase(name: "the first index", input: [#"{"index":0}"#], expected: .finish(index: 0)),
        AnswerCase(name: "cancel: true cancels", input: [#"{"cancel": true}"#], expected: .cancel),
        AnswerCase(
            name: "index -1 fails: the one cancel is cancel: true", input: [#"{"index": -1}"#],
            expected: .fail(PresentationError(.invalidAnswer, "")),
            messageContains: #"the answer's index -1 is outside the 6 items; to cancel, answer {"cancel": true}"#),
        AnswerCase(
            name: "a negative index fails", input: [#"{"index": -7}"#],
            expected: .fail(PresentationError(.invalidAnswer, "")), messageContains: "index -7 is outside the 6 items"),
        AnswerCase(
            name: "an index past the items fails", input: [#"{"index": 6}"#],
            expected: .fail(PresentationError(.invalidAnswer, "")), messageContains: "outside the 6 items"),
        AnswerCase(
            name: "a decimal index fails", input: [#"{"index": 1.5}"#],
            expected: .fail(PresentationError(.invalidAnswer, "")), messageContains: "not an integer"),
        AnswerCase(
            name: "cancel false fails", input: [#"{"cancel": false}"#],
            expected: .fail(PresentationError(.invalidAnswer, "")), messageContains: "neither"),
        AnswerCase(
            name: "not JSON fails", input: ["2"], expected: .fail(PresentationError(.invalidAnswer, "")),
            messageContains: "not an object"),
        AnswerCase(
            name: "garbage fails", input: ["{index: 2}"], expected: .fail(PresentationError(.invalidAnswer, "")),
            messageContains: "not JSON"),
        AnswerCase(
            name: "the end of the input fails", input: [], expected: .fail(PresentationError(.io, "")),
            messageContains: "ended before an answer"),
    ])
    func presentingReadsOneAnswerLine(_ c: AnswerCase) throws {
        let script = ScriptedLines(c.input)
        let delegate = RecordingPresentationDelegate()
        JSONPresenter(channel: script.channel).present(PresentationRequest(sheet: .demo), delegate: delegate)
        #expect(delegate.callCount == 1)
        let outcome = try #require(delegate.outcome)
        switch (outcome, c.expected) {
        case (.fail(let got), .fail(let want)):
            #expect(got.kind == want.kind)
            #expect(got.message.contains(c.messageContains))
        default:
            #expect(outcome == c.expected)
        }
        // The sheet went out as one compact line, the same object that rendering shows.
        #expect(
            script.written == [JSONPresenter.object(for: ResolvedSheet(PresentationRequest(sheet: .demo))).compactText])
        #expect(!(script.written.first ?? "\n").contains("\n"))
    }

    @Test func presentingOverPipesReadsOnlyTheAnswerLine() throws {
        var toPresenter: [Int32] = [0, 0], fromPresenter: [Int32] = [0, 0]
        #expect(pipe(&toPresenter) == 0)
        #expect(pipe(&fromPresenter) == 0)
        defer { for fd in toPresenter + fromPresenter { close(fd) } }
        let answer = "{\"index\": 1}\r\nnext line\n"
        _ = answer.withCString { write(toPresenter[1], $0, strlen($0)) }
        let presenter = JSONPresenter(channel: .fileDescriptors(input: toPresenter[0], output: fromPresenter[1]))
        let delegate = RecordingPresentationDelegate()
        presenter.present(PresentationRequest(sheet: .demo), delegate: delegate)
        #expect(delegate.events == [.finish(index: 1)])
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(fromPresenter[0], &buffer, buffer.count)
        let written = String(decoding: buffer[0..<max(0, count)], as: UTF8.self)
        #expect(written.hasSuffix("}\n"))
        #expect(written.filter { $0 == "\n" }.count == 1)
        // The line after the answer is still there for whoever reads next.
        let rest = read(toPresenter[0], &buffer, buffer.count)
        #expect(String(decoding: buffer[0..<max(0, rest)], as: UTF8.self) == "next line\n")
    }

    @Test func noAnswerWithinTheTimeoutFails() {
        var toPresenter: [Int32] = [0, 0]
        #expect(pipe(&toPresenter) == 0)
        let sink = open("/dev/null", O_WRONLY)
        defer { for fd in toPresenter + [sink] { close(fd) } }
        let presenter = JSONPresenter(channel: .fileDescriptors(input: toPresenter[0], output: sink))
        let delegate = RecordingPresentationDelegate()
        presenter.present(PresentationRequest(sheet: .demo, output: OutputOptions(timeout: 0.2)), delegate: delegate)
        guard case .fail(let error)? = delegate.outcome else {
            Issue.record("expected a failure, got \(delegate.events)")
            return
        }
        #expect(error.kind == .timedOut)
        #expect(delegate.callCount == 1)
    }
}

private func * <T>(lhs: [T], rhs: Int) -> [T] { (0..<rhs).flatMap { _ in lhs } }
