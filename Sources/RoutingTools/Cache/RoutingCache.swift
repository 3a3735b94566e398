import PresenterRegistry
import SheetSystem
import SheetText
import ThemeKit

/// A compiled form of routing files, so that resolving one app costs the same whatever the
/// file's size: kept in `$XDG_CACHE_HOME/sheetctl/` (else `~/.cache/sheetctl/`), one file per
/// routing file, read with `mmap`.
///
/// It is never stale and never trusted blindly:
/// - The cache records the source's device, inode, size, mtime and ctime (to the nanosecond) as
///   they were *before* the source was read; any difference is a rebuild. A file replaced by a
///   rename has a new inode; one written in place, or whose mtime was put back (`touch -r`), has
///   a new ctime, which users cannot set; a clock stepped back gives times that differ too.
/// - Where a change could hide inside the timestamps' granularity (the source changed in the
///   moments before it was read, as git's "racily clean" index entries), no cache is written: the
///   next call reads the source again, and caches it once its times are safely in the past.
/// - A truncated, corrupted or hostile cache is found out by checksums over what is read and by
///   bounds checks on every offset (see ``RoutingCacheFile``), and rebuilt; so is one of another
///   format version.
/// - It is written through ``AtomicFileWriter`` (a temporary file and a rename), so concurrent
///   builders each write a whole file and the last rename wins; a missing folder is created, and
///   one that cannot be written just means no cache.
/// - Only a file that loads without warnings is cached (the warnings must be said every time), and
///   the presenters its routes name are checked again on every use, so a plugin removed since
///   means a rebuild.
package struct RoutingCache: RoutingTableSource {
    /// The folder the cache files are in.
    package var folder: String
    /// How long before the source was read its times must lie for the cache to be written.
    static let racyWindowNanoseconds: Int64 = 2_000_000_000
    /// The clock, in nanoseconds since the epoch; replaced by tests.
    var now: @Sendable () -> Int64 = {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Creates a cache in a folder.
    package init(folder: String) { self.folder = folder }

    /// The cache the environment asks for: `nil` when `SHEETCTL_NO_CACHE=1`, or when neither an
    /// absolute `XDG_CACHE_HOME` nor `HOME` is set.
    package static func standard(environment: [String: String]) -> RoutingCache? {
        if environment["SHEETCTL_NO_CACHE"] == "1" { return nil }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return RoutingCache(folder: cache + "/sheetctl")
        }
        if let home = environment["HOME"], !home.isEmpty { return RoutingCache(folder: home + "/.cache/sheetctl") }
        return nil
    }

    /// Where the cache of a routing file is: named after the file's real path.
    func file(for source: String) -> String {
        let real = realpath(source, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }
        let hash = Array((real ?? source).utf8).withUnsafeBufferPointer { RoutingCacheFile.hash($0) }
        let hex = String(hash, radix: 16)
        return folder + "/routing-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin"
    }

    /// The routing table for resolving `app`, from the cache when it is current: then narrowed to
    /// the entries that can decide `app` (its exact entry and its longest pattern), which resolve it
    /// exactly as the whole table would. Otherwise the source is loaded whole and the cache rebuilt.
    /// - Parameters:
    ///   - app: The ID to be resolved.
    ///   - location: The routing file.
    ///   - catalog: The presenters routes may name.
    /// - Returns: As ``RegistryLocation/loadTable(catalog:)``, and whether the cache answered.
    /// - Throws: ``DiagnosticError`` as ``RegistryLocation/loadTable(catalog:)``.
    package func table(for app: String, at location: RegistryLocation, catalog: PresenterCatalog) throws(DiagnosticError)
        -> (table: RoutingTable, source: SourceText?, warnings: [Diagnostic], cached: Bool)
    {
        var info = stat()
        guard stat(location.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let (table, source, warnings) = try location.loadTableFromSource(catalog: catalog)
            return (table, source, warnings, false)
        }
        let identity = RoutingCacheFile.Identity(info)
        let path = file(for: location.path)
        if let reader = RoutingCacheReader(path: path), reader.identity == identity,
            let table = Self.narrowed(reader, to: app, catalog: catalog)
        {
            return (table, nil, [], true)
        }
        let (table, source, warnings) = try location.loadTableFromSource(catalog: catalog)
        if warnings.isEmpty, source != nil, !isRacy(identity) {
            write(RoutingCacheFile.bytes(of: table, source: identity), to: path)
        }
        return (table, source, warnings, false)
    }

    /// Whether the source changed so shortly before now that a later change could leave its times
    /// as they are.
    private func isRacy(_ identity: RoutingCacheFile.Identity) -> Bool {
        let latest = max(Int64(bitPattern: identity.mtime), Int64(bitPattern: identity.ctime))
        return latest >= now() - Self.racyWindowNanoseconds
    }

    /// Writes a cache file; any failure just means no cache.
    private func write(_ bytes: [UInt8], to path: String) {
        // The cache can always be built again: no need to wait for the disk.
        var operations = FileOperations.system
        operations.sync = { _ throws(FileOperationError) in }
        operations.syncDirectory = { _ throws(FileOperationError) in }
        let writer = AtomicFileWriter(operations: operations)
        // The writer writes through a symbolic link; the cache replaces one (which it never reads).
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { unlink(path) }
        do throws(FileWriteError) {
            try writer.makeDirectories(folder)
            try writer.write(bytes, to: path)
        } catch {
            return
        }
    }

    /// The table of the entries that can decide `app`, or `nil` when the cache cannot be used.
    private static func narrowed(_ reader: RoutingCacheReader, to app: String, catalog: PresenterCatalog)
        -> RoutingTable?
    {
        guard let (defaultRoute, routes) = reader.routes() else { return nil }
        // A presenter that was known when the cache was built may have gone since.
        for name in Set(routes.map(\.presenter) + [defaultRoute.presenter]) where !catalog.contains(name) {
            return nil
        }
        var bytes = Array(app.utf8)
        let found = bytes.withUnsafeBufferPointer { id -> (exact: UInt32?, pattern: (length: Int, route: UInt32)?)? in
            var exact: UInt32?
            switch reader.lookup(id, isPattern: false) {
            case .found(let route): exact = route
            case .absent: break
            case .corrupt: return nil
            }
            var length = min(id.count, reader.patternLengthCount - 1)
            while length > 0 {
                guard let has = reader.hasPattern(ofLength: length) else { return nil }
                if has {
                    switch reader.lookup(UnsafeBufferPointer(rebasing: id[0..<length]), isPattern: true) {
                    case .found(let route): return (exact, (length, route))
                    case .absent: break
                    case .corrupt: return nil
                    }
                }
                length -= 1
            }
            return (exact, nil)
        }
        guard let found else { return nil }
        var entries: [(key: [UInt8], isPattern: Bool, route: Route)] = []
        for (tagged, key, isPattern) in [
            found.exact.map { ($0, bytes, false) }, found.pattern.map { ($0.route, Array(bytes[0..<$0.length]), true) },
        ].compactMap({ $0 }) {
            let index = Int(tagged & ~RoutingTable.patternBit)
            guard index < routes.count, (tagged & RoutingTable.patternBit != 0) == isPattern else { return nil }
            entries.append((key, isPattern, routes[index]))
        }
        bytes.removeAll()
        return RoutingTable(defaultRoute: defaultRoute, entries: entries)
    }
}
