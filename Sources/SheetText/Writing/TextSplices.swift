/// The strings a ``TextWriter`` splices in (``TextWriter/append(splicing:)-(Substring)``), each
/// with the place it goes, and how the writer's bytes and these strings become one `String`.
///
/// Making a `String` from bytes checks that they are UTF-8: eight bytes at a time while they are
/// ASCII, one at a time once any is not. A drawing is mostly ASCII (escape sequences, spaces,
/// Latin text) with a few other pieces (box-drawing rules, symbols, texts in other scripts) that
/// are already strings. Spliced, those pieces are never copied into the block: ``text(of:)``
/// makes the bytes alone into a string (the fast check), with room for the pieces, and inserts
/// them, which copies their UTF-8 without checking it again.
///
/// The first ``stackCapacity`` pieces are kept in room from `withUnsafeTemporaryAllocation` (the
/// rest in an array); ``release()`` deinitialises them, so it must be called.
struct TextSplices {
    /// A string spliced in, with the number of bytes written before it.
    typealias Piece = (offset: Int, text: Substring)

    /// A good number of pieces to keep on the stack: a drawn sheet's rules and symbols.
    static var stackCapacity: Int { 16 }

    /// The first pieces spliced in; the first ``stackCount`` are initialised.
    private let stack: UnsafeMutablePointer<Piece>
    /// The number of pieces in ``stack``.
    private var stackCount = 0
    /// The pieces spliced in once ``stack`` is full.
    private var more: [Piece] = []
    /// The UTF-8 bytes of all the pieces.
    private var pieceBytes = 0

    /// No pieces yet.
    /// - Parameter stack: Uninitialised room for ``stackCapacity`` pieces, that outlives the
    ///   splices.
    init(stack: UnsafeMutablePointer<Piece>) {
        self.stack = stack
    }

    /// Whether no piece was spliced in.
    var isEmpty: Bool { stackCount == 0 }

    /// Keeps `text` to go after the first `offset` bytes.
    mutating func add(_ text: Substring, at offset: Int) {
        let piece = (offset, text)
        if stackCount < Self.stackCapacity {
            (stack + stackCount).initialize(to: piece)
            stackCount &+= 1
        } else {
            more.append(piece)
        }
        pieceBytes &+= text.utf8.count
    }

    /// The text: the bytes with the pieces put in their places.
    ///
    /// The result is `String(decoding:as:)` of the bytes with the pieces' UTF-8 inserted, even
    /// when the bytes are not all ASCII, or not well-formed (which no append makes).
    /// - Parameters:
    ///   - bytes: Every byte written, in order.
    ///   - mayHoldNonASCII: Whether the bytes may hold a byte that is not ASCII
    ///     (``TextWriter/mayHoldNonASCII``).
    func text(of bytes: UnsafeBufferPointer<UInt8>, mayHoldNonASCII: Bool) -> String {
        // Past the stack's pieces (a sheet of thousands of items), inserting each would move the
        // text after it every time, which is quadratic: the runs and pieces are joined in order.
        guard more.isEmpty else { return textRunByRun(of: bytes) }
        // All ASCII is checked eight bytes at a time, straight into a string with room for the
        // pieces.
        var result =
            mayHoldNonASCII
            ? String(decodingMostlyASCII: bytes)
            : String(unsafeUninitializedCapacity: bytes.count &+ pieceBytes) { $0.initialize(fromContentsOf: bytes) }
        // A replacement (U+FFFD, three bytes) is never shorter than the ill-formed bytes it
        // replaces: with as many bytes as were written, every piece's place still holds.
        guard result.utf8.count == bytes.count else {
            // Ill-formed bytes were replaced, moving what follows them: each run between pieces
            // is decoded on its own, which decodes them alike (a piece starts and ends whole
            // scalars, so no ill-formed sequence goes across one).
            return textRunByRun(of: bytes)
        }
        if mayHoldNonASCII { result.reserveCapacity(bytes.count &+ pieceBytes) }
        // From the last piece: each insertion moves only what follows it, so the offsets of the
        // pieces before it still hold.
        func insert(_ piece: Piece) {
            result.insert(contentsOf: piece.text, at: result.utf8.index(result.startIndex, offsetBy: piece.offset))
        }
        for piece in more.reversed() { insert(piece) }
        for index in (0..<stackCount).reversed() { insert(stack[index]) }
        return result
    }

    /// ``text(of:mayHoldNonASCII:)`` for bytes that are not well-formed, or for more pieces than
    /// the stack holds: the runs of bytes and the pieces are joined in order, in one pass.
    private func textRunByRun(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result = ""
        result.reserveCapacity(bytes.count &+ pieceBytes)
        var start = 0
        func append(_ piece: Piece) {
            result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<piece.offset]), as: UTF8.self)
            result += piece.text
            start = piece.offset
        }
        for index in 0..<stackCount { append(stack[index]) }
        for piece in more { append(piece) }
        result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        return result
    }

    /// Deinitialises the pieces kept on the stack; nothing may be spliced in after.
    mutating func release() {
        stack.deinitialize(count: stackCount)
        stackCount = 0
        more = []
    }
}
