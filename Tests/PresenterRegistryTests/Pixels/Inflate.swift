/// A small DEFLATE decoder (RFC 1951) after zlib's `puff.c`, so the tests can read the PNGs a
/// renderer writes without a library.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Decodes a zlib stream (RFC 1950): a two-byte header, DEFLATE data, an Adler-32 checksum.
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0 else {
            throw Failure(description: "not a zlib stream")
        }
        var reader = BitReader(bytes: data, position: 2)
        let out = try inflate(&reader)
        return out
    }

    private struct BitReader {
        var bytes: [UInt8]
        var position: Int
        var bitBuffer = 0
        var bitCount = 0

        mutating func bits(_ need: Int) throws -> Int {
            var value = bitBuffer
            while bitCount < need {
                guard position < bytes.count else { throw Failure(description: "the stream ends early") }
                value |= Int(bytes[position]) << bitCount
                position += 1
                bitCount += 8
            }
            bitBuffer = value >> need
            bitCount -= need
            return value & ((1 << need) - 1)
        }

        mutating func alignToByte() {
            bitBuffer = 0
            bitCount = 0
        }
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int]

        init(lengths: [Int]) {
            symbols = [Int](repeating: 0, count: lengths.count)
            for length in lengths { counts[length] += 1 }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1...15 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "a bad Huffman code")
        }
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let fixed: (Huffman, Huffman) = {
        var lengths = [Int](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return (Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
    }()

    private static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var out: [UInt8] = []
        var last = 0
        repeat {
            last = try reader.bits(1)
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let p = reader.position
                guard p + 4 <= reader.bytes.count else { throw Failure(description: "a stored block ends early") }
                let length = Int(reader.bytes[p]) | Int(reader.bytes[p + 1]) << 8
                guard p + 4 + length <= reader.bytes.count else {
                    throw Failure(description: "a stored block ends early")
                }
                out += reader.bytes[(p + 4)..<(p + 4 + length)]
                reader.position = p + 4 + length
            case 1:
                try codes(&reader, &out, fixed.0, fixed.1)
            case 2:
                let (lengths, distances) = try dynamicTables(&reader)
                try codes(&reader, &out, lengths, distances)
            default:
                throw Failure(description: "a reserved block type")
            }
        } while last == 0
        return out
    }

    private static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeCount = try reader.bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[order[i]] = try reader.bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "a repeat with nothing before") }
                lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        return (
            Huffman(lengths: Array(lengths[0..<literalCount])),
            Huffman(lengths: Array(lengths[literalCount..<(literalCount + distanceCount)]))
        )
    }

    private static func codes(_ reader: inout BitReader, _ out: inout [UInt8], _ lengths: Huffman, _ distances: Huffman)
        throws
    {
        while true {
            let symbol = try lengths.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure(description: "a bad length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let d = try distances.decode(&reader)
                guard d < 30 else { throw Failure(description: "a bad distance symbol") }
                let distance = distanceBase[d] + (try reader.bits(distanceExtra[d]))
                guard distance <= out.count else { throw Failure(description: "a distance past the start") }
                let start = out.count - distance
                for i in 0..<length { out.append(out[start + i]) }
            }
        }
    }
}
