@testable import PresenterTesting
import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

/// Runs every presenter through the contract: every built-in (ansi at each colour depth, auto
/// both ways) and a plugin written as a shell script. Add a presenter to `presenters` to check it.
@Suite struct ContractTests {
    /// Keys for the plain presenter's number prompt, and what each means for a sample.
    static func plainScripts(_ sample: PresenterContract.Sample) -> [(String, RecordingPresentationDelegate.Event)] {
        let count = sample.request.sheet.items.count
        return [
            ("1\n", .finish(index: 0)),
            ("\(count)\n", .finish(index: count - 1)),
            ("0\n", .cancel),
            ("\n", .cancel),
            // Answers that are not a choice ask again; the end of the input then dismisses.
            ("x\n\(count + 1)\n-1\n", .cancel),
        ]
    }

    /// Keys for the ansi presenter's picker, and what each means for a sample.
    static func ansiScripts(_ sample: PresenterContract.Sample) -> [(String, RecordingPresentationDelegate.Event)] {
        let count = sample.request.sheet.items.count
        return [
            ("\r", .finish(index: 0)),
            // Down once: the second item, or the cancel button of a one-item sheet.
            ("j\r", count > 1 ? .finish(index: 1) : .cancel),
            ("\u{1B}[F\r", .cancel),
            ("q", .cancel),
            ("\u{3}", .fail(PresentationError(.interrupted, ""))),
        ]
    }

    static func plain(_ sample: PresenterContract.Sample) -> [(
        any ActionSheetPresenter, RecordingPresentationDelegate.Event
    )] {
        plainScripts(sample).map { keys, event in (piped(keys) { PlainPresenter(openTerminal: $0) }, event) }
    }

    static func ansi(_ sample: PresenterContract.Sample) -> [(
        any ActionSheetPresenter, RecordingPresentationDelegate.Event
    )] {
        ansiScripts(sample).map { keys, event in (piped(keys) { AnsiPresenter(openTerminal: $0) }, event) }
    }

    /// `auto` over two pipe terminals; the sample's colour depth decides which one is asked.
    static func auto(_ sample: PresenterContract.Sample) -> [(
        any ActionSheetPresenter, RecordingPresentationDelegate.Event
    )] {
        let scripts =
            sample.request.output.colorDepth == .none
            ? plainScripts(sample).map { ($0.0, "", $0.1) } : ansiScripts(sample).map { ("", $0.0, $0.1) }
        return scripts.map { plainKeys, ansiKeys, event in
            let presenter = AutoPresenter(
                ansi: piped(ansiKeys) { AnsiPresenter(openTerminal: $0) },
                plain: piped(plainKeys) { PlainPresenter(openTerminal: $0) })
            return (presenter, event)
        }
    }

    static func unpresentable(_ make: @escaping @Sendable () -> any ActionSheetPresenter)
        -> @Sendable (
            PresenterContract.Sample
        ) -> [(any ActionSheetPresenter, RecordingPresentationDelegate.Event)]
    {
        { _ in [(make(), .fail(PresentationError(.noTerminal, "")))] }
    }

    static let presenters: [PresenterUnderTest] = [
        PresenterUnderTest(name: "plain", renderer: PlainPresenter(), shownAs: TerminalText.sanitize, scripted: plain),
        PresenterUnderTest(
            name: "ansi, 16 colours", renderer: AnsiPresenter(), shownAs: TerminalText.sanitize, depth: .ansi16,
            scripted: ansi),
        PresenterUnderTest(
            name: "ansi, 256 colours", renderer: AnsiPresenter(), shownAs: TerminalText.sanitize, depth: .ansi256,
            scripted: ansi),
        PresenterUnderTest(
            name: "ansi, 24-bit", renderer: AnsiPresenter(), shownAs: TerminalText.sanitize, depth: .trueColor,
            scripted: ansi),
        PresenterUnderTest(
            name: "auto, no colour", renderer: AutoPresenter(), shownAs: TerminalText.sanitize, scripted: auto),
        PresenterUnderTest(
            name: "auto, 256 colours", renderer: AutoPresenter(), shownAs: TerminalText.sanitize, depth: .ansi256,
            scripted: auto),
        PresenterUnderTest(
            name: "json", renderer: JSONPresenter(), shownAs: jsonEscaped,
            scripted: { sample in
                [
                    (JSONPresenter(channel: ScriptedLines([#"{"index": 0}"#]).channel), .finish(index: 0)),
                    (
                        JSONPresenter(
                            channel: ScriptedLines([#"{"index": \#(sample.request.sheet.items.count - 1)}"#]).channel),
                        .finish(index: sample.request.sheet.items.count - 1)
                    ),
                    (JSONPresenter(channel: ScriptedLines([#"{"cancel": true}"#]).channel), .cancel),
                    // -1 is the `my` dialect's cancel answer to a call, not the client's way to cancel.
                    (
                        JSONPresenter(channel: ScriptedLines([#"{"index": -1}"#]).channel),
                        .fail(PresentationError(.invalidAnswer, ""))
                    ),
                    (
                        JSONPresenter(
                            channel: ScriptedLines([#"{"index": \#(sample.request.sheet.items.count)}"#]).channel),
                        .fail(PresentationError(.invalidAnswer, ""))
                    ),
                    (
                        JSONPresenter(channel: ScriptedLines(["nonsense"]).channel),
                        .fail(PresentationError(.invalidAnswer, ""))
                    ),
                    (JSONPresenter(channel: ScriptedLines([]).channel), .fail(PresentationError(.io, ""))),
                ]
            }),
        PresenterUnderTest(
            name: "svg", renderer: SVGPresenter(), shownAs: SVGPresenter.shown,
            scripted: unpresentable { SVGPresenter() }),
        PresenterUnderTest(
            name: "html", renderer: HTMLPresenter(), shownAs: SVGPresenter.shown,
            scripted: unpresentable { HTMLPresenter() }),
    ]

    @Test func everyBuiltInIsUnderTheContract() {
        let checked = Set(Self.presenters.map { String($0.name.prefix { $0 != "," }) })
        #expect(checked == Set(BuiltInPresenters.names))
    }

    @Test(arguments: presenters)
    func renderingKeepsTheContract(_ presenter: PresenterUnderTest) {
        let violations = PresenterContract.checkRender(
            presenter.renderer, samples: presenter.samples, shownAs: presenter.shownAs)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(arguments: presenters)
    func presentingCallsTheDelegateExactlyOnce(_ presenter: PresenterUnderTest) throws {
        let scripted = try #require(presenter.scripted, "\(presenter.name) cannot be scripted")
        for sample in presenter.samples {
            for (instance, expected) in scripted(sample) {
                let violations = PresenterContract.checkPresent(instance, sample: sample, expecting: expected)
                #expect(violations.isEmpty, "\(presenter.name), \(expected): \(violations)")
            }
        }
    }

    /// The ansi cases really draw in colour, at their own depth, so the contract checks colour output.
    @Test(arguments: [ColorDepth.ansi16, .ansi256, .trueColor])
    func ansiSamplesAreDrawnAtTheirDepth(_ depth: ColorDepth) throws {
        let presenter = try #require(Self.presenters.first { $0.depth == depth && $0.name.hasPrefix("ansi") })
        let drawing = try presenter.renderer.render(presenter.samples[0].request)
        #expect(drawing.contains("\u{1B}["))
        #expect(drawing.contains("8;5;") == (depth == .ansi256))
        #expect(drawing.contains("8;2;") == (depth == .trueColor))
    }

    // MARK: A plugin written as a shell script

    @Test func aShellScriptPluginKeepsTheContract() throws {
        let directory = try PluginDirectory()
        let path = try directory.add("contract", contractPluginScript)
        let plugin = ExternalPresenter(name: "contract", path: path)
        let violations = PresenterContract.checkRender(plugin, shownAs: pluginEchoed)
        #expect(violations.isEmpty, "\(violations)")
        for sample in PresenterContract.samples {
            // Index 1 is an answer only where the sheet has a second item; elsewhere the plugin fails.
            let expected: RecordingPresentationDelegate.Event =
                sample.request.sheet.items.count > 1 ? .finish(index: 1) : .fail(PresentationError(.plugin, ""))
            let found = PresenterContract.checkPresent(plugin, sample: sample, expecting: expected)
            #expect(found.isEmpty, "\(found)")
        }
    }

    @Test func aShellScriptPluginThatFailsFallsBackWithinTheContract() throws {
        let directory = try PluginDirectory()
        let path = try directory.add("broken", "cat >/dev/null; echo 'not json'")
        let fallbacks = FallbackLog()
        let presenter = FallbackPresenter(
            primary: ExternalPresenter(name: "broken", path: path), fallback: PlainPresenter(),
            report: { fallbacks.record($0) })
        #expect(PresenterContract.checkRender(presenter).isEmpty)
        let sample = PresenterContract.samples[0]
        let typed = FallbackPresenter(
            primary: ExternalPresenter(name: "broken", path: path),
            fallback: piped("2\n") { PlainPresenter(openTerminal: $0) }, report: { fallbacks.record($0) })
        #expect(PresenterContract.checkPresent(typed, sample: sample, expecting: .finish(index: 1)).isEmpty)
        #expect(fallbacks.all.count == PresenterContract.samples.count + 1)
        #expect(fallbacks.all.allSatisfy { $0.kind == .plugin })
    }

    /// The echoing plugin's drawing really is its request, so the contract checks texts it was sent.
    @Test func theShellScriptPluginDrawsItsRequest() throws {
        let directory = try PluginDirectory()
        let path = try directory.add("contract", contractPluginScript)
        let drawing = try ExternalPresenter(name: "contract", path: path).render(
            PresentationRequest(sheet: ActionSheet(title: "T", items: [ActionSheetItem("a\"b")])))
        #expect(drawing.hasPrefix(#"{"protocol":1,"verb":"render","#))
        #expect(drawing.contains(#""text":"a\"b""#))
        #expect(drawing.hasSuffix("}\n"))
    }

    // MARK: The contract can fail

    /// Breaks every rule it can: no final line break, the cancel label first, an item left out,
    /// raw escape sequences, an index outside the items.
    struct Broken: ActionSheetPresenter {
        func render(_ request: PresentationRequest) throws(PresentationError) -> String {
            let resolved = ResolvedSheet(request)
            return resolved.cancelLabel + "\n" + resolved.items.dropLast().map(\.text).joined(separator: "\n")
        }

        func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
            .chose(request.sheet.items.count)
        }
    }

    struct Throwing: ActionSheetPresenter {
        func render(_ request: PresentationRequest) throws(PresentationError) -> String {
            throw PresentationError(.plugin, "crashed")
        }

        func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
            throw PresentationError(.plugin, "crashed")
        }
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

    @Test func aPresenterThatAnswersWronglyIsCaught() {
        let outside = PresenterContract.checkPresent(Broken(), sample: PresenterContract.samples[0], expecting: .cancel)
        #expect(
            outside.map(\.message) == [
                "expected cancel(), got finish(index: 6)", "finish(index: 6) is outside the items",
            ])
        let failing = PresenterContract.checkPresent(
            Throwing(), sample: PresenterContract.samples[0], expecting: .cancel)
        #expect(failing.map(\.message) == ["expected cancel(), got fail(plugin: crashed)"])
    }

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m\n", true), ("\u{1B}[38;2;1;2;3mx\n", true), ("\u{1B}]0;t\u{07}\n", false),
        ("a\rb\n", false), ("\u{9B}1m\n", false), ("a\u{202E}b\n", false), ("👩‍👩‍👧\n", true), ("\u{1B}[2J\n", false),
    ])
    func onlyColourCodesAreAllowed(_ text: String, _ allowed: Bool) {
        #expect((PresenterContract.rawControl(in: text) == nil) == allowed)
    }
}
