import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

/// The plain presenter's prompt honours the request's filter and limit, as a line-based prompt
/// would: only matching items listed with their own numbers, several numbers in one answer,
/// every wrong answer refused with its reason and asked again.
@Suite struct PlainFilterAndLimitTests {
    // MARK: Reading a line

    struct LineCase: Sendable, CustomTestStringConvertible {
        var name: String
        var typed: String
        var listed: Set<Int>? = nil
        var limit = 1
        var letters: [Character: Int] = [:]
        var answer: PlainAnswer
        var testDescription: String { name }
    }

    static let lineCases: [LineCase] = [
        LineCase(name: "one number", typed: "3", answer: .chose([2])),
        LineCase(name: "leading zeros", typed: "02", answer: .chose([1])),
        LineCase(name: "an empty line dismisses", typed: "  ", answer: .cancel),
        LineCase(name: "0 dismisses", typed: "0", answer: .cancel),
        LineCase(
            name: "0 beside a choice", typed: "0 2", limit: 3,
            answer: .invalid("0 dismisses on its own; leave it out to choose")),
        LineCase(name: "spaces separate", typed: "3 1", limit: 3, answer: .chose([0, 2])),
        LineCase(name: "commas separate", typed: "3,1", limit: 3, answer: .chose([0, 2])),
        LineCase(name: "commas and spaces", typed: " 4 , 2,\t1 ", limit: 6, answer: .chose([0, 1, 3])),
        LineCase(
            name: "letters count as their items", typed: "d 1", limit: 2, letters: ["d": 5], answer: .chose([0, 5])),
        LineCase(name: "a letter in upper case", typed: "D", letters: ["d": 5], answer: .chose([5])),
        LineCase(
            name: "too many for the limit", typed: "1 2 3", limit: 2,
            answer: .invalid("at most 2 items may be chosen, and 3 were given")),
        LineCase(
            name: "two with a limit of one", typed: "1 2",
            answer: .invalid("one item may be chosen, and 2 were given")),
        LineCase(name: "out of range", typed: "7", answer: .invalid("'7' is not a number listed")),
        LineCase(name: "not a number", typed: "two", answer: .invalid("'two' is not a number listed")),
        LineCase(name: "a fraction", typed: "1.5", answer: .invalid("'1.5' is not a number listed")),
        LineCase(name: "a negative number", typed: "-1", answer: .invalid("'-1' is not a number listed")),
        LineCase(
            name: "not a number nor a letter", typed: "x", letters: ["d": 5],
            answer: .invalid("'x' is not a number listed or a letter in brackets")),
        LineCase(name: "repeated", typed: "2 2", limit: 3, answer: .invalid("item 2 is given twice")),
        LineCase(
            name: "a number and its letter", typed: "6 d", limit: 3, letters: ["d": 5],
            answer: .invalid("item 6 is given twice")),
        LineCase(
            name: "a number the filter left out", typed: "2", listed: [0, 5],
            answer: .invalid("'2' is not one of the items listed")),
        LineCase(name: "a number the filter listed", typed: "6", listed: [0, 5], answer: .chose([5])),
        LineCase(name: "only separators", typed: ", ,", limit: 2, answer: .invalid("', ,' holds no number")),
        LineCase(name: "a slash filters", typed: "/ Pho ", answer: .filter(" Pho")),
        LineCase(name: "a slash alone lists every item", typed: "/", answer: .filter("")),
        LineCase(
            name: "an escape sequence is never echoed", typed: "\u{1B}[31mred",
            answer: .invalid("'^[[31mred' is not a number listed")),
        LineCase(
            name: "a long word is cut", typed: String(repeating: "x", count: 100),
            answer: .invalid("'\(String(repeating: "x", count: 19))…' is not a number listed")),
    ]

    @Test(arguments: lineCases)
    func aLineMeans(_ testCase: LineCase) {
        let answer = PlainAnswer(
            Array(testCase.typed.utf8), count: 6, listed: testCase.listed, limit: testCase.limit,
            letters: testCase.letters)
        #expect(answer == testCase.answer)
    }

    // MARK: Presenting

    private static let sheet = ActionSheet(
        title: "Pick",
        items: ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Delete all"].map { ActionSheetItem($0) },
        destructiveIndex: 5)

    private func present(
        _ typed: String, filter: String? = nil, limit: Int = 1, selectsIfOne: Bool = false,
        sheet: ActionSheet = Self.sheet
    ) throws -> (outcome: PresentationOutcome, drawn: String) {
        var output = OutputOptions(width: 80, timeout: 10)
        output.filter = filter
        output.limit = limit
        output.selectsIfOne = selectsIfOne
        let pipes = PipeTerminal()
        pipes.type(typed)
        let outcome = try PlainPresenter(openTerminal: pipes.opener).present(
            PresentationRequest(sheet: sheet, output: output))
        return (outcome, pipes.drawn())
    }

    @Test func aFilterListsOnlyTheMatchesWithTheirOwnNumbersAndKeepsTheDestructiveOneAndCancel() throws {
        let (outcome, drawn) = try present("ta\n4\n", filter: "")
        #expect(outcome == .chose(3))
        #expect(
            drawn == """
                Type text to filter the 6 items by (an empty line lists them all): Pick

                  2. Beta
                  4. Delta
                  6. Delete all (destructive)

                  0. Cancel
                2 of 6 items match 'ta'; /TEXT filters again.
                Choose 2, 4 or 6, or 0 to cancel: 
                """)
    }

    @Test func linesMayEndInCRLF() throws {
        let (outcome, drawn) = try present("ta\r\n2 4\r\n", filter: "", limit: 2)
        #expect(outcome == .choseSeveral([1, 3]))
        #expect(drawn.contains("2 of 6 items match 'ta';"))
    }

    @Test func aFilterTheHostGaveListsAtOnce() throws {
        let (outcome, drawn) = try present("1\n", filter: "ALPHA")
        #expect(outcome == .chose(0))
        #expect(drawn.hasPrefix("Pick\n\n  1. Alpha\n  6. Delete all (destructive)\n\n  0. Cancel\n1 of 6 items match"))
    }

    @Test func aNumberTheFilterLeftOutIsRefusedAndAskedAgain() throws {
        let (outcome, drawn) = try present("ta\n1\n2\n", filter: "")
        #expect(outcome == .chose(1))
        #expect(
            drawn.hasSuffix(
                "Not an answer: '1' is not one of the items listed.\n"
                    + "Choose 2, 4 or 6, or 0 to cancel: "))
    }

    @Test func aFilterThatLeavesNothingSaysSoAndKeepsTheDestructiveOne() throws {
        let (outcome, drawn) = try present("zzz\n/\n5\n", filter: "")
        #expect(outcome == .chose(4))
        #expect(
            drawn.contains(
                "  6. Delete all (destructive)\n\n  0. Cancel\nNo item matches 'zzz'; /TEXT filters again.\nChoose 6, or 0"
            ))
        // "/" alone lists every item again.
        #expect(drawn.contains("  5. Epsilon\n"))
    }

    @Test func aFilterMatchesAsDisplayedCJKAndCombiningText() throws {
        let sheet = ActionSheet(items: ["发送给朋友", "Café", "Cafe\u{301} noir", "cafe"].map { ActionSheetItem($0) })
        // "é" typed as one scalar matches it written as two, and the other way round; "e" does not.
        var (outcome, drawn) = try present("朋友\n1\n", filter: "", sheet: sheet)
        #expect(outcome == .chose(0))
        #expect(drawn.contains("1 of 4 items match '朋友';"))
        (outcome, drawn) = try present("CAFÉ\n0\n", filter: "", sheet: sheet)
        #expect(outcome == .cancelled)
        #expect(drawn.contains("  2. Café\n  3. Café noir\n\n"))
        (outcome, drawn) = try present("cafe\u{301}\n0\n", filter: "", sheet: sheet)
        #expect(drawn.contains("2 of 4 items match"))
    }

    @Test func selectIfOneAnswersWhenTheFilterLeavesOne() throws {
        let (outcome, drawn) = try present("gam\n", filter: "", selectsIfOne: true)
        #expect(outcome == .chose(2))
        #expect(!drawn.contains("Gamma"))
    }

    @Test func selectIfOneDoesNotCountTheDestructiveItem() throws {
        // "del" matches Delta and the destructive Delete all: Delta is the one match.
        let (outcome, _) = try present("del\n", filter: "", selectsIfOne: true)
        #expect(outcome == .chose(3))
    }

    @Test func severalNumbersInOneAnswerInTheCallersOrder() throws {
        let (outcome, drawn) = try present("5, 1 3\n", limit: 3)
        #expect(outcome == .choseSeveral([0, 2, 4]))
        #expect(
            drawn.hasSuffix(
                "Several numbers may be given, separated by spaces or commas (1 3, or 1,3).\n"
                    + "Choose up to 3 of 1-6, or 0 to cancel: "))
    }

    @Test func anyNumberWithNoLimit() throws {
        let (outcome, drawn) = try present("6 5 4 3 2 1\n", limit: .max)
        #expect(outcome == .choseSeveral([0, 1, 2, 3, 4, 5]))
        #expect(drawn.hasSuffix("Choose any of 1-6, or 0 to cancel: "))
    }

    @Test func tooManyIsRefusedAndAskedAgain() throws {
        let (outcome, drawn) = try present("1 2 3\n1 2\n", limit: 2)
        #expect(outcome == .choseSeveral([0, 1]))
        #expect(drawn.contains("Not an answer: at most 2 items may be chosen, and 3 were given.\nChoose up to 2"))
    }

    @Test func cancelWithALimitIsStillNoneChosen() throws {
        #expect(try present("0\n", limit: 3).outcome == .cancelled)
        #expect(try present("\n", limit: 3).outcome == .cancelled)
        #expect(try present("", limit: 3).outcome == .cancelled)
    }

    @Test func endOfInputAtTheFilterPromptDismisses() throws {
        #expect(try present("", filter: "").outcome == .cancelled)
    }
}
