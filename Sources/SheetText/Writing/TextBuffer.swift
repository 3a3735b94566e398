/// Text built up as UTF-8 bytes and made into one `String` at the end: where a ``TextWriter``
/// puts what outgrows its block.
///
/// Appending to a `String` checks and updates its count and ASCII flags on every call; a renderer
/// that appends a few hundred short pieces spends most of its time there. Renderers write through
/// a ``TextWriter`` instead, which copies bytes into a block and moves a full block here at once;
/// ``text`` builds the string once.
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

    /// Appends UTF-8 bytes, which must be valid UTF-8 on their own.
    @inline(__always)
    package mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
    }
}
