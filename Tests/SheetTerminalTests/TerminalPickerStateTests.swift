import Testing

@testable import SheetTerminal

@Suite struct TerminalPickerStateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var selectedIndex: Int?
        var keys: [Key]
        var cursor: Int
        var outcome: PickerState.Outcome?
        var testDescription: String { name }
    }

    // Three actions: rows 0, 1, 2; the cancel button is row 3.
    static let cases: [Case] = [
        Case(name: "starts on the first action", selectedIndex: nil, keys: [], cursor: 0, outcome: nil),
        Case(name: "starts on the selected action", selectedIndex: 2, keys: [], cursor: 2, outcome: nil),
        Case(name: "a selection past the end starts at the top", selectedIndex: 7, keys: [], cursor: 0, outcome: nil),
        Case(name: "a negative selection starts at the top", selectedIndex: -1, keys: [], cursor: 0, outcome: nil),
        Case(name: "down", selectedIndex: nil, keys: [.down], cursor: 1, outcome: nil),
        Case(name: "j", selectedIndex: nil, keys: [.character("j"), .character("j")], cursor: 2, outcome: nil),
        Case(name: "up", selectedIndex: 2, keys: [.up], cursor: 1, outcome: nil),
        Case(name: "k", selectedIndex: 2, keys: [.character("k")], cursor: 1, outcome: nil),
        Case(name: "up stops at the top", selectedIndex: nil, keys: [.up, .character("k")], cursor: 0, outcome: nil),
        Case(
            name: "down stops on cancel", selectedIndex: nil, keys: Array(repeating: .down, count: 9), cursor: 3,
            outcome: nil),
        Case(name: "end goes to cancel", selectedIndex: nil, keys: [.end], cursor: 3, outcome: nil),
        Case(name: "G goes to cancel", selectedIndex: nil, keys: [.character("G")], cursor: 3, outcome: nil),
        Case(name: "page down goes to cancel", selectedIndex: nil, keys: [.pageDown], cursor: 3, outcome: nil),
        Case(name: "home goes to the top", selectedIndex: 2, keys: [.home], cursor: 0, outcome: nil),
        Case(name: "g goes to the top", selectedIndex: 2, keys: [.character("g")], cursor: 0, outcome: nil),
        Case(name: "page up goes to the top", selectedIndex: 2, keys: [.pageUp], cursor: 0, outcome: nil),
        Case(name: "enter chooses", selectedIndex: nil, keys: [.down, .enter], cursor: 1, outcome: .finish(1)),
        Case(name: "space chooses", selectedIndex: 2, keys: [.character(" ")], cursor: 2, outcome: .finish(2)),
        Case(name: "enter on cancel cancels", selectedIndex: nil, keys: [.end, .enter], cursor: 3, outcome: .cancel),
        Case(name: "escape cancels", selectedIndex: 1, keys: [.escape], cursor: 1, outcome: .cancel),
        Case(name: "q cancels", selectedIndex: nil, keys: [.character("q")], cursor: 0, outcome: .cancel),
        Case(name: "ctrl-D cancels", selectedIndex: nil, keys: [.endOfInput], cursor: 0, outcome: .cancel),
        Case(name: "ctrl-C interrupts", selectedIndex: nil, keys: [.interrupt], cursor: 0, outcome: .interrupt),
        Case(
            name: "other keys do nothing", selectedIndex: 1, keys: [.left, .right, .unknown, .character("x")],
            cursor: 1, outcome: nil),
    ]

    @Test(arguments: cases)
    func keysMoveAndChoose(_ testCase: Case) {
        var state = PickerState(itemCount: 3, selectedIndex: testCase.selectedIndex)
        var outcome: PickerState.Outcome?
        for key in testCase.keys where outcome == nil { outcome = state.handle(key) }
        #expect(state.cursor == testCase.cursor)
        #expect(outcome == testCase.outcome)
        #expect(state.isOnCancel == (testCase.cursor == 3))
    }

    @Test func aSheetWithOneActionMovesBetweenItAndCancel() {
        var state = PickerState(itemCount: 1)
        #expect(state.handle(.down) == nil)
        #expect(state.isOnCancel)
        #expect(state.handle(.up) == nil)
        #expect(state.handle(.enter) == .finish(0))
    }
}
