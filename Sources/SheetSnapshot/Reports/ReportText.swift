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
    /// at all): the five special characters as entities.
    static func markup(_ text: String) -> String {
        var out = ""
        for character in visible(text) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
