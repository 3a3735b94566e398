/// Text built up as UTF-8 bytes and made into one `String` at the end: what renderers write into.
///
/// Appending to a `String` checks and updates its count and ASCII flags on every call; a renderer
/// that appends a few hundred short pieces spends most of its time there. A `TextBuffer` grows a
/// byte array instead (reserve once, then copy), and ``text`` builds the string once. Everything
/// appended is valid UTF-8 (strings, static strings, ASCII bytes, decimal numbers), so the result
/// is exactly the pieces joined.
package struct TextBuffer {
    /// The bytes so far.
    package private(set) var bytes: [UInt8]

    /// An empty buffer with room for `capacity` bytes before it grows.
    package init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes so far.
    package var count: Int { bytes.count }

    /// The text so far, decoded as `String(decoding:as:)` would, with
    /// `String(decodingMostlyASCII:)`.
    package var text: String { bytes.withUnsafeBufferPointer { String(decodingMostlyASCII: $0) } }

    /// Appends a string's UTF-8.
    @inline(__always)
    package mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// Appends a substring's UTF-8.
    @inline(__always)
    package mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// Appends a literal.
    @inline(__always)
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends UTF-8 bytes, which must be valid UTF-8 on their own.
    @inline(__always)
    package mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    /// Appends one ASCII byte.
    @inline(__always)
    package mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends an ASCII byte `count` times.
    package mutating func append(ascii byte: UInt8, count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }

    /// Appends a whole number in decimal, as `String(value)` writes it.
    package mutating func append(decimal value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(0x30 &+ UInt8(truncatingIfNeeded: magnitude))
            return
        }
        // Digits come out last first: write them into a small stack buffer, then copy in order.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            while magnitude > 0 {
                start -= 1
                digits[start] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    /// Removes everything, keeping the storage.
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
