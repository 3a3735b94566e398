import SheetText

extension RoutingTable {
    /// As `sheetctl registry list --json` prints it.
    package func json(file: String?) -> JSONValue {
        .object([
            "file": file.map(JSONValue.string) ?? .null,
            "default": Self.json(defaultRoute),
            "apps": .array(entries.map { Self.json($0.route, ["app": .string($0.key)]) }),
        ])
    }

    /// As `sheetctl registry resolve --json` prints it.
    package func resolvedJSON(_ app: String) -> JSONValue {
        let resolved = resolve(app)
        var object: JSONObject = ["app": .string(app)]
        for (key, value) in Self.members(resolved.route) { object[key] = value }
        object["matched"] = .string(resolved.matched.key(for: app))
        return .object(object)
    }

    private static func members(_ route: Route) -> [(String, JSONValue)] {
        [
            ("presenter", .string(route.presenter)), ("theme", .string(route.theme)),
            ("locale", route.locale.map(JSONValue.string) ?? .null),
        ]
    }

    private static func json(_ route: Route, _ extra: JSONObject = [:]) -> JSONValue {
        var object = JSONObject()
        for (key, value) in members(route) { object[key] = value }
        for (key, value) in extra { object[key] = value }
        return .object(object)
    }
}
