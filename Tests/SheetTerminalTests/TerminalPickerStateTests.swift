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
        Case(
            name: "page down moves one row when a page is one row", selectedIndex: nil, keys: [.pageDown], cursor: 1,
            outcome: nil),
        Case(name: "home goes to the top", selectedIndex: 2, keys: [.home], cursor: 0, outcome: nil),
        Case(name: "g goes to the top", selectedIndex: 2, keys: [.character("g")], cursor: 0, outcome: nil),
        Case(
            name: "page up moves one row when a page is one row", selectedIndex: 2, keys: [.pageUp], cursor: 1,
            outcome: nil),
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

    // MARK: Paging, filtering, several choices

    /// A start, keys, and what the state is then.
    struct Run: Sendable, CustomTestStringConvertible {
        var name: String
        var start: PickerState
        var keys: [Key]
        var cursor: Int
        var outcome: PickerState.Outcome? = nil
        /// The actions shown, when a filter keeps some (`nil`: all).
        var matches: [Int]? = nil
        /// Words the hint line holds.
        var hint: String? = nil
        var testDescription: String { name }
    }

    static func typed(_ text: String) -> [Key] { text.map { .character($0) } }
    static let fruit = ["Apple", "banana", "Cherry", "date", "Elderberry", "fig", "Grape"]
    static let world = ["東京タワー", "Café au lait", "cafe\u{301} noir", "Ｔｏｋｙｏ", "京都", "Delete all"]
    static func paged(_ rows: Int, at start: Int? = nil) -> PickerState {
        var state = PickerState(itemCount: 20, selectedIndex: start)
        state.pageRows = rows
        return state
    }
    static func several(_ limit: Int, destructive: Int? = nil) -> PickerState {
        PickerState(itemCount: 4, destructiveIndex: destructive, labels: ["a", "b", "c", "d"], limit: limit)
    }

    static let runs: [Run] = [
        // Paging: one page of the rows drawn; Home and End to the ends.
        Run(name: "page down moves a page", start: paged(5), keys: [.pageDown, .pageDown], cursor: 10),
        Run(name: "page down stops on the last item", start: paged(5, at: 17), keys: [.pageDown], cursor: 19),
        Run(name: "page down from the last item stays", start: paged(5, at: 19), keys: [.pageDown], cursor: 19),
        Run(name: "page up moves a page", start: paged(5, at: 12), keys: [.pageUp], cursor: 7),
        Run(name: "page up stops at the top", start: paged(5, at: 3), keys: [.pageUp], cursor: 0),
        Run(name: "page up from cancel", start: paged(5), keys: [.end, .pageUp], cursor: 15),
        Run(name: "home and end", start: paged(5, at: 9), keys: [.end, .home], cursor: 0),
        // The destructive confirmation: Esc goes back to the sheet, a second Esc dismisses.
        Run(
            name: "esc at the confirmation goes back", start: PickerState(itemCount: 3, destructiveIndex: 1),
            keys: [.character("2"), .escape], cursor: 1, hint: "enter choose"),
        Run(
            name: "a second esc dismisses", start: PickerState(itemCount: 3, destructiveIndex: 1),
            keys: [.character("2"), .escape, .escape], cursor: 1, outcome: .cancel),
        Run(
            name: "the confirmation's hint", start: PickerState(itemCount: 3, destructiveIndex: 1),
            keys: [.character("2")], cursor: 1, hint: "press 2 again to choose it · any other key to go on"),
        Run(
            name: "the hint names the shortcut letters",
            start: PickerState(
                itemCount: 3,
                shortcuts: [2: PickerShortcut(letter: "d", offset: 0), 0: PickerShortcut(letter: "s", offset: 0)]),
            keys: [], cursor: 0, hint: "1-9 or s d pick"),
        // Filtering: case folded, canonically equivalent, indices the caller's.
        Run(
            name: "slash filters, case folded", start: PickerState(itemCount: 7, labels: fruit),
            keys: [.character("/")] + typed("E"), cursor: 0, matches: [0, 2, 3, 4, 6], hint: "/E▏"),
        Run(
            name: "a filter keeps the caller's indices", start: PickerState(itemCount: 7, labels: fruit),
            keys: [.character("/")] + typed("rr") + [.down, .enter], cursor: 4, outcome: .finish(4), matches: [2, 4]),
        Run(
            name: "letters, digits and space are typed, not keys", start: PickerState(itemCount: 7, labels: fruit),
            keys: [.character("/")] + typed("q1 jk"), cursor: 7, matches: []),
        Run(
            name: "backspace edits", start: PickerState(itemCount: 7, labels: fruit, filter: "fix"),
            keys: [.backspace], cursor: 5, matches: [5]),
        Run(
            name: "backspace to nothing shows every item", start: PickerState(itemCount: 7, labels: fruit, filter: "f"),
            keys: [.backspace], cursor: 5, matches: nil),
        Run(
            name: "esc stops filtering and keeps the cursor's item", start: PickerState(itemCount: 7, labels: fruit),
            keys: [.character("/")] + typed("grape") + [.escape], cursor: 6, matches: nil, hint: "/ filter"),
        Run(
            name: "a second esc dismisses while filtering", start: PickerState(itemCount: 7, labels: fruit, filter: ""),
            keys: [.escape, .escape], cursor: 0, outcome: .cancel),
        Run(
            name: "a filter that leaves nothing says so", start: PickerState(itemCount: 7, labels: fruit, filter: ""),
            keys: typed("xyz"), cursor: 7, matches: [], hint: "nothing matches"),
        Run(
            name: "enter then does nothing", start: PickerState(itemCount: 7, labels: fruit, filter: "xyz"),
            keys: [.enter, .up, .enter], cursor: 7, matches: []),
        Run(
            name: "movement stays among the rows shown", start: PickerState(itemCount: 7, labels: fruit, filter: "an"),
            keys: [.down, .down, .up, .up, .up], cursor: 1, matches: [1]),
        Run(
            name: "CJK", start: PickerState(itemCount: 6, labels: world, filter: ""), keys: typed("京"),
            cursor: 0, matches: [0, 4]),
        Run(
            name: "combining: é typed as one scalar finds both forms",
            start: PickerState(itemCount: 6, labels: world, filter: "CAFÉ"), keys: [], cursor: 1, matches: [1, 2]),
        Run(
            name: "combining: é typed as e and U+0301 finds both forms",
            start: PickerState(itemCount: 6, labels: world, filter: ""), keys: typed("cafe\u{301}"), cursor: 1,
            matches: [1, 2]),
        Run(
            name: "full-width letters fold case", start: PickerState(itemCount: 6, labels: world, filter: "ｔｏｋ"),
            keys: [], cursor: 3, matches: [3]),
        Run(
            name: "select-if-one answers when the filter leaves one",
            start: PickerState(itemCount: 7, labels: fruit, filter: "", selectsIfOne: true), keys: typed("app"),
            cursor: 0, outcome: .finish(0), matches: [0]),
        Run(
            name: "select-if-one never answers the destructive item",
            start: PickerState(itemCount: 7, destructiveIndex: 5, labels: fruit, filter: "", selectsIfOne: true),
            keys: typed("fi"), cursor: 7, matches: [5], hint: "nothing matches"),
        Run(
            name: "select-if-one counts only the matches, not the destructive item",
            start: PickerState(itemCount: 7, destructiveIndex: 5, labels: fruit, filter: "", selectsIfOne: true),
            keys: typed("ch"), cursor: 2, outcome: .finish(2), matches: [2, 5]),
        // The destructive item stays shown whatever the filter, and is never a match.
        Run(
            name: "the destructive item stays shown",
            start: PickerState(itemCount: 7, destructiveIndex: 1, labels: fruit),
            keys: [.character("/")] + typed("rr"), cursor: 2, matches: [1, 2, 4]),
        Run(
            name: "no match but the destructive item: nothing matches, enter does nothing",
            start: PickerState(itemCount: 7, destructiveIndex: 5, labels: fruit, filter: ""),
            keys: typed("xyz") + [.enter], cursor: 7, matches: [5], hint: "nothing matches"),
        Run(
            name: "the destructive item is reached by moving to it",
            start: PickerState(itemCount: 7, destructiveIndex: 5, labels: fruit, filter: "xyz"),
            keys: [.up, .enter], cursor: 5, outcome: .finish(5), matches: [5]),
        // Several choices.
        Run(
            name: "space toggles and enter answers in order", start: several(3),
            keys: [.character("G"), .up, .character(" "), .home, .character(" "), .enter], cursor: 0,
            outcome: .finishSeveral([0, 3])),
        Run(
            name: "space again unchooses", start: several(3), keys: [.character(" "), .character(" "), .down, .enter],
            cursor: 1, outcome: .finishSeveral([1])),
        Run(
            name: "more than the limit is refused with a note", start: several(2),
            keys: [.character(" "), .down, .character(" "), .down, .character(" ")], cursor: 2,
            hint: "at most 2 may be chosen"),
        Run(
            name: "tab toggles too, and numbers", start: several(4),
            keys: [.tab, .character("3"), .enter], cursor: 2, outcome: .finishSeveral([0, 2])),
        Run(
            name: "the destructive item's number toggles on a second press", start: several(4, destructive: 1),
            keys: [.character("2"), .character("2"), .enter], cursor: 1, outcome: .finishSeveral([1])),
        Run(
            name: "cancel still dismisses", start: several(4), keys: [.character(" "), .end, .enter], cursor: 4,
            outcome: .cancel),
        Run(
            name: "tab does nothing with one choice", start: PickerState(itemCount: 3), keys: [.tab], cursor: 0),
        Run(
            name: "a filter with several choices",
            start: PickerState(itemCount: 7, labels: fruit, filter: "e", limit: 9),
            keys: [.tab, .down, .tab, .enter], cursor: 2, outcome: .finishSeveral([0, 2]), matches: [0, 2, 3, 4, 6]),
        Run(
            name: "while filtering a space is typed, and the hint names tab",
            start: PickerState(itemCount: 7, labels: fruit, filter: "", limit: 9), keys: typed("e "), cursor: 7,
            matches: [], hint: "tab choose · enter done (0)"),
        Run(
            name: "without a filter the hint names space", start: several(3), keys: [], cursor: 0,
            hint: "space choose · enter done (0)"),
    ]

    @Test(arguments: runs)
    func keysPageFilterAndChoose(_ run: Run) {
        var state = run.start
        var outcome: PickerState.Outcome?
        for key in run.keys where outcome == nil { outcome = state.handle(key) }
        #expect(state.cursor == run.cursor)
        #expect(outcome == run.outcome)
        #expect(state.matches == run.matches)
        if let hint = run.hint { #expect(state.hint.contains(hint), "\(state.hint)") }
    }

    @Test(
        arguments: [
            ("Beta", [1]), ("Nothing", []), ("Same", [2, 3]), ("cafe\u{301}", [4]), ("beta", []),
        ] as [(String, [Int])])
    func aSelectionByLabelFindsOneNoneOrSeveral(_ label: String, _ found: [Int]) {
        #expect(PickerState.items(labeled: label, in: ["Alpha", "Beta", "Same", "Same", "café"]) == found)
    }
}
