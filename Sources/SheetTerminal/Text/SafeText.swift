import SheetText

/// Untrusted text made safe for a terminal and measured once, so laying it out never scans it again.
package struct SafeText: Sendable {
    package let text: String
    package let cells: Int
    /// Each scalar a cluster that joins no neighbour, spaces included (`CellWidth.ofSeparateScalars`).
    let isSimple: Bool
    package static let empty = SafeText(text: "", cells: 0, isSimple: true)

    private init(text: String, cells: Int, isSimple: Bool) {
        self.text = text
        self.cells = cells
        self.isSimple = isSimple
    }

    package init(_ untrusted: String) {
        // What sanitising leaves as it is, which the same pass tells: measured once, not twice.
        if let cells = CellWidth.ofSeparateScalars(untrusted) {
            self.init(text: untrusted, cells: cells, isSimple: true)
            return
        }
        self.init(sanitized: TerminalText.sanitize(untrusted))
    }

    /// Measures text that ``TerminalText/sanitize(_:)`` returned, or a piece of it.
    init(sanitized: String) {
        let separate = CellWidth.ofSeparateScalars(sanitized)
        self.init(text: sanitized, cells: separate ?? TerminalText.widthByCluster(sanitized), isSimple: separate != nil)
    }

    func joined(leading: Int, trailing: Int) -> String {
        String(repeating: " ", count: leading) + text + String(repeating: " ", count: trailing)
    }

    /// Measured as one piece: a space may join a cluster of text that is not simple (a spacing mark).
    package func cells(leading: Int, trailing: Int) -> Int {
        if isSimple || (leading == 0 && trailing == 0) { return leading + cells + trailing }
        return TerminalText.width(joined(leading: leading, trailing: trailing))
    }

    /// The text cut to at most `width` cells, ending in `…` when cut: ``TerminalText/truncate(_:toWidth:)``.
    package func truncated(toWidth width: Int) -> SafeText {
        guard width > 0 else { return .empty }
        guard cells > width else { return self }
        return SafeText(sanitized: TerminalText.truncate(text, toWidth: width))
    }
}
