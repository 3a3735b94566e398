extension RoutingTable {
    /// The route of the entry whose key is exactly `key`, as it stands in the file: an ID, or a
    /// pattern with its final `*`; `nil` when the table has no such entry. Unlike
    /// ``resolve(_:)``, no other entry answers for it.
    /// - Parameter key: The entry's key.
    /// - Returns: Its route, filled in from `default`.
    package func route(ofEntry key: String) -> Route? {
        var bytes = Array(key.utf8)
        let isPattern = bytes.last == UInt8(ascii: "*")
        if isPattern { bytes.removeLast() }
        let index = isPattern ? prefixes : exact
        guard index.count > 0, let hit = index.find(bytes, in: keys) else { return nil }
        return routes[Int(hit.value)]
    }
}
