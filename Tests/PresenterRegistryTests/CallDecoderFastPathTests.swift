import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// The decoder's short cuts for what a large call repeats in every badge give what the general
/// readers give.
@Suite struct CallDecoderFastPathTests {
    @Test func aBadgeKindIsReadAsItsRawValueIs() {
        let words = Badge.Kind.allCases.map(\.rawValue) + ["", "Num", "nums", "points", "mor", "none ", "文本"]
        for word in words {
            #expect(CallDecoder.badgeKind(word) == Badge.Kind(rawValue: word), "\(word)")
        }
    }

    /// Every number a JSON call may write, against the general reader: the short cut answers
    /// only plain digits, with the same value.
    @Test(arguments: [
        "0", "7", "12", "999999999999999999", "1000000000000000000", "9223372036854775807", "-0", "-1",
        "1.0", "1e0", "10e-1", "100E-2", "1.5", "", "+1",
    ])
    func aPlainWholeNumberIsTheNumbersValue(_ text: String) {
        let general = DecimalNumber(text, syntax: .json)?.integer(in: 0...Int.max)
        if let plain = CallDecoder.plainWholeNumber(text) {
            #expect(plain == general)
            #expect(text.utf8.allSatisfy { (0x30...0x39).contains($0) })
        } else {
            // Left to the general reader: anything but up to 18 digits.
            #expect(text.utf8.count > 18 || text.isEmpty || !text.utf8.allSatisfy { (0x30...0x39).contains($0) })
        }
    }

    /// A badge's index written every way JSON allows, in a call: each one plain or not lands
    /// where the general reader puts it (or nowhere).
    @Test func badgeIndicesWrittenAnyWayLandAsTheyRead() throws {
        let call = """
            {"items": ["a", "b", "c"], "badges": [
              {"index": 0, "type": "num", "text": "1"}, {"index": 1.0, "type": "point"},
              {"index": 2e0, "type": "more"}, {"index": 3, "type": "point"}, {"index": -0, "type": "text", "text": "t"},
              {"index": 1.5, "type": "num", "text": "9"}]}
            """
        let sheet = try ActionSheetCall.decode(jsonText: SourceText(name: "c.json", text: call)).sheet
        #expect(sheet.items.map(\.badge) == [.text("t"), .point, .more])
    }
}
