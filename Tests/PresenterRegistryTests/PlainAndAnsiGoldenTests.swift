import Foundation
import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

/// Golden files pin what the plain and ansi presenters render for the demo, CJK, emoji and
/// hostile sheets (`Golden/<presenter>-<sheet>.txt`).
///
/// ANSI goldens store each ESC byte as `␛` (U+241B, SYMBOL FOR ESCAPE), so the files read and diff
/// as text and `cat` does not colour the terminal; the test applies the same substitution before
/// comparing. After an intended change, regenerate them and review the diff:
///
///     SHEETCTL_UPDATE_GOLDEN=1 swift test --filter Golden
@Suite struct PresenterGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var presenter: String
        var depth: ColorDepth
        var fixture: TerminalFixtures.Sheet
        var fileName: String { "\(presenter)-\(fixture.name).txt" }
        var testDescription: String { fileName }
    }

    static let cases: [Case] = TerminalFixtures.all.flatMap { fixture in
        [
            Case(presenter: "plain", depth: .none, fixture: fixture),
            Case(presenter: "ansi16", depth: .ansi16, fixture: fixture),
            Case(presenter: "ansi256", depth: .ansi256, fixture: fixture),
            Case(presenter: "ansi24", depth: .trueColor, fixture: fixture),
        ]
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: cases)
    func renderMatchesTheGoldenFile(_ testCase: Case) throws {
        let request = PresentationRequest(
            sheet: testCase.fixture.sheet, theme: .builtInDefault,
            output: OutputOptions(width: testCase.fixture.width, colorDepth: testCase.depth))
        let presenter: any ActionSheetPresenter = testCase.presenter == "plain" ? PlainPresenter() : AnsiPresenter()
        let visible = try presenter.render(request).replacingOccurrences(of: "\u{1B}", with: "␛")
        let file = Self.directory.appendingPathComponent(testCase.fileName)
        if ProcessInfo.processInfo.environment["SHEETCTL_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try visible.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(visible == golden, "regenerate with SHEETCTL_UPDATE_GOLDEN=1 swift test --filter Golden")
    }
}
