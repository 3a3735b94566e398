import SheetText

extension ThemeListing {
    package var json: JSONValue {
        .object([
            "name": .string(name),
            "path": path.map(JSONValue.string) ?? .null,
            "description": description.map(JSONValue.string) ?? .null,
            "appearance": appearance.map { JSONValue.string($0.rawValue) } ?? .null,
            "counterpart": counterpart.map(JSONValue.string) ?? .null,
            "broken": broken.map { JSONValue.string($0.rawValue) } ?? .null,
        ])
    }
}
