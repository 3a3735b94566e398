import PresenterRegistry
import SheetTerminal

/// Text as the reports write it: every line with its escape sequences and invisible characters
/// shown visibly (an ansi cell's colours are shown, never sent), and escaped for markup.
enum ReportText {
    /// The text, line by line made visible (``TerminalText/sanitize(_:)`` holds no line break).
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitize(String($0)) }
            .joined(separator: "\n")
    }

    /// The text made visible, then escaped for HTML and XML 1.0 (which cannot hold most controls
    /// at all): `&`, `<`, `>`, `"` and `'` as entities, as the SVG presenter writes them.
    static func markup(_ text: String) -> String {
        SVGText.escaped(visible(text))
    }
}
