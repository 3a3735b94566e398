import Foundation
import Testing

/// The compiled routing cache as the built binary uses it: the commands that resolve one app
/// (`preview --app`, `present --app`, `registry resolve`) build it and answer from it, a change of
/// the source is seen at once, and the commands that show the whole file never write it.
///
/// The cache leaves out a source changed within 2 s of being read (a later change in the same tick
/// of the file system's clock could hide), so each test waits that long after writing the file.
@Suite(.serialized) struct RoutingCacheEndToEndTests {
    /// A folder with a routing file and a cache folder, removed at the end.
    final class Folder {
        let path = NSTemporaryDirectory() + "sheetctl-cache-" + UUID().uuidString
        var routing: String { path + "/routing.yaml" }
        var cache: String { path + "/cache" }

        init(routing text: String) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try text.write(toFile: routing, atomically: false, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// The files the commands wrote under the cache folder.
        var cacheFiles: [String] {
            (try? FileManager.default.subpathsOfDirectory(atPath: cache))?.filter { $0.hasSuffix(".bin") } ?? []
        }

        /// Rewrites the routing file in place: same inode, same size.
        func rewriteInPlace(_ text: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: routing))
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(text.utf8))
        }

        func environment(noCache: Bool = false) -> [String: String] {
            var environment = SheetctlProcess.cleanEnvironment
            environment["XDG_CACHE_HOME"] = cache
            if noCache { environment["SHEETCTL_NO_CACHE"] = "1" }
            return environment
        }
    }

    /// Past the racy window of the source just written.
    static func waitPastTheRacyWindow() { Thread.sleep(forTimeInterval: 2.3) }

    static let json = "default: { presenter: plain }\napps:\n  \"2021001\": { presenter: json }\n"
    // The same length: a write in place keeps the size, as the cache's hardest case.
    static let html = "default: { presenter: plain }\napps:\n  \"2021001\": { presenter: html }\n"

    func preview(_ folder: Folder, noCache: Bool = false) throws -> SheetctlProcess.Result {
        try SheetctlProcess.run(
            ["preview", "--app", "2021001", "--registry", folder.routing],
            environment: folder.environment(noCache: noCache))
    }

    @Test func previewAndPresentBuildTheCacheAnswerFromItAndSeeAChangeInPlaceAtOnce() throws {
        #expect(Self.json.utf8.count == Self.html.utf8.count)
        let folder = try Folder(routing: Self.json)
        Self.waitPastTheRacyWindow()

        let first = try preview(folder)
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("{"), "the route's json presenter draws the sheet")
        #expect(folder.cacheFiles.count == 1, "the first call builds the cache")

        // Warm: the same answer, from the cache.
        let warm = try preview(folder)
        #expect(warm.code == 0)
        #expect(warm.stdout == first.stdout)

        // present --app: the json presenter writes the call and reads the answer on stdin.
        let call = folder.path + "/call.json"
        try #"{"items": ["Share", "Delete"]}"#.write(toFile: call, atomically: true, encoding: .utf8)
        let presented = try SheetctlProcess.run(
            ["present", "--app", "2021001", "--registry", folder.routing, "--call", call],
            input: Data(#"{"index": 1}"#.utf8 + [0x0A]), environment: folder.environment())
        #expect(presented.code == 0, "\(presented.stderr)")
        #expect(presented.stdout.hasSuffix("{\"index\":1}\n"), "\(presented.stdout)")

        // Written in place with the same size, at once: the next call sees the new route.
        try folder.rewriteInPlace(Self.html)
        let changed = try preview(folder)
        #expect(changed.code == 0, "\(changed.stderr)")
        #expect(
            changed.stdout.contains("<html") || changed.stdout.contains("<!DOCTYPE html"),
            "\(changed.stdout.prefix(80))")
        let resolved = try SheetctlProcess.run(
            ["registry", "resolve", "2021001", "--registry", folder.routing], environment: folder.environment())
        #expect(resolved.code == 0)
        #expect(resolved.stdout.contains("html"), "\(resolved.stdout)")
    }

    @Test func withTheCacheTurnedOffNoneIsWrittenAndTheAnswerIsTheSame() throws {
        let folder = try Folder(routing: Self.json)
        Self.waitPastTheRacyWindow()
        let off = try preview(folder, noCache: true)
        #expect(off.code == 0)
        #expect(folder.cacheFiles.isEmpty)
        let on = try preview(folder)
        #expect(on.stdout == off.stdout)
        #expect(folder.cacheFiles.count == 1)
    }

    @Test func listAndLintReadTheSourceAndWriteNoCache() throws {
        let folder = try Folder(routing: Self.json)
        Self.waitPastTheRacyWindow()
        let listed = try SheetctlProcess.run(
            ["registry", "list", "--registry", folder.routing], environment: folder.environment())
        #expect(listed.code == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("2021001"))
        let linted = try SheetctlProcess.run(["lint", folder.routing], environment: folder.environment())
        #expect(linted.code == 0, "\(linted.stderr)")
        #expect(folder.cacheFiles.isEmpty)
    }

    /// A cache folder another user may write could hold a forged cache: it is not used, each call
    /// says so in one line on stderr, and the routing file answers.
    @Test func aCacheFolderOthersMayWriteIsNotUsedWithOneNote() throws {
        let folder = try Folder(routing: Self.json)
        try FileManager.default.createDirectory(atPath: folder.cache + "/sheetctl", withIntermediateDirectories: true)
        #expect(chmod(folder.cache + "/sheetctl", 0o777) == 0)
        Self.waitPastTheRacyWindow()
        for _ in 0..<2 {
            let resolved = try SheetctlProcess.run(
                ["registry", "resolve", "2021001", "--registry", folder.routing], environment: folder.environment())
            #expect(resolved.code == 0, "\(resolved.stderr)")
            #expect(resolved.stdout.contains("json"))
            #expect(
                resolved.stderr
                    == "sheetctl: note: the routing cache is not used: '\(folder.cache)/sheetctl': "
                    + "others may write it (mode 777)\n")
        }
        #expect(folder.cacheFiles.isEmpty, "nothing is written where others may write")
    }
}
