import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

/// Every class of control and format character goes through the plain and ansi presenters, in every
/// text a sheet carries; none may come out raw. For ansi, the presenter's own SGR sequences
/// (`ESC [ [0-9;]* m`) are taken out first: no other ESC, C0, C1, separator or format character may remain.
@Suite struct PlainAndAnsiSafetyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var presenter: String
        var depth: ColorDepth
        var width: Int
        var testDescription: String { "\(presenter) at \(width) cells or the sheet's narrowest" }
    }

    static let cases: [Case] = [200, 12].flatMap { width in
        [
            Case(presenter: "plain", depth: .none, width: width),
            Case(presenter: "ansi", depth: .none, width: width),
            Case(presenter: "ansi", depth: .ansi16, width: width),
            Case(presenter: "ansi", depth: .ansi256, width: width),
            Case(presenter: "ansi", depth: .trueColor, width: width),
        ]
    }

    /// One sheet per unsafe scalar, which appears in the title, the message, an item, a badge and the cancel text.
    static let sheets: [ActionSheet] =
        TerminalFixtures.unsafeScalars.map { scalar in
            var text = "x"
            text.unicodeScalars.append(scalar)
            text += "y"
            return ActionSheet(
                title: text, message: text, items: [ActionSheetItem(text, badge: .text(text)), ActionSheetItem("ok")],
                cancelButtonText: text, destructiveIndex: 0)
        } + TerminalFixtures.all.map(\.sheet)

    @Test(arguments: cases)
    func noUnsafeCharacterComesOutRaw(_ testCase: Case) throws {
        #expect(TerminalFixtures.unsafeScalars.count > 200)  // C0, DEL, C1, separators and every Cf
        let presenter: any ActionSheetPresenter = testCase.presenter == "plain" ? PlainPresenter() : AnsiPresenter()
        for sheet in Self.sheets {
            // As narrow as the sheet can be drawn, where most of its texts are cut.
            let asked = PresentationRequest(
                sheet: sheet, output: OutputOptions(width: testCase.width, colorDepth: testCase.depth))
            let narrowest =
                testCase.presenter == "plain"
                ? PlainPresenter.narrowestWidth(ResolvedSheet(asked))
                : AnsiSheetLayout(ResolvedSheet(asked), depth: testCase.depth).narrowestWidth
            let request = PresentationRequest(
                sheet: sheet,
                output: OutputOptions(width: max(testCase.width, narrowest), colorDepth: testCase.depth))
            let drawn = try presenter.render(request)
            let text = TerminalFixtures.strippingSGR(drawn)
            if testCase.depth == .none { #expect(text == drawn) }
            let raw = text.unicodeScalars.filter { $0 != "\n" && TerminalText.needsEscape($0) }
            // The emoji sheet keeps the joiners, variation selectors and tags of its emoji.
            let emojiJoiners =
                sheet.title?.contains("👨") == true
                ? raw.filter { $0 == "\u{200D}" || $0 == "\u{FE0E}" || $0 == "\u{FE0F}" || $0.value >= 0xE0020 } : []
            #expect(
                raw.count == emojiJoiners.count,
                "raw: \(raw.map { "U+" + String($0.value, radix: 16, uppercase: true) })")
        }
    }
}
