/// Gathers a routing table entry by entry, interning the presenter, theme and locale names.
struct RoutingTableBuilder {
    /// A route as an entry writes it: each field an interned name's id + 1, or 0 when left out.
    struct Fields: Hashable {
        var presenter: UInt32 = 0
        var theme: UInt32 = 0
        var locale: UInt32 = 0
    }

    private var names = ByteKeyStore()
    private var nameIndex = ByteKeyIndex()
    private var fieldSets: [Fields] = []
    private var fieldSetIndex: [Fields: UInt32] = [:]
    private var keys = ByteKeyStore()
    private var routeOf: [UInt32] = []
    /// Per entry, its line: only while building, to tell where a duplicate was first defined.
    private var lines: [UInt32] = []
    private var exact: ExactKeyIndex
    private var prefixes = ByteKeyIndex()
    /// The patterns' bytes again, on their own: small enough to stay in the cache while IDs are
    /// matched against them, where the keys of a large file are not.
    private var patternKeys = ByteKeyStore()
    /// Per pattern (in ``patternKeys``' order), its entry: only while building, for duplicates.
    private var patternEntries: [UInt32] = []
    /// Per pattern (in ``patternKeys``' order), its route.
    private var patternRoutes: [UInt32] = []
    private var hasPrefixLength: [Bool] = []

    /// A builder whose exact-ID index starts at the size `expectedEntries` needs, so that a large
    /// file does not rehash every entry on each doubling on the way there.
    /// - Parameter expectedEntries: An estimate of the number of entries; a low one only costs growing.
    init(expectedEntries: Int = 0) {
        exact = ExactKeyIndex(capacity: expectedEntries)
    }

    /// The id + 1 of a name, added when new.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let hash = ByteKeyIndex.hash(bytes)
        if let found = nameIndex.find(bytes, hash: hash, in: names) { return UInt32(found + 1) }
        let index = names.append(bytes)
        _ = nameIndex.insert(index, bytes: bytes, hash: hash, in: names)
        return UInt32(index + 1)
    }

    /// An interned name.
    func name(_ id: UInt32) -> String { names.string(Int(id) - 1) }

    /// Adds an entry.
    /// - Parameters:
    ///   - key: The ID, or the pattern without its `*`.
    ///   - isPattern: Whether it is a prefix pattern.
    ///   - fields: The route it writes.
    ///   - line: Its line, for a later duplicate's message.
    /// - Returns: The line of an earlier equal entry (nothing is added then), or `nil`.
    mutating func add(_ key: UnsafeBufferPointer<UInt8>, isPattern: Bool, fields: Fields, line: Int) -> Int? {
        let known = fieldSetIndex[fields]
        let set = known ?? UInt32(fieldSets.count)
        let index = keys.append(key)
        let earlier: Int?
        if isPattern {
            let ordinal = patternKeys.append(key)
            if let found = prefixes.insert(ordinal, bytes: key, hash: ByteKeyIndex.hash(key), in: patternKeys) {
                patternKeys.removeLast()
                earlier = Int(patternEntries[found])
            } else {
                patternEntries.append(UInt32(index))
                patternRoutes.append(set)
                earlier = nil
            }
        } else {
            earlier = exact.insert(index, route: set, bytes: key, in: keys)
        }
        if let earlier {
            keys.removeLast()
            return Int(lines[earlier])
        }
        if known == nil {
            fieldSets.append(fields)
            fieldSetIndex[fields] = set
        }
        routeOf.append(isPattern ? set | RoutingTable.patternBit : set)
        lines.append(UInt32(truncatingIfNeeded: line))
        if isPattern {
            if hasPrefixLength.count <= key.count {
                hasPrefixLength += Array(repeating: false, count: key.count + 1 - hasPrefixLength.count)
            }
            hasPrefixLength[key.count] = true
        }
        return nil
    }

    /// The table, each entry's missing fields filled from `defaults`, and theirs from ``Route/builtIn``.
    consuming func finish(defaults: Fields) -> RoutingTable {
        func route(_ fields: Fields, over base: Route) -> Route {
            Route(
                presenter: fields.presenter == 0 ? base.presenter : name(fields.presenter),
                theme: fields.theme == 0 ? base.theme : name(fields.theme),
                locale: fields.locale == 0 ? base.locale : name(fields.locale))
        }
        let defaultRoute = route(defaults, over: .builtIn)
        let routes = fieldSets.map { route($0, over: defaultRoute) }
        keys.shrink()
        patternKeys.shrink()
        return RoutingTable(
            defaultRoute: defaultRoute, keys: keys, routeOf: Array(routeOf), routes: routes, exact: exact,
            prefixes: prefixes, patternKeys: patternKeys, patternRoutes: patternRoutes,
            hasPrefixLength: hasPrefixLength)
    }
}
