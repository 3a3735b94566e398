import SheetSystem
/// The one hash index of byte keys kept in a ``ByteKeyStore``, built so that a lookup touches one
/// cache line: a routing table's exact IDs, its prefix patterns (each probed as the exact key of
/// one prefix length of the ID), and the names its routes intern.
///
/// Each slot is 32 bytes: the key's hash and entry number, its length and a 32-bit value (the
/// index of a route, for a routing table), and its first 16 bytes inline. A key of up to 16 bytes
/// (an Alipay app ID has 16 digits; patterns and names are shorter) is found and checked without
/// reading the key store; a longer one compares its tail there. The hash reads the key eight bytes
/// at a time (a wyhash-style multiply-fold), not byte by byte, and the hash of a key's prefix of up
/// to 16 bytes comes from the key's own first 16 bytes, masked (``probe(prefix:of:whole:)``), so the
/// prefixes of an ID cost no pass over it each.
///
/// The slots start on a 64-byte boundary, two to a cache line, and a key's home is a line: both
/// of its slots are compared at once, and a line records whether a key of its own was placed
/// past it, so a lookup of a key that is not there (an ID that falls to a pattern, a prefix of no
/// pattern) ends after that one line instead of walking on to the next empty slot.
///
/// A million IDs at most half full take 2²¹ slots (64 MiB): more than a bare 8-byte slot, but one
/// cache miss per lookup instead of three or four (slot, key offsets, key bytes, route).
@usableFromInline
struct ByteKeyIndex: Sendable {
    /// Four words per slot: `[hash32 << 32 | length, entry + 1 << 32 | value, head0, head1]`,
    /// where `hash32` is the hash's high half (it also picks the slot, so growing needs no key);
    /// a second word of 0 is an empty slot, and ``overflowBit`` marks a line's first slot. The
    /// array holds one cache line more than the slots, which start at ``origin``.
    @usableFromInline private(set) var words: [UInt64]
    /// The index in ``words`` of the first slot's first word: where the array's storage reaches
    /// a 64-byte boundary (its elements start wherever the allocator put them).
    @usableFromInline private(set) var origin: Int
    @usableFromInline private(set) var mask: Int
    @usableFromInline private(set) var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        words = Self.zeroedWords(size * 4 + Self.lineWords)
        origin = words.withUnsafeBufferPointer { Self.alignedOffset($0.baseAddress!) }
        mask = size - 1
    }

    /// Words per cache line.
    static let lineWords = 8

    /// The index of the first word on a 64-byte boundary in storage that starts at `base`.
    static func alignedOffset(_ base: UnsafeRawPointer) -> Int {
        (lineWords - (Int(bitPattern: base) >> 3)) & (lineWords - 1)
    }

    /// Calls `body` with the first slot's first word.
    @inlinable @inline(__always)
    func withSlots<Result>(_ body: (UnsafePointer<UInt64>) -> Result) -> Result {
        words.withUnsafeBufferPointer { body($0.baseAddress! + origin) }
    }

    /// `count` zero words; a large table asks the kernel for huge pages before touching them, since
    /// a random probe into tens of MiB of 4 KiB pages costs a TLB miss (a page walk) on top of the
    /// cache miss.
    private static func zeroedWords(_ count: Int) -> [UInt64] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let bytes = count * MemoryLayout<UInt64>.stride
            let huge = 2 << 20
            if bytes >= 2 * huge, let base = buffer.baseAddress {
                let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
                let end = (Int(bitPattern: base) + bytes) & ~(huge - 1)
                if end > start {
                    _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
                }
            }
            buffer.initialize(repeating: 0)
            initialized = count
        }
    }

    /// A key as a lookup sees it: its 32-bit hash, its length and its first 16 bytes as two
    /// little-endian words (zero-padded).
    @usableFromInline
    struct Probe {
        @usableFromInline var hash: UInt32
        @usableFromInline var length: Int
        @usableFromInline var head0: UInt64
        @usableFromInline var head1: UInt64

        @inlinable @inline(__always)
        init(hash: UInt32, length: Int, head0: UInt64, head1: UInt64) {
            self.hash = hash
            self.length = length
            self.head0 = head0
            self.head1 = head1
        }

        /// The slot's first word for this key.
        @inlinable @inline(__always)
        var first: UInt64 { UInt64(hash) << 32 | UInt64(truncatingIfNeeded: length) }
    }

    /// The probe for `bytes`.
    @inlinable @inline(__always)
    static func probe(_ bytes: UnsafeBufferPointer<UInt8>) -> Probe {
        let count = bytes.count
        guard let base = bytes.baseAddress else {
            return Probe(hash: finish(headHash(0, 0, count: 0)), length: 0, head0: 0, head1: 0)
        }
        let raw = UnsafeRawPointer(base)
        var head: (UInt64, UInt64) = (0, 0)
        if count >= 16 {
            head = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        } else {
            withUnsafeMutableBytes(of: &head) { $0.baseAddress!.copyMemory(from: raw, byteCount: count) }
        }
        let head0 = UInt64(littleEndian: head.0)
        let head1 = UInt64(littleEndian: head.1)
        var hash = headHash(head0, head1, count: count)
        if count > 16 {
            var offset = 16
            while offset + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                hash = mix(hash ^ word, 0x8ebc_6af0_9c88_c6e3)
                offset += 8
            }
            var tail: UInt64 = 0
            withUnsafeMutableBytes(of: &tail) {
                $0.baseAddress!.copyMemory(from: raw + offset, byteCount: count - offset)
            }
            hash = mix(hash ^ UInt64(littleEndian: tail), 0x5899_65cc_7537_4cc3)
        }
        return Probe(hash: finish(hash), length: count, head0: head0, head1: head1)
    }

    /// The probe for the first `length` bytes of `bytes`, whose own probe is `whole`: the same as
    /// `probe(UnsafeBufferPointer(rebasing: bytes[..<length]))`, but up to 16 bytes it masks the
    /// heads `whole` already holds instead of reading the bytes again.
    /// - Parameters:
    ///   - length: The prefix's length, at most `bytes.count`.
    ///   - bytes: The whole key.
    ///   - whole: `probe(bytes)`.
    @inline(__always)
    static func probe(prefix length: Int, of bytes: UnsafeBufferPointer<UInt8>, whole: Probe) -> Probe {
        guard length <= 16 else { return probe(UnsafeBufferPointer(rebasing: bytes[..<length])) }
        // The bits of the first `n` bytes of a little-endian word (`n` from 0 to 8).
        func low(_ n: Int) -> UInt64 { n >= 8 ? ~0 : (1 << UInt64(n &* 8)) &- 1 }
        let head0 = whole.head0 & low(length)
        let head1 = length <= 8 ? 0 : whole.head1 & low(length &- 8)
        return Probe(
            hash: finish(headHash(head0, head1, count: length)), length: length, head0: head0, head1: head1)
    }

    /// The hash state after a key's first 16 bytes (zero-padded) and its length.
    @inlinable @inline(__always)
    static func headHash(_ head0: UInt64, _ head1: UInt64, count: Int) -> UInt64 {
        mix(head0 ^ 0xa076_1d64_78bd_642f, head1 ^ 0xe703_7ed1_a0b4_28db ^ UInt64(count))
    }

    /// The 32-bit hash kept in a slot, from the final state: one more fold, so that every input bit
    /// reaches the high half kept.
    @inlinable @inline(__always)
    static func finish(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: mix(hash, 0x9e37_79b9_7f4a_7c15) >> 32)
    }

    /// wyhash's multiply-fold: the 128-bit product's halves, xored.
    @inlinable @inline(__always)
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The entry and value of the key equal to `bytes`, or `nil`.
    ///
    /// A key's probe starts at the first of the two slots of its home cache line and goes on
    /// slot by slot, as linear probing does. Both slots of a line are compared before either is
    /// taken (which of the two holds a key is a coin toss, a branch a processor would mispredict
    /// half the time), and a home line whose keys all fit in it says so with ``overflowBit``, so
    /// that a key not there is known absent after one cache line. Everything here is inlined:
    /// see ``RoutingTable/exactRouteIndexInPlace(_:)``.
    @inlinable @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>, _ probe: Probe, in store: ByteKeyStore) -> (
        entry: Int, value: UInt32
    )? {
        let first = probe.first
        return withSlots { words in
            let home = Self.lineStart(probe, mask: mask) &* 4
            let wrap = (mask &+ 1) &* 4 &- 1
            var base = home
            while true {
                let word0 = words[base]
                let miss0 =
                    (word0 & ~Self.overflowBit ^ first) | (words[base &+ 2] ^ probe.head0)
                    | (words[base &+ 3] ^ probe.head1)
                let miss1 =
                    (words[base &+ 4] ^ first) | (words[base &+ 6] ^ probe.head0) | (words[base &+ 7] ^ probe.head1)
                let second0 = words[base &+ 1]
                let second1 = words[base &+ 5]
                if miss0 == 0 || miss1 == 0 {
                    let second = miss0 == 0 ? second0 : second1
                    if second != 0 && probe.length <= 16 { return Self.hit(second) }
                    // An empty slot that looks like the key (one whose hash, length and heads are
                    // all 0), or a key over 16 bytes whose first 16 another key in the line shares.
                    if miss0 == 0, second0 != 0, store.equalsTail(Self.hit(second0).entry, bytes, from: 16) {
                        return Self.hit(second0)
                    }
                    if miss1 == 0, second1 != 0, store.equalsTail(Self.hit(second1).entry, bytes, from: 16) {
                        return Self.hit(second1)
                    }
                }
                if base == home && word0 & Self.overflowBit == 0 { return nil }
                if second0 == 0 || second1 == 0 { return nil }
                base = (base &+ 8) & wrap
            }
        }
    }

    /// The entry and value a full slot's second word holds.
    @inlinable @inline(__always)
    static func hit(_ second: UInt64) -> (entry: Int, value: UInt32) {
        (Int(second >> 32) &- 1, UInt32(truncatingIfNeeded: second))
    }

    /// Set in the first word of a line's first slot when a key whose home is that line was
    /// placed past it (the bit is the top bit of the key's length, which never reaches it).
    @inlinable @inline(__always)
    static var overflowBit: UInt64 { 1 << 31 }

    /// The first slot of the cache line where a key's probe starts.
    @inlinable @inline(__always)
    static func lineStart(_ probe: Probe, mask: Int) -> Int {
        Int(probe.hash) & mask & ~1
    }

    /// Starts loading the first slot a probe looks at, so its cache line is on its way before
    /// ``find(_:_:in:)``; returns at once.
    @inline(__always)
    func prefetch(_ probe: Probe) {
        withSlots { sheetctl_prefetch($0 + Self.lineStart(probe, mask: mask) &* 4) }
    }

    /// Adds entry `entry` (whose key is `bytes`) with its value unless an equal key is there.
    /// - Parameters:
    ///   - entry: The key's index in `store`.
    ///   - value: What a lookup of the key answers besides its entry.
    ///   - bytes: The key.
    ///   - probe: `probe(bytes)`, when the caller has it already.
    ///   - store: The store that holds the keys, `bytes` included.
    /// - Returns: The entry of the equal key already present, or `nil` when `entry` was added.
    mutating func insert(
        _ entry: Int, value: UInt32, bytes: UnsafeBufferPointer<UInt8>, probe: Probe? = nil, in store: ByteKeyStore
    ) -> Int? {
        let probe = probe ?? Self.probe(bytes)
        if let existing = find(bytes, probe, in: store) { return existing.entry }
        if (count + 1) * 2 > mask + 1 { grow() }
        place((probe.first, UInt64(entry + 1) << 32 | UInt64(value), probe.head0, probe.head1))
        count += 1
        return nil
    }

    private mutating func place(_ slot: (UInt64, UInt64, UInt64, UInt64)) {
        let mask = mask
        let origin = origin
        // Writing to a copy that shares the storage copies it first, element for element: the
        // slots stay at `origin`, correct, if no longer on a line boundary.
        words.withUnsafeMutableBufferPointer { buffer in
            let words = buffer.baseAddress! + origin
            let home = Int(slot.0 >> 32) & mask & ~1
            var position = home
            while words[position * 4 + 1] != 0 { position = (position + 1) & mask }
            if position & ~1 != home { words[home * 4] |= Self.overflowBit }
            words[position * 4] = slot.0
            words[position * 4 + 1] = slot.1
            words[position * 4 + 2] = slot.2
            words[position * 4 + 3] = slot.3
        }
    }

    private mutating func grow() {
        let slots = mask + 1
        let old = withSlots { Array(UnsafeBufferPointer(start: $0, count: slots * 4)) }
        words = Self.zeroedWords(slots * 8 + Self.lineWords)
        origin = words.withUnsafeBufferPointer { Self.alignedOffset($0.baseAddress!) }
        mask = slots * 2 - 1
        for base in stride(from: 0, to: old.count, by: 4) where old[base + 1] != 0 {
            place((old[base] & ~Self.overflowBit, old[base + 1], old[base + 2], old[base + 3]))
        }
    }
}

import CPrefetch
