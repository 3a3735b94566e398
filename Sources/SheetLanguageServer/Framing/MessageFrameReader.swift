/// Cuts a byte stream into JSON-RPC messages as the Language Server Protocol frames them: a header
/// block (`Content-Length: N`, optionally `Content-Type`, each line ended by CRLF, the block by an
/// empty line), then exactly N bytes of body.
///
/// Memory stays bounded whatever a client sends: a header block is kept up to ``maxHeaderBytes``,
/// and a body up to ``maxContentLength``. A block without a usable length, or a length past the
/// limit, is reported as a ``Frame/malformed(_:)`` and reading goes on: a body too large is read
/// past without being kept, a bad block is dropped up to its empty line.
package struct MessageFrameReader {
    /// One thing read from the stream.
    package enum Frame: Sendable, Hashable {
        /// A message's body, as sent.
        case message([UInt8])
        /// A framing problem, in a sentence; the stream goes on after it.
        case malformed(String)
    }

    /// The longest header block accepted, empty line included.
    package let maxHeaderBytes: Int
    /// The largest body accepted.
    package let maxContentLength: Int

    private enum State {
        /// Reading a header block; `overflowed` once it passed the limit and is being dropped.
        case header(overflowed: Bool)
        /// Reading a body of this many more bytes, or past one too large to keep.
        case body(remaining: Int, keeps: Bool)
    }

    private var state = State.header(overflowed: false)
    /// The header block or body read so far.
    private var pending: [UInt8] = []
    /// The last bytes an overflowing header block dropped, so its empty line is found across reads.
    private var tail: [UInt8] = []

    package init(maxHeaderBytes: Int = 8 << 10, maxContentLength: Int = 64 << 20) {
        self.maxHeaderBytes = maxHeaderBytes
        self.maxContentLength = maxContentLength
    }

    /// Reads more of the stream.
    /// - Parameter bytes: The next bytes, as they came.
    /// - Returns: Each message and framing problem they complete, in order.
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
                        frames.append(.malformed(problem.message))
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

    /// The `Content-Length` of a header block, or what is wrong with it.
    static func contentLength(inHeader block: [UInt8]) -> Result<Int, FramingProblem> {
        let text = String(decoding: block.dropLast(4), as: UTF8.self)
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(FramingProblem("a header line has no ':'"))
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard name == "content-length" else { continue }
            // Digits only, and no more than fit: the one strict reading of a length.
            guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(value)
            else {
                return .failure(FramingProblem("Content-Length is not a whole number of bytes"))
            }
            guard length == nil || length == number else {
                return .failure(FramingProblem("the header block gives two different Content-Lengths"))
            }
            length = number
        }
        guard let length else { return .failure(FramingProblem("a header block has no Content-Length")) }
        return .success(length)
    }
}

/// What is wrong with a header block, in a sentence.
struct FramingProblem: Error, Sendable, Hashable {
    var message: String
    init(_ message: String) { self.message = message }
}

extension Substring {
    /// Without the spaces and tabs around it.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
