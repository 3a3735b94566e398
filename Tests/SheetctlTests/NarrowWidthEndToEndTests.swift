import Foundation
import Testing

/// The built binary at narrow widths and with `--ambidouble`: below the narrowest width a sheet can
/// be drawn in it says so (64) instead of cutting the marker, dropping the label or drawing blank
/// rows, and East Asian Ambiguous characters can be counted two cells wide.
@Suite struct NarrowWidthEndToEndTests {
    /// A destructive action with a badge: plain needs 27 columns (`  1. D… [New] (destructive)`).
    static let sheet =
        #"{"items": ["Delete everything", "Keep"], "destructiveBtnIndex": 0, "badges": [{"index": 0, "type": "text", "text": "New"}]}"#

    struct Case: Sendable, CustomTestStringConvertible {
        var presenter: String
        var width: Int
        var needs: Int
        var testDescription: String { "\(presenter) at \(width)" }
    }

    /// Plain at 20 once kept "(destructive)" and dropped the label, at 12 cut the marker; ansi at 4
    /// drew blank rows.
    static let tooNarrow: [Case] = [
        Case(presenter: "plain", width: 20, needs: 27), Case(presenter: "plain", width: 12, needs: 27),
        Case(presenter: "ansi", width: 4, needs: 26), Case(presenter: "ansi", width: 25, needs: 26),
    ]

    @Test(arguments: tooNarrow)
    func belowTheNarrowestWidthPreviewSaysSo(_ testCase: Case) throws {
        let result = try SheetctlProcess.run(
            [
                "preview", "--sheet", "-", "--presenter", testCase.presenter, "--color", "never", "--width",
                String(testCase.width),
            ], input: Data(Self.sheet.utf8))
        #expect(result.code == 64, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(
            result.stderr.contains("terminal too narrow: \(testCase.width) columns, needs \(testCase.needs)"),
            "\(result.stderr)")
    }

    @Test(arguments: [("plain", 27), ("ansi", 26)])
    func atTheNarrowestWidthEveryRowKeepsItsMarkerBadgeAndFirstCells(_ presenter: String, _ width: Int) throws {
        let result = try SheetctlProcess.run(
            ["preview", "--sheet", "-", "--presenter", presenter, "--color", "never", "--width", String(width)],
            input: Data(Self.sheet.utf8))
        #expect(result.code == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let row = try #require(lines.first { $0.contains("(destructive)") }, "\(result.stdout)")
        #expect(row.contains("D…"), "\(row)")
        #expect(row.contains("New"), "\(row)")
        for line in lines { #expect(line.count <= width, "\(line)") }
    }

    /// `--ambidouble` and `SHEETCTL_AMBIDOUBLE=1` count `±`, `…` and the rule's `─` two cells wide,
    /// so the rule under a 12-cell-wide sheet has 6 of them, not 12.
    @Test(arguments: [(["--ambidouble"], [String: String]()), ([], ["SHEETCTL_AMBIDOUBLE": "1"]), ([], [:])])
    func ambiguousCharactersCanBeCountedWide(_ flags: [String], _ variables: [String: String]) throws {
        let wide = !flags.isEmpty || !variables.isEmpty
        let sheet = #"{"items": ["±±±±"]}"#
        var environment = SheetctlProcess.cleanEnvironment
        environment.merge(variables) { $1 }
        let result = try SheetctlProcess.run(
            ["preview", "--sheet", "-", "--presenter", "ansi", "--color", "never", "--width", "40"] + flags,
            input: Data(sheet.utf8), environment: environment)
        #expect(result.code == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // ` ` + `› ` gutter + the label + ` `: 12 cells when `±` takes two, 8 when one.
        let natural = wide ? 12 : 8
        let rule = try #require(lines.first { $0.hasPrefix("─") }, "\(result.stdout)")
        #expect(rule == String(repeating: "─", count: wide ? natural / 2 : natural), "\(rule)")
        let row = try #require(lines.first { $0.contains("±") })
        #expect(row == "   ±±±± ", "\(row)")
        // Cut: at 10 columns the label keeps what fits beside the ellipsis, counted the same way.
        let cut = try SheetctlProcess.run(
            ["preview", "--sheet", "-", "--presenter", "plain", "--width", "10"] + flags,
            input: Data(sheet.utf8), environment: environment)
        #expect(cut.code == 0, "\(cut.stderr)")
        // `  1. ` leaves 5 cells: `±±±±` (4, or 8 wide) fits narrow; wide, `±` and `…` (2 + 2).
        #expect(cut.stdout.contains(wide ? "  1. ±…\n" : "  1. ±±±±\n"), "\(cut.stdout)")
    }
}
