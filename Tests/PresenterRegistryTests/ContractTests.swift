import Testing
import ThemeKit

@testable import PresenterRegistry

/// Runs every presenter through the contract. Add a presenter to `presenters` to check it.
@Suite struct ContractTests {
    static let presenters: [PresenterUnderTest] = [
        PresenterUnderTest(
            name: "json", renderer: JSONPresenter(), shownAs: jsonEscaped,
            scripted: {
                [
                    (JSONPresenter(channel: ScriptedLines([#"{"index": 0}"#]).channel), .finish(index: 0)),
                    (JSONPresenter(channel: ScriptedLines([#"{"cancel": true}"#]).channel), .cancel),
                    (
                        JSONPresenter(channel: ScriptedLines(["nonsense"]).channel),
                        .fail(PresentationError(.invalidAnswer, ""))
                    ),
                    (JSONPresenter(channel: ScriptedLines([]).channel), .fail(PresentationError(.io, ""))),
                ]
            })
    ]

    @Test(arguments: presenters)
    func renderingKeepsTheContract(_ presenter: PresenterUnderTest) {
        let violations = PresenterContract.checkRender(presenter.renderer, shownAs: presenter.shownAs)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(arguments: presenters)
    func presentingCallsTheDelegateExactlyOnce(_ presenter: PresenterUnderTest) throws {
        let scripted = try #require(presenter.scripted, "\(presenter.name) cannot be scripted")
        for sample in PresenterContract.samples {
            for (instance, expected) in scripted() {
                let violations = PresenterContract.checkPresent(instance, sample: sample, expecting: expected)
                #expect(violations.isEmpty, "\(violations)")
            }
        }
    }

    // MARK: The contract can fail

    /// Breaks every rule it can: no final line break, the cancel label first, an item left out,
    /// raw escape sequences, two delegate calls.
    struct Broken: ActionSheetPresenter {
        func render(_ request: PresentationRequest) throws(PresentationError) -> String {
            let resolved = ResolvedSheet(request)
            return resolved.cancelLabel + "\n" + resolved.items.dropLast().map(\.text).joined(separator: "\n")
        }

        func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {
            delegate.finish(index: request.sheet.items.count)
            delegate.cancel()
        }
    }

    struct Throwing: ActionSheetPresenter {
        func render(_ request: PresentationRequest) throws(PresentationError) -> String {
            throw PresentationError(.plugin, "crashed")
        }

        func present(_ request: PresentationRequest, delegate: any PresentationDelegate) {}
    }

    @Test func aBrokenPresenterIsCaughtRendering() {
        let violations = PresenterContract.checkRender(
            Broken(), samples: [PresenterContract.samples[0], PresenterContract.samples[3]])
        let messages = violations.map(\.description)
        #expect(messages.contains("demo: the drawing does not end in a line break"))
        #expect(messages.contains("demo: the cancel label comes before item 0"))
        #expect(messages.contains { $0.hasPrefix("demo: the drawing does not show item 5") })
        #expect(messages.contains { $0.hasPrefix("demo: the drawing does not show \"Share this photo\"") })
        #expect(messages.contains { $0.hasPrefix("hostile: an escape sequence that is not a colour code") })
    }

    @Test func aThrowingPresenterIsCaught() {
        let violations = PresenterContract.checkRender(Throwing(), samples: [PresenterContract.samples[0]])
        #expect(violations.map(\.description) == ["demo: render threw: crashed"])
    }

    @Test func aPresenterThatAnswersTwiceOrNeverIsCaught() {
        let twice = PresenterContract.checkPresent(Broken(), sample: PresenterContract.samples[0], expecting: .cancel)
        #expect(twice.map(\.message).contains { $0.hasPrefix("2 delegate calls") })
        #expect(twice.map(\.message).contains("expected cancel(), got finish(index: 6)"))
        #expect(twice.map(\.message).contains("finish(index: 6) is outside the items"))
        let never = PresenterContract.checkPresent(
            Throwing(), sample: PresenterContract.samples[0], expecting: .cancel, timeout: 0.02)
        #expect(never.map(\.message) == ["no delegate call within 0.02 seconds"])
    }

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m\n", true), ("\u{1B}[38;2;1;2;3mx\n", true), ("\u{1B}]0;t\u{07}\n", false),
        ("a\rb\n", false), ("\u{9B}1m\n", false), ("a\u{202E}b\n", false), ("👩‍👩‍👧\n", true), ("\u{1B}[2J\n", false),
    ])
    func onlyColourCodesAreAllowed(_ text: String, _ allowed: Bool) {
        #expect((PresenterContract.rawControl(in: text) == nil) == allowed)
    }
}
