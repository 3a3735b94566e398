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
    private var exact: ByteKeyIndex
    private var prefixes = ByteKeyIndex()
    private var hasPrefixLength: [Bool] = []

    /// Sized for `expectedEntries`, so that a large file does not rehash on every doubling.
    init(expectedEntries: Int = 0) {
        exact = ByteKeyIndex(capacity: expectedEntries)
    }

    /// - Returns: The name's id + 1.
    mutating func intern(_ bytes: some Collection<UInt8>) -> UInt32 {
        if let found = nameIndex.find(bytes, in: names) { return UInt32(found.entry + 1) }
        let index = names.append(bytes)
        _ = nameIndex.insert(index, value: 0, bytes: bytes, in: names)
        return UInt32(index + 1)
    }

    func name(_ id: UInt32) -> String { names.string(Int(id) - 1) }

    /// - Parameter key: The ID, or the pattern without its `*`.
    /// - Returns: The line of an earlier equal entry (nothing is added then), or `nil`.
    mutating func add(_ key: some Collection<UInt8>, isPattern: Bool, fields: Fields, line: Int) -> Int? {
        let known = fieldSetIndex[fields]
        let set = known ?? UInt32(fieldSets.count)
        let index = keys.append(key)
        // A pattern `2021*` and an ID `2021` are different entries.
        let earlier =
            isPattern
            ? prefixes.insert(index, value: set, bytes: key, in: keys)
            : exact.insert(index, value: set, bytes: key, in: keys)
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

    func line(of key: some Collection<UInt8>, isPattern: Bool) -> Int? {
        let index = isPattern ? prefixes : exact
        guard let hit = index.find(key, in: keys) else { return nil }
        return Int(lines[hit.entry])
    }

    /// Each entry's missing fields filled from `defaults`, and theirs from ``Route/builtIn``.
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
        return RoutingTable(
            defaultRoute: defaultRoute, keys: keys, routeOf: Array(routeOf), routes: routes, exact: exact,
            prefixes: prefixes, hasPrefixLength: hasPrefixLength)
    }
}
