import SheetSystem

package enum TerminalSize {
    /// The columns of the terminal open on a descriptor; `nil` when it is no terminal or reports 0.
    package static func columns(of descriptor: Int32) -> Int? { size(of: descriptor, \.ws_col) }

    package static func rows(of descriptor: Int32) -> Int? { size(of: descriptor, \.ws_row) }

    private static func size(of descriptor: Int32, _ field: KeyPath<winsize, UInt16>) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size[keyPath: field] > 0 else { return nil }
        return Int(size[keyPath: field])
    }
}
