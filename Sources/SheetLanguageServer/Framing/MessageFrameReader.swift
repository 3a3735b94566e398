/// Memory stays bounded whatever a client sends: a header block past ``maxHeaderBytes`` or a body
/// past ``maxContentLength`` is skipped, unkept, as a ``Frame/malformed(_:)``, and reading goes on.
package struct MessageFrameReader {
    package enum Frame: Sendable, Hashable {
        case message([UInt8])
        case malformed(String)
    }

    package let maxHeaderBytes: Int
    package let maxContentLength: Int

    private enum State {
        case header(overflowed: Bool)
        case body(remaining: Int, keeps: Bool)
    }

    private var state = State.header(overflowed: false)
    private var pending: [UInt8] = []
    /// The last bytes an overflowing header block dropped, so its empty line is found across reads.
    private var tail: [UInt8] = []

    package init(maxHeaderBytes: Int = 8 << 10, maxContentLength: Int = 64 << 20) {
        self.maxHeaderBytes = maxHeaderBytes
        self.maxContentLength = maxContentLength
    }

    package mutating func feed(_ bytes: some Collection<UInt8>) -> [Frame] {
        var frames: [Frame] = []
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch state {
            case .header(let overflowed):
                let byte = bytes[index]
                index = bytes.index(after: index)
                if overflowed {
                    tail.append(byte)
                    if tail.count > 4 { tail.removeFirst(tail.count - 4) }
                    if tail == Self.blankLine {
                        tail = []
                        state = .header(overflowed: false)
                    }
                    continue
                }
                // Blank lines before a header block (a client's stray CRLF) are not a block.
                if pending.isEmpty, byte == 0x0D || byte == 0x0A { continue }
                pending.append(byte)
                if pending.count >= 4, pending[(pending.count - 4)...].elementsEqual(Self.blankLine) {
                    let block = pending
                    pending = []
                    switch Self.contentLength(inHeader: block) {
                    case .failure(let problem):
                        frames.append(.malformed(problem.rawValue))
                    case .success(let length) where length > maxContentLength:
                        frames.append(
                            .malformed(
                                "a message of \(length) bytes is larger than the limit of \(maxContentLength) bytes"))
                        state = length > 0 ? .body(remaining: length, keeps: false) : .header(overflowed: false)
                    case .success(let length):
                        if length == 0 {
                            frames.append(.message([]))
                        } else {
                            pending.reserveCapacity(length)
                            state = .body(remaining: length, keeps: true)
                        }
                    }
                } else if pending.count > maxHeaderBytes {
                    frames.append(.malformed("a header block is longer than \(maxHeaderBytes) bytes"))
                    tail = Array(pending.suffix(3))
                    pending = []
                    state = .header(overflowed: true)
                }
            case .body(let remaining, let keeps):
                let take = min(bytes.distance(from: index, to: bytes.endIndex), remaining)
                let end = bytes.index(index, offsetBy: take)
                if keeps { pending.append(contentsOf: bytes[index..<end]) }
                index = end
                if take < remaining {
                    state = .body(remaining: remaining - take, keeps: keeps)
                } else {
                    if keeps { frames.append(.message(pending)) }
                    pending = []
                    state = .header(overflowed: false)
                }
            }
        }
        return frames
    }

    private static let blankLine: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]

    static func contentLength(inHeader block: [UInt8]) -> Result<Int, FramingProblem> {
        let text = String(decoding: block.dropLast(4), as: UTF8.self)
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else { return .failure(.noColon) }
            guard line[..<colon].lowercased() == "content-length" else { continue }
            var value = line[line.index(after: colon)...]
            while let first = value.first, first == " " || first == "\t" { value.removeFirst() }
            while let last = value.last, last == " " || last == "\t" { value.removeLast() }
            // Digits only, and no more than fit: the one strict reading of a length.
            guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(value)
            else { return .failure(.notANumber) }
            guard length == nil || length == number else { return .failure(.twoLengths) }
            length = number
        }
        return length.map { .success($0) } ?? .failure(.noLength)
    }
}

enum FramingProblem: String, Error {
    case noColon = "a header line has no ':'"
    case notANumber = "Content-Length is not a whole number of bytes"
    case twoLengths = "the header block gives two different Content-Lengths"
    case noLength = "a header block has no Content-Length"
}
