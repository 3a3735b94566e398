import Foundation
import Synchronization
import Testing

@testable import SheetSystem

#if canImport(Glibc)
    import Glibc
#endif

/// ``FileWatcher``: which saves wake it, which do not, and how bursts are coalesced; each test runs
/// with inotify and with the polling the watcher falls back to where there is none.
@Suite struct WatchFileWatcherTests {
    /// Whether a test's watcher polls: both ways.
    static let polling = [false, true]

    static func watcher(polling: Bool) -> FileWatcher {
        FileWatcher(polling: polling, pollInterval: .milliseconds(10))
    }

    /// Lets a tick of the file system's clock pass after a poller's first look, so a write that
    /// keeps the size still changes the modification time it compares.
    static func settle(_ watcher: FileWatcher) {
        if watcher.isPolling { usleep(30_000) }
    }

    @Test func itPollsWhenAskedOrWhereThereIsNoInotify() {
        #expect(FileWatcher(polling: true).isPolling)
        #if os(Linux)
            #expect(!FileWatcher().isPolling)
        #else
            #expect(FileWatcher().isPolling)
        #endif
    }

    /// Long enough that a test never hangs, never a measure of speed.
    static let hangGuard: Int32 = 10_000

    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-watcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Saves as editors do: a temporary file in the same folder renamed over the original.
    static func renameOver(_ text: String, to path: String) throws {
        let temporary = path + ".swp"
        try write(text, to: temporary)
        #expect(rename(temporary, path) == 0)
    }

    /// One way a watched file can change.
    struct SaveCase: Sendable, CustomTestStringConvertible {
        var testDescription: String
        /// Whether the file exists before the watch starts.
        var existsBefore: Bool
        var save: @Sendable (String) throws -> Void

        static let all: [SaveCase] = [
            SaveCase(testDescription: "written in place", existsBefore: true) { try write("b: 2\n", to: $0) },
            SaveCase(testDescription: "renamed over", existsBefore: true) { try renameOver("b: 2\n", to: $0) },
            SaveCase(testDescription: "created", existsBefore: false) { try write("b: 2\n", to: $0) },
            SaveCase(testDescription: "removed", existsBefore: true) {
                try FileManager.default.removeItem(atPath: $0)
            },
            SaveCase(testDescription: "renamed away", existsBefore: true) { #expect(rename($0, $0 + ".old") == 0) },
        ]
    }

    @Test(arguments: SaveCase.all, polling)
    func aChangeToAWatchedFileWakesTheWatcher(_ change: SaveCase, polling: Bool) throws {
        let path = try Self.folder() + "/t.yaml"
        if change.existsBefore { try Self.write("a: 1\n", to: path) }
        let watcher = Self.watcher(polling: polling)
        try watcher.watch([path])
        Self.settle(watcher)
        try change.save(path)
        #expect(watcher.next(debounceMilliseconds: 50, timeoutMilliseconds: Self.hangGuard) == .changed([path]))
    }

    @Test(arguments: polling) func otherFilesInTheFolderDoNotWakeIt(polling: Bool) throws {
        let folder = try Self.folder()
        let path = folder + "/t.yaml"
        try Self.write("a: 1\n", to: path)
        let watcher = Self.watcher(polling: polling)
        try watcher.watch([path])
        try Self.write("x\n", to: folder + "/other.yaml")
        try Self.renameOver("x\n", to: folder + "/t.yaml.bak")
        try FileManager.default.removeItem(atPath: folder + "/other.yaml")
        #expect(watcher.next(debounceMilliseconds: 50, timeoutMilliseconds: 300) == .timedOut)
    }

    @Test(arguments: polling) func aBurstOfWritesIsOneChangeAfterTheLast(polling: Bool) throws {
        let path = try Self.folder() + "/t.yaml"
        try Self.write("a: 0\n", to: path)
        let watcher = Self.watcher(polling: polling)
        try watcher.watch([path])
        Self.settle(watcher)
        let written = Atomic<Int>(0)
        let writes = 5
        let writer = Thread {
            for index in 1...writes {
                try? Self.write("a: \(index)\n", to: path)
                written.add(1, ordering: .sequentiallyConsistent)
                usleep(20_000)
            }
        }
        writer.start()
        // The quiet time is far longer than the gaps, so the burst cannot split in two.
        let wake = watcher.next(debounceMilliseconds: 1_500, timeoutMilliseconds: Self.hangGuard)
        #expect(wake == .changed([path]))
        #expect(written.load(ordering: .sequentiallyConsistent) == writes)
        // Nothing of the burst is left over to wake it a second time.
        #expect(watcher.next(debounceMilliseconds: 50, timeoutMilliseconds: 300) == .timedOut)
    }

    @Test(arguments: polling) func filesInSeveralFoldersAreWatchedAndTold(polling: Bool) throws {
        let first = try Self.folder() + "/a.yaml"
        let second = try Self.folder() + "/b.yaml"
        let watcher = Self.watcher(polling: polling)
        try watcher.watch([first, second])
        try Self.write("x\n", to: second)
        #expect(watcher.next(debounceMilliseconds: 50, timeoutMilliseconds: Self.hangGuard) == .changed([second]))
        try Self.write("x\n", to: first)
        try Self.write("y\n", to: second)
        #expect(
            watcher.next(debounceMilliseconds: 200, timeoutMilliseconds: Self.hangGuard)
                == .changed([first, second].sorted()))
    }

    @Test(arguments: polling) func aNewSetReplacesTheOld(polling: Bool) throws {
        let old = try Self.folder() + "/a.yaml"
        let new = try Self.folder() + "/b.yaml"
        let watcher = Self.watcher(polling: polling)
        try watcher.watch([old])
        try watcher.watch([new])
        try Self.write("x\n", to: old)
        #expect(watcher.next(debounceMilliseconds: 50, timeoutMilliseconds: 300) == .timedOut)
        try Self.write("x\n", to: new)
        #expect(watcher.next(debounceMilliseconds: 50, timeoutMilliseconds: Self.hangGuard) == .changed([new]))
    }

    @Test(arguments: polling) func aRemovedFolderIsTold(polling: Bool) throws {
        let folder = try Self.folder()
        let watcher = Self.watcher(polling: polling)
        try watcher.watch([folder + "/t.yaml"])
        try FileManager.default.removeItem(atPath: folder)
        #expect(watcher.next(debounceMilliseconds: 50, timeoutMilliseconds: Self.hangGuard) == .folderGone(folder))
    }

    @Test(arguments: polling) func aMissingFolderCannotBeWatched(polling: Bool) throws {
        let folder = try Self.folder() + "/missing"
        let watcher = Self.watcher(polling: polling)
        #expect {
            try watcher.watch([folder + "/t.yaml"])
        } throws: { error in
            let failure = error as? FileWatcher.Failure
            return failure?.path == folder && failure?.description.contains("cannot watch") == true
        }
    }

    @Test(arguments: polling) func aFileIsNotAFolderToWatch(polling: Bool) throws {
        let file = try Self.folder() + "/plain"
        try Self.write("x\n", to: file)
        let watcher = Self.watcher(polling: polling)
        #expect(throws: FileWatcher.Failure.self) { try watcher.watch([file + "/t.yaml"]) }
    }

    @Test(arguments: polling) func theStopDescriptorEndsTheWait(polling: Bool) throws {
        let watcher = Self.watcher(polling: polling)
        try watcher.watch([try Self.folder() + "/t.yaml"])
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        var byte: UInt8 = 15
        #expect(Glibc.write(ends[1], &byte, 1) == 1)
        #expect(
            watcher.next(debounceMilliseconds: 50, stopDescriptor: ends[0], timeoutMilliseconds: Self.hangGuard)
                == .stopped)
    }

    struct SplitCase: Sendable, CustomTestStringConvertible {
        var path: String
        var folder: String
        var name: String
        var testDescription: String { path }
    }

    @Test(arguments: [
        SplitCase(path: "t.yaml", folder: ".", name: "t.yaml"),
        SplitCase(path: "./t.yaml", folder: ".", name: "t.yaml"),
        SplitCase(path: "/t.yaml", folder: "/", name: "t.yaml"),
        SplitCase(path: "themes/base/t.yaml", folder: "themes/base", name: "t.yaml"),
        SplitCase(path: "themes/t.yaml/", folder: "themes", name: "t.yaml"),
    ])
    func aPathIsSplitIntoItsFolderAndName(_ split: SplitCase) {
        let result = FileWatcher.split(split.path)
        #expect(result.folder == split.folder)
        #expect(result.name == split.name)
    }
}
