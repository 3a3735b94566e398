import SheetTerminal

extension SnapshotResult {
    /// The run explained for a person, meaning first, then the stale files and a summary line.
    /// Untrusted text and escape sequences are shown visibly, so it is safe on a terminal.
    public var explanation: String {
        var out = ""
        var lastGroup: String?
        // A cell recorded for the first time needs no explaining: the summary counts it.
        for cell in differences where !(cell.status == .missing && cell.written) {
            if cell.cell.group != lastGroup {
                lastGroup = cell.cell.group
                out += "\(TerminalText.sanitize(cell.cell.group)):\n"
                for reason in reasons(for: cell.cell) { out += "  " + TerminalText.sanitize(reason) + "\n" }
            }
            out += "  \(label(cell)) \(TerminalText.sanitize(cell.cell.path))\n"
            guard cell.status == .changed, let before = cell.before, let after = cell.after else { continue }
            switch cell.cell.kind {
            case .plain, .ansi, .accessibility:
                for line in LineDiff.lines(before: before, after: after) { out += "    " + line + "\n" }
            case .svg: out += "    the drawing changed: see it before and after with --report FILE.html\n"
            case .json: break
            }
        }
        for path in stale {
            out += "\(removedStale ? "removed" : "stale") \(TerminalText.sanitize(path))"
            out += removedStale ? "\n" : " (no cell is drawn into it; --update all removes it)\n"
        }
        out += summary + "\n"
        return out
    }

    /// One line: how many cells, how many matched, changed, missing, written, stale.
    public var summary: String {
        let changed = cells.filter { $0.status == .changed }.count
        let missing = cells.filter { $0.status == .missing }.count
        let written = cells.filter(\.written).count
        var line =
            "snapshot: \(cells.count) cells: \(cells.count - changed - missing) matched, \(changed) changed, "
            + "\(missing) missing; \(written) written"
        if !stale.isEmpty { line += ", \(stale.count) stale" + (removedStale ? " removed" : "") }
        if let writeFailure { line += "; " + TerminalText.sanitize(writeFailure) }
        return line
    }

    func label(_ cell: Cell) -> String {
        switch (cell.status, cell.written) {
        case (.missing, true): "recorded"
        case (.missing, false): "missing"
        case (.changed, true): "updated"
        case (.changed, false), (.matched, _): "changed"
        }
    }
}
