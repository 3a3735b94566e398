import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

/// The plain drawing as bytes (``PlainPresenter/renderUTF8(_:)``, what `preview` writes) against
/// the drawing as a string, and the line numbers it counts up in place.
@Suite struct PlainPresenterBytesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let sheet: ActionSheet
        let width: Int
        var testDescription: String { "\(name), \(width) cells" }
    }

    static let sheets: [(String, ActionSheet)] = [
        ("the demo", .demo),
        (
            "hostile and wide texts",
            ActionSheet(
                title: "Title\u{1B}[31m", message: "line\none",
                items: [
                    ActionSheetItem("分享到微信 第1项", badge: .num("120")),
                    ActionSheetItem("Save the photo 📷 2", badge: .text("a long badge text")),
                    ActionSheetItem("Delete\u{FE01}\u{E0101}", badge: .point),
                    ActionSheetItem("e\u{301} \u{202E}abc", badge: .more),
                ], cancelButtonText: "取消", destructiveIndex: 2)
        ),
        ("a hundred and one items", ActionSheet(items: (1...101).map { ActionSheetItem("item \($0)") })),
    ]

    static let cases: [Case] = sheets.flatMap { name, sheet in
        [1, 4, 7, 12, 20, 80].map { Case(name: name, sheet: sheet, width: $0) }
    }

    private static func request(_ sheet: ActionSheet, width: Int) -> PresentationRequest {
        PresentationRequest(sheet: sheet, output: OutputOptions(width: width, timeout: nil))
    }

    @Test(arguments: cases)
    func theBytesAreTheDrawingsUTF8(_ testCase: Case) throws {
        let request = Self.request(testCase.sheet, width: testCase.width)
        do {
            let text = try PlainPresenter().render(request)
            #expect(try PlainPresenter().renderUTF8(request) == Array(text.utf8))
        } catch {
            // Below the sheet's narrowest width both refuse, saying the same.
            #expect(error.kind == .tooNarrow)
            let refusal = #expect(throws: PresentationError.self) { try PlainPresenter().renderUTF8(request) }
            #expect(refusal?.kind == .tooNarrow)
            #expect(refusal?.message == error.message)
        }
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
