import PresenterRegistry
import SheetTerminal

/// Text as the reports write it: an ansi cell's colours are shown, never sent.
enum ReportText {
    /// Line by line, since ``TerminalText/sanitize(_:)`` keeps no line break.
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitize(String($0)) }
            .joined(separator: "\n")
    }

    /// Made visible first: XML 1.0 cannot hold most controls at all.
    static func markup(_ text: String) -> String {
        SVGText.escaped(visible(text))
    }
}
