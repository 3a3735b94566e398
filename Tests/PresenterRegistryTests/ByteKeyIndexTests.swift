import Testing

@testable import PresenterRegistry

/// The one hash index (exact IDs, patterns, interned names) against a dictionary: every key it holds
/// is found with its entry and value, and no other key is, whatever the table's size, its keys'
/// lengths or how crowded it is; and the prefixes of an ID find the patterns it holds.
@Suite struct ByteKeyIndexTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var keys: Int
        var lengths: ClosedRange<Int>
        var seed: UInt64
        var testDescription: String { "\(keys) keys of \(lengths) bytes, seed \(seed)" }
    }

    static let cases: [Case] = [
        Case(keys: 1, lengths: 0...0, seed: 1), Case(keys: 7, lengths: 1...4, seed: 2),
        Case(keys: 8, lengths: 16...16, seed: 3), Case(keys: 9, lengths: 0...40, seed: 4),
        Case(keys: 80, lengths: 1...3, seed: 5), Case(keys: 3000, lengths: 16...16, seed: 6),
        Case(keys: 3000, lengths: 17...40, seed: 7), Case(keys: 5000, lengths: 0...24, seed: 8),
    ]

    /// The next of a deterministic sequence: a 64-bit LCG step, its high half as the answer.
    static func next(_ state: inout UInt64) -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 32
    }

    /// Random keys, all distinct.
    static func keys(_ c: Case) -> [[UInt8]] {
        var random = c.seed
        var seen = Set<[UInt8]>()
        var keys: [[UInt8]] = []
        var attempts = 0
        while keys.count < c.keys, attempts < c.keys * 100 {
            attempts += 1
            let length = c.lengths.lowerBound + Int(Self.next(&random) % UInt64(c.lengths.count))
            // A small alphabet, so that short keys collide and long keys share long heads.
            let key = (0..<length).map { _ in UInt8(ascii: "0") + UInt8(Self.next(&random) % 4) }
            if seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }

    /// The index of `keys` (entry `i` is `keys[i]`, its value `i % 7`), grown from the smallest size.
    static func build(_ keys: [[UInt8]]) -> (index: ByteKeyIndex, store: ByteKeyStore) {
        var index = ByteKeyIndex()
        var store = ByteKeyStore()
        for key in keys {
            let entry = store.append(key)
            #expect(index.insert(entry, value: UInt32(entry % 7), bytes: key, in: store) == nil)
        }
        return (index, store)
    }

    static func find(_ key: [UInt8], in built: (index: ByteKeyIndex, store: ByteKeyStore)) -> (
        entry: Int, value: UInt32
    )? {
        built.index.find(key, in: built.store)
    }

    @Test(arguments: cases)
    func findsEveryKeyItHoldsAndNoOther(_ c: Case) {
        let keys = Self.keys(c)
        let built = Self.build(keys)
        #expect(built.index.count == keys.count)
        for (entry, key) in keys.enumerated() {
            let hit = Self.find(key, in: built)
            #expect(hit?.entry == entry && hit?.value == UInt32(entry % 7), "key \(entry)")
        }
        let held = Set(keys)
        var random = c.seed &+ 1000
        var absent = 0
        for _ in 0..<2000 {
            let length = Int(Self.next(&random) % 42)
            let key = (0..<length).map { _ in UInt8(ascii: "0") + UInt8(Self.next(&random) % 5) }
            guard !held.contains(key) else { continue }
            absent += 1
            #expect(Self.find(key, in: built) == nil, "absent key \(key)")
        }
        #expect(absent > 0)
    }

    @Test func aCopyThatGrowsApartKeepsBothAnswersRight() {
        let keys = Self.keys(Case(keys: 200, lengths: 10...20, seed: 12))
        let original = Self.build(Array(keys[..<100]))
        var copy = original
        for (offset, key) in keys[100...].enumerated() {
            let entry = copy.store.append(key)
            #expect(entry == 100 + offset)
            #expect(copy.index.insert(entry, value: UInt32(entry % 7), bytes: key, in: copy.store) == nil)
        }
        for (entry, key) in keys.enumerated() {
            #expect(Self.find(key, in: copy)?.entry == entry)
            #expect(Self.find(key, in: original)?.entry == (entry < 100 ? entry : nil))
        }
    }

    @Test func aKeyAlreadyThereIsReportedNotAdded() {
        let keys = Self.keys(Case(keys: 50, lengths: 5...30, seed: 13))
        var built = Self.build(keys)
        for (entry, key) in keys.enumerated() {
            #expect(built.index.insert(999, value: 0, bytes: key, in: built.store) == entry)
        }
        #expect(built.index.count == keys.count)
    }

    @Test func prefixesOfOneIDFindThePatternsItHolds() {
        // Patterns are found by looking up the prefixes of an ID.
        let patterns: [[UInt8]] = ["2", "2021", "20210", "2021001", "202100123456789", "2021001234567890x"].map {
            Array($0.utf8)
        }
        let built = Self.build(patterns)
        let id = Array("2021001234567890xyz".utf8)
        let held = Set(patterns.map { $0.count })
        for length in 0...id.count {
            let hit = built.index.find(id[..<length], in: built.store)
            let expected = patterns.firstIndex { $0 == Array(id[..<length]) }
            #expect(hit?.entry == expected, "prefix of \(length) bytes")
            #expect((hit != nil) == held.contains(length), "prefix of \(length) bytes")
        }
    }

    @Test func theEmptyKeyIsAKeyLikeAnyOther() {
        var store = ByteKeyStore()
        var index = ByteKeyIndex()
        let entry = store.append([UInt8]())
        #expect(index.insert(entry, value: 3, bytes: [UInt8](), in: store) == nil)
        #expect(index.find([UInt8](), in: store)?.value == 3)
        #expect(index.find([UInt8(7)][0..<0], in: store)?.value == 3)
        #expect(index.insert(9, value: 0, bytes: [UInt8](), in: store) == entry)
        #expect(index.count == 1)
    }
}
