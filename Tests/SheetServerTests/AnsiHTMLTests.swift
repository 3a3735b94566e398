import PresenterRegistry
import Testing
import ThemeKit

@testable import SheetServer

/// The live page's terminal pane: the ansi presenter's own drawing read back into spans with its
/// colours, its text escaped, nothing else of its escapes kept.
@Suite struct AnsiHTMLTests {
    static func drawing(_ sheet: ActionSheet, theme: Theme = .builtInDefault) throws -> String {
        try AnsiPresenter().render(
            PresentationRequest(sheet: sheet, theme: theme, output: OutputOptions(width: 60, colorDepth: .trueColor)))
    }

    @Test func theAnsiPresentersColoursBecomeTheSpansColours() throws {
        let theme = Theme.builtInDefault
        let sheet = ActionSheet(
            title: "Share", items: [ActionSheetItem("Send"), ActionSheetItem("Delete")], destructiveIndex: 1)
        let html = AnsiHTML.html(try Self.drawing(sheet))
        let background = theme.colors.background.hex
        #expect(html.contains("<span data-fg=\"\(theme.colors.item.hex)\" data-bg=\"\(background)\">  Send</span>"))
        #expect(
            html.contains("<span data-fg=\"\(theme.colors.destructive.hex)\" data-bg=\"\(background)\">  Delete</span>")
        )
        #expect(html.contains("class=\"bold\">Share"), "the title is bold")
        #expect(!html.contains("\u{1B}"))
        #expect(html.split(separator: "\n").count == (try Self.drawing(sheet)).split(separator: "\n").count)
    }

    @Test func textIsEscapedAndOnlyTheLineBreakOfTheControlsStays() {
        let html = AnsiHTML.html("\u{1B}[38;2;1;2;3m<b>&\"x\"</b>\u{7}\u{1B}[0m\n\u{1B}]0;title\u{7}tail\u{1B}[2Jend\n")
        #expect(html == "<span data-fg=\"#010203\">&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;</span>\ntailend\n")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var sgr: String
        var span: String
        var testDescription: String { sgr }
    }

    @Test(arguments: [
        Case(sgr: "31", span: "<span data-fg=\"#CD0000\">x</span>"),
        Case(sgr: "97;101", span: "<span data-fg=\"#FFFFFF\" data-bg=\"#FF0000\">x</span>"),
        Case(sgr: "48;2;17;34;51", span: "<span data-bg=\"#112233\">x</span>"),
        Case(sgr: "38;5;196;1", span: "<span class=\"bold\">x</span>"),
        Case(sgr: "1;2", span: "<span class=\"bold faint\">x</span>"),
        Case(sgr: "38;2;1;2;3;7", span: "<span data-fg=\"#1C1C1E\" data-bg=\"#010203\">x</span>"),
        Case(sgr: "31;0", span: "x"),
        Case(sgr: "31;39", span: "x"),
        Case(sgr: "", span: "x"),
        Case(sgr: "38;2", span: "x"),
    ])
    func eachParameterTheAnsiStyleWritesIsRead(_ c: Case) {
        #expect(AnsiHTML.html("\u{1B}[\(c.sgr)mx") == c.span)
    }
}
