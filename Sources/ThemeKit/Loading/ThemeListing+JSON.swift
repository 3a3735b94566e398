import SheetText

extension ThemeListing {
    /// The listing as JSON, as `sheetctl themes list --json` prints it: `name`, `path` (null for
    /// the built-in default), `description`, `appearance` and `counterpart` (as the file states
    /// them), and `broken` (the code of the first error of a theme that cannot load); null when absent.
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
