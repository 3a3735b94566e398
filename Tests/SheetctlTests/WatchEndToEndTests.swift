import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `sheetctl preview --watch`, run as a theme author runs it: the built binary in a folder of
/// files, saved the way editors save them.
///
/// Deadlines are generous so a loaded machine does not fail the tests; the time a redraw took is
/// printed, never asserted.
@Suite struct WatchEndToEndTests {
    /// How long a test waits for a redraw before failing.
    static let deadline = 5.0
    /// How long it waits for the first drawing, which includes starting the process.
    static let startDeadline = 15.0

    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Saves as editors do: a temporary file in the same folder renamed over the original.
    static func save(_ text: String, to path: String) throws {
        let temporary = (path as NSString).deletingLastPathComponent + "/.\((path as NSString).lastPathComponent).swp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary, path) == 0)
    }

    static func theme(cancel label: String) -> String { "name: t\ncancel:\n  label: \(label)\n" }

    /// How many drawings of the demo sheet `text` holds.
    static func drawings(_ text: String) -> Int { text.components(separatedBy: "Share this photo").count - 1 }

    @Test func savingTheThemeDrawsAgainWithItsChanges() throws {
        let folder = try Self.folder()
        try Self.save(Self.theme(cancel: "Nope"), to: folder + "/t.yaml")
        let watch = try WatchedProcess(
            ["preview", "--watch", "--theme", "./t.yaml", "--presenter", "plain"], directory: folder)
        try #require(watch.wait(timeout: Self.startDeadline) { out, _ in out.contains("0. Nope\n") } != nil)

        try Self.save(Self.theme(cancel: "Later"), to: folder + "/t.yaml")
        let latency = watch.wait(timeout: Self.deadline) { out, _ in out.contains("0. Later\n") }
        #expect(latency != nil, "no new drawing; stderr: \(watch.stderr)")
        #expect(Self.drawings(watch.stdout) == 2)
        #expect(!watch.stdout.contains("\u{1B}"), "no screen clearing on a pipe")
        #expect(watch.stop(with: SIGTERM) == 143)
        #expect(watch.stderr.isEmpty)
    }

    @Test func aBrokenSaveIsReportedAndTheNextGoodSaveDrawsAgain() throws {
        let folder = try Self.folder()
        try Self.save(Self.theme(cancel: "Nope"), to: folder + "/t.yaml")
        let watch = try WatchedProcess(
            ["preview", "--watch", "--theme", "./t.yaml", "--presenter", "plain"], directory: folder)
        try #require(watch.wait(timeout: Self.startDeadline) { out, _ in out.contains("0. Nope\n") } != nil)

        try Self.save("name: t\ncancel:\n  label: [Broken\n", to: folder + "/t.yaml")
        let reported = watch.wait(timeout: Self.deadline) { _, err in err.contains("waiting for the next save") }
        #expect(reported != nil)
        #expect(watch.stderr.contains("./t.yaml:4:1: error:"))
        #expect(watch.stderr.contains("[yaml-syntax]"))
        #expect(watch.isRunning)
        // The built-in default's drawing does not replace the last good one.
        #expect(Self.drawings(watch.stdout) == 1)
        #expect(!watch.stdout.contains("0. Cancel"))

        try Self.save(Self.theme(cancel: "Fixed"), to: folder + "/t.yaml")
        #expect(watch.wait(timeout: Self.deadline) { out, _ in out.contains("0. Fixed\n") } != nil)
        #expect(Self.drawings(watch.stdout) == 2)
        #expect(watch.stop(with: SIGINT) == 130)
    }

    @Test func savingTheRoutingFileRoutesAgain() throws {
        let folder = try Self.folder()
        try Self.save(Self.theme(cancel: "Nope"), to: folder + "/t.yaml")
        try Self.save("name: u\ncancel:\n  label: Other\n", to: folder + "/u.yaml")
        try Self.save("apps:\n  \"2021*\": { presenter: plain, theme: ./t.yaml }\n", to: folder + "/r.yaml")
        let watch = try WatchedProcess(
            ["preview", "--watch", "--app", "2021000000000001", "--registry", "./r.yaml"], directory: folder)
        try #require(watch.wait(timeout: Self.startDeadline) { out, _ in out.contains("0. Nope\n") } != nil)

        try Self.save("apps:\n  \"2021*\": { presenter: plain, theme: ./u.yaml }\n", to: folder + "/r.yaml")
        #expect(watch.wait(timeout: Self.deadline) { out, _ in out.contains("0. Other\n") } != nil, "\(watch.stderr)")
        #expect(watch.stop(with: SIGTERM) == 143)
    }

    @Test func savingTheSheetDrawsAgain() throws {
        let folder = try Self.folder()
        try Self.save("title: First\nitems: [Alpha]\n", to: folder + "/sheet.yaml")
        let watch = try WatchedProcess(
            ["preview", "--watch", "--sheet", "sheet.yaml", "--presenter", "plain"], directory: folder)
        try #require(watch.wait(timeout: Self.startDeadline) { out, _ in out.contains("First\n") } != nil)

        // Written in place, as editors that keep the file's inode save.
        try "title: Second\nitems: [Beta]\n".write(toFile: folder + "/sheet.yaml", atomically: false, encoding: .utf8)
        #expect(watch.wait(timeout: Self.deadline) { out, _ in out.contains("Second\n") } != nil)
        #expect(watch.stdout.contains("Beta"))

        try Self.save("title: Third\nitems: 7\n", to: folder + "/sheet.yaml")
        #expect(watch.wait(timeout: Self.deadline) { _, err in err.contains("waiting for the next save") } != nil)
        #expect(watch.stderr.contains("sheet.yaml:2:8: error:"), "\(watch.stderr)")
        #expect(!watch.stdout.contains("Third"))
        #expect(watch.stop(with: SIGTERM) == 143)
    }

    @Test func savingAThemeItExtendsDrawsAgain() throws {
        let folder = try Self.folder()
        try FileManager.default.createDirectory(atPath: folder + "/base", withIntermediateDirectories: true)
        try Self.save("name: base\ncancel:\n  label: Parent\n", to: folder + "/base/base.yaml")
        try Self.save("name: t\nextends: ./base/base.yaml\n", to: folder + "/t.yaml")
        let watch = try WatchedProcess(
            ["preview", "--watch", "--theme", "t.yaml", "--presenter", "plain"], directory: folder)
        try #require(watch.wait(timeout: Self.startDeadline) { out, _ in out.contains("0. Parent\n") } != nil)

        try Self.save("name: base\ncancel:\n  label: Changed\n", to: folder + "/base/base.yaml")
        #expect(watch.wait(timeout: Self.deadline) { out, _ in out.contains("0. Changed\n") } != nil)
        #expect(watch.stop(with: SIGTERM) == 143)
    }

    @Test func anOutputFileIsRewrittenOnEverySaveAndKeptOnABrokenOne() throws {
        let folder = try Self.folder()
        let picture = folder + "/sheet.svg"
        try Self.save(Self.theme(cancel: "Nope"), to: folder + "/t.yaml")
        let watch = try WatchedProcess(
            ["preview", "--watch", "--theme", "./t.yaml", "--presenter", "svg", "-o", "sheet.svg"],
            directory: folder)
        func pictureContains(_ text: String, within seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let svg = try? String(contentsOfFile: picture, encoding: .utf8), svg.contains(text) { return true }
                usleep(5_000)
            }
            return false
        }
        try #require(pictureContains(">Nope<", within: Self.startDeadline))

        try Self.save(Self.theme(cancel: "Later"), to: folder + "/t.yaml")
        #expect(pictureContains(">Later<", within: Self.deadline))
        let good = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(good.hasPrefix("<svg") || good.hasPrefix("<?xml"))

        try Self.save("name: t\ncancel: {label: \"\"}\n", to: folder + "/t.yaml")
        #expect(watch.wait(timeout: Self.deadline) { _, err in err.contains("waiting for the next save") } != nil)
        #expect(watch.stderr.contains("./t.yaml:2:"))
        #expect(try String(contentsOfFile: picture, encoding: .utf8) == good)
        #expect(watch.stdout.isEmpty)
        #expect(watch.stop(with: SIGTERM) == 143)
        // No temporary file of the atomic writes is left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }

    @Test func aRemovedFolderEndsTheWatchWith66() throws {
        let folder = try Self.folder()
        try FileManager.default.createDirectory(atPath: folder + "/themes", withIntermediateDirectories: true)
        try Self.save(Self.theme(cancel: "Nope"), to: folder + "/themes/t.yaml")
        let watch = try WatchedProcess(
            ["preview", "--watch", "--theme", "themes/t.yaml", "--presenter", "plain"], directory: folder)
        try #require(watch.wait(timeout: Self.startDeadline) { out, _ in out.contains("0. Nope\n") } != nil)
        try FileManager.default.removeItem(atPath: folder + "/themes")
        #expect(watch.exitCode(timeout: Self.deadline * 2) == 66)
        #expect(watch.stderr.contains("'themes'"))
    }

    @Test func aSheetOnStandardInputCannotBeWatched() throws {
        let result = try SheetctlProcess.run(["preview", "--watch", "--sheet", "-"], stdin: "title: T\nitems: [A]\n")
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: --watch needs --sheet to name a file"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aThemeInAFolderThatDoesNotExistEndsWith66() throws {
        let folder = try Self.folder()
        let result = try SheetctlProcess.run(
            ["preview", "--watch", "--theme", "missing/t.yaml", "--presenter", "plain"], directory: folder,
            timeout: 30)
        #expect(!result.timedOut)
        #expect(result.code == 66)
        #expect(result.stderr.contains("cannot watch 'missing'"))
        #expect(result.stdout.isEmpty)
    }

    /// Puts a FIFO where a watched file was, the way a save would: made beside it, renamed over it.
    static func replaceWithFIFO(_ path: String) {
        let temporary = path + ".fifo"
        #expect(mkfifo(temporary, 0o600) == 0)
        #expect(rename(temporary, path) == 0)
    }

    struct FIFOCase: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var first: String
        var firstShown: String
        var good: String
        var goodShown: String
        var arguments: [String]
        var testDescription: String { name }
    }

    static let fifoCases = [
        FIFOCase(
            name: "the sheet", file: "sheet.yaml", first: "title: First\nitems: [Alpha]\n", firstShown: "First\n",
            good: "title: Second\nitems: [Beta]\n", goodShown: "Second\n",
            arguments: ["--sheet", "sheet.yaml"]),
        FIFOCase(
            name: "the theme", file: "t.yaml", first: theme(cancel: "Nope"), firstShown: "0. Nope\n",
            good: theme(cancel: "Later"), goodShown: "0. Later\n", arguments: ["--theme", "./t.yaml"]),
    ]

    /// A FIFO in a watched file's place is refused as a theme file would be, never opened and
    /// waited on: the next good save draws again, and SIGTERM still ends the watch.
    @Test(arguments: fifoCases) func aFIFOInAWatchedFilesPlaceIsRefusedNotWaitedOn(_ test: FIFOCase) throws {
        let folder = try Self.folder()
        let path = folder + "/" + test.file
        try Self.save(test.first, to: path)
        let watch = try WatchedProcess(
            ["preview", "--watch", "--presenter", "plain"] + test.arguments, directory: folder)
        try #require(watch.wait(timeout: Self.startDeadline) { out, _ in out.contains(test.firstShown) } != nil)

        Self.replaceWithFIFO(path)
        let refused = watch.wait(timeout: Self.deadline) { _, err in err.contains("waiting for the next save") }
        #expect(refused != nil, "stderr: \(watch.stderr)")
        #expect(watch.stderr.contains("cannot open '\(test.arguments[1])': is not a regular file"), "\(watch.stderr)")

        try Self.save(test.good, to: path)
        #expect(watch.wait(timeout: Self.deadline) { out, _ in out.contains(test.goodShown) } != nil)
        #expect(watch.stop(with: SIGTERM, timeout: Self.deadline) == 143)
    }
}
