import SheetSystem
import ThemeKit

/// The items `sheetctl show` reads from standard input when none are given as arguments, as
/// `find … | sheetctl show` gives them: one a line, or NUL-separated with `--null`, each kept as
/// the bytes it came in (the picker draws it made safe; `--output label` gives it back as it was).
enum ShowItemInput {
    /// The most bytes read: more items than anyone picks from, and a bound on the memory a
    /// stream that never ends can take.
    static let maxBytes = 16 << 20

    /// Why no items could be read.
    enum Failure: Error {
        /// Standard input is the terminal: there is nothing to read but what the person would type.
        case isTerminal
        /// Reading failed.
        case unreadable(String)
        /// More than ``maxBytes``.
        case tooLarge
    }

    /// Reads the items.
    /// - Parameters:
    ///   - descriptor: Where they come from: standard input.
    ///   - separator: A line feed, or NUL for `--null`.
    /// - Returns: The items in order; empty ones (a blank line, the end after the last separator)
    ///   are left out. A line's carriage return before its line feed is part of it, as given.
    /// - Throws: ``Failure``.
    static func read(from descriptor: Int32, separator: UInt8) throws(Failure) -> [[UInt8]] {
        guard isatty(descriptor) != 1 else { throw .isTerminal }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got: Int
            do throws(Errno) {
                got = try FileDescriptor(rawValue: descriptor).read(into: &block)
            } catch {
                throw .unreadable(error.message.lowercased())
            }
            if got == 0 { break }
            bytes.append(contentsOf: block[0..<got])
            if bytes.count > maxBytes { throw .tooLarge }
        }
        return bytes.split(separator: separator, omittingEmptySubsequences: true).map(Array.init)
    }
}
