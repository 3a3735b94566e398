import Foundation
import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

@Suite struct AnsiPresenterTests {
    private func request(
        _ sheet: ActionSheet = .demo, depth: ColorDepth = .trueColor, width: Int = 80, selected: Int? = nil,
        timeout: Double? = 10
    ) -> PresentationRequest {
        PresentationRequest(
            sheet: sheet,
            output: OutputOptions(width: width, colorDepth: depth, selectedIndex: selected, timeout: timeout))
    }

    // MARK: Rendering

    @Test func theDestructiveItemIsInTheDestructiveColour() throws {
        let drawn = try AnsiPresenter().render(request())
        let line = try #require(drawn.split(separator: "\n").first { $0.contains("Delete photo") })
        #expect(line.contains("38;2;215;0;21"))  // #D70015
        let other = try #require(drawn.split(separator: "\n").first { $0.contains("Send to a friend") })
        #expect(!other.contains("38;2;215;0;21"))
    }

    @Test func badgesArePillsInTheBadgeColours() throws {
        let drawn = try AnsiPresenter().render(request())
        // badgeText #FFFFFF on badge #FF3B30, with a space each side of the label.
        #expect(drawn.contains("\u{1B}[0;38;2;255;255;255;48;2;255;59;48m 12 "))
    }

    @Test func aRequestItemColourOverridesTheTheme() throws {
        var sheet = ActionSheet.demo
        sheet.itemColor = ThemeColor(hex: "#123456")
        let drawn = try AnsiPresenter().render(request(sheet))
        #expect(drawn.contains("38;2;18;52;86"))
    }

    @Test func cancelComesLastAfterASeparator() throws {
        let lines = try AnsiPresenter().render(request(depth: .none)).split(separator: "\n")
        #expect(lines.last?.contains("Cancel") == true)
        #expect(lines.dropLast().last?.allSatisfy { $0 == "─" } == true)
    }

    /// Colour is not the only cue: without it, the destructive action says so in words (the
    /// words plain draws), and the layout is otherwise the coloured one with no escape at all.
    @Test func withoutColourTheDestructiveItemSaysSoAndNothingElseChanges() throws {
        let coloured = try AnsiPresenter().render(request(depth: .ansi256))
        let bare = try AnsiPresenter().render(request(depth: .none))
        #expect(!bare.contains("\u{1B}"))
        #expect(bare.contains("Delete photo (destructive)"))
        #expect(!coloured.contains("(destructive)"))
        let lines = bare.split(separator: "\n")
        let colouredLines = TerminalFixtures.strippingSGR(coloured).split(separator: "\n")
        #expect(lines.count == colouredLines.count)
        for (line, colouredLine) in zip(lines, colouredLines) where !line.contains("(destructive)") {
            #expect(
                line.trimmingCharacters(in: .whitespaces) == colouredLine.trimmingCharacters(in: .whitespaces)
                    || line.allSatisfy { $0 == "─" })
        }
    }

    /// Every line fits the width; below the sheet's narrowest width, the render says so instead.
    @Test(arguments: [4, 10, 25, 40])
    func everyLineFitsTheWidth(_ width: Int) throws {
        for fixture in TerminalFixtures.all {
            let request = request(fixture.sheet, depth: .ansi16, width: width)
            let narrowest = AnsiSheetLayout(ResolvedSheet(request), depth: .ansi16).narrowestWidth
            guard width >= narrowest else {
                #expect(throws: RowCut.tooNarrow(width: width, needs: narrowest)) {
                    try AnsiPresenter().render(request)
                }
                continue
            }
            let drawn = try AnsiPresenter().render(request)
            for line in TerminalFixtures.strippingSGR(drawn).split(separator: "\n") {
                #expect(TerminalText.width(String(line)) <= width, "\(fixture.name): \(line)")
            }
        }
    }

    @Test func aTransparentBackgroundIsNotPainted() throws {
        var theme = Theme.builtInDefault
        theme.colors.background = try #require(ThemeColor(hex: "#00FFFFFF"))
        let drawn = try AnsiPresenter().render(
            PresentationRequest(sheet: .demo, theme: theme, output: OutputOptions(colorDepth: .trueColor)))
        #expect(!drawn.contains("48;2;255;255;255"))
        #expect(drawn.contains("48;2;255;59;48"))  // the pills keep their fill
    }

    // MARK: Auto

    @Test(arguments: ColorDepth.allCases)
    func autoIsAnsiWithColourAndPlainWithout(_ depth: ColorDepth) throws {
        let request = request(depth: depth)
        let expected = depth == .none ? try PlainPresenter().render(request) : try AnsiPresenter().render(request)
        #expect(try AutoPresenter().render(request) == expected)
        #expect((AutoPresenter().chosen(for: request) is PlainPresenter) == (depth == .none))
    }

    // MARK: Presenting through pipes

    struct KeyCase: Sendable, CustomTestStringConvertible {
        var name: String
        var keys: String
        var selected: Int?
        var outcome: OutcomeRecorder.Outcome
        var testDescription: String { name }
    }

    static let keyCases: [KeyCase] = [
        KeyCase(name: "enter on the first", keys: "\r", selected: nil, outcome: .finish(0)),
        KeyCase(name: "arrow down twice", keys: "\u{1B}[B\u{1B}[B\r", selected: nil, outcome: .finish(2)),
        KeyCase(
            name: "application-mode arrows", keys: "\u{1B}OB\u{1B}OB\u{1B}OA\r", selected: nil, outcome: .finish(1)),
        KeyCase(name: "j and k", keys: "jjjk\n", selected: nil, outcome: .finish(2)),
        KeyCase(name: "starts on the selected index", keys: "\r", selected: 4, outcome: .finish(4)),
        KeyCase(name: "end then enter cancels", keys: "\u{1B}[F\r", selected: nil, outcome: .cancel),
        KeyCase(name: "home after end", keys: "\u{1B}[4~\u{1B}[1~\r", selected: 3, outcome: .finish(0)),
        KeyCase(name: "q dismisses", keys: "jq", selected: nil, outcome: .cancel),
        KeyCase(name: "ctrl-C interrupts", keys: "j\u{3}", selected: nil, outcome: .fail(.interrupted)),
        KeyCase(name: "end of input dismisses", keys: "jj", selected: nil, outcome: .cancel),
    ]

    @Test(arguments: keyCases)
    func thePickerAnswersKeys(_ testCase: KeyCase) {
        let pipes = PipeTerminal()
        pipes.type(testCase.keys)
        let recorder = OutcomeRecorder()
        AnsiPresenter(openTerminal: pipes.opener).present(
            request(depth: .ansi256, selected: testCase.selected), delegate: recorder)
        #expect(recorder.all == [testCase.outcome])
    }

    @Test func aLoneEscapeDismissesWithoutWaitingForMore() {
        let pipes = PipeTerminal()
        pipes.type([0x1B], close: false)  // the input stays open: only the escape delay can end the wait
        let recorder = OutcomeRecorder()
        AnsiPresenter(openTerminal: pipes.opener).present(request(depth: .ansi16, timeout: 30), delegate: recorder)
        #expect(recorder.all == [.cancel])
    }

    @Test func noKeyInTimeFailsWithTimedOut() {
        let pipes = PipeTerminal()
        pipes.type([], close: false)
        let recorder = OutcomeRecorder()
        AnsiPresenter(openTerminal: pipes.opener).present(request(timeout: 0.05), delegate: recorder)
        #expect(recorder.all == [.fail(.timedOut)])
    }

    @Test func noTerminalFails() {
        let recorder = OutcomeRecorder()
        let presenter = AnsiPresenter(openTerminal: { () throws(PresentationError) -> TerminalDevice in
            throw PresentationError(.noTerminal, "no terminal")
        })
        presenter.present(request(), delegate: recorder)
        #expect(recorder.all == [.fail(.noTerminal)])
    }

    /// Each frame is one synchronized update that starts from the line the cursor was left on,
    /// erases, draws, and leaves the terminal's cursor on the highlighted row (for a screen
    /// reader); without colour that row is in reverse video.
    @Test func theDrawingHidesTheCursorRedrawsInPlaceAndErasesItselfOnTheWayOut() {
        let pipes = PipeTerminal()
        pipes.type("j")  // one key, then the end of input: a redraw, then a dismissal
        let recorder = OutcomeRecorder()
        AnsiPresenter(openTerminal: pipes.opener).present(request(depth: .none), delegate: recorder)
        let drawn = pipes.drawn()
        // The demo draws 12 lines: title, message, separator, six actions, separator, cancel, key
        // hint. The first action is line 3, the second line 4.
        let begin = "\u{1B}[?2026h", end = "\u{1B}[?2026l", eol = "\u{1B}[K"
        #expect(drawn.hasPrefix("\u{1B}[?25l" + begin + "\r Share this photo "))
        let frames = drawn.components(separatedBy: begin)
        #expect(frames.count == 3)  // the hiding, the first frame, the redraw after j
        #expect(frames[1].contains("\u{1B}[7m1› Send to a friend"))
        #expect(frames[1].hasSuffix(eol + "\u{1B}[J\r\u{1B}[8A\u{1B}[3C" + end))  // from line 11 up to line 3
        #expect(frames[2].hasPrefix("\r\u{1B}[3A Share this photo "))  // back from line 3, drawn over
        #expect(frames[2].components(separatedBy: eol + "\r\n").count == 12)
        #expect(frames[2].contains("\u{1B}[7m2› Post to moments"))
        // Erased from line 4 on the way out, never from the top-left corner.
        #expect(frames[2].hasSuffix("\r\u{1B}[7A\u{1B}[3C" + end + "\r\u{1B}[4A\u{1B}[C\u{1B}[1K\u{1B}[J\r\u{1B}[?25h"))
        #expect(!drawn.contains("\r\u{1B}[J"))
        #expect(recorder.all == [.cancel])
    }

    @Test func untrustedTextNeverReachesThePickerRaw() {
        let pipes = PipeTerminal()
        pipes.type("\r")
        let recorder = OutcomeRecorder()
        AnsiPresenter(openTerminal: pipes.opener).present(
            request(TerminalFixtures.hostile.sheet, depth: .ansi16), delegate: recorder)
        let drawn = pipes.drawn()
        for scalar in ["\u{7}", "\u{0}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{FEFF}"] {
            #expect(!drawn.contains(scalar))
        }
        #expect(!drawn.contains("\u{1B}[31m"))
        #expect(!drawn.contains("\u{1B}]0;"))
        #expect(!drawn.contains("\u{1B}[2J"))
    }
}
