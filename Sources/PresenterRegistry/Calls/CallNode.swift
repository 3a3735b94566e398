import SheetText
import ThemeKit

/// One value of a call, in the form the call decoder reads, whatever the input was written in.
///
/// JSON calls and YAML sheet files both become `CallNode` trees, so one decoder applies one set
/// of rules to both. Each node keeps where it was written, when it was written in a file: a
/// JSON node keeps only its byte offset and its source (one reference, shared by the whole
/// tree), and its line and column are found when a diagnostic asks for them, so a call of
/// hundreds of thousands of values pays for the few that are quoted, not for every one.
package struct CallNode: Sendable, Hashable {
    /// The largest call, sheet file or answers file read, 16 MiB.
    package static let maxBytes = 16 << 20

    /// What a node holds: JSON's types.
    package enum Value: Sendable, Hashable {
        /// `null`, or a YAML null (`~`, `null`, empty).
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number as written, in JSON's grammar (`3`, `1.5`, `-1`, `1e3`), so it is shown as given.
        case number(String)
        /// A string.
        case string(String)
        /// A list.
        case list([CallNode])
        /// An object's members in order; keys are unique.
        case object([Member])
    }

    /// A key of an object and its value.
    package struct Member: Sendable, Hashable {
        /// The key.
        package var key: String
        /// Where the key was written.
        var keyPlace: CallPlace
        /// The value.
        package var value: CallNode

        /// Where the key was written, when known.
        package var keyLocation: SourceLocation? { keyPlace.location }

    }

    /// What the node holds.
    package var value: Value
    /// Where it was written.
    var place: CallPlace

    /// Where it was written, when it came from a file.
    package var location: SourceLocation? { place.location }

    /// Creates a node.
    package init(_ value: Value, at location: SourceLocation? = nil) {
        self.init(value, place: CallPlace(location))
    }

    init(_ value: Value, place: CallPlace) {
        self.value = value
        self.place = place
    }

    /// The member `key`, when the node is an object that has it.
    package subscript(key: String) -> CallNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members, when the node is an object.
    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The value as an `Int`, when it is a JSON number whose value is a whole number that fits.
    ///
    /// A JSON number is a number, as JavaScript's `JSON.parse` reads it: `1`, `1.0`, `1e0` and
    /// `100e-2` are all 1, and `-0` is 0; `1.5` and `1e400` are `nil`.
    package var integerValue: Int? { number?.integer(in: Int.min...Int.max) }

    /// The value as a number, exactly as written, when it is a JSON number.
    package var number: DecimalNumber? {
        if case .number(let text) = value { return DecimalNumber(text, syntax: .json) }
        return nil
    }

    /// Whether the node is null.
    package var isNull: Bool { value == .null }

    /// A word for the node's type in messages.
    package var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .list: "a list"
        case .object: "an object"
        }
    }

    /// The node as JSON (locations dropped).
    package var json: JSONValue {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .list(let nodes): .array(nodes.map(\.json))
        case .object(let members):
            .object(members.reduce(into: JSONObject()) { object, member in object[member.key] = member.value.json })
        }
    }
}

extension CallNode.Member {
    /// Creates a member.
    package init(key: String, keyLocation: SourceLocation? = nil, value: CallNode) {
        self.init(key: key, keyPlace: CallPlace(keyLocation), value: value)
    }
}

extension CallNode {
    /// A node from a JSON value that has no source, such as a call built in memory.
    /// - Parameter json: The value.
    package init(json: JSONValue) {
        switch json {
        case .null: self.init(.null)
        case .bool(let flag): self.init(.bool(flag))
        case .number(let text): self.init(.number(text))
        case .string(let text): self.init(.string(text))
        case .array(let values): self.init(.list(values.map(CallNode.init(json:))))
        case .object(let object):
            self.init(.object(object.members.map { Member(key: $0.key, value: CallNode(json: $0.value)) }))
        }
    }
}
