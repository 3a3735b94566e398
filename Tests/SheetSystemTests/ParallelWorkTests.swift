import Foundation
import SheetSystem
import Synchronization
import Testing

/// ``ParallelWork``: every job runs once, whichever thread takes it, and the results are in index order.
@Suite struct ParallelWorkTests {
    @Test(arguments: [0, 1, 2, 7, 500]) func everyJobRunsOnceAndTheResultsAreInOrder(_ count: Int) {
        let runs = Mutex<[Int]>([])
        let results = ParallelWork.map(count) { index in
            runs.withLock { $0.append(index) }
            return index * 2
        }
        #expect(results == (0..<count).map { $0 * 2 })
        #expect(runs.withLock { $0.sorted() } == Array(0..<count))
    }
}

/// ``FileSystem/files(under:)`` and ``AtomicFileWriter/remove(_:under:)``: the snapshot folder's walk and its stale files.
@Suite struct SnapshotFolderFileTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-files-\(UUID().uuidString)")
            .path
        for file in ["a/b/c.txt", "a/d.txt", "e.txt", "a/.hidden", ".tmp/x"] {
            let url = URL(fileURLWithPath: path + "/" + file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: path + "/a/loop", withDestinationPath: path)
        return path
    }

    @Test func theWalkListsRegularFilesSortedAndPassesOverHiddenNamesAndLinks() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileSystem.files(under: root) == ["a/b/c.txt", "a/d.txt", "e.txt"])
        #expect(FileSystem.files(under: root + "/missing").isEmpty)
    }

    @Test func removingFilesRemovesTheFoldersTheyEmptyButNotTheRoot() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try AtomicFileWriter().remove([root + "/a/b/c.txt", root + "/gone.txt"], under: root)
        #expect(!FileManager.default.fileExists(atPath: root + "/a/b"))
        #expect(FileManager.default.fileExists(atPath: root + "/a/d.txt"))
        try AtomicFileWriter().remove([root + "/e.txt"], under: root)
        #expect(FileManager.default.fileExists(atPath: root))
    }

    @Test func aFolderOrALinkIsNotRemoved() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: FileWriteError.self) { try AtomicFileWriter().remove([root + "/a/b"], under: root) }
        #expect(throws: FileWriteError.self) { try AtomicFileWriter().remove([root + "/a/loop"], under: root) }
        #expect(FileManager.default.fileExists(atPath: root + "/a/b/c.txt"))
    }
}
