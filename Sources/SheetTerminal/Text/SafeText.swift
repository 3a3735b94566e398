import SheetText

/// Untrusted text made safe for a terminal (``TerminalText/sanitize(_:)``) and measured
/// (``TerminalText/width(_:)``) once, so that laying it out never scans it again.
package struct SafeText: Sendable {
    package let text: String
    package let cells: Int
    /// Made only of scalars that are each a cluster (`CellWidth.ofSeparateScalars`), none joining a
    /// neighbour of the set, spaces included: beside spaces its width is the sum of the widths.
    let isSimple: Bool
    package static let empty = SafeText(text: "", cells: 0, isSimple: true)

    private init(text: String, cells: Int, isSimple: Bool) {
        self.text = text
        self.cells = cells
        self.isSimple = isSimple
    }

    package init(_ untrusted: String) {
        // Text whose scalars each stand alone is what sanitising leaves as it is, which the same
        // pass tells (``VisibleText/sanitize(_:)`` asks it first): measured once, not twice.
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

    /// Measured as one piece: a space may join a cluster of text that is not simple (a spacing mark
    /// after it, a prepended letter before it), so only simple text adds up.
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
