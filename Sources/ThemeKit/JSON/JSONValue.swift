/// A JSON value, parsed by hand so that numbers keep their written form and errors keep their place.
///
/// Objects keep their keys in source order; a key given twice keeps its last value, as
/// JavaScript's `JSON.parse` does, which is what mini programs were written against.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number, kept as written (`1`, `-0.5`, `1e3`), so integers and decimals stay apart.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A number from an integer.
    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The object, when the value is one.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The array, when the value is one.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The value as an `Int` when it is a number whose value is a whole number that fits.
    ///
    /// A JSON number is a number, as JavaScript's `JSON.parse` reads it: `2`, `2.0` and `2e0` are
    /// all 2; `2.5` and `1e400` are `nil`.
    public var integerValue: Int? {
        if case .number(let text) = self { return DecimalNumber(text, syntax: .json)?.integer(in: Int.min...Int.max) }
        return nil
    }

    /// The value as a `Double` when it is a number (infinite past a `Double`'s range).
    public var doubleValue: Double? {
        if case .number(let text) = self { return DecimalNumber(text, syntax: .json)?.doubleValue }
        return nil
    }

    /// A word for the value's type in messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member `key` of an object, or `nil`.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}

/// A JSON object's members in order.
///
/// Lookups go through an index by key, so building an object of n members costs O(n), not O(n²):
/// a hostile document with a million keys parses in linear time.
public struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    /// The members, in order; keys are unique.
    public private(set) var members: [(key: String, value: JSONValue)]
    /// The position of each key in ``members``; empty while the object is small enough that a
    /// scan is cheaper than hashing (most objects a sheet or a theme writes have a handful of keys).
    private var positions: [String: Int]

    /// The most members an object holds before it indexes them by key.
    private static let scanLimit = 8

    /// Creates an empty object.
    public init() {
        members = []
        positions = [:]
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }

    private func position(of key: String) -> Int? {
        positions.isEmpty ? members.firstIndex { $0.key == key } : positions[key]
    }

    /// The value of `key`; setting replaces it in place or appends it, and setting `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            if let index = position(of: key) {
                if let newValue {
                    members[index].value = newValue
                } else {
                    members.remove(at: index)
                    guard !positions.isEmpty else { return }
                    positions[key] = nil
                    for later in index..<members.count { positions[members[later].key] = later }
                }
            } else if let newValue {
                if !positions.isEmpty { positions[key] = members.count }
                members.append((key, newValue))
                if positions.isEmpty, members.count > Self.scanLimit {
                    positions.reserveCapacity(members.count * 2)
                    for (index, member) in members.enumerated() { positions[member.key] = index }
                }
            }
        }
    }

    /// The keys in order.
    public var keys: [String] { members.map(\.key) }

    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
        members.makeIterator()
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}
