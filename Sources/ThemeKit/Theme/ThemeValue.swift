import SheetText
/// The decoded value of one key of a theme file.
package enum ThemeValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    /// Palette names already resolved.
    case color(ThemeColor)
    /// The cancel label's translations by language tag.
    case strings([String: String])
    /// The palette.
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

    /// The value as JSON, as the schema's `default` shows it; maps with their keys sorted.
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
