/// The routes of a routing file, ready to answer which presenter and theme a mini program gets.
///
/// An exact ID beats the longest matching prefix pattern, which beats `default`. Built for a
/// million entries: the keys live end to end in one byte arena, each entry stores one small
/// integer naming one of the few distinct routes, an exact lookup is one hash probe that reads
/// one cache line (``ByteKeyIndex``), and a prefix lookup probes a second index of the same kind
/// once per distinct pattern length present (not once per pattern), the hash of each prefix of up
/// to 16 bytes made from the ID's first 16 bytes, read once.
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
    /// Every entry's key (patterns without their `*`), in file order.
    @usableFromInline package let keys: ByteKeyStore
    /// Per entry: the index into ``routes``, with ``patternBit`` set for patterns.
    package let routeOf: [UInt32]
    /// The distinct routes entries use, fully filled in.
    @usableFromInline package let routes: [Route]
    /// The exact IDs' index over ``keys``: each ID's entry, and the index into ``routes`` of its route.
    @usableFromInline let exact: ByteKeyIndex
    /// The prefix patterns' index over ``keys``, as ``exact``. A pattern of up to 16 bytes is checked
    /// in its slot, so matching one reads nothing from the keys of a large file.
    let prefixes: ByteKeyIndex
    /// `hasPrefixLength[n]`: some pattern has a prefix of `n` bytes.
    package let hasPrefixLength: [Bool]

    package static let patternBit: UInt32 = 1 << 31

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

    /// The route for a mini program, and which entry decided it.
    ///
    /// A lookup in a large table waits on one cache miss, which the processor overlaps with the
    /// next lookups' only when little work separates them. So the exact lookup is inlined into
    /// the caller and calls nothing out of line (see ``exactRouteIndexInPlace(_:)``), and the
    /// answer holds no string of its own (see ``RouteMatch``): a caller that reads one field of
    /// the route copies only that field. Copying a whole `Route` (three strings, a runtime call
    /// each) or the ID (an atomic reference count) would cost as much as the lookup itself.
    /// - Parameter app: The mini program's ID.
    /// - Returns: The route with every field filled in, and the entry that decided it.
    @inlinable @inline(__always)
    package func resolve(_ app: String) -> ResolvedRoute {
        let index = exactRouteIndexInPlace(app)
        // The two paths meet on an index and a trivial match, so the route is copied once, after.
        let found =
            index >= 0 ? (index: index, matched: RouteMatch.exact) : inexactMatch(app, exactChecked: index == -1)
        return ResolvedRoute(route: route(at: found.index), matched: found.matched)
    }

    /// The route for a mini program, without what decided it: `resolve(app).route`.
    /// - Parameter app: The mini program's ID.
    /// - Returns: The route with every field filled in.
    @inlinable @inline(__always)
    public func route(for app: String) -> Route {
        let index = exactRouteIndexInPlace(app)
        return route(at: index >= 0 ? index : inexactMatch(app, exactChecked: index == -1).index)
    }

    /// The route at an index into ``routes``, or the default route for -1.
    @inlinable @inline(__always)
    func route(at index: Int) -> Route {
        index < 0 ? defaultRoute : routes[index]
    }

    /// The index into ``routes`` of the route of the exact entry for `app`, read in place: -1 when
    /// there is none, -2 when `app` does not lend its UTF-8 in place (a bridged string).
    ///
    /// Everything it calls is inlined too. A caller looping over an array of IDs gets each one
    /// from the array as a copy, and the compiler can drop that copy (a retain and a release, both
    /// atomic) only when nothing it cannot see runs while the ID's bytes are in use. Without
    /// those two atomic operations a lookup in a million-entry table went from about 90 to 70 ns.
    @inlinable @inline(__always)
    func exactRouteIndexInPlace(_ app: String) -> Int {
        app.utf8.withContiguousStorageIfAvailable { exactRouteIndex(of: $0) } ?? -2
    }

    /// The index into ``routes`` of the route of the exact entry whose ID's UTF-8 is `bytes`, or -1.
    @inlinable @inline(__always)
    func exactRouteIndex(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        exactRouteIndex(of: bytes, probe: ByteKeyIndex.probe(bytes))
    }

    /// ``exactRouteIndex(of:)`` with the ID's exact-index probe already made.
    @inlinable @inline(__always)
    func exactRouteIndex(of bytes: UnsafeBufferPointer<UInt8>, probe: ByteKeyIndex.Probe) -> Int {
        guard exact.count > 0, let hit = exact.find(bytes, probe, in: keys) else { return -1 }
        return Int(hit.value)
    }

    /// The rest of a lookup that ``exactRouteIndexInPlace(_:)`` did not answer: the index into
    /// ``routes`` of the route of the exact entry (unless `exactChecked` says there is none), else
    /// of the longest pattern, else -1 for the default; and which of those matched.
    @usableFromInline
    func inexactMatch(_ app: String, exactChecked: Bool) -> (index: Int, matched: RouteMatch) {
        Self.withUTF8(app) { bytes in
            let probe = ByteKeyIndex.probe(bytes)
            if !exactChecked {
                let index = exactRouteIndex(of: bytes, probe: probe)
                if index >= 0 { return (index, .exact) }
            }
            guard let pattern = patternLookup(bytes, probe: probe) else { return (-1, .fallback) }
            return (pattern.route, .pattern(prefixLength: pattern.length))
        }
    }

    /// The routes of many mini programs, in order: `apps.map(route(for:))`, but faster on a large table.
    ///
    /// A lookup in a million-entry table waits on one cache miss; a lone lookup leaves the
    /// processor idle for it. Here each group of 16 IDs is hashed first and a prefetch of each slot
    /// issued (a prefetch, unlike a load, does not hold the processor up), so their misses are in
    /// flight together; then the group is resolved with the hashes kept, its slots in the cache.
    /// - Parameter apps: The IDs.
    /// - Returns: One route per ID, each with every field filled in.
    public func routes(for apps: [String]) -> [Route] {
        var result: [Route] = []
        result.reserveCapacity(apps.count)
        let group = 16
        apps.withUnsafeBufferPointer { ids in
            withUnsafeTemporaryAllocation(of: ByteKeyIndex.Probe.self, capacity: group) { probes in
                var start = 0
                while start < ids.count {
                    let end = min(start + group, ids.count)
                    // First every slot of the group, so that their cache misses overlap…
                    for index in start..<end {
                        let probe = Self.withUTF8(ids[index]) { ByteKeyIndex.probe($0) }
                        probes[index - start] = probe
                        exact.prefetch(probe)
                    }
                    // …then the lookups, which find their slots in the cache.
                    for index in start..<end {
                        let route = Self.withUTF8(ids[index]) { bytes in
                            let probe = probes[index - start]
                            let exact = exactRouteIndex(of: bytes, probe: probe)
                            return exact >= 0 ? exact : patternLookup(bytes, probe: probe)?.route ?? -1
                        }
                        result.append(self.route(at: route))
                    }
                    start = end
                }
            }
        }
        return result
    }

    /// Calls `body` with a string's UTF-8: in place for a native string, else from a copy.
    @inline(__always)
    private static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// The longest prefix pattern of `bytes` (whose probe is `probe`): the index into ``routes`` of
    /// its route, and its length. Kept out of line so that the exact lookup, which most IDs take,
    /// stays short.
    @inline(never)
    private func patternLookup(_ bytes: UnsafeBufferPointer<UInt8>, probe: ByteKeyIndex.Probe) -> (
        route: Int, length: Int
    )? {
        let longest = min(bytes.count, hasPrefixLength.count - 1)
        guard longest > 0, prefixes.count > 0 else { return nil }
        return hasPrefixLength.withUnsafeBufferPointer { lengths in
            var length = longest
            while length > 0 {
                if lengths[length] {
                    let prefix = UnsafeBufferPointer(rebasing: bytes[0..<length])
                    let prefixProbe = ByteKeyIndex.probe(prefix: length, of: bytes, whole: probe)
                    if let hit = prefixes.find(prefix, prefixProbe, in: keys) { return (Int(hit.value), length) }
                }
                length -= 1
            }
            return nil
        }
    }

    /// Every entry in file order, with its route filled in from `default`.
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
