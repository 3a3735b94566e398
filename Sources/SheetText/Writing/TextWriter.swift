/// Writes into a ``TextBuffer`` through a temporary block: pieces are copied into the block, and
/// the block goes into the buffer when it is full and at the end; inside ``text(_:)``, strings
/// may instead be spliced in whole (``append(splicing:)-(Substring)``).
///
/// Each append to a ``TextBuffer`` checks that its storage is unique and has room, and from
/// another module it is also a call; a renderer that writes a few hundred short pieces (a tag, a
/// number, a colour, a quote) spends most of its time there. A writer's appends are inlined into
/// the caller and only copy bytes, and the buffer sees one append per block. A writer is passed
/// `inout`, so that the compiler may keep its count in a register from one append to the next.
///
/// A writer exists inside ``text(_:)``, which makes the string from the block (and from a buffer
/// only when the text outgrows the block) and the strings spliced in, or inside
/// ``TextBuffer/write(_:)``, which appends to a buffer (and copies the strings it is given to
/// splice). It must not be copied out of there, and a copy that writes must be handed back (as
/// ``JSONWriter/write(pretty:into:_:)`` does).
///
/// The type and its appends are public, and the appends `@inlinable`, only so that they inline
/// into the package's other modules: an `@inlinable package` method is called, not inlined,
/// from another module. Nothing outside the package can make a writer.
///
/// ```swift
/// TextWriter.text { out in
///     out.append("<rect x=\"")
///     out.append(decimal: 12)
///     out.append(ascii: UInt8(ascii: "\""))
/// }  // <rect x="12"
/// ```
package struct TextWriter {
    /// The block, from `withUnsafeTemporaryAllocation`: on the stack when the system allows.
    @usableFromInline package let block: UnsafeMutablePointer<UInt8>
    /// How many bytes of the block are used.
    @usableFromInline package var count: Int
    /// The ``TextBuffer`` (not named, as the type is package API).
    @usableFromInline let target: UnsafeMutableRawPointer
    /// Where strings are spliced in (a `TextSplices`, not named as the type is internal); `nil`
    /// when writing into a buffer, where they are copied.
    @usableFromInline let splices: UnsafeMutableRawPointer?
    /// Whether bytes that are not ASCII may have been written: a hint for ``text(_:)``, which
    /// looks for them only then. Appends of bytes they do not look at (a string, a buffer) set
    /// it; literals that are ASCII and numbers do not; whoever writes with
    /// ``appendInPlace(maxCount:_:)`` sets it when it writes such a byte. A hint that is wrong
    /// costs time, not correctness: the bytes are decoded either way.
    package var mayHoldNonASCII = false

    /// The size of the block: large enough for a sheet's drawing.
    @inlinable static var blockSize: Int { 4096 }

    init(
        block: UnsafeMutablePointer<UInt8>, target: UnsafeMutablePointer<TextBuffer>,
        splices: UnsafeMutablePointer<TextSplices>? = nil
    ) {
        self.block = block
        self.count = 0
        self.target = UnsafeMutableRawPointer(target)
        self.splices = splices.map(UnsafeMutableRawPointer.init)
    }

    /// Appends UTF-8 bytes, which must be valid UTF-8 on their own.
    @inlinable @inline(__always)
    package mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        mayHoldNonASCII = true
        appendBytes(bytes)
    }

    /// ``append(utf8:)`` for bytes known to be ASCII, or that the caller reports.
    @inlinable @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count <= TextWriter.blockSize &- count else {
            appendAfterFlush(bytes)
            return
        }
        TextWriter.copy(start, bytes.count, to: block + count)
        count &+= bytes.count
    }

    /// Copies bytes; a few bytes, as most pieces are, without a call to `memcpy`: two words,
    /// two half-words or bytes that may overlap.
    @inlinable @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, _ count: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch count {
        case 8...16:
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
        case 4..<8:
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
        case 0..<4:
            for offset in 0..<count { target[offset] = source[offset] }
        default:
            target.initialize(from: source, count: count)
        }
    }

    /// Appends a literal.
    @inlinable @inline(__always)
    package mutating func append(_ text: StaticString) {
        if !text.isASCII { mayHoldNonASCII = true }
        text.withUTF8Buffer { appendBytes($0) }
    }

    /// Appends a string's UTF-8. (A literal takes ``append(_:)``, which copies no string.)
    @inlinable
    package mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    /// Appends a string that is not ASCII (a rule of `─`, a symbol, a text in another script)
    /// without copying it: it is kept aside with the place it goes, and ``text(_:)`` inserts it
    /// into the string it makes from the bytes, so its UTF-8 is never checked again, and bytes
    /// that are all ASCII are still checked at ASCII speed. It leaves ``mayHoldNonASCII`` alone.
    /// A writer of ``TextBuffer/write(_:)`` copies the string, as ``append(contentsOf:)`` does.
    ///
    /// Splicing costs a few dozen nanoseconds a piece at the end; short ASCII is better copied.
    @inlinable
    package mutating func append(splicing text: Substring) {
        guard let splices else {
            var text = text
            text.withUTF8 { append(utf8: $0) }
            return
        }
        TextWriter.splice(text, count: count, target: target, splices: splices)
    }

    /// ``append(splicing:)-(Substring)`` for a whole string.
    @inlinable @inline(__always)
    package mutating func append(splicing text: String) {
        append(splicing: text[...])
    }

    /// ``append(splicing:)-(Substring)`` out of line, on values: the piece goes after the bytes
    /// in the buffer and the `count` in the block.
    @usableFromInline
    static func splice(_ text: Substring, count: Int, target: UnsafeMutableRawPointer, splices: UnsafeMutableRawPointer)
    {
        guard !text.isEmpty else { return }
        let offset = target.assumingMemoryBound(to: TextBuffer.self).pointee.count &+ count
        splices.assumingMemoryBound(to: TextSplices.self).pointee.add(text, at: offset)
    }

    /// Appends one ASCII byte.
    @inlinable @inline(__always)
    package mutating func append(ascii byte: UInt8) {
        if count == TextWriter.blockSize { flush() }
        block[count] = byte
        count &+= 1
    }

    /// Appends bytes that are all ASCII (an escape sequence, say): unlike ``append(utf8:)``, they
    /// do not set ``mayHoldNonASCII``.
    @inlinable @inline(__always)
    package mutating func append(ascii bytes: UnsafeBufferPointer<UInt8>) {
        appendBytes(bytes)
    }

    /// Appends an ASCII byte `count` times.
    @inlinable @inline(__always)
    package mutating func append(ascii byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if repeats <= 8, count <= TextWriter.blockSize &- 8 {
            // A few spaces are most runs: eight bytes stored at once, `repeats` of them kept.
            UnsafeMutableRawPointer(block + count).storeBytes(
                of: UInt64(byte) &* 0x0101_0101_0101_0101, as: UInt64.self)
            count &+= repeats
            return
        }
        appendRepeated(byte, repeats)
    }

    /// ``append(ascii:count:)`` for long runs, or near the end of the block: a block at a time.
    @inlinable
    mutating func appendRepeated(_ byte: UInt8, _ repeats: Int) {
        var left = repeats
        while left > 0 {
            let run = min(left, TextWriter.blockSize)
            makeRoom(run)
            (block + count).initialize(repeating: byte, count: run)
            count &+= run
            left &-= run
        }
    }

    /// Lets `write` put bytes straight into the block: it gets room for `maxCount` bytes (for a
    /// block's worth when `maxCount` is more), puts bytes at the start of the room, and returns
    /// how many.
    @inlinable @inline(__always)
    package mutating func appendInPlace(maxCount: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        let room = min(maxCount, TextWriter.blockSize)
        makeRoom(room)
        count &+= write(UnsafeMutableBufferPointer(start: block + count, count: room))
    }

    /// Appends a whole number in decimal, as `String(value)` writes it.
    @inlinable @inline(__always)
    package mutating func append(decimal value: Int) {
        // Most numbers in a document are below 1000: those are written here, without a loop.
        guard UInt(bitPattern: value) < 1000 else {
            appendDecimal(value)
            return
        }
        let hundreds = UInt8(truncatingIfNeeded: value / 100)
        let rest = UInt8(truncatingIfNeeded: value % 100)
        let zero = UInt8(ascii: "0")
        let length = value < 10 ? 1 : value < 100 ? 2 : 3
        makeRoom(length)
        let start = block + count
        if length == 3 { start[0] = zero &+ hundreds }
        if length >= 2 { start[length &- 2] = zero &+ rest / 10 }
        start[length &- 1] = zero &+ rest % 10
        count &+= length
    }

    /// ``append(decimal:)`` for numbers that are negative or 1000 or more.
    @inlinable
    mutating func appendDecimal(_ value: Int) {
        count = TextWriter.appendDecimal(value, block: block, count: count, target: target)
    }

    /// ``appendDecimal(_:)`` out of line, on values: a writer's address is never taken, so its
    /// count can stay in a register in the functions that write.
    /// - Returns: The new count.
    @usableFromInline
    static func appendDecimal(
        _ value: Int, block: UnsafeMutablePointer<UInt8>, count: Int, target: UnsafeMutableRawPointer
    ) -> Int {
        var magnitude = value.magnitude
        var length = value < 0 ? 2 : 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            length &+= 1
        }
        // At most 20 bytes: a sign and 19 digits.
        let used = length > blockSize &- count ? flush(block: block, count: count, target: target) : count
        let start = block + used
        if value < 0 { start[0] = UInt8(ascii: "-") }
        // Digits come out last first.
        var position = length
        repeat {
            position &-= 1
            start[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return used &+ length
    }

    /// Makes room for `count` bytes (at most ``blockSize``) at the end of the block, moving it
    /// into the buffer when it has less.
    @inlinable @inline(__always)
    package mutating func makeRoom(_ needed: Int) {
        if needed > TextWriter.blockSize &- count { flush() }
    }

    /// Appends bytes that do not fit in what is left of the block.
    @inlinable
    mutating func appendAfterFlush(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = TextWriter.appendAfterFlush(bytes, block: block, count: count, target: target)
    }

    /// ``appendAfterFlush(_:)`` out of line, on values: the block goes into the buffer first,
    /// then the bytes go into the block, or straight into the buffer when they are as large as a
    /// block.
    /// - Returns: The new count.
    @usableFromInline
    static func appendAfterFlush(
        _ bytes: UnsafeBufferPointer<UInt8>, block: UnsafeMutablePointer<UInt8>, count: Int,
        target: UnsafeMutableRawPointer
    ) -> Int {
        guard let start = bytes.baseAddress else { return count }
        _ = flush(block: block, count: count, target: target)
        if bytes.count >= blockSize {
            target.assumingMemoryBound(to: TextBuffer.self).pointee.append(utf8: bytes)
            return 0
        }
        block.initialize(from: start, count: bytes.count)
        return bytes.count
    }

    /// Moves what the block holds into the buffer.
    @inlinable
    mutating func flush() {
        count = TextWriter.flush(block: block, count: count, target: target)
    }

    /// ``flush()`` out of line, on values.
    /// - Returns: The new count: 0.
    @usableFromInline
    static func flush(block: UnsafeMutablePointer<UInt8>, count: Int, target: UnsafeMutableRawPointer) -> Int {
        if count > 0 {
            target.assumingMemoryBound(to: TextBuffer.self).pointee.append(
                utf8: UnsafeBufferPointer(start: block, count: count))
        }
        return 0
    }
}

extension TextWriter {
    /// The text `body` writes.
    ///
    /// Text that fits in the block (the most a sheet's drawing takes) is made into a string
    /// straight from the block; longer text goes through a ``TextBuffer``. Either way the string
    /// is what ``TextBuffer/text`` would make of the bytes, made faster by
    /// `String(decodingMostlyASCII:)`, with the strings spliced in
    /// (``append(splicing:)-(Substring)``) inserted at their places without being checked again.
    /// - Parameters:
    ///   - expectedCount: About how many bytes the text takes, when the writer knows and it may
    ///     be more than the block holds: a buffer that large is reserved at once, so a long text is
    ///     not copied each time the buffer would double. Pages reserved and never written cost
    ///     nothing, so a guess on the high side is cheap.
    ///   - body: Writes the text.
    /// - Returns: The text.
    package static func text(expectedCount: Int = 0, _ body: (inout TextWriter) throws -> Void) rethrows -> String {
        // No bytes are reserved until the block overflows, unless the text is known to be long.
        var overflow = TextBuffer(capacity: expectedCount > blockSize ? expectedCount : 0)
        return try withUnsafeMutablePointer(to: &overflow) { target in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: blockSize) { block in
                try withUnsafeTemporaryAllocation(of: TextSplices.Piece.self, capacity: TextSplices.stackCapacity) {
                    pieces in
                    var splices = TextSplices(stack: pieces.baseAddress!)
                    return try withUnsafeMutablePointer(to: &splices) { splices in
                        defer { splices.pointee.release() }
                        var writer = TextWriter(block: block.baseAddress!, target: target, splices: splices)
                        try body(&writer)
                        func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
                            if !splices.pointee.isEmpty {
                                return splices.pointee.text(of: bytes, mayHoldNonASCII: writer.mayHoldNonASCII)
                            }
                            return writer.mayHoldNonASCII
                                ? String(decodingMostlyASCII: bytes) : String(decoding: bytes, as: UTF8.self)
                        }
                        if target.pointee.count == 0 {
                            return string(UnsafeBufferPointer(start: writer.block, count: writer.count))
                        }
                        writer.flush()
                        return target.pointee.bytes.withUnsafeBufferPointer { string($0) }
                    }
                }
            }
        }
    }
}

extension TextBuffer {
    /// Appends what `body` writes through a ``TextWriter``.
    ///
    /// The writer must not be used after `body` returns, and the buffer must not be touched while
    /// it runs.
    /// - Parameter body: Writes the text.
    /// - Returns: What `body` returns.
    package mutating func write<Result>(_ body: (inout TextWriter) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointer(to: &self) { target in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TextWriter.blockSize) { block in
                var writer = TextWriter(block: block.baseAddress!, target: target)
                defer { writer.flush() }
                return try body(&writer)
            }
        }
    }
}
