import Synchronization

/// Shared by all a ``SourceText``'s copies, so a tree that keeps its source in every node stays small.
final class SourceStorage: Sendable {
    let name: String
    let bytes: [UInt8]

    private struct State {
        var index: SourceIndex?
        var steps = 0
    }

    private let state = Mutex(State())

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Runs `body` on the index, built in one pass when first asked; `body` returns the bytes it examined.
    func withIndex<Result>(_ body: (SourceIndex) -> (Result, steps: Int)) -> Result {
        state.withLock { state in
            if state.index == nil {
                state.index = SourceIndex(bytes)
                state.steps += bytes.count
            }
            let (result, steps) = body(state.index!)
            state.steps += steps
            return result
        }
    }

    /// The bytes examined so far: one pass to build the index, then at most two blocks and a search a position.
    var steps: Int { state.withLock { $0.steps } }
}

/// Line starts and the scalars before each block of ``blockSize`` bytes: the line and column of any
/// offset are a binary search and a count within two blocks, however long the lines.
struct SourceIndex: Sendable {
    static let blockSize = 64

    /// The start of every line: line 1 first (past a byte order mark), then one past each break.
    let lineStarts: [Int]
    /// The scalars before block `i`, that is, in `bytes[0..<i * blockSize]`.
    private let scalarsBefore: [Int32]

    init(_ bytes: [UInt8]) {
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var scalars: [Int32] = []
        scalars.reserveCapacity(bytes.count / Self.blockSize + 1)
        var total: Int32 = 0
        var block = 0
        while block < bytes.count {
            scalars.append(total)
            let end = min(block + Self.blockSize, bytes.count)
            total += Int32(Self.scalarStarts(bytes, block..<end))
            block = end
        }
        scalars.append(total)
        var at = starts[0]
        while at < bytes.count {
            let length = SourceText.breakLength(in: bytes, at: at)
            at += max(length, 1)
            if length > 0 { starts.append(at) }
        }
        lineStarts = starts
        scalarsBefore = scalars
    }

    /// The bytes in `range` that start a scalar: all but the continuation bytes (0b10xxxxxx).
    private static func scalarStarts(_ buffer: [UInt8], _ range: Range<Int>) -> Int {
        var count = 0
        for byte in buffer[range] where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private func scalars(before offset: Int, in buffer: [UInt8]) -> (Int, steps: Int) {
        let block = offset / Self.blockSize
        let start = block * Self.blockSize
        return (Int(scalarsBefore[block]) + Self.scalarStarts(buffer, start..<offset), offset - start)
    }

    func position(ofByte target: Int, in bytes: [UInt8]) -> (SourcePosition, steps: Int) {
        let offset = min(max(target, 0), bytes.count)
        guard offset > lineStarts[0] else { return (SourcePosition(line: 1, column: 1), 1) }
        var low = 0
        var high = lineStarts.count
        var steps = 0
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
            steps += 1
        }
        // Inside a CRLF or a multi-byte break (or a break cut short at the end): it already counts as the next line.
        let breakStart =
            low + 1 < lineStarts.count
            ? lineStarts[low + 1] - Self.breakBefore(lineStarts[low + 1], in: bytes) : bytes.count
        if offset > breakStart { return (SourcePosition(line: low + 2, column: 1), steps + 1) }
        let (end, endSteps) = scalars(before: offset, in: bytes)
        let (start, startSteps) = scalars(before: lineStarts[low], in: bytes)
        return (SourcePosition(line: low + 1, column: end - start + 1), steps + endSteps + startSteps + 1)
    }

    /// The length of the break that ends just before `lineStart` (the start of a line after the first).
    static func breakBefore(_ lineStart: Int, in bytes: [UInt8]) -> Int {
        if lineStart >= 2, bytes[lineStart - 2] == 0x0D, bytes[lineStart - 1] == 0x0A { return 2 }
        if bytes[lineStart - 1] == 0x0A || bytes[lineStart - 1] == 0x0D { return 1 }
        return bytes[lineStart - 1] == 0x85 ? 2 : 3
    }
}
