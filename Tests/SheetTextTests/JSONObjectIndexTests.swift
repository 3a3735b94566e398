import Testing

@testable import SheetText

/// A small object scans its members and a larger one indexes them: both must answer alike.
@Suite struct JSONObjectIndexTests {
    @Test(arguments: [0, 1, 7, 8, 9, 30])
    func lookupsReplacementsAndRemovalsAgreeWithTheMembers(_ count: Int) {
        var object = JSONObject()
        for index in 0..<count { object["k\(index)"] = .integer(index) }
        #expect(object.keys == (0..<count).map { "k\($0)" })
        for index in 0..<count { #expect(object["k\(index)"] == .integer(index)) }
        #expect(object["missing"] == nil)

        if count > 0 {
            object["k0"] = .string("first")
            #expect(object.members.first?.value == .string("first"))
            #expect(object.members.count == count)
        }

        // Remove every third key, then check what is left by key and by order.
        for index in stride(from: 0, to: count, by: 3) { object["k\(index)"] = nil }
        let left = (0..<count).filter { $0 % 3 != 0 }
        #expect(object.keys == left.map { "k\($0)" })
        for index in 0..<count {
            #expect(object["k\(index)"] == (index % 3 == 0 ? nil : .integer(index)), "k\(index)")
        }

        object["new"] = .bool(true)
        #expect(object.keys.last == "new")
        #expect(object["new"] == .bool(true))
    }
}
