import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

@Suite struct PlainPresenterTests {
    private func request(_ sheet: ActionSheet = .demo, width: Int = 80, timeout: Double? = 10) -> PresentationRequest {
        PresentationRequest(sheet: sheet, output: OutputOptions(width: width, timeout: timeout))
    }

    // MARK: Rendering

    @Test func theDemoShowsBadgesTheDestructiveMarkAndCancelLast() throws {
        let lines = try PlainPresenter().render(request()).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Share this photo")
        #expect(lines.contains("  2. Post to moments [●]"))
        #expect(lines.contains("  3. Messages [12]"))
        #expect(lines.contains("  4. Favourites [New]"))
        #expect(lines.contains("  5. More apps [...]"))
        #expect(lines.contains("  6. Delete photo (destructive)"))
        #expect(lines.suffix(3) == ["", "  0. Cancel", ""])
    }

    @Test func numbersAreAlignedPastNineItems() throws {
        let sheet = ActionSheet(items: (1...10).map { ActionSheetItem("item \($0)") })
        let lines = try PlainPresenter().render(request(sheet)).split(separator: "\n")
        #expect(lines.first == "   1. item 1")
        #expect(lines.contains("  10. item 10"))
        #expect(lines.last == "   0. Cancel")
    }

    @Test func theThemesGlyphsAndOverflowLabelAreUsed() throws {
        var theme = Theme.builtInDefault
        theme.badges = BadgeStyles(pointGlyph: "*", numMax: 9, numOverflow: "9+", moreGlyph: "»")
        let sheet = ActionSheet(items: [
            ActionSheetItem("a", badge: .point), ActionSheetItem("b", badge: .num("10")),
            ActionSheetItem("c", badge: .more),
        ])
        let drawn = try PlainPresenter().render(PresentationRequest(sheet: sheet, theme: theme))
        #expect(drawn.contains("1. a [*]\n"))
        #expect(drawn.contains("2. b [9+]\n"))
        #expect(drawn.contains("3. c [»]\n"))
    }

    @Test func aLongItemKeepsItsBadgeAndMarkAndCutsItsText() throws {
        let sheet = ActionSheet(
            items: [ActionSheetItem("a very long action text that will not fit", badge: .num("5"))], destructiveIndex: 0
        )
        let drawn = try PlainPresenter().render(request(sheet, width: 30))
        #expect(drawn.contains("  1. a very… [5] (destructive)\n"))  // 5 + 7 + 18 cells
    }

    /// Every line fits the width; below the sheet's narrowest width, the render says so instead.
    @Test(arguments: [1, 5, 12, 20, 40])
    func everyLineFitsTheWidth(_ width: Int) throws {
        for fixture in TerminalFixtures.all {
            let narrowest = PlainPresenter.narrowestWidth(ResolvedSheet(request(fixture.sheet, width: width)))
            guard width >= narrowest else {
                #expect(throws: RowCut.tooNarrow(width: width, needs: narrowest)) {
                    try PlainPresenter().render(request(fixture.sheet, width: width))
                }
                continue
            }
            let drawn = try PlainPresenter().render(request(fixture.sheet, width: width))
            for line in drawn.split(separator: "\n") {
                #expect(TerminalText.width(String(line)) <= width, "\(fixture.name): \(line)")
            }
        }
    }

    @Test func noEscapeCodeAtAll() throws {
        for fixture in TerminalFixtures.all {
            #expect(!(try PlainPresenter().render(request(fixture.sheet))).contains("\u{1B}"))
        }
    }

    // MARK: Presenting through pipes

    struct AnswerCase: Sendable, CustomTestStringConvertible {
        var name: String
        var typed: String
        var outcome: OutcomeRecorder.Outcome
        var testDescription: String { name }
    }

    static let answerCases: [AnswerCase] = [
        AnswerCase(name: "a number chooses", typed: "3\n", outcome: .finish(2)),
        AnswerCase(name: "the last number", typed: "6\n", outcome: .finish(5)),
        AnswerCase(name: "spaces around the number", typed: "  2 \n", outcome: .finish(1)),
        AnswerCase(name: "CRLF line end", typed: "4\r\n", outcome: .finish(3)),
        AnswerCase(name: "zero cancels", typed: "0\n", outcome: .cancel),
        AnswerCase(name: "an empty line cancels", typed: "\n", outcome: .cancel),
        AnswerCase(name: "end of input cancels", typed: "", outcome: .cancel),
        AnswerCase(name: "a last line without a line feed", typed: "5", outcome: .finish(4)),
        AnswerCase(name: "an invalid last line at end of input cancels", typed: "x", outcome: .cancel),
        AnswerCase(name: "out of range asks again", typed: "7\n2\n", outcome: .finish(1)),
        AnswerCase(name: "text asks again", typed: "two\n-1\n1.5\n+2\n1\n", outcome: .finish(0)),
        AnswerCase(name: "asks again until end of input", typed: "9\n", outcome: .cancel),
    ]

    @Test(arguments: answerCases)
    func presentingReadsANumber(_ testCase: AnswerCase) {
        let pipes = PipeTerminal()
        pipes.type(testCase.typed)
        let recorder = OutcomeRecorder()
        PlainPresenter(openTerminal: pipes.opener).present(request(), delegate: recorder)
        #expect(recorder.all == [testCase.outcome])
    }

    @Test func presentingPrintsTheSheetThenThePromptAndAsksAgainAfterAMistake() throws {
        let pipes = PipeTerminal()
        pipes.type("8\n1\n")
        let recorder = OutcomeRecorder()
        PlainPresenter(openTerminal: pipes.opener).present(request(), delegate: recorder)
        let expected =
            try PlainPresenter().render(request()) + "Choose 1-6, or 0 to cancel: "
            + "Not an answer: '8' is not a number listed.\nChoose 1-6, or 0 to cancel: "
        #expect(pipes.drawn() == expected)
        #expect(recorder.all == [.finish(0)])
    }

    @Test func presentingTimesOut() {
        let pipes = PipeTerminal()
        pipes.type("", close: false)
        let recorder = OutcomeRecorder()
        PlainPresenter(openTerminal: pipes.opener).present(request(timeout: 0.05), delegate: recorder)
        #expect(recorder.all == [.fail(.timedOut)])
    }

    @Test func presentingWithoutATerminalFails() {
        let recorder = OutcomeRecorder()
        PlainPresenter(openTerminal: { () throws(PresentationError) -> TerminalDevice in
            throw PresentationError(.noTerminal, "no terminal")
        }).present(request(), delegate: recorder)
        #expect(recorder.all == [.fail(.noTerminal)])
    }

    @Test func aFailedWriteFailsWithIO() {
        let pipes = PipeTerminal()
        let (input, output) = (pipes.inputRead, Int32(-1))  // an invalid descriptor to write to
        let recorder = OutcomeRecorder()
        PlainPresenter(openTerminal: { () throws(PresentationError) -> TerminalDevice in
            TerminalDevice(input: input, output: output)
        }).present(request(), delegate: recorder)
        #expect(recorder.all == [.fail(.io)])
    }
}
