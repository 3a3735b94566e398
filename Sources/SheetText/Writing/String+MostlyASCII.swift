extension String {
    /// The string of some UTF-8 bytes, exactly as `String(decoding: bytes, as: UTF8.self)` makes
    /// it (ill-formed bytes become U+FFFD), made faster for text that is mostly ASCII with a few
    /// other characters, as a drawing of a sheet is.
    ///
    /// `String(decoding:as:)` copies all-ASCII bytes at once, but as soon as one byte is not
    /// ASCII it checks every byte, one at a time: a 1.5 KB document with one `●` takes several
    /// times as long as one without. Here long ASCII stretches (``asciiStretch`` bytes or more)
    /// are decoded on their own, at ASCII speed, and only the pieces between them, which hold
    /// every byte that is not ASCII, are checked; the pieces are joined. Where the pieces come
    /// thick, the rest is decoded whole, as `String(decoding:as:)` does. Splitting before or after
    /// an ASCII byte never splits a scalar nor an ill-formed sequence, so the result is the same.
    /// - Parameter bytes: UTF-8 bytes.
    package init(decodingMostlyASCII bytes: UnsafeBufferPointer<UInt8>) {
        guard var high = Self.firstNonASCII(in: bytes, from: 0) else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        var result = ""
        result.reserveCapacity(bytes.count)
        func append(_ range: Range<Int>) {
            if !range.isEmpty {
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            }
        }
        // `pending` starts the piece not yet appended; `ascii` is where the ASCII after the last
        // byte that is not ASCII starts.
        var pending = 0
        var ascii = 0
        var pieces = 0
        while true {
            if high - ascii >= Self.asciiStretch {
                append(pending..<ascii)
                append(ascii..<high)
                pending = high
                pieces += 2
                // Text where other characters come every few lines (a sheet of many CJK items)
                // is decoded faster whole than in pieces: the rest goes in one.
                if pieces >= Self.mostPieces, pieces * Self.fewestBytesAPiece > high {
                    append(pending..<bytes.count)
                    self = result
                    return
                }
            }
            ascii = high
            while ascii < bytes.count, bytes[ascii] >= 0x80 { ascii += 1 }
            guard let next = Self.firstNonASCII(in: bytes, from: ascii) else { break }
            high = next
        }
        if bytes.count - ascii >= Self.asciiStretch {
            append(pending..<ascii)
            append(ascii..<bytes.count)
        } else {
            append(pending..<bytes.count)
        }
        self = result
    }

    /// The fewest ASCII bytes decoded as a piece of their own: a shorter stretch is checked with
    /// the bytes around it, which costs less than another piece.
    static var asciiStretch: Int { 64 }

    /// The pieces after which text is decoded whole when they have come more often than one
    /// per ``fewestBytesAPiece`` bytes: joining short pieces costs more than checking their
    /// ASCII a byte at a time.
    static var mostPieces: Int { 32 }
    static var fewestBytesAPiece: Int { 512 }

    /// Where the first byte that is not ASCII is at or after `start`, looked for 32 bytes at a
    /// time, then eight.
    private static func firstNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var position = start
        while position + 32 <= bytes.count {
            let words = (0..<4).reduce(UInt64(0)) {
                $0 | raw.loadUnaligned(fromByteOffset: position + 8 * $1, as: UInt64.self)
            }
            if words & 0x8080_8080_8080_8080 != 0 { break }
            position += 32
        }
        while position + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            let high = word & 0x8080_8080_8080_8080
            if high != 0 { return position + high.trailingZeroBitCount / 8 }
            position += 8
        }
        while position < bytes.count {
            if bytes[position] >= 0x80 { return position }
            position += 1
        }
        return nil
    }
}
