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
/// - It is trusted only where no one else could have written it: the folder must be the user's own
///   (its owner the effective user) and writable by no group or other user, and a cache file must be
///   the user's and writable by no one else. Otherwise the cache is not read (the source answers)
///   and the call says why (``RoutingCacheDistrust``), for a one-line note; an untrusted file in a trusted
///   folder is replaced by the next cache written. Its checksums are not secret, so they stop accidents, not another user.
/// - Only a file that loads without warnings is cached (the warnings must be said every time), and
///   the presenters its routes name are checked again on every use, so a plugin removed since
///   means a rebuild.
package struct RoutingCache: RoutingTableSource {
    package var folder: String
    /// How long before the source was read its times must lie for the cache to be written.
    static let racyWindowNanoseconds: Int64 = 2_000_000_000
    /// The clock, in nanoseconds since the epoch; replaced by tests.
    var now: @Sendable () -> Int64 = {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    package init(folder: String) { self.folder = folder }

    /// Why a folder or cache file cannot be trusted (another owner, or writable by others), or
    /// `nil` when only the user could have written it.
    static func distrust(_ info: stat) -> String? {
        if info.st_uid != geteuid() { return "it belongs to another user (uid \(info.st_uid)), not to you" }
        if info.st_mode & 0o022 != 0 {
            return "others may write it (mode \(String(info.st_mode & 0o7777, radix: 8)))"
        }
        return nil
    }

    /// Whether the folder can hold a trusted cache: `nil` when it does not exist yet, else whether
    /// it is a folder of the user's that no one else may write, and why not.
    private func folderTrust() -> (trusted: Bool?, distrust: RoutingCacheDistrust?) {
        var info = stat()
        guard stat(folder, &info) == 0 else { return (errno == ENOENT ? nil : false, nil) }
        guard info.st_mode & S_IFMT == S_IFDIR else { return (false, nil) }
        guard let reason = Self.distrust(info) else { return (true, nil) }
        return (false, RoutingCacheDistrust(path: folder, reason: reason))
    }

    /// Whether a cache file may be read: a regular file of the user's that no one else may write.
    /// The folder is trusted, so no one else can swap the file between this look and the reader's,
    /// which checks again what it opened.
    private static func fileTrust(_ path: String) -> (trusted: Bool, distrust: RoutingCacheDistrust?) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return (false, nil) }
        guard let reason = distrust(info) else { return (true, nil) }
        return (false, RoutingCacheDistrust(path: path, reason: reason))
    }

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

    /// Named after the routing file's real path.
    func file(for source: String) -> String {
        let hash = RoutingCacheFile.hash((FileSystem.canonicalPath(source) ?? source).utf8)
        let hex = String(hash, radix: 16)
        return folder + "/routing-" + String(repeating: "0", count: 16 - hex.count) + hex + ".bin"
    }

    /// The routing table for resolving `app`, from the cache when it is current: then narrowed to
    /// the entries that can decide `app` (its exact entry and its longest pattern), which resolve it
    /// exactly as the whole table would. Otherwise the source is loaded whole and the cache rebuilt.
    /// - Returns: As ``RegistryLocation/loadTable(catalog:)``, whether the cache answered, and why
    ///   it was not used when someone else could have written it.
    /// - Throws: ``DiagnosticError`` as ``RegistryLocation/loadTable(catalog:)``.
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

    /// Whether the source changed so shortly before now that a later change could leave its times
    /// as they are.
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
        do throws(FileWriteError) {
            try writer.makeDirectories(folder)
            // A folder made just now is the user's; one that was there was checked before the read.
            var folderInfo = stat()
            guard stat(folder, &folderInfo) == 0, Self.distrust(folderInfo) == nil else { return }
            // The writer writes through a symbolic link and keeps an old file's owner and mode; the
            // cache replaces a link (which it never reads) and a file it would not trust.
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG || Self.distrust(info) != nil { unlink(path) }
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
