import PresenterRegistry
import SheetTerminal

enum ReportText {
    /// Made visible first, line by line (``TerminalText/sanitize(_:)`` keeps no line break): XML 1.0
    /// cannot hold most controls at all.
    static func markup(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return SVGText.escaped(lines.map { TerminalText.sanitize(String($0)) }.joined(separator: "\n"))
    }
}
