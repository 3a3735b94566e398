import SheetText

extension RoutingTable {
    /// The table as JSON, as `sheetctl registry list --json` prints it: `file` (the routing file's
    /// path, null for the built-in route), `default` (`{presenter, theme, locale}`) and `apps` (each
    /// entry's route with its `app`, in the file's order); a locale is null when unset.
    /// - Parameter file: The routing file the table was read from, if any.
    package func json(file: String?) -> JSONValue {
        .object([
            "file": file.map(JSONValue.string) ?? .null,
            "default": Self.json(defaultRoute),
            "apps": .array(entries.map { Self.json($0.route, ["app": .string($0.key)]) }),
        ])
    }

    /// The route of one app as JSON, as `sheetctl registry resolve --json` prints it: `app`,
    /// `presenter`, `theme`, `locale` (null when unset) and `matched` (the exact ID, the pattern,
    /// or `default`).
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
