/// The words that mark the destructive action wherever colour cannot: colour alone is not a cue
/// (WCAG 1.4.1), so every presenter that can draw without colour draws these.
enum DestructiveMarker {
    static let text = "(destructive)"
    /// Its width in cells (it is ASCII).
    static let cells = text.utf8.count
}
