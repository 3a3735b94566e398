/// The one hash index of byte keys kept in a ``ByteKeyStore``: linear probing, at most half full; a slot
/// keeps its key's hash, so that most other keys are passed over without reading their bytes.
struct ByteKeyIndex: Sendable {
    private struct Slot: Sendable {
        /// The key's entry in the store + 1; 0 for an empty slot.
        var entry: UInt32 = 0
        var hash: UInt32 = 0
        var value: UInt32 = 0
    }

    private var slots: [Slot]
    private(set) var count = 0

    init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: Slot(), count: size)
    }

    /// 64-bit FNV-1a, folded to 32 bits.
    static func hash(_ bytes: some Collection<UInt8>) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return UInt32(truncatingIfNeeded: hash ^ hash >> 32)
    }

    func find(_ bytes: some Collection<UInt8>, in store: ByteKeyStore) -> (entry: Int, value: UInt32)? {
        guard count > 0 else { return nil }
        let slot = slots[probe(bytes, hash: Self.hash(bytes), in: store)]
        return slot.entry == 0 ? nil : (Int(slot.entry) - 1, slot.value)
    }

    /// - Returns: The entry of an equal key already present (nothing is added then), or `nil`.
    mutating func insert(_ entry: Int, value: UInt32, bytes: some Collection<UInt8>, in store: ByteKeyStore) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(bytes)
        let position = probe(bytes, hash: hash, in: store)
        if slots[position].entry != 0 { return Int(slots[position].entry) - 1 }
        slots[position] = Slot(entry: UInt32(entry + 1), hash: hash, value: value)
        count += 1
        return nil
    }

    /// The slot of the key equal to `bytes`, or the empty slot where it goes.
    private func probe(_ bytes: some Collection<UInt8>, hash: UInt32, in store: ByteKeyStore) -> Int {
        let mask = slots.count - 1
        var position = Int(hash) & mask
        while slots[position].entry != 0 {
            let slot = slots[position]
            if slot.hash == hash, store.key(Int(slot.entry) - 1, equals: bytes) { return position }
            position = (position + 1) & mask
        }
        return position
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var position = Int(slot.hash) & mask
        while slots[position].entry != 0 { position = (position + 1) & mask }
        slots[position] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        for slot in old where slot.entry != 0 { place(slot) }
    }
}
