/// Rows laid out as `ls -l` lays them out: two spaces apart, padded in cells, shown visibly, no trailing spaces.
package enum TerminalTable {
    /// The rows as lines, each ending in a line break; `firstWidth` makes several tables line up.
    package static func text(_ rows: [[String]], firstWidth: Int? = nil) -> String {
        let rows = rows.map { $0.map(TerminalText.sanitize) }
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], TerminalText.width(cell) + 2)
            }
        }
        if let firstWidth, !widths.isEmpty { widths[0] = firstWidth }
        let lines = rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 {
                    line += String(repeating: " ", count: max(0, widths[index] - TerminalText.width(cell)))
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line + "\n"
        }
        return lines.joined()
    }
}
