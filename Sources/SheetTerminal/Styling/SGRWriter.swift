/// Writes an SGR escape sequence, or a piece of one, as ASCII bytes.
///
/// The longest sequence a style writes, a reset with bold, dim, reverse and two 24-bit colours
/// (`ESC [ 0 ; 1 ; 2 ; 7 ; 38;2;255;255;255 ; 48;2;255;255;255 m`), is 44 bytes.
struct SGRWriter {
    /// The bytes written.
    private(set) var bytes: [UInt8] = []

    /// A sequence, as a string.
    /// - Parameter write: Writes the sequence.
    /// - Returns: What `write` wrote.
    static func string(_ write: (inout SGRWriter) -> Void) -> String {
        String(decoding: bytes(write), as: UTF8.self)
    }

    /// A sequence, as its bytes.
    /// - Parameter write: Writes the sequence.
    /// - Returns: What `write` wrote.
    static func bytes(_ write: (inout SGRWriter) -> Void) -> [UInt8] {
        var writer = SGRWriter()
        write(&writer)
        return writer.bytes
    }

    /// Appends one ASCII byte.
    mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends ASCII text.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a whole number from 0 to 999 in decimal, as `String(value)` writes it.
    mutating func append(decimal value: Int) {
        precondition((0...999).contains(value), "SGR parameters are at most three digits")
        bytes.append(contentsOf: String(value).utf8)
    }
}
