/// Text built up as UTF-8 bytes and made into one `String` at the end: what the package's
/// renderers and JSON writers write into, a piece at a time.
///
/// ```swift
/// TextWriter.text { out in
///     out.append("<rect x=\"")
///     out.append(decimal: 12)
///     out.append(ascii: UInt8(ascii: "\""))
/// }  // <rect x="12"
/// ```
package struct TextWriter {
    /// The UTF-8 bytes written so far.
    package private(set) var bytes: [UInt8]

    /// An empty writer with room for `capacity` bytes before it grows.
    package init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The number of bytes written so far.
    package var count: Int { bytes.count }

    /// Appends a literal.
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8.
    package mutating func append(contentsOf text: some StringProtocol) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends UTF-8 bytes, which must be valid UTF-8 on their own.
    package mutating func append(utf8: some Sequence<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    /// Appends one ASCII byte.
    package mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends an ASCII byte `count` times.
    package mutating func append(ascii byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        bytes.append(contentsOf: repeatElement(byte, count: repeats))
    }

    /// Appends a whole number in decimal, as `String(value)` writes it.
    package mutating func append(decimal value: Int) {
        append(contentsOf: String(value))
    }

    /// The text `body` writes.
    /// - Parameters:
    ///   - expectedCount: About how many bytes the text takes, when the caller knows: reserved at
    ///     once, so that a long text is not copied each time it would outgrow its storage.
    ///   - body: Writes the text.
    /// - Returns: The text.
    package static func text(expectedCount: Int = 0, _ body: (inout TextWriter) throws -> Void) rethrows -> String {
        String(decoding: try bytes(expectedCount: expectedCount, body), as: UTF8.self)
    }

    /// The UTF-8 bytes `body` writes, for output that needs no `String`.
    /// - Parameters:
    ///   - expectedCount: See ``text(expectedCount:_:)``.
    ///   - body: Writes the text.
    /// - Returns: The bytes.
    package static func bytes(expectedCount: Int = 0, _ body: (inout TextWriter) throws -> Void) rethrows -> [UInt8] {
        var writer = TextWriter(capacity: expectedCount)
        try body(&writer)
        return writer.bytes
    }
}
