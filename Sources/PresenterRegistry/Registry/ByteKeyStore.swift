/// Byte strings kept end to end in one arena, in the order they were added.
///
/// A million app IDs cost their bytes plus four bytes each, with no allocation per key: a
/// `String` of 16 bytes or more would be one heap object per entry.
@usableFromInline
package struct ByteKeyStore: Sendable {
    @usableFromInline package private(set) var arena: [UInt8] = []
    /// Key `i` is `arena[starts[i]..<starts[i + 1]]`.
    @usableFromInline package private(set) var starts: [UInt32] = [0]

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

    /// Frees spare capacity once loading is done.
    mutating func shrink() {
        arena = Array(arena)
        starts = Array(starts)
    }
}
