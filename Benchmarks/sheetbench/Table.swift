/// One row of the results table.
struct Row {
    var name: String
    var median: String
    var range: String
    var floorRatio: String = "–"
    /// For a whole process: its median CPU time (user + system) and that as a multiple of the floor's.
    var cpu: String = "–"
    var peerRatio: String = "–"
    var target: String = "–"
    /// `yes`, `NO`, `skipped`, or `–` for rows with no target (floors, peers, scaling notes).
    var met: String = "–"

    /// A row for a floor or a peer: only its numbers.
    static func reference(_ name: String, _ summary: Summary, _ unit: Unit) -> Row {
        Row(name: name, median: unit.format(summary.median), range: unit.range(summary))
    }

    /// A row whose case could not run.
    static func skipped(_ name: String, target: String, reason: String) -> Row {
        Row(name: name, median: reason, range: "–", target: target, met: "skipped")
    }
}

/// The results, printed once at the end as one Markdown table.
struct Table {
    private(set) var rows: [Row] = []

    mutating func add(_ row: Row) {
        rows.append(row)
        // Progress on stderr, so a long run shows it is alive and stdout stays one table.
        note("  \(row.name): \(row.median)\n")
    }

    /// The table as Markdown with padded columns.
    var text: String {
        let header = ["case", "median", "min–max", "× floor", "× peer", "target", "met", "cpu (× floor)"]
        let cells =
            [header]
            + rows.map { [$0.name, $0.median, $0.range, $0.floorRatio, $0.peerRatio, $0.target, $0.met, $0.cpu] }
        var widths = Array(repeating: 0, count: header.count)
        for row in cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ row: [String]) -> String {
            "| "
                + row.enumerated().map { $1 + String(repeating: " ", count: widths[$0] - $1.count) }
                .joined(separator: " | ") + " |\n"
        }
        return line(header) + line(widths.map { String(repeating: "-", count: $0) })
            + cells.dropFirst().map(line).joined()
    }
}

#if canImport(Glibc)
    import Glibc
#endif
