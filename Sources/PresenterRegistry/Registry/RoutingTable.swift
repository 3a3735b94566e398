/// The routes of a routing file, ready to answer which presenter and theme a mini program gets.
///
/// Built for a million entries: keys in one byte arena, one small route number per entry, an exact lookup
/// one hash probe (``ByteKeyIndex``), a prefix lookup one probe per distinct pattern length.
///
/// ```swift
/// let table = try RoutingFile.load(source)
/// let app = "2021001234567890"
/// let resolved = table.resolve(app)
/// print(resolved.route.presenter, resolved.matched.key(for: app))
/// ```
public struct RoutingTable: Sendable {
    /// The route of IDs no entry matches: the file's `default`, its missing fields from ``Route/builtIn``.
    public let defaultRoute: Route
    /// Patterns without their `*`, in file order.
    package let keys: ByteKeyStore
    /// Per entry: the index into ``routes``, with ``patternBit`` set for patterns.
    package let routeOf: [UInt32]
    /// The distinct routes entries use, fully filled in.
    package let routes: [Route]
    /// Each ID's entry, and the index into ``routes`` of its route.
    let exact: ByteKeyIndex
    let prefixes: ByteKeyIndex
    /// `hasPrefixLength[n]`: some pattern has a prefix of `n` bytes.
    package let hasPrefixLength: [Bool]

    package static let patternBit: UInt32 = 1 << 31

    /// The number of entries (exact IDs and patterns).
    public var count: Int { routeOf.count }
    /// The number of exact-ID entries.
    public var exactCount: Int { exact.count }
    /// The number of prefix patterns.
    public var patternCount: Int { prefixes.count }

    package func resolve(_ app: String) -> ResolvedRoute {
        let found = match(app.utf8)
        return ResolvedRoute(route: route(at: found.index), matched: found.matched)
    }

    /// The route for a mini program, without what decided it: `resolve(app).route`.
    /// - Parameter app: The mini program's ID.
    /// - Returns: The route with every field filled in.
    public func route(for app: String) -> Route {
        route(at: match(app.utf8).index)
    }

    /// The routes of many mini programs, in order: `apps.map(route(for:))`.
    /// - Parameter apps: The IDs.
    /// - Returns: One route per ID, each with every field filled in.
    public func routes(for apps: [String]) -> [Route] {
        apps.map(route(for:))
    }

    /// -1 is the default route.
    func route(at index: Int) -> Route {
        index < 0 ? defaultRoute : routes[index]
    }

    /// The exact entry, else the longest pattern, else -1 for the default.
    func match(_ bytes: some Collection<UInt8>) -> (index: Int, matched: RouteMatch) {
        if let hit = exact.find(bytes, in: keys) { return (Int(hit.value), .exact) }
        guard let pattern = patternLookup(Array(bytes)) else { return (-1, .fallback) }
        return (pattern.route, .pattern(prefixLength: pattern.length))
    }

    private func patternLookup(_ bytes: [UInt8]) -> (route: Int, length: Int)? {
        guard prefixes.count > 0 else { return nil }
        var length = min(bytes.count, hasPrefixLength.count - 1)
        while length > 0 {
            if hasPrefixLength[length], let hit = prefixes.find(bytes[0..<length], in: keys) {
                return (Int(hit.value), length)
            }
            length -= 1
        }
        return nil
    }

    package var entries: [RoutingEntry] {
        (0..<count).map { index in
            let tagged = routeOf[index]
            let isPattern = tagged & Self.patternBit != 0
            return RoutingEntry(
                key: keys.string(index) + (isPattern ? "*" : ""), isPattern: isPattern,
                route: routes[Int(tagged & ~Self.patternBit)])
        }
    }
}

extension RoutingTable {
    /// A table with no entries.
    /// - Parameter defaultRoute: The route every ID gets.
    public init(defaultRoute: Route = .builtIn) {
        self.init(
            defaultRoute: defaultRoute, keys: ByteKeyStore(), routeOf: [], routes: [], exact: ByteKeyIndex(),
            prefixes: ByteKeyIndex(), hasPrefixLength: [])
    }
}
