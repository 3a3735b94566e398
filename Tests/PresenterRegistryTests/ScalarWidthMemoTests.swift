import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry
@testable import SheetTerminal

/// The memo of scalar widths the plain presenter measures a sheet's items with answers as the
/// rule it remembers, met first or again, whatever shares its slot.
@Suite struct ScalarWidthMemoTests {
    /// Every scalar above ASCII, in one order and then in another, so that each is asked both
    /// when its slot holds another scalar and when it holds itself.
    @Test func everyScalarsWidthIsTheRulesFirstAndAgain() {
        var memo = ScalarWidthMemo()
        let values = (UInt32(0x80)...0x10FFFF).filter { !(0xD800...0xDFFF).contains($0) }
        var mismatches: [UInt32] = []
        for value in values where memo.width(value) != CellWidth.separateScalarWidth(value) {
            mismatches.append(value)
        }
        // Again, each right after itself: answered from the memo.
        for value in values.reversed() {
            let rule = CellWidth.separateScalarWidth(value)
            if memo.width(value) != rule || memo.width(value) != rule { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    @Test(arguments: FastPathCase.all)
    func aTextMeasuredWithTheMemoIsMeasuredAsWithout(_ fastCase: FastPathCase) {
        var memo = ScalarWidthMemo()
        for _ in 0..<2 {
            let remembered = SafeText(fastCase.text, widths: &memo)
            let alone = SafeText(fastCase.text)
            #expect(remembered.text == alone.text)
            #expect(remembered.cells == alone.cells)
            #expect(remembered.isSimple == alone.isSimple)
            #expect(memo.ofSeparateScalars(fastCase.text) == CellWidth.ofSeparateScalars(fastCase.text))
        }
    }
}
