import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

/// Every presenter that draws to a width cuts an action's row the same way (``RowCut``): the
/// label keeps its first cells and an ellipsis, the badge and the destructive marker stay whole,
/// and below the narrowest width the sheet is not drawn but said to be too narrow. Before, plain
/// at 20 columns kept the marker and dropped the label, at 12 cut the marker, and ansi at 4 drew
/// blank rows.
@Suite struct NarrowWidthTests {
    /// A destructive action with a badge, and labels in scripts with spacing marks.
    static let sheet = ActionSheet(
        title: "Pick one",
        items: [
            ActionSheetItem("Delete everything", badge: .text("New")),
            ActionSheetItem("ภาษาไทย ที่นี่", badge: .num("5")),
            ActionSheetItem("हिन्दी भाषा"),
        ],
        destructiveIndex: 0)

    /// One way of drawing a sheet to a width.
    enum Presenter: String, Sendable, CaseIterable {
        case plain
        case ansiWithoutColour = "ansi without colour"
        case ansiInColour = "ansi in 16 colours"
        case pickerWithoutColour = "picker frame without colour"
        case pickerInColour = "picker frame in 16 colours"

        var depth: ColorDepth {
            switch self {
            case .plain, .ansiWithoutColour, .pickerWithoutColour: .none
            case .ansiInColour, .pickerInColour: .ansi16
            }
        }

        /// Whether the rows carry the destructive marker in words.
        var marksInWords: Bool { depth == .none }

        func narrowest(_ sheet: ResolvedSheet) -> Int {
            self == .plain ? PlainPresenter.narrowestWidth(sheet) : AnsiSheetLayout(sheet, depth: depth).narrowestWidth
        }

        /// The lines drawn, without SGR sequences, or the error.
        func draw(_ request: PresentationRequest) throws(PresentationError) -> (lines: [String], tooNarrow: Bool) {
            switch self {
            case .plain:
                return (try PlainPresenter().render(request).split(separator: "\n").map(String.init), false)
            case .ansiWithoutColour, .ansiInColour:
                let drawn = TerminalFixtures.strippingSGR(try AnsiPresenter().render(request))
                return (drawn.split(separator: "\n").map(String.init), false)
            case .pickerWithoutColour, .pickerInColour:
                var top = 0
                let frame = AnsiSheetLayout(ResolvedSheet(request), depth: depth).frame(
                    width: request.output.width, height: 24,
                    state: PickerState(itemCount: request.sheet.items.count, selectedIndex: 1), top: &top)
                return (frame.lines.map { TerminalFixtures.strippingSGR($0) }, frame.isTooNarrow)
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var presenter: Presenter
        var width: Int
        var testDescription: String { "\(presenter.rawValue) at \(width)" }
    }

    static let cases: [Case] = Presenter.allCases.flatMap { presenter in
        (4...40).map { Case(presenter: presenter, width: $0) }
    }

    @Test(arguments: cases)
    func eachRowKeepsItsBadgeMarkerAndFirstCells(_ testCase: Case) throws {
        let request = PresentationRequest(
            sheet: Self.sheet, output: OutputOptions(width: testCase.width, colorDepth: testCase.presenter.depth))
        let narrowest = testCase.presenter.narrowest(ResolvedSheet(request))
        let message = "terminal too narrow: \(testCase.width) columns, needs \(narrowest)"
        if testCase.width < narrowest {
            switch testCase.presenter {
            case .plain, .ansiWithoutColour, .ansiInColour:
                #expect(throws: PresentationError(.tooNarrow, message)) { try testCase.presenter.draw(request) }
            case .pickerWithoutColour, .pickerInColour:
                // The picker says it on screen, in a form that fits whole, and draws no row: the
                // width it needs is never cut.
                let drawn = try testCase.presenter.draw(request)
                #expect(drawn.tooNarrow)
                #expect(drawn.lines.count == 1)
                let line = drawn.lines.first ?? ""
                #expect(TerminalText.width(line) <= testCase.width)
                #expect(line.contains("\(narrowest)") && !line.contains("…"), "\(line)")
                if TerminalText.width(message) <= testCase.width { #expect(line == message) }
            }
            return
        }
        let drawn = try testCase.presenter.draw(request)
        #expect(!drawn.tooNarrow)
        for line in drawn.lines {
            #expect(TerminalText.width(line) <= testCase.width, "\(line)")
        }
        // Each action's row: its first cluster, its badge whole and, without colour, the marker.
        let rows: [(first: Character, badge: String?, destructive: Bool)] = [
            ("D", "New", true), ("ภ", "5", false), ("हि", nil, false), ("C", nil, false),
        ]
        for row in rows {
            let line = try #require(
                drawn.lines.first { $0.contains(row.first) && !$0.contains("Pick") }, "no row for \(row.first)")
            if let badge = row.badge {
                #expect(line.contains(testCase.presenter == .plain ? "[\(badge)]" : " \(badge) "), "\(line)")
            }
            #expect(line.contains("(destructive)") == (row.destructive && testCase.presenter.marksInWords), "\(line)")
        }
        // The narrowest width is tight: one column less and the sheet is too narrow.
        if testCase.width == narrowest {
            let narrower = PresentationRequest(
                sheet: Self.sheet, output: OutputOptions(width: narrowest - 1, colorDepth: testCase.presenter.depth))
            let refused: Bool
            do { refused = try testCase.presenter.draw(narrower).tooNarrow } catch {
                refused = error.kind == .tooNarrow
            }
            #expect(refused)
        }
    }
}
