import CommandLineKit
import Testing

@testable import SheetctlCLI
import SheetText

/// How a message is built: the tool's words as written, every value it quotes shown visibly.
@Suite struct MessageTextTests {
    @Test func interpolatedValuesAreShownVisiblyAndLiteralsKept() {
        let file = "a\nb\u{1B}[2J\u{202E}c\u{FE00}"
        let message: MessageText = "sheetctl: cannot read '\(file)'\n"
        #expect(message.text == "sheetctl: cannot read 'a\\nb^[[2J<U+202E>c<U+FE00>'\n")
    }

    @Test func valuesOfEveryTypeAreShownVisibly() {
        struct Failure: CustomStringConvertible { var description: String { "disk\u{7}full" } }
        let message: MessageText = "\(Failure()) \(42) \(Optional("x\ty") ?? "")"
        #expect(message.text == "disk^Gfull 42 x\\ty")
    }

    @Test func aMessageInAMessageKeepsItsLineBreaks() {
        var message: MessageText = "Error: \("a\nb")\n"
        message += "Usage: \("sheetctl")\n"
        let outer: MessageText = "\(message)end"
        #expect(outer.text == "Error: a\\nb\nUsage: sheetctl\nend")
    }

    @Test func aUsageErrorShowsItsSuggestionVisibly() {
        let error = UsageError("unknown presenter '\("p\u{1B}")'", suggestion: "plug\u{1B}[31m")
        #expect(error.message == "unknown presenter 'p^['")
        #expect(error.suggestion == "plug^[[31m")
    }
}
