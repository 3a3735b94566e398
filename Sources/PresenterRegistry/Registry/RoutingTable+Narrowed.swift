extension RoutingTable {
    /// What the cache gives for one app (its exact entry and longest pattern), resolving it as the whole table does.
    package init(defaultRoute: Route, entries: [(key: [UInt8], isPattern: Bool, route: Route)]) {
        var builder = RoutingTableBuilder()
        func fields(_ route: Route) -> RoutingTableBuilder.Fields {
            func intern(_ text: String) -> UInt32 { builder.intern(text.utf8) }
            // Every field given, so nothing is taken from the default a second time.
            return RoutingTableBuilder.Fields(
                presenter: intern(route.presenter), theme: intern(route.theme), locale: route.locale.map(intern) ?? 0)
        }
        let defaults = fields(defaultRoute)
        for (line, entry) in entries.enumerated() {
            let given = fields(entry.route)
            _ = builder.add(entry.key, isPattern: entry.isPattern, fields: given, line: line + 1)
        }
        self = builder.finish(defaults: defaults)
    }
}
