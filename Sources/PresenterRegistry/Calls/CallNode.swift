import SheetText
import ThemeKit

/// One value of a call, JSON's or a YAML sheet file's, so one decoder applies one set of rules to both.
/// A JSON node keeps only its byte offset: its line and column are found when a diagnostic asks.
package struct CallNode: Sendable, Hashable {
    /// The largest call, sheet file or answers file read, 16 MiB.
    package static let maxBytes = 16 << 20

    package enum Value: Sendable, Hashable {
        /// `null`, or a YAML null (`~`, `null`, empty).
        case null
        case bool(Bool)
        /// As written, in JSON's grammar (`3`, `1.5`, `-1`, `1e3`), so it is shown as given.
        case number(String)
        case string(String)
        case list([CallNode])
        /// Keys are unique.
        case object([Member])
    }

    package struct Member: Sendable, Hashable {
        package var key: String
        var keyPlace: CallPlace
        package var value: CallNode

        package var keyLocation: SourceLocation? { keyPlace.location }
    }

    package var value: Value
    var place: CallPlace

    package var location: SourceLocation? { place.location }

    package subscript(key: String) -> CallNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// As JavaScript's `JSON.parse` reads it: `1.0`, `1e0` and `100e-2` are 1, `-0` is 0; `1.5` is `nil`.
    package var integerValue: Int? { number?.integer(in: Int.min...Int.max) }

    package var number: DecimalNumber? {
        if case .number(let text) = value { return DecimalNumber(text, syntax: .json) }
        return nil
    }

    package var isNull: Bool { value == .null }

    /// For messages.
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
    package init(key: String, keyLocation: SourceLocation? = nil, value: CallNode) {
        self.init(key: key, keyPlace: CallPlace(keyLocation), value: value)
    }
}

extension CallNode {
    package init(_ value: Value, at location: SourceLocation? = nil) {
        self.init(value: value, place: CallPlace(location))
    }

    /// A node of a call built in memory: no location.
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
