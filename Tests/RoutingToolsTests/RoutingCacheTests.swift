import Foundation
import Synchronization
import Testing
@testable import SheetText
import ThemeKit

@testable import RoutingTools
@testable import PresenterRegistry

/// The compiled routing cache: it answers as the source does, sees every way the source can
/// change, and is never trusted when damaged.
@Suite final class RoutingCacheTests {
    let folder: String
    let source: String
    let catalog = PresenterCatalog(searchPath: nil)

    static let text = """
        default: { presenter: plain, locale: en }
        apps:
          "2021001": { presenter: json, theme: midnight }
          "2021*": { presenter: ansi }
          "20210*": { theme: dark }
          "caf\u{E9}": { presenter: html }

        """
    /// The same size as ``text``, one route changed.
    static let changed = text.replacingOccurrences(of: "presenter: json", with: "presenter: html")

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/sheetctl-cache-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        folder = String(cString: try #require(made))
        source = folder + "/r.yaml"
        try Data(Self.text.utf8).write(to: URL(fileURLWithPath: source))
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// A cache whose clock says the source's times are safely in the past, once the file system's
    /// clock has moved on from them (so that any later change gets other times).
    private func cache() -> RoutingCache {
        waitForTheNextTimestamp(after: source)
        var cache = RoutingCache(folder: folder + "/cache")
        let real = cache.now
        cache.now = { real() + 10_000_000_000 }
        return cache
    }

    /// Waits until a file touched now gets a later ctime than `path` has: the coarse clock the
    /// kernel stamps files with has ticked. No time is measured; the file system is asked.
    private func waitForTheNextTimestamp(after path: String) {
        var info = stat()
        stat(path, &info)
        let probe = folder + "/.tick"
        while true {
            _ = FileManager.default.createFile(atPath: probe, contents: Data("x".utf8))
            var now = stat()
            stat(probe, &now)
            if (now.st_ctim.tv_sec, now.st_ctim.tv_nsec) > (info.st_ctim.tv_sec, info.st_ctim.tv_nsec) { return }
        }
    }

    private func resolve(_ app: String, with cache: RoutingCache) throws -> (ResolvedRoute, cached: Bool) {
        let loaded = try cache.table(for: app, at: RegistryLocation(path: source, origin: .flag), catalog: catalog)
        return (loaded.table.resolve(app), loaded.cached)
    }

    private func wholeFile(_ app: String) throws -> ResolvedRoute {
        let text = try String(contentsOfFile: source, encoding: .utf8)
        return try RoutingFile.load(SourceText(name: source, text: text), catalog: catalog).resolve(app)
    }

    @Test func theSecondCallIsAnsweredByTheCacheAsTheFileWould() throws {
        let cache = cache()
        let apps = ["2021001", "2021002", "2021099", "20210", "2021", "202", "x", "caf\u{E9}", "cafe\u{301}", ""]
        for app in apps {
            let cold = try resolve(app, with: cache)
            let warm = try resolve(app, with: cache)
            #expect(warm.cached, "\(app)")
            #expect(cold.0 == warm.0, "\(app)")
            #expect(warm.0 == (try wholeFile(app)), "\(app)")
        }
        #expect(try resolve("2021001", with: cache).0.route.presenter == "json")
    }

    enum Change: String, Sendable, CaseIterable {
        case replacedByRename = "replaced by rename, times put back"
        case writtenInPlace = "written in place, same size"
        case mtimePutBack = "written in place, its mtime put back (touch -r)"
        case clockSteppedBack = "written in place with times before the cached ones (a clock stepped back)"
    }

    @Test(arguments: Change.allCases) func everyChangeOfTheSourceIsSeen(_ change: Change) throws {
        let cache = cache()
        _ = try resolve("2021001", with: cache)
        #expect(try resolve("2021001", with: cache).cached)
        var before = stat()
        stat(source, &before)
        waitForTheNextTimestamp(after: source)
        switch change {
        case .replacedByRename:
            let other = folder + "/new.yaml"
            try Data(Self.changed.utf8).write(to: URL(fileURLWithPath: other))
            setTimes(other, before.st_atim, before.st_mtim)
            #expect(rename(other, source) == 0)
        case .writtenInPlace, .mtimePutBack, .clockSteppedBack:
            let fd = open(source, O_WRONLY)
            #expect(fd >= 0)
            let bytes = Array(Self.changed.utf8)
            #expect(pwrite(fd, bytes, bytes.count, 0) == bytes.count)
            close(fd)
            if change == .mtimePutBack { setTimes(source, before.st_atim, before.st_mtim) }
            if change == .clockSteppedBack {
                let earlier = timespec(tv_sec: before.st_mtim.tv_sec - 3600, tv_nsec: before.st_mtim.tv_nsec)
                setTimes(source, earlier, earlier)
            }
        }
        var after = stat()
        stat(source, &after)
        #expect(after.st_size == before.st_size)
        let (route, cached) = try resolve("2021001", with: cache)
        #expect(!cached)
        #expect(route.route.presenter == "html")
        // Rebuilt: the next call is the cache's again, and agrees.
        let warm = try resolve("2021001", with: cache)
        #expect(warm.cached)
        #expect(warm.0.route.presenter == "html")
    }

    private func setTimes(_ path: String, _ access: timespec, _ modification: timespec) {
        let times = [access, modification]
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
    }

    @Test func aSourceChangedInTheLastMomentsIsNotCached() throws {
        // The real clock: the file was written just now, so a change in the same tick of the file
        // system's clock would leave its times as they are. No cache is written.
        let cache = RoutingCache(folder: folder + "/cache")
        let first = try resolve("2021001", with: cache)
        #expect(!first.cached)
        #expect(!FileManager.default.fileExists(atPath: cache.file(for: source)))
        let fd = open(source, O_WRONLY)
        let bytes = Array(Self.changed.utf8)
        #expect(pwrite(fd, bytes, bytes.count, 0) == bytes.count)
        close(fd)
        #expect(try resolve("2021001", with: cache).0.route.presenter == "html")
    }

    enum Damage: String, Sendable, CaseIterable {
        case flippedByte = "a byte flipped in a block that is read"
        case flippedHeader = "a byte of the header flipped"
        case truncated = "cut short"
        case otherVersion = "another format version"
        case garbage = "hostile: the right magic, then random bytes"
        case empty = "empty"
        case symbolicLink = "a symbolic link to a good cache"
    }

    @Test(arguments: Damage.allCases) func aDamagedCacheIsRebuiltNeverTrusted(_ damage: Damage) throws {
        let cache = cache()
        _ = try resolve("2021001", with: cache)
        #expect(try resolve("2021001", with: cache).cached)
        let path = cache.file(for: source)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        switch damage {
        case .flippedByte:
            // Every data block is read by some lookup of this small table: flip one in each.
            for block in stride(from: 4096, to: bytes.count - 8, by: 4096) { bytes[block + 9] ^= 0x40 }
        case .flippedHeader: bytes[8 * 3] ^= 1
        case .truncated: bytes = Array(bytes[0..<(bytes.count / 2)])
        case .otherVersion: bytes[8] = 99
        case .garbage:
            var random = SystemRandomNumberGenerator()
            for index in 8..<bytes.count { bytes[index] = UInt8.random(in: 0...255, using: &random) }
        case .empty: bytes = []
        case .symbolicLink: break
        }
        if damage == .symbolicLink {
            let good = folder + "/good.bin"
            #expect(rename(path, good) == 0)
            #expect(symlink(good, path) == 0)
        } else {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let (route, cached) = try resolve("2021001", with: cache)
        #expect(!cached)
        #expect(route == (try wholeFile("2021001")))
        let again = try resolve("2021099", with: cache)
        #expect(again.cached)
        #expect(again.0 == (try wholeFile("2021099")))
    }

    @Test func concurrentBuildersEachWriteAWholeCache() throws {
        let cache = cache()
        let location = RegistryLocation(path: source, origin: .flag)
        let catalog = catalog
        let answers = Mutex([String]())
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let app = index % 2 == 0 ? "2021001" : "20210555"
            let presenter = (try? cache.table(for: app, at: location, catalog: catalog))?.table.resolve(app)
            answers.withLock { $0.append(presenter?.route.presenter ?? "failed") }
        }
        // 20210555 falls to the pattern 20210*, whose presenter is the default's.
        #expect(
            answers.withLock { $0 }.sorted() == Array(repeating: "json", count: 4) + Array(repeating: "plain", count: 4)
        )
        #expect(try resolve("2021001", with: cache).cached)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder + "/cache")
        #expect(left.allSatisfy { !$0.contains(".tmp-") })
    }

    @Test func aCacheFolderThatCannotBeMadeMeansNoCache() throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        var cache = RoutingCache(folder: folder + "/file/cache")
        cache.now = { Int64.max / 2 }
        for _ in 0..<2 {
            let (route, cached) = try resolve("2021001", with: cache)
            #expect(!cached)
            #expect(route.route.presenter == "json")
        }
    }

    @Test func aFileWithWarningsIsNotCachedSoItsWarningsAreSaidEachTime() throws {
        try Data("apps:\n  a: { presenter: nope }\n  b: { presenter: json }\n".utf8).write(
            to: URL(fileURLWithPath: source))
        let cache = cache()
        for _ in 0..<2 {
            let loaded = try cache.table(for: "a", at: RegistryLocation(path: source, origin: .flag), catalog: catalog)
            #expect(!loaded.cached)
            #expect(loaded.warnings.map(\.code) == [.unknownPresenter])
        }
    }

    @Test func aPresenterGoneSinceTheCacheWasBuiltMeansARebuild() throws {
        try Data("apps:\n  a: { presenter: mine }\n".utf8).write(to: URL(fileURLWithPath: source))
        let cache = cache()
        let withPlugin = PresenterCatalog(searchPath: nil)
        withPlugin.register("mine") { PlainPresenter() }
        let location = RegistryLocation(path: source, origin: .flag)
        _ = try cache.table(for: "a", at: location, catalog: withPlugin)
        #expect(try cache.table(for: "a", at: location, catalog: withPlugin).cached)
        let without = try cache.table(for: "a", at: location, catalog: catalog)
        #expect(!without.cached)
        #expect(without.table.resolve("a").matched == .fallback)
        #expect(without.warnings.map(\.code) == [.unknownPresenter])
    }

    /// What another user did to the cache: the folder or the cache file is theirs, or theirs to write.
    enum Untrusted: String, Sendable, CaseIterable {
        case folderWritableByOthers = "the folder is writable by others"
        case folderWritableByTheGroup = "the folder is writable by its group"
        case fileWritableByOthers = "the cache file is writable by others"
        case folderOfAnotherUser = "the folder belongs to another user"
        case fileOfAnotherUser = "the cache file belongs to another user"

        var needsRoot: Bool { self == .folderOfAnotherUser || self == .fileOfAnotherUser }
        var isFolder: Bool { self != .fileWritableByOthers && self != .fileOfAnotherUser }
    }

    /// Forges a cache that checks as current for the source (its identity is anyone's to read)
    /// and routes 2021001 to a presenter the file never names for it, then lets `untrusted` be.
    private func forge(_ untrusted: Untrusted, in cache: RoutingCache) throws {
        _ = try resolve("2021001", with: cache)
        #expect(try resolve("2021001", with: cache).cached, "the cache is used when it is the user's own")
        let forged = try RoutingFile.load(SourceText(name: "f", text: Self.changed), catalog: catalog)
        var info = stat()
        stat(source, &info)
        let path = cache.file(for: source)
        let bytes = RoutingCacheFile.bytes(of: forged, source: RoutingCacheFile.Identity(info))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let other: uid_t = 54_321
        let done: Int32
        switch untrusted {
        case .folderWritableByOthers: done = chmod(cache.folder, 0o777)
        case .folderWritableByTheGroup: done = chmod(cache.folder, 0o775)
        case .fileWritableByOthers: done = chmod(path, 0o646)
        case .folderOfAnotherUser: done = chown(cache.folder, other, other)
        case .fileOfAnotherUser: done = chown(path, other, other)
        }
        try #require(done == 0, "\(String(cString: strerror(errno)))")
    }

    private func expectNotTrusted(_ untrusted: Untrusted) throws {
        let cache = cache()
        try forge(untrusted, in: cache)
        let location = RegistryLocation(path: source, origin: .flag)
        let loaded = try location.loadTable(catalog: catalog, resolving: "2021001", cache: cache)
        #expect(loaded.table.resolve("2021001").route.presenter == "json", "the file answers, not the forged cache")
        #expect(loaded.found)
        let distrust = try #require(loaded.distrust)
        #expect(distrust.path == (untrusted.isFolder ? cache.folder : cache.file(for: source)))
        #expect(!distrust.reason.contains("\n"))
        let again = try cache.table(for: "2021001", at: location, catalog: catalog)
        #expect(again.table.resolve("2021001").route.presenter == "json")
        if untrusted.isFolder {
            #expect(!again.cached, "a folder others may write is never used")
            #expect(again.distrust == distrust)
        } else {
            // The file was replaced by one of the user's own, in the user's own folder.
            #expect(again.cached)
            #expect(again.distrust == nil)
        }
    }

    @Test(arguments: Untrusted.allCases.filter { !$0.needsRoot })
    func aCacheOthersMayWriteIsNotUsedAndTheFileAnswers(_ untrusted: Untrusted) throws {
        try expectNotTrusted(untrusted)
    }

    @Test(
        .enabled(if: geteuid() == 0, "giving a file to another user needs root"),
        arguments: Untrusted.allCases.filter(\.needsRoot))
    func aCacheOfAnotherUserIsNotUsedAndTheFileAnswers(_ untrusted: Untrusted) throws {
        try expectNotTrusted(untrusted)
    }

    @Test func theEnvironmentChoosesTheFolderOrNone() {
        #expect(RoutingCache.standard(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.folder == "/c/sheetctl")
        #expect(
            RoutingCache.standard(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])?.folder == "/h/.cache/sheetctl")
        #expect(RoutingCache.standard(environment: ["HOME": "/h", "SHEETCTL_NO_CACHE": "1"]) == nil)
        #expect(RoutingCache.standard(environment: [:]) == nil)
    }
}
