/// UTF-8 bytes made into one `String` at the end: what renderers and JSON writers write into.
package struct TextWriter {
    package private(set) var bytes: [UInt8] = []
    package init() {}
    package mutating func append(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    // String and Substring each, not `some StringProtocol`: a generic body called from another
    // module runs unspecialized (the start-up mark, BENCHMARKS.md).

    package mutating func append(contentsOf text: String) { bytes.append(contentsOf: text.utf8) }
    package mutating func append(contentsOf text: Substring) { bytes.append(contentsOf: text.utf8) }

    /// Appends UTF-8 bytes, which must be valid UTF-8 on their own.
    package mutating func append(utf8: some Sequence<UInt8>) { bytes.append(contentsOf: utf8) }
    package mutating func append(ascii byte: UInt8) { bytes.append(byte) }

    package mutating func append(ascii byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        bytes.append(contentsOf: repeatElement(byte, count: repeats))
    }

    package mutating func append(decimal value: Int) { append(contentsOf: String(value)) }

    package static func text(_ body: (inout TextWriter) throws -> Void) rethrows -> String {
        var writer = TextWriter()
        try body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
