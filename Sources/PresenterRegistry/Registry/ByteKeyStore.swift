/// Byte strings kept end to end in one arena, in the order they were added: a million IDs cost their
/// bytes plus four each, where a `String` of 16 bytes or more would be a heap object each.
package struct ByteKeyStore: Sendable {
    package private(set) var arena: [UInt8] = []
    /// Key `i` is `arena[starts[i]..<starts[i + 1]]`.
    package private(set) var starts: [UInt32] = [0]

    var count: Int { starts.count - 1 }

    mutating func append(_ bytes: some Collection<UInt8>) -> Int {
        arena.append(contentsOf: bytes)
        starts.append(UInt32(arena.count))
        return count - 1
    }

    mutating func removeLast() {
        starts.removeLast()
        arena.removeSubrange(Int(starts[starts.count - 1])...)
    }

    package func key(_ index: Int) -> ArraySlice<UInt8> {
        arena[Int(starts[index])..<Int(starts[index + 1])]
    }

    func key(_ index: Int, equals bytes: some Collection<UInt8>) -> Bool {
        Self.equal(key(index), bytes)
    }

    /// Lengths first, then byte by byte: kept for the `registry set` mark of BENCHMARKS.md, in place of `elementsEqual`, which
    /// walks two iterators: the loader compares a name at every field of a million-entry file.
    static func equal(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var other = b.startIndex
        for byte in a {
            if byte != b[other] { return false }
            b.formIndex(after: &other)
        }
        return true
    }

    func string(_ index: Int) -> String {
        String(decoding: key(index), as: UTF8.self)
    }

    mutating func shrink() {
        arena = Array(arena)
        starts = Array(starts)
    }
}
