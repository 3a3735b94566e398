/// The hash index of a routing table's exact IDs, built so that a lookup touches one cache line.
///
/// Each slot is 32 bytes: the key's hash and entry number, its length and route, and its first
/// 16 bytes inline. An ID of up to 16 bytes (an Alipay app ID has 16 digits) is found and
/// checked without reading the key store; a longer one compares its tail there. The hash reads
/// the key eight bytes at a time (a wyhash-style multiply-fold), not byte by byte.
///
/// A million IDs at most half full take 2²¹ slots (64 MiB): more than a bare 8-byte slot, but one
/// cache miss per lookup instead of three or four (slot, key offsets, key bytes, route).
@usableFromInline
struct ExactKeyIndex: Sendable {
    /// Four words per slot: `[hash32 << 32 | length, entry + 1 << 32 | route, head0, head1]`,
    /// where `hash32` is the hash's high half (it also picks the slot, so growing needs no key);
    /// a second word of 0 is an empty slot.
    @usableFromInline private(set) var words: [UInt64]
    @usableFromInline private(set) var mask: Int
    @usableFromInline private(set) var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        words = Self.zeroedWords(size * 4)
        mask = size - 1
    }

    /// `count` zero words; a large table asks the kernel for huge pages before touching them, since
    /// a random probe into tens of MiB of 4 KiB pages costs a TLB miss (a page walk) on top of the
    /// cache miss.
    private static func zeroedWords(_ count: Int) -> [UInt64] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            #if canImport(Glibc)
                let bytes = count * MemoryLayout<UInt64>.stride
                let huge = 2 << 20
                if bytes >= 2 * huge, let base = buffer.baseAddress {
                    let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
                    let end = (Int(bitPattern: base) + bytes) & ~(huge - 1)
                    if end > start {
                        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
                    }
                }
            #endif
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
            return Probe(hash: UInt32(truncatingIfNeeded: mix(0, 0)), length: 0, head0: 0, head1: 0)
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
        var hash = mix(head0 ^ 0xa076_1d64_78bd_642f, head1 ^ 0xe703_7ed1_a0b4_28db ^ UInt64(count))
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
        // One more fold so every input bit reaches the high half kept in the slot.
        hash = mix(hash, 0x9e37_79b9_7f4a_7c15)
        return Probe(hash: UInt32(truncatingIfNeeded: hash >> 32), length: count, head0: head0, head1: head1)
    }

    /// wyhash's multiply-fold: the 128-bit product's halves, xored.
    @inlinable @inline(__always)
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The entry and route of the key equal to `bytes`, or `nil`.
    @inlinable @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>, _ probe: Probe, in store: ByteKeyStore) -> (
        entry: Int, route: UInt32
    )? {
        let first = probe.first
        return words.withUnsafeBufferPointer { words in
            var position = Int(probe.hash) & mask
            while true {
                let base = position &* 4
                let second = words[base &+ 1]
                if second == 0 { return nil }
                if words[base] == first, words[base &+ 2] == probe.head0, words[base &+ 3] == probe.head1 {
                    let entry = Int(second >> 32) &- 1
                    if probe.length <= 16 || store.equalsTail(entry, bytes, from: 16) {
                        return (entry, UInt32(truncatingIfNeeded: second))
                    }
                }
                position = (position &+ 1) & mask
            }
        }
    }

    /// Starts loading the first slot a probe looks at, so its cache line is on its way before
    /// ``find(_:_:in:)``; returns at once.
    @inline(__always)
    func prefetch(_ probe: Probe) {
        words.withUnsafeBufferPointer { sheetctl_prefetch($0.baseAddress! + (Int(probe.hash) & mask) &* 4) }
    }

    /// Adds entry `entry` (whose key is `bytes`) with its route unless an equal key is there.
    /// - Returns: The entry of the equal key already present, or `nil` when `entry` was added.
    mutating func insert(_ entry: Int, route: UInt32, bytes: UnsafeBufferPointer<UInt8>, in store: ByteKeyStore)
        -> Int?
    {
        let probe = Self.probe(bytes)
        if let existing = find(bytes, probe, in: store) { return existing.entry }
        if (count + 1) * 2 > mask + 1 { grow() }
        place((probe.first, UInt64(entry + 1) << 32 | UInt64(route), probe.head0, probe.head1))
        count += 1
        return nil
    }

    private mutating func place(_ slot: (UInt64, UInt64, UInt64, UInt64)) {
        var position = Int(slot.0 >> 32) & mask
        while words[position * 4 + 1] != 0 { position = (position + 1) & mask }
        words[position * 4] = slot.0
        words[position * 4 + 1] = slot.1
        words[position * 4 + 2] = slot.2
        words[position * 4 + 3] = slot.3
    }

    private mutating func grow() {
        let old = words
        words = Self.zeroedWords(old.count * 2)
        mask = (mask + 1) * 2 - 1
        for base in stride(from: 0, to: old.count, by: 4) where old[base + 1] != 0 {
            place((old[base], old[base + 1], old[base + 2], old[base + 3]))
        }
    }
}

import CPrefetch

#if canImport(Glibc)
    import Glibc
#endif
