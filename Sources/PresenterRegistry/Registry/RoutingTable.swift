/// The routes of a routing file, ready to answer which presenter and theme a mini program gets.
///
/// An exact ID beats the longest matching prefix pattern, which beats `default`. Built for a
/// million entries: the keys live end to end in one byte arena, each entry stores one small
/// integer naming one of the few distinct routes, an exact lookup is one hash probe, and a
/// prefix lookup probes once per distinct pattern length present (not once per pattern), reusing
/// the hash states of one pass over the ID.
///
/// ```swift
/// let table = try RoutingFile.load(source)
/// let resolved = table.resolve("2021001234567890")
/// print(resolved.route.presenter, resolved.matched)
/// ```
public struct RoutingTable: Sendable {
    /// The route of IDs no entry matches: the file's `default`, its missing fields from ``Route/builtIn``.
    public let defaultRoute: Route
    /// Every entry's key (patterns without their `*`), in file order.
    let keys: ByteKeyStore
    /// Per entry: the index into ``routes``, with ``patternBit`` set for patterns.
    let routeOf: [UInt32]
    /// The distinct routes entries use, fully filled in.
    let routes: [Route]
    let exact: ByteKeyIndex
    let prefixes: ByteKeyIndex
    /// `hasPrefixLength[n]`: some pattern has a prefix of `n` bytes.
    let hasPrefixLength: [Bool]

    static let patternBit: UInt32 = 1 << 31

    init(
        defaultRoute: Route, keys: ByteKeyStore, routeOf: [UInt32], routes: [Route], exact: ByteKeyIndex,
        prefixes: ByteKeyIndex, hasPrefixLength: [Bool]
    ) {
        self.defaultRoute = defaultRoute
        self.keys = keys
        self.routeOf = routeOf
        self.routes = routes
        self.exact = exact
        self.prefixes = prefixes
        self.hasPrefixLength = hasPrefixLength
    }

    /// A table with no entries.
    /// - Parameter defaultRoute: The route every ID gets.
    public init(defaultRoute: Route = .builtIn) {
        self.init(
            defaultRoute: defaultRoute, keys: ByteKeyStore(), routeOf: [], routes: [], exact: ByteKeyIndex(),
            prefixes: ByteKeyIndex(), hasPrefixLength: [])
    }

    /// The number of entries (exact IDs and patterns).
    public var count: Int { routeOf.count }
    /// The number of exact-ID entries.
    public var exactCount: Int { exact.count }
    /// The number of prefix patterns.
    public var patternCount: Int { prefixes.count }

    /// The route for a mini program.
    /// - Parameter app: The mini program's ID.
    /// - Returns: The route with every field filled in, and the entry that decided it.
    public func resolve(_ app: String) -> ResolvedRoute {
        var text = app
        let found = text.withUTF8 { lookup($0) }
        guard let entry = found else { return ResolvedRoute(app: app, route: defaultRoute, matched: .fallback) }
        let tagged = routeOf[entry]
        let route = routes[Int(tagged & ~Self.patternBit)]
        if tagged & Self.patternBit == 0 { return ResolvedRoute(app: app, route: route, matched: .exact(app)) }
        return ResolvedRoute(app: app, route: route, matched: .pattern(keys.string(entry) + "*"))
    }

    /// The index of the entry that decides `bytes`, or `nil` for the default.
    @inline(__always)
    private func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let longest = min(bytes.count, hasPrefixLength.count - 1)
        guard longest >= 0, prefixes.count > 0 else {
            guard exact.count > 0 else { return nil }
            return exact.find(bytes, hash: ByteKeyIndex.hash(bytes), in: keys)
        }
        // One pass hashes the whole ID and keeps the state after each prefix length a pattern has.
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: longest + 1) { states in
            hasPrefixLength.withUnsafeBufferPointer { lengths in
                var state = ByteKeyIndex.seed
                states[0] = state
                for index in 0..<bytes.count {
                    state = ByteKeyIndex.step(state, bytes[index])
                    if index + 1 <= longest { states[index + 1] = state }
                }
                if exact.count > 0, let hit = exact.find(bytes, hash: ByteKeyIndex.finish(state), in: keys) {
                    return hit
                }
                var length = longest
                while length >= 0 {
                    if lengths[length] {
                        let prefix = UnsafeBufferPointer(rebasing: bytes[0..<length])
                        if let hit = prefixes.find(prefix, hash: ByteKeyIndex.finish(states[length]), in: keys) {
                            return hit
                        }
                    }
                    length -= 1
                }
                return nil
            }
        }
    }

    /// Every entry in file order, with its route filled in from `default`.
    public var entries: [RoutingEntry] {
        (0..<count).map { index in
            let tagged = routeOf[index]
            let isPattern = tagged & Self.patternBit != 0
            return RoutingEntry(
                key: keys.string(index) + (isPattern ? "*" : ""), isPattern: isPattern,
                route: routes[Int(tagged & ~Self.patternBit)])
        }
    }
}
