import ThemeKit

/// Text assembled from bytes and whole strings, made into one `String` at the end without
/// checking the strings' UTF-8 again.
///
/// Making a `String` from bytes checks that they are UTF-8: eight bytes at a time while they are
/// ASCII, but one at a time through the whole text once any is not. A drawn sheet is mostly ASCII
/// (escape sequences, spaces, Latin text) with a few other pieces (box-drawing rules, symbols,
/// CJK or emoji texts), which are already strings. So the ASCII goes into a ``TextBuffer``, the
/// other pieces are spliced: kept aside with the place they go, and put back in by ``finish()``,
/// which makes the bytes into one string (the fast check) with room for them, and inserts them.
///
/// Bytes are gathered in a staging area on the stack first and reach the ``TextBuffer`` a large
/// run at a time: a sheet is written in a hundred or so short pieces. The first pieces spliced
/// are kept on the stack too (the rest in an array); ``finish()`` releases them, so it must be
/// called.
struct SplicedText {
    /// A string spliced in, with the number of bytes that come before it.
    typealias Piece = (offset: Int, text: Substring)

    /// A good size for the staging area: small enough for the stack.
    static let stagingCapacity = 1024
    /// A good number of pieces to keep on the stack.
    static let pieceCapacity = 16

    /// The bytes so far, but for those still in ``staging``.
    private var bytes: TextBuffer
    private let staging: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes in ``staging``.
    private var staged = 0
    /// The first strings spliced in; the first ``pieceCount`` are initialised.
    private let pieces: UnsafeMutableBufferPointer<Piece>
    private var pieceCount = 0
    /// The strings spliced in once ``pieces`` is full.
    private var morePieces: [Piece] = []
    /// The bytes of the strings spliced in.
    private var pieceBytes = 0

    /// An empty text.
    /// - Parameters:
    ///   - capacity: The bytes to make room for at first.
    ///   - staging: Where bytes gather first: ``stagingCapacity`` bytes, say, from
    ///     `withUnsafeTemporaryAllocation`, that outlive the text.
    ///   - pieces: Uninitialised room for the first pieces spliced in, that outlives the text.
    init(capacity: Int, staging: UnsafeMutableBufferPointer<UInt8>, pieces: UnsafeMutableBufferPointer<Piece>) {
        bytes = TextBuffer(capacity: capacity)
        self.staging = staging
        self.pieces = pieces
    }

    /// Appends bytes, which must be whole UTF-8 (ASCII, for the fast check).
    @inline(__always)
    mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        if staged + utf8.count > staging.count {
            flush()
            guard utf8.count <= staging.count else {
                bytes.append(utf8: utf8)
                return
            }
        }
        (staging.baseAddress! + staged).update(from: source, count: utf8.count)
        staged += utf8.count
    }

    /// Appends an ASCII byte `count` times.
    @inline(__always)
    mutating func append(ascii byte: UInt8, count: Int) {
        guard count > 0 else { return }
        if count <= 8, staged + 8 <= staging.count {
            // A few spaces are most runs: eight bytes stored at once, `count` of them kept.
            UnsafeMutableRawPointer(staging.baseAddress! + staged).storeBytes(
                of: UInt64(byte) &* 0x0101_0101_0101_0101, as: UInt64.self)
            staged += count
            return
        }
        if staged + count > staging.count {
            flush()
            guard count <= staging.count else {
                bytes.append(ascii: byte, count: count)
                return
            }
        }
        (staging.baseAddress! + staged).update(repeating: byte, count: count)
        staged += count
    }

    /// Appends a literal.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(utf8: $0) }
    }

    /// Appends a string's bytes, which should be ASCII for the fast check; other strings are
    /// better spliced (``splice(_:)``).
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(utf8: $0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { append(utf8: $0) }
        }
    }

    /// Splices a string in whole.
    mutating func splice(_ text: Substring) {
        guard !text.isEmpty else { return }
        let piece = (bytes.count + staged, text)
        if pieceCount < pieces.count {
            (pieces.baseAddress! + pieceCount).initialize(to: piece)
            pieceCount += 1
        } else {
            morePieces.append(piece)
        }
        pieceBytes += text.utf8.count
    }

    /// Moves the staged bytes to ``bytes``.
    private mutating func flush() {
        bytes.append(utf8: UnsafeBufferPointer(rebasing: staging[..<staged]))
        staged = 0
    }

    /// The text; nothing may be appended after.
    mutating func finish() -> String {
        flush()
        guard pieceCount > 0 else { return bytes.text }
        // The bytes, with room for the pieces, then the pieces put in place from the last: each
        // one moves only what follows it, and the offsets of those before it still hold.
        var result = bytes.bytes.withUnsafeBufferPointer { bytes in
            String(unsafeUninitializedCapacity: bytes.count + pieceBytes) { buffer in
                _ = buffer.initialize(from: bytes)
                return bytes.count
            }
        }
        func insert(_ piece: Piece) {
            result.insert(contentsOf: piece.text, at: result.utf8.index(result.startIndex, offsetBy: piece.offset))
        }
        for piece in morePieces.reversed() { insert(piece) }
        for index in (0..<pieceCount).reversed() { insert(pieces[index]) }
        pieces.baseAddress!.deinitialize(count: pieceCount)
        pieceCount = 0
        morePieces = []
        return result
    }
}
