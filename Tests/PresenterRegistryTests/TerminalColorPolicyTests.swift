import Testing

@testable import PresenterRegistry
@testable import SheetTerminal

@Suite struct TerminalColorPolicyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var choice: ColorChoice?
        var environment: [String: String]
        var isTerminal: Bool
        var depth: ColorDepth
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "terminal, no settings", choice: nil, environment: [:], isTerminal: true, depth: .ansi16),
        Case(name: "pipe, no settings", choice: nil, environment: [:], isTerminal: false, depth: .none),
        Case(name: "auto is the default", choice: .auto, environment: [:], isTerminal: false, depth: .none),
        Case(name: "always on a pipe", choice: .always, environment: [:], isTerminal: false, depth: .ansi16),
        Case(
            name: "always beats NO_COLOR", choice: .always, environment: ["NO_COLOR": "1"], isTerminal: true,
            depth: .ansi16),
        Case(
            name: "always beats TERM=dumb", choice: .always, environment: ["TERM": "dumb"], isTerminal: true,
            depth: .ansi16),
        Case(name: "never on a terminal", choice: .never, environment: [:], isTerminal: true, depth: .none),
        Case(
            name: "never beats FORCE_COLOR", choice: .never, environment: ["FORCE_COLOR": "1"], isTerminal: true,
            depth: .none),
        Case(
            name: "NO_COLOR on a terminal", choice: nil, environment: ["NO_COLOR": "1"], isTerminal: true, depth: .none),
        Case(
            name: "empty NO_COLOR is ignored", choice: nil, environment: ["NO_COLOR": ""], isTerminal: true,
            depth: .ansi16),
        Case(
            name: "NO_COLOR beats CLICOLOR_FORCE", choice: nil, environment: ["NO_COLOR": "x", "CLICOLOR_FORCE": "1"],
            isTerminal: true, depth: .none),
        Case(
            name: "CLICOLOR_FORCE on a pipe", choice: nil, environment: ["CLICOLOR_FORCE": "1"], isTerminal: false,
            depth: .ansi16),
        Case(
            name: "FORCE_COLOR on a pipe", choice: nil, environment: ["FORCE_COLOR": "true"], isTerminal: false,
            depth: .ansi16),
        Case(
            name: "FORCE_COLOR=0 is not forcing", choice: nil, environment: ["FORCE_COLOR": "0"], isTerminal: false,
            depth: .none),
        Case(
            name: "empty CLICOLOR_FORCE is not forcing", choice: nil, environment: ["CLICOLOR_FORCE": ""],
            isTerminal: false, depth: .none),
        Case(
            name: "force beats TERM=dumb", choice: nil, environment: ["FORCE_COLOR": "1", "TERM": "dumb"],
            isTerminal: true, depth: .ansi16),
        Case(
            name: "TERM=dumb on a terminal", choice: nil, environment: ["TERM": "dumb"], isTerminal: true, depth: .none),
        Case(
            name: "256color TERM", choice: nil, environment: ["TERM": "xterm-256color"], isTerminal: true,
            depth: .ansi256),
        Case(
            name: "truecolor", choice: nil, environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"],
            isTerminal: true, depth: .trueColor),
        Case(name: "24bit", choice: nil, environment: ["COLORTERM": "24bit"], isTerminal: true, depth: .trueColor),
        Case(
            name: "other COLORTERM", choice: nil, environment: ["COLORTERM": "yes", "TERM": "screen"], isTerminal: true,
            depth: .ansi16),
        Case(
            name: "depth with always on a pipe", choice: .always, environment: ["COLORTERM": "truecolor"],
            isTerminal: false, depth: .trueColor),
        Case(
            name: "no depth when off", choice: nil, environment: ["COLORTERM": "truecolor"], isTerminal: false,
            depth: .none),
    ]

    @Test(arguments: cases)
    func colourFollowsTheConventions(_ testCase: Case) {
        let depth = ColorPolicy.depth(
            choice: testCase.choice, environment: testCase.environment, isTerminal: testCase.isTerminal)
        #expect(depth == testCase.depth)
        #expect(
            ColorPolicy.isEnabled(
                choice: testCase.choice, environment: testCase.environment, isTerminal: testCase.isTerminal)
                == (testCase.depth != .none))
    }

    struct WidthCase: Sendable, CustomTestStringConvertible {
        var name: String
        var requested: Int?
        var columns: Int?
        var environment: [String: String]
        var width: Int
        var testDescription: String { name }
    }

    static let widthCases: [WidthCase] = [
        WidthCase(name: "flag wins", requested: 33, columns: 120, environment: ["COLUMNS": "100"], width: 33),
        WidthCase(name: "terminal next", requested: nil, columns: 120, environment: ["COLUMNS": "100"], width: 120),
        WidthCase(name: "COLUMNS next", requested: nil, columns: nil, environment: ["COLUMNS": "100"], width: 100),
        WidthCase(name: "bad COLUMNS", requested: nil, columns: nil, environment: ["COLUMNS": "wide"], width: 80),
        WidthCase(name: "zero COLUMNS", requested: nil, columns: nil, environment: ["COLUMNS": "0"], width: 80),
        // COLUMNS is read as --width is: digits as the number prints, 1 to 1000; anything else is ignored.
        WidthCase(name: "COLUMNS of 1000", requested: nil, columns: nil, environment: ["COLUMNS": "1000"], width: 1000),
        WidthCase(
            name: "COLUMNS with a plus", requested: nil, columns: nil, environment: ["COLUMNS": "+90"], width: 80),
        WidthCase(name: "COLUMNS past 1000", requested: nil, columns: nil, environment: ["COLUMNS": "1001"], width: 80),
        WidthCase(name: "COLUMNS in hex", requested: nil, columns: nil, environment: ["COLUMNS": "0x50"], width: 80),
        WidthCase(
            name: "COLUMNS past an Int", requested: nil, columns: nil,
            environment: ["COLUMNS": "99999999999999999999"], width: 80),
        WidthCase(name: "default", requested: nil, columns: nil, environment: [:], width: 80),
        WidthCase(name: "zero terminal columns", requested: nil, columns: 0, environment: [:], width: 80),
    ]

    @Test(arguments: widthCases)
    func widthFallsBackInOrder(_ testCase: WidthCase) {
        #expect(
            ColorPolicy.width(
                requested: testCase.requested, terminalColumns: testCase.columns, environment: testCase.environment)
                == testCase.width)
    }

    @Test func terminalSizeIsNilForADescriptorThatIsNotATerminal() {
        let pipes = PipeTerminal()
        #expect(TerminalSize.columns(of: pipes.outputWrite) == nil)
    }
}
