import PresenterRegistry
import SheetSystem
import SheetText
import ThemeKit

/// A compiled form of routing files, so that resolving one app costs the same whatever the file's
/// size. It records the source's identity (with ctime, which users cannot set) as it was *before*
/// the read, and skips a source changed within the timestamps' granularity (git's "racily clean").
/// Its checksums are not secret, so folder and file must be writable by the user alone. Only a
/// file that loads without warnings is cached: they must be said every time.
package struct RoutingCache: RoutingTableSource {
    package var folder: String
    static let racyWindowNanoseconds: Int64 = 2_000_000_000
    /// Replaced by tests.
    var now: @Sendable () -> Int64 = {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    package init(folder: String) { self.folder = folder }

    static func distrust(_ info: stat) -> String? {
        if info.st_uid != geteuid() { return "it belongs to another user (uid \(info.st_uid)), not to you" }
        if info.st_mode & 0o022 != 0 {
            return "others may write it (mode \(String(info.st_mode & 0o7777, radix: 8)))"
        }
        return nil
    }

    /// `trusted` is `nil` when the folder does not exist yet.
    private func folderTrust() -> (trusted: Bool?, distrust: RoutingCacheDistrust?) {
        var info = stat()
        guard stat(folder, &info) == 0 else { return (errno == ENOENT ? nil : false, nil) }
        guard info.st_mode & S_IFMT == S_IFDIR else { return (false, nil) }
        guard let reason = Self.distrust(info) else { return (true, nil) }
        return (false, RoutingCacheDistrust(path: folder, reason: reason))
    }

    /// The folder is trusted, so no one else can swap the file between this look and the reader's.
    private static func fileTrust(_ path: String) -> (trusted: Bool, distrust: RoutingCacheDistrust?) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return (false, nil) }
        guard let reason = distrust(info) else { return (true, nil) }
        return (false, RoutingCacheDistrust(path: path, reason: reason))
    }

    package static func standard(environment: [String: String]) -> RoutingCache? {
        if environment["SHEETCTL_NO_CACHE"] == "1" { return nil }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return RoutingCache(folder: cache + "/sheetctl")
        }
        if let home = environment["HOME"], !home.isEmpty { return RoutingCache(folder: home + "/.cache/sheetctl") }
        return nil
    }

    func file(for source: String) -> String {
        let hash = RoutingCacheFile.hash((FileSystem.canonicalPath(source) ?? source).utf8)
        let hex = String(hash, radix: 16)
        return folder + "/routing-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin"
    }

    /// From the cache, narrowed to the entries that can decide `app`; else from the source, cached.
    package func table(for app: String, at location: RegistryLocation, catalog: PresenterCatalog)
        throws(DiagnosticError)
        -> (
            table: RoutingTable, source: SourceText?, warnings: [Diagnostic], cached: Bool,
            distrust: RoutingCacheDistrust?
        )
    {
        var info = stat()
        guard stat(location.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            let (table, source, warnings, _, _) = try location.loadTable(catalog: catalog)
            return (table, source, warnings, false, nil)
        }
        let identity = RoutingCacheFile.Identity(info)
        let path = file(for: location.path)
        let folder = folderTrust()
        let file = folder.trusted == true ? Self.fileTrust(path) : (trusted: false, distrust: nil)
        if file.trusted, let reader = RoutingCacheReader(path: path), reader.identity == identity,
            let table = Self.narrowed(reader, to: app, catalog: catalog)
        {
            return (table, nil, [], true, nil)
        }
        let (table, source, warnings, _, _) = try location.loadTable(catalog: catalog)
        if folder.trusted != false, warnings.isEmpty, source != nil, !isRacy(identity) {
            write(RoutingCacheFile.bytes(of: table, source: identity), to: path)
        }
        return (table, source, warnings, false, folder.distrust ?? file.distrust)
    }

    /// A later change could leave the times of a source changed so shortly before now as they are.
    private func isRacy(_ identity: RoutingCacheFile.Identity) -> Bool {
        let latest = max(Int64(bitPattern: identity.mtime), Int64(bitPattern: identity.ctime))
        return latest >= now() - Self.racyWindowNanoseconds
    }

    /// Any failure just means no cache.
    private func write(_ bytes: [UInt8], to path: String) {
        // The cache can always be built again: no need to wait for the disk.
        var operations = FileOperations.system
        operations.sync = { _ throws(FileOperationError) in }
        operations.syncDirectory = { _ throws(FileOperationError) in }
        let writer = AtomicFileWriter(operations: operations)
        guard (try? writer.makeDirectories(folder)) != nil else { return }
        // A folder made just now is the user's; one that was there was checked before the read.
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0, Self.distrust(folderInfo) == nil else { return }
        // The writer would write through a link and keep an untrusted file's owner and mode.
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG || Self.distrust(info) != nil { unlink(path) }
        try? writer.write(bytes, to: path)
    }

    private static func narrowed(_ reader: RoutingCacheReader, to app: String, catalog: PresenterCatalog)
        -> RoutingTable?
    {
        guard let (defaultRoute, routes) = reader.routes() else { return nil }
        // A presenter that was known when the cache was built may have gone since.
        for name in Set(routes.map(\.presenter) + [defaultRoute.presenter]) where !catalog.contains(name) {
            return nil
        }
        let bytes = Array(app.utf8)
        let found = { (id: [UInt8]) -> (exact: UInt32?, pattern: (length: Int, route: UInt32)?)? in
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
                    switch reader.lookup(id[0..<length], isPattern: true) {
                    case .found(let route): return (exact, (length, route))
                    case .absent: break
                    case .corrupt: return nil
                    }
                }
                length -= 1
            }
            return (exact, nil)
        }(bytes)
        guard let found else { return nil }
        var entries: [(key: [UInt8], isPattern: Bool, route: Route)] = []
        for (tagged, key, isPattern) in [
            found.exact.map { ($0, bytes, false) }, found.pattern.map { ($0.route, Array(bytes[0..<$0.length]), true) },
        ].compactMap({ $0 }) {
            let index = Int(tagged & ~RoutingTable.patternBit)
            guard index < routes.count, (tagged & RoutingTable.patternBit != 0) == isPattern else { return nil }
            entries.append((key, isPattern, routes[index]))
        }
        return RoutingTable(defaultRoute: defaultRoute, entries: entries)
    }
}
