import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

/// Shortcut letters (`&Delete`) and the mouse, in the picker's state and through the ANSI picker
/// on pipes.
@Suite struct PickerShortcutAndMouseTests {
    // MARK: Reading the marker

    struct Marked: Sendable, CustomTestStringConvertible {
        var label: String
        var text: String
        var letter: Character?
        var offset: Int?
        var testDescription: String { label }
    }

    static let marked: [Marked] = [
        Marked(label: "&Delete", text: "Delete", letter: "d", offset: 0),
        Marked(label: "Save &as", text: "Save as", letter: "a", offset: 5),
        Marked(label: "R&&D", text: "R&D", letter: nil, offset: nil),
        Marked(label: "&&&Both", text: "&Both", letter: "b", offset: 1),
        Marked(label: "分享&Share", text: "分享Share", letter: "s", offset: 2),
        Marked(label: "e\u{301}&x", text: "e\u{301}x", letter: "x", offset: 1),
        Marked(label: "Plain", text: "Plain", letter: nil, offset: nil),
    ]

    @Test(arguments: marked)
    func theMarkerIsTakenOutAndGivesTheLetterAndItsPlace(_ test: Marked) throws {
        let read = try PickerShortcut.read(Array(test.label.utf8))
        #expect(read.bytes == Array(test.text.utf8))
        #expect(read.shortcut?.letter == test.letter)
        #expect(read.shortcut?.offset == test.offset)
    }

    @Test func bytesThatAreNotUTF8AreKeptAsTheyAre() throws {
        let read = try PickerShortcut.read([0x63, 0x61, 0x66, 0xE9, 0x26, 0x4C, 0x6F, 0x67])  // caf\xe9&Log
        #expect(read.bytes == [0x63, 0x61, 0x66, 0xE9, 0x4C, 0x6F, 0x67])
        #expect(read.shortcut == PickerShortcut(letter: "l", offset: 4))
    }

    @Test(arguments: [
        ("Tom & Jerry", PickerShortcut.MarkError.notALetter(" ")),
        ("End&", .notALetter("")),
        ("&1st", .notALetter("1")),
        ("&Two &Marks", .twoMarkers),
    ])
    func aMarkerBeforeAnythingButOneLetterIsRefused(_ label: String, _ error: PickerShortcut.MarkError) {
        #expect(throws: error) { try PickerShortcut.read(Array(label.utf8)) }
    }

    @Test func aLetterThePickerUsesOrTwoItemsShareIsAClash() {
        #expect(
            PickerShortcut.firstClash([
                0: PickerShortcut(letter: "a", offset: 0), 1: PickerShortcut(letter: "b", offset: 0),
            ])
                == nil)
        let quit = PickerShortcut.firstClash([2: PickerShortcut(letter: "Q", offset: 0)])
        #expect(quit == .pickerKey(item: 2, letter: "q", key: "q", summary: "dismiss"))
        // g is "the first item", G "the cancel button": either case of either is refused.
        for letter: Character in ["g", "G", "j", "J", "k", "K"] {
            #expect(PickerShortcut.firstClash([0: PickerShortcut(letter: letter, offset: 0)]) != nil, "\(letter)")
        }
        let shared = PickerShortcut.firstClash([
            3: PickerShortcut(letter: "d", offset: 0), 1: PickerShortcut(letter: "D", offset: 2),
        ])
        #expect(shared == .sameLetter(first: 1, second: 3, letter: "d"))
    }

    // MARK: The state

    static let shortcuts = [0: PickerShortcut(letter: "s", offset: 0), 2: PickerShortcut(letter: "d", offset: 0)]

    @Test func aShortcutChoosesItsItemInEitherCase() {
        var state = PickerState(itemCount: 3, shortcuts: Self.shortcuts)
        #expect(state.handle(.character("x")) == nil)
        #expect(state.handle(.character("S")) == .finish(0))
        var lower = PickerState(itemCount: 3, shortcuts: Self.shortcuts)
        #expect(lower.handle(.character("s")) == .finish(0))
    }

    @Test func theDestructiveItemsShortcutAsksForASecondPressOfTheSameKey() {
        var state = PickerState(itemCount: 3, destructiveIndex: 2, shortcuts: Self.shortcuts)
        #expect(state.handle(.character("d")) == nil)
        #expect(state.cursor == 2)
        #expect(state.confirming == 2)
        #expect(state.confirmingKey == "d")
        #expect(state.handle(.character("d")) == .finish(2))

        // Another key in between starts over; its number is another key, not the second press.
        var other = PickerState(itemCount: 3, destructiveIndex: 2, shortcuts: Self.shortcuts)
        #expect(other.handle(.character("d")) == nil)
        #expect(other.handle(.character("3")) == nil)
        #expect(other.confirmingKey == "3")
        #expect(other.handle(.left) == nil)
        #expect(other.confirming == nil)
        #expect(other.handle(.character("d")) == nil)
        #expect(other.handle(.character("D")) == .finish(2))
    }

    @Test func aClickChoosesTheCancelButtonDismissesAndTheDestructiveItemTakesTwo() {
        var state = PickerState(itemCount: 3, destructiveIndex: 1)
        #expect(state.click(0) == .finish(0))
        var destructive = PickerState(itemCount: 3, destructiveIndex: 1)
        #expect(destructive.click(1) == nil)
        #expect(destructive.confirmingKey == "click")
        #expect(destructive.click(1) == .finish(1))
        var cancel = PickerState(itemCount: 3)
        #expect(cancel.click(3) == .cancel)
        var outside = PickerState(itemCount: 3)
        #expect(outside.click(9) == nil)
        #expect(outside.click(-1) == nil)
    }

    @Test func theWheelMovesTheCursorAndStopsAtEitherEnd() {
        var state = PickerState(itemCount: 2)
        state.wheel(down: false)
        #expect(state.cursor == 0)
        for _ in 0..<5 { state.wheel(down: true) }
        #expect(state.cursor == 2)
        state.wheel(down: false)
        #expect(state.cursor == 1)
    }

    // MARK: The picker on pipes

    static let sheet = ActionSheet(items: ["Alpha", "Beta", "Gamma"].map { ActionSheetItem($0) }, destructiveIndex: 2)

    private func present(_ bytes: [UInt8], mouse: Bool = true) -> (PresentationOutcome?, String) {
        let pipes = PipeTerminal()
        pipes.type(bytes)
        var output = OutputOptions(width: 40, colorDepth: .ansi256, timeout: 10)
        output.mouse = mouse
        let outcome = try? AnsiPresenter(openTerminal: pipes.opener).present(
            PresentationRequest(sheet: Self.sheet, output: output))
        return (outcome, pipes.drawn())
    }

    static func esc(_ text: String) -> [UInt8] { [0x1B] + Array(text.utf8) }

    struct Click: Sendable, CustomTestStringConvertible {
        var name: String
        var rows: [Int]
        var outcome: PresentationOutcome
        var testDescription: String { name }
    }

    // The frame: Alpha, Beta, Gamma, a rule, Cancel, the hint; its first line on screen row 10
    // (the cursor, on Alpha, is reported there).
    static let clicks: [Click] = [
        Click(name: "on an item", rows: [11], outcome: .chose(1)),
        Click(name: "on the cancel button", rows: [14], outcome: .cancelled),
        Click(name: "on the destructive item twice", rows: [12, 12], outcome: .chose(2)),
        Click(name: "on the rule and the hint, then an item", rows: [13, 15, 9, 10], outcome: .chose(0)),
    ]

    @Test(arguments: clicks)
    func aClickChoosesTheRowUnderIt(_ test: Click) {
        var bytes = Self.esc("[10;4R")
        for row in test.rows { bytes += Self.esc("[<0;5;\(row)M") + Self.esc("[<0;5;\(row)m") }
        let (outcome, drawn) = present(bytes)
        #expect(outcome == test.outcome)
        #expect(drawn.hasPrefix("\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"))
        #expect(drawn.contains("\u{1B}[6n"))
        #expect(drawn.hasSuffix("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h"))
    }

    @Test func aClickBeforeTheTerminalSaysWhereTheSheetIsDoesNothing() {
        let (outcome, _) = present(Self.esc("[<0;5;11M") + Self.esc("[B") + [0x0D])
        #expect(outcome == .chose(1))
    }

    @Test func aCursorReportBetweenTwoPressesLeavesTheConfirmationWaiting() {
        // 3 reaches the destructive item, the redraw asks where the cursor is, the answer comes
        // before the second 3: it is not a key, so the second 3 chooses.
        let (outcome, _) = present(Array("3".utf8) + Self.esc("[12;4R") + Array("3".utf8))
        #expect(outcome == .chose(2))
    }

    @Test func theWheelMovesTheCursor() {
        let (outcome, _) = present(
            Self.esc("[<65;5;11M") + Self.esc("[<65;5;11M") + Self.esc("[<64;5;11M") + [0x0D])
        #expect(outcome == .chose(1))
    }

    @Test func withoutTheMouseNoModeIsTurnedOnAndNoPositionAsked() {
        let (outcome, drawn) = present(Self.esc("[10;4R") + Self.esc("[<0;5;11M") + [0x0D], mouse: false)
        #expect(outcome == .chose(0))
        #expect(!drawn.contains("\u{1B}[?1000h"))
        #expect(!drawn.contains("\u{1B}[6n"))
    }

    // MARK: Drawing the letter

    @Test func theLetterIsUnderlinedInColourAndInBracketsWithout() throws {
        let shortcuts = [1: PickerShortcut(letter: "t", offset: 2)]
        var output = OutputOptions(width: 40, colorDepth: .ansi256)
        output.shortcuts = shortcuts
        let colour = try AnsiPresenter().render(PresentationRequest(sheet: Self.sheet, output: output))
        #expect(colour.contains("Be\u{1B}[0;4;") || colour.contains("Be\u{1B}[4"))
        #expect(TerminalFixtures.strippingSGR(colour).contains("Beta"))
        output.colorDepth = .none
        let plainANSI = try AnsiPresenter().render(PresentationRequest(sheet: Self.sheet, output: output))
        #expect(plainANSI.contains("Be[t]a"))
        let plain = try PlainPresenter().render(PresentationRequest(sheet: Self.sheet, output: output))
        #expect(plain.contains("2. Be[t]a"))
    }
}
