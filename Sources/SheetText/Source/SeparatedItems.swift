import SheetSystem

/// Items on a stream (`find … | sheetctl show`): one a line or NUL-separated, kept as the bytes they came in.
package enum SeparatedItems {
    /// The most bytes read: a bound on the memory a stream that never ends can take.
    package static let maxBytes = 16 << 20

    /// Reads the items to the stream's end, leaving out empty ones and keeping a carriage return before
    /// a line feed; `nil` when the stream is a terminal, where there is nothing to read but what a person would type.
    package static func read(from descriptor: Int32, separator: UInt8) throws(DiagnosticError) -> [[UInt8]]? {
        guard isatty(descriptor) != 1 else { return nil }
        let bytes: [UInt8]
        do throws(Errno) {
            bytes = try FileDescriptor(rawValue: descriptor).readToEnd(limit: maxBytes + 1)
        } catch {
            let reason = error.message.lowercased()
            throw DiagnosticError(
                .error(.unreadableFile, "cannot read the items from standard input: \(reason)", at: nil))
        }
        guard bytes.count <= maxBytes else {
            throw DiagnosticError(
                .error(.inputTooLarge, "standard input holds more than \(maxBytes) bytes of items", at: nil))
        }
        return bytes.split(separator: separator, omittingEmptySubsequences: true).map(Array.init)
    }
}
