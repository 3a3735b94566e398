import SheetTerminal

/// A line diff for a person; an ansi cell's escape sequences are shown, never sent to the terminal.
enum LineDiff {
    /// Past this many line pairs the texts are shown whole, so a huge cell costs no more than its length.
    static let maxTable = 250_000

    static func lines(before: String, after: String) -> [String] {
        guard before != after else { return [] }
        let old = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = edits(old, new)
        var shown: [String] = []
        var skipped = false
        for (position, edit) in script.enumerated() {
            let nearChange = script[max(0, position - 1)...min(script.count - 1, position + 1)].contains {
                $0.mark != " "
            }
            guard edit.mark != " " || nearChange else {
                if !skipped { shown.append("  …") }
                skipped = true
                continue
            }
            skipped = false
            shown.append("\(edit.mark) " + TerminalText.sanitize(edit.line))
        }
        return shown
    }

    private static func edits(_ old: [String], _ new: [String]) -> [(mark: Character, line: String)] {
        guard old.count * new.count <= maxTable else { return old.map { ("-", $0) } + new.map { ("+", $0) } }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var script: [(mark: Character, line: String)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                script.append((" ", old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                script.append(("-", old[i]))
                i += 1
            } else {
                script.append(("+", new[j]))
                j += 1
            }
        }
        return script
    }
}
