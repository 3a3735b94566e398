extension RoutingTable {
    /// The route of the entry whose key is exactly `key` (a pattern with its `*`); no other entry answers.
    package func route(ofEntry key: String) -> Route? {
        var bytes = Array(key.utf8)
        let isPattern = bytes.last == UInt8(ascii: "*")
        if isPattern { bytes.removeLast() }
        let index = isPattern ? prefixes : exact
        guard index.count > 0, let hit = index.find(bytes, in: keys) else { return nil }
        return routes[Int(hit.value)]
    }
}
