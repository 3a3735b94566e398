import SheetText
package enum ThemeValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    /// Palette names already resolved.
    case color(ThemeColor)
    case strings([String: String])
    case colors([String: ThemeColor])

    package var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var integerValue: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    package var colorValue: ThemeColor? {
        if case .color(let value) = self { return value }
        return nil
    }

    package var json: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .integer(let number): .integer(number)
        case .color(let color): .string(color.hex)
        case .strings(let map):
            .object(Self.object(map.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))
        case .colors(let map):
            .object(Self.object(map.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value.hex)) }))
        }
    }

    private static func object(_ members: [(String, JSONValue)]) -> JSONObject {
        var object = JSONObject()
        for (key, value) in members { object[key] = value }
        return object
    }
}
