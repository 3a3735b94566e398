/// Writes an SGR escape sequence, or a piece of one, into bytes the caller provides: no
/// allocation, no string until one is asked for.
///
/// The longest sequence a style writes, a reset with bold, dim, reverse and two 24-bit colours
/// (`ESC [ 0 ; 1 ; 2 ; 7 ; 38;2;255;255;255 ; 48;2;255;255;255 m`), is 44 bytes; every sequence
/// fits in ``capacity``.
struct SGRWriter {
    /// The most bytes a sequence takes.
    static let capacity = 48

    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0

    /// A writer that fills `bytes` from the start.
    /// - Parameter bytes: Where to write: ``capacity`` bytes hold any sequence.
    init(into bytes: UnsafeMutableBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A sequence, as a string.
    /// - Parameter write: Writes the sequence.
    /// - Returns: What `write` wrote.
    static func string(_ write: (inout SGRWriter) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { bytes in
            var writer = SGRWriter(into: bytes)
            write(&writer)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<writer.count]), as: UTF8.self)
        }
    }

    /// Makes sure `more` bytes fit.
    @inline(__always)
    private func reserve(_ more: Int) {
        precondition(count + more <= bytes.count, "an SGR sequence is at most 48 bytes")
    }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func append(ascii byte: UInt8) {
        reserve(1)
        bytes[count] = byte
        count += 1
    }

    /// Appends ASCII text.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { text in
            reserve(text.count)
            guard let source = text.baseAddress else { return }
            (bytes.baseAddress! + count).update(from: source, count: text.count)
            count += text.count
        }
    }

    /// Appends a whole number from 0 to 999 in decimal, as `String(value)` writes it.
    @inline(__always)
    mutating func append(decimal value: Int) {
        precondition((0...999).contains(value), "SGR parameters are at most three digits")
        reserve(3)
        if value >= 100 {
            bytes[count] = 0x30 + UInt8(truncatingIfNeeded: value / 100)
            count += 1
        }
        if value >= 10 {
            bytes[count] = 0x30 + UInt8(truncatingIfNeeded: value / 10 % 10)
            count += 1
        }
        bytes[count] = 0x30 + UInt8(truncatingIfNeeded: value % 10)
        count += 1
    }
}
