import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

/// The drawing as bytes (``PreparedPresentation/renderUTF8()``, what `preview` writes) against the
/// drawing as a string, and the plain drawing's line numbers.
@Suite struct PlainPresenterBytesTests {
    private static func request(_ sheet: ActionSheet, width: Int) -> PresentationRequest {
        PresentationRequest(sheet: sheet, output: OutputOptions(width: width, timeout: nil))
    }

    @Test func aPreparedPresentationGivesTheSameBytesAsItsDrawing() throws {
        let host = ActionSheetHost()
        for presenter in ["plain", "json", "svg"] {
            var request = SheetRequest(.sheet(.demo))
            request.presenter = presenter
            let prepared = try host.prepare(request)
            #expect(try prepared.renderUTF8() == Array(try prepared.render().utf8), "\(presenter)")
        }
    }

    /// Each number right-aligned to the widest, as it prints, across every carry of its digits.
    @Test(arguments: [1, 9, 10, 11, 99, 100, 101, 999, 1000, 1001, 10_000])
    func everyNumberIsRightAlignedToTheWidestAsItPrints(_ count: Int) throws {
        let sheet = ActionSheet(items: (1...count).map { _ in ActionSheetItem("x") })
        let lines = try PlainPresenter().render(Self.request(sheet, width: 80)).split(separator: "\n")
        let digits = String(count).count
        func expected(_ number: Int) -> String {
            "  " + String(repeating: " ", count: digits - String(number).count) + "\(number). "
        }
        #expect(lines.count == count + 1)
        for (index, line) in lines.prefix(count).enumerated() {
            #expect(line == expected(index + 1) + "x")
        }
        #expect(lines.last.map(String.init) == expected(0) + "Cancel")
    }
}
