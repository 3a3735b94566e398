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

    /// `value` in decimal, after the spaces that right-align it in `width` columns; no `String` is made.
    package mutating func append(decimal value: Int, width: Int = 0) {
        let start = bytes.count
        var rest = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        append(ascii: UInt8(ascii: " "), count: width - (bytes.count - start))
        for step in 0..<(bytes.count - start) / 2 { bytes.swapAt(start + step, bytes.count - 1 - step) }
    }

    package static func text(_ body: (inout TextWriter) throws -> Void) rethrows -> String {
        var writer = TextWriter()
        try body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
