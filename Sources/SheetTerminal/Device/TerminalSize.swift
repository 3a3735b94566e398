import SheetSystem

/// The size of a terminal, asked of the kernel.
package enum TerminalSize {
    /// The number of columns of the terminal open on a descriptor.
    /// - Parameter descriptor: An open file descriptor, such as 1 for standard output.
    /// - Returns: The columns, or `nil` when the descriptor is not a terminal or reports 0.
    package static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The number of rows of the terminal open on a descriptor.
    /// - Parameter descriptor: An open file descriptor.
    /// - Returns: The rows, or `nil` when the descriptor is not a terminal or reports 0.
    package static func rows(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }
}
