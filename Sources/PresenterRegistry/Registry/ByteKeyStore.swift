/// Byte strings kept end to end in one arena, in the order they were added.
///
/// A million app IDs cost their bytes plus four bytes each, with no allocation per key: a
/// `String` of 16 bytes or more would be one heap object per entry.
@usableFromInline
struct ByteKeyStore: Sendable {
    @usableFromInline private(set) var arena: [UInt8] = []
    /// Key `i` is `arena[starts[i]..<starts[i + 1]]`.
    @usableFromInline private(set) var starts: [UInt32] = [0]

    var count: Int { starts.count - 1 }

    /// Appends a key and returns its index.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        arena.append(contentsOf: bytes)
        starts.append(UInt32(arena.count))
        return count - 1
    }

    /// Removes the last key (one found to be a duplicate after it was appended).
    mutating func removeLast() {
        starts.removeLast()
        arena.removeSubrange(Int(starts[starts.count - 1])...)
    }

    /// Whether key `index` equals `bytes`.
    @inline(__always)
    func equals(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        starts.withUnsafeBufferPointer { starts in
            let start = Int(starts[index])
            let length = Int(starts[index + 1]) - start
            guard length == bytes.count else { return false }
            if length == 0 { return true }
            return arena.withUnsafeBufferPointer { arena in
                memcmp(arena.baseAddress! + start, bytes.baseAddress!, length) == 0
            }
        }
    }

    /// Whether key `index` from byte `offset` on equals `bytes` from `offset` on (their lengths
    /// are known to be equal, and the bytes before `offset` already compared).
    ///
    /// Compared here, eight bytes at a time, rather than by `memcmp`: this runs inlined in a
    /// caller's lookup, where a call the compiler cannot see into makes it retain the ID.
    @inlinable
    func equalsTail(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        let count = bytes.count
        guard count > offset, let theirs = bytes.baseAddress else { return true }
        let start = starts.withUnsafeBufferPointer { Int($0[index]) }
        return arena.withUnsafeBufferPointer { arena in
            let ours = UnsafeRawPointer(arena.baseAddress! + start)
            let other = UnsafeRawPointer(theirs)
            var position = offset
            while position &+ 8 <= count {
                guard
                    ours.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                        == other.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                else { return false }
                position &+= 8
            }
            while position < count {
                guard
                    ours.load(fromByteOffset: position, as: UInt8.self)
                        == other.load(fromByteOffset: position, as: UInt8.self)
                else { return false }
                position &+= 1
            }
            return true
        }
    }

    /// Key `index` as a string.
    func string(_ index: Int) -> String {
        let start = Int(starts[index])
        let end = Int(starts[index + 1])
        return String(decoding: arena[start..<end], as: UTF8.self)
    }

    /// Key `index`'s length in bytes.
    func length(_ index: Int) -> Int { Int(starts[index + 1]) - Int(starts[index]) }

    /// Frees spare capacity once loading is done.
    mutating func shrink() {
        arena = Array(arena)
        starts = Array(starts)
    }
}

/// An open-addressing hash index over some keys of a ``ByteKeyStore``.
///
/// Each slot packs the key's 32-bit hash (high half) and its index + 1 (low half; 0 = empty), so a
/// probe compares bytes only when the hashes agree and growing never reads the keys again.
struct ByteKeyIndex: Sendable {
    private var slots: [UInt64]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// FNV-1a over the bytes, continued from `state`; feed each byte and call ``finish(_:)`` to probe.
    @inline(__always)
    static func step(_ state: UInt64, _ byte: UInt8) -> UInt64 {
        (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The starting state of ``step(_:_:)``.
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes an FNV state into a well-spread 32-bit hash (murmur3's finaliser): FNV's low bits
    /// are weak for keys that differ only in their last digits.
    @inline(__always)
    static func finish(_ state: UInt64) -> UInt32 {
        var h = state
        h ^= h >> 33
        h &*= 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return UInt32(truncatingIfNeeded: h)
    }

    /// The hash of a whole key.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var state = seed
        for byte in bytes { state = step(state, byte) }
        return finish(state)
    }

    /// The index of the key equal to `bytes`, or `nil`.
    @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, in store: ByteKeyStore) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            var position = Int(hash) & mask
            while true {
                let slot = slots[position]
                if slot == 0 { return nil }
                if UInt32(truncatingIfNeeded: slot >> 32) == hash {
                    let index = Int(UInt32(truncatingIfNeeded: slot)) - 1
                    if store.equals(index, bytes) { return index }
                }
                position = (position + 1) & mask
            }
        }
    }

    /// Adds key `index` (whose bytes are `bytes`) unless an equal key is there.
    /// - Returns: The index of the equal key already present, or `nil` when `index` was added.
    mutating func insert(
        _ index: Int, bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, in store: ByteKeyStore
    ) -> Int? {
        if let existing = find(bytes, hash: hash, in: store) { return existing }
        // At most half full, so a probe for a missing key (most prefix probes) ends within a slot or two.
        if (count + 1) * 2 > slots.count { grow() }
        place(UInt64(hash) << 32 | UInt64(index + 1))
        count += 1
        return nil
    }

    private mutating func place(_ slot: UInt64) {
        var position = Int(UInt32(truncatingIfNeeded: slot >> 32)) & mask
        while slots[position] != 0 { position = (position + 1) & mask }
        slots[position] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot != 0 { place(slot) }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
