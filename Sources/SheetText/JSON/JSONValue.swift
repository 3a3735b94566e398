/// A JSON value, parsed by hand so that numbers keep their written form and errors keep their place.
/// A key given twice keeps its last value, as JavaScript's `JSON.parse`, which mini programs were written against.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number, kept as written (`1`, `-0.5`, `1e3`), so integers and decimals stay apart.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
    package static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    package var stringValue: String? { if case .string(let value) = self { value } else { nil } }

    package var objectValue: JSONObject? { if case .object(let value) = self { value } else { nil } }

    package var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }

    /// A whole number that fits, as JavaScript's `JSON.parse` reads it: `2`, `2.0` and `2e0` are all 2.
    package var integerValue: Int? {
        if case .number(let text) = self { return DecimalNumber(text, syntax: .json)?.integer(in: Int.min...Int.max) }
        return nil
    }

    /// The value as a `Double` when it is a number (infinite past a `Double`'s range).
    package var doubleValue: Double? {
        if case .number(let text) = self { return DecimalNumber(text, syntax: .json)?.doubleValue }
        return nil
    }

    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package subscript(key: String) -> JSONValue? { objectValue?[key] }
}

/// Members in order, found through an index by key, so a million keys parse in linear time.
package struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    package private(set) var members: [(key: String, value: JSONValue)] = []
    private var positions: [String: Int] = [:]
    package init() {}

    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }

    /// The value of `key`; setting replaces it in place or appends it, and setting `nil` removes it.
    package subscript(key: String) -> JSONValue? {
        get { positions[key].map { members[$0].value } }
        set {
            if let index = positions[key] {
                if let newValue {
                    members[index].value = newValue
                } else {
                    members.remove(at: index)
                    positions[key] = nil
                    for later in index..<members.count { positions[members[later].key] = later }
                }
            } else if let newValue {
                positions[key] = members.count
                members.append((key, newValue))
            }
        }
    }

    package var keys: [String] { members.map(\.key) }
    package func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> { members.makeIterator() }

    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    package func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}
