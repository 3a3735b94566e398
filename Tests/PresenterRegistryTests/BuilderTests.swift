import Testing

@testable import PresenterRegistry

@Suite struct BuilderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var buttons: [ActionSheetButton]
        var items: [String]
        var destructive: Int?
        var cancel: String?
        var indices: [Int?]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "cancel first goes last", buttons: [.cancel("Back"), .default("Save"), .destructive("Discard")],
            items: ["Save", "Discard"], destructive: 1, cancel: "Back", indices: [nil, 0, 1]),
        Case(
            name: "cancel in the middle", buttons: [.default("A"), .cancel(), .default("B")], items: ["A", "B"],
            destructive: nil, cancel: nil, indices: [0, nil, 1]),
        Case(
            name: "no cancel: the theme's label", buttons: [.destructive("Delete"), .default("Keep")],
            items: ["Delete", "Keep"], destructive: 0, cancel: nil, indices: [0, 1]),
        Case(
            name: "only cancel", buttons: [.cancel("Close")], items: [], destructive: nil, cancel: "Close",
            indices: [nil]),
        Case(
            name: "caller's order kept", buttons: [.default("C"), .default("B"), .cancel("x"), .default("A")],
            items: ["C", "B", "A"], destructive: nil, cancel: "x", indices: [0, 1, nil, 2]),
    ]

    @Test(arguments: cases)
    func buttonsMakeTheSameModel(_ c: Case) throws {
        let sheet = try ActionSheet(title: "T", message: "M", buttons: c.buttons)
        #expect(sheet.items.map(\.text) == c.items)
        #expect(sheet.destructiveIndex == c.destructive)
        #expect(sheet.cancelButtonText == c.cancel)
        #expect(sheet.title == "T")
        #expect(sheet.message == "M")
        #expect(ActionSheet.itemIndices(of: c.buttons) == c.indices)
        // Each reported item index leads back to the button that made it.
        for (item, text) in c.items.enumerated() {
            let button = try #require(ActionSheet.buttonIndex(forItem: item, in: c.buttons))
            #expect(c.buttons[button].text == text)
        }
        #expect(ActionSheet.buttonIndex(forItem: c.items.count, in: c.buttons) == nil)
    }

    @Test func builderMatchesTheModelBuiltByHand() throws {
        let built = try ActionSheet(
            title: "Share", buttons: [.cancel(), .default("Send", badge: .num("3")), .destructive("Delete")])
        let byHand = ActionSheet(
            title: "Share", items: [ActionSheetItem("Send", badge: .num("3")), ActionSheetItem("Delete")],
            destructiveIndex: 1)
        #expect(built == byHand)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var name: String
        var buttons: [ActionSheetButton]
        var kind: ActionSheetBuildError.Kind
        var position: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        ErrorCase(
            name: "second cancel", buttons: [.cancel(), .default("A"), .cancel("B")], kind: .secondCancel, position: 2),
        ErrorCase(
            name: "second destructive", buttons: [.destructive("A"), .default("B"), .destructive("C")],
            kind: .secondDestructive, position: 2),
    ])
    func aSecondCancelOrDestructiveIsAnError(_ c: ErrorCase) {
        let error = #expect(throws: ActionSheetBuildError.self) { try ActionSheet(buttons: c.buttons) }
        #expect(error?.kind == c.kind)
        #expect(error?.buttonIndex == c.position)
        #expect(error?.message.contains("button \(c.position)") == true)
    }

    @Test func aCancelButtonNeverCarriesABadge() {
        let button = ActionSheetButton(role: .cancel, text: "X", badge: .point)
        #expect(button.badge == .none)
        #expect(ActionSheetButton.default("A", badge: .point).badge == .point)
    }
}
