/// Writes into a ``TextBuffer`` through a block on the stack: pieces are copied into the block,
/// and the block goes into the buffer when it is full and at the end.
///
/// Each append to a ``TextBuffer`` checks that its storage is unique and has room, and from
/// another module it is also a call; a renderer that writes a few hundred short pieces (a tag, a
/// number, a colour, a quote) spends most of its time there. A writer's appends are inlined into
/// the caller and only copy bytes, and the buffer sees one append per block.
///
/// A writer exists inside ``TextBuffer/write(_:)``, which flushes it at the end. It is a handle:
/// copies write into the same block, in the order their appends are made.
///
/// The type and its appends are public, and the appends `@inlinable`, only so that they inline
/// into the package's other modules: an `@inlinable package` method is called, not inlined,
/// from another module. Nothing outside the package can make a writer.
///
/// ```swift
/// var buffer = TextBuffer()
/// buffer.write { out in
///     out.append("<rect x=\"")
///     out.append(decimal: 12)
///     out.append(ascii: UInt8(ascii: "\""))
/// }
/// buffer.text  // <rect x="12"
/// ```
public struct TextWriter {
    /// What a writer and its copies share: the block, how much of it is used, and the buffer.
    @usableFromInline
    struct State {
        @usableFromInline let block: UnsafeMutablePointer<UInt8>
        @usableFromInline var count: Int
        /// The ``TextBuffer`` (not named, as the type is package API).
        @usableFromInline let target: UnsafeMutableRawPointer
    }

    /// The size of the block: large enough that a small document is written in a few blocks,
    /// small enough for any stack.
    @inlinable static var blockSize: Int { 1024 }

    @usableFromInline let state: UnsafeMutablePointer<State>

    @usableFromInline
    init(state: UnsafeMutablePointer<State>) {
        self.state = state
    }

    /// Appends UTF-8 bytes, which must be valid UTF-8 on their own.
    @inlinable @inline(__always)
    public func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let count = state.pointee.count
        guard let start = bytes.baseAddress, bytes.count <= TextWriter.blockSize &- count else {
            appendAfterFlush(bytes)
            return
        }
        TextWriter.copy(start, bytes.count, to: state.pointee.block + count)
        state.pointee.count = count &+ bytes.count
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
    public func append(_ text: StaticString) {
        text.withUTF8Buffer { append(utf8: $0) }
    }

    /// Appends a string's UTF-8. (A literal takes ``append(_:)``, which copies no string.)
    @inlinable
    public func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    /// Appends one ASCII byte.
    @inlinable @inline(__always)
    public func append(ascii byte: UInt8) {
        let count = state.pointee.count
        if count == TextWriter.blockSize {
            flush()
            state.pointee.block[0] = byte
            state.pointee.count = 1
        } else {
            state.pointee.block[count] = byte
            state.pointee.count = count &+ 1
        }
    }

    /// Appends a whole number in decimal, as `String(value)` writes it.
    @inlinable @inline(__always)
    public func append(decimal value: Int) {
        // Most numbers in a document are below 1000: those are written here, without a loop.
        guard UInt(bitPattern: value) < 1000 else {
            appendDecimal(value)
            return
        }
        let number = UInt8(truncatingIfNeeded: value / 100)
        let rest = UInt8(truncatingIfNeeded: value % 100)
        appendInPlace(count: value < 10 ? 1 : value < 100 ? 2 : 3) { start, count in
            let zero = UInt8(ascii: "0")
            if count == 3 { start[0] = zero &+ number }
            if count >= 2 { start[count &- 2] = zero &+ rest / 10 }
            start[count &- 1] = zero &+ rest % 10
        }
    }

    /// Writes `count` bytes (at most ``blockSize``) straight into the block: `write` gets where
    /// they go and their count, and must write every one of them.
    @inlinable @inline(__always)
    public func appendInPlace(count: Int, _ write: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        makeRoom(count)
        let used = state.pointee.count
        write(state.pointee.block + used, count)
        state.pointee.count = used &+ count
    }

    /// ``append(decimal:)`` for numbers that are negative or 1000 or more.
    @usableFromInline
    func appendDecimal(_ value: Int) {
        // At most 20 bytes: a sign and 19 digits.
        var magnitude = value.magnitude
        var length = value < 0 ? 2 : 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            length &+= 1
        }
        appendInPlace(count: length) { start, count in
            if value < 0 { start[0] = UInt8(ascii: "-") }
            // Digits come out last first.
            var position = count
            repeat {
                position &-= 1
                start[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
        }
    }

    /// Makes room for `count` bytes (at most ``blockSize``) at the end of the block, moving it
    /// into the buffer when it has less.
    @inlinable @inline(__always)
    func makeRoom(_ count: Int) {
        if count > TextWriter.blockSize &- state.pointee.count { flush() }
    }

    /// Appends bytes that do not fit in what is left of the block: the block goes into the
    /// buffer first, then the bytes go into the block, or straight into the buffer when they are
    /// as large as a block.
    @usableFromInline
    func appendAfterFlush(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        flush()
        if bytes.count >= TextWriter.blockSize {
            state.pointee.target.assumingMemoryBound(to: TextBuffer.self).pointee.append(utf8: bytes)
        } else {
            state.pointee.block.initialize(from: start, count: bytes.count)
            state.pointee.count = bytes.count
        }
    }

    /// Moves what the block holds into the buffer.
    @usableFromInline
    func flush() {
        let count = state.pointee.count
        guard count > 0 else { return }
        state.pointee.target.assumingMemoryBound(to: TextBuffer.self).pointee.append(
            utf8: UnsafeBufferPointer(start: state.pointee.block, count: count))
        state.pointee.count = 0
    }
}

extension TextBuffer {
    /// Appends what `body` writes through a ``TextWriter``.
    ///
    /// The writer and its copies must not be used after `body` returns, and the buffer must not
    /// be touched while it runs.
    /// - Parameter body: Writes the text.
    /// - Returns: What `body` returns.
    package mutating func write<Result>(_ body: (TextWriter) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointer(to: &self) { target in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TextWriter.blockSize) { block in
                var state = TextWriter.State(
                    block: block.baseAddress!, count: 0, target: UnsafeMutableRawPointer(target))
                return try withUnsafeMutablePointer(to: &state) { state in
                    let writer = TextWriter(state: state)
                    defer { writer.flush() }
                    return try body(writer)
                }
            }
        }
    }
}
