import Foundation
import Synchronization
import Testing

@testable import SheetSystem

/// The atomic writer's batch: every file is in place, or none has changed — whichever step fails,
/// for whichever file.
@Suite struct AtomicFileWriterBatchTests {
    typealias File = AtomicFileWriter.BatchFile

    static func files(_ folder: ScratchFolder) -> [File] {
        [
            File(path: folder.file("out/a.txt"), bytes: Array("new a\n".utf8)),
            File(path: folder.file("out/deep/b.txt"), bytes: Array("new b\n".utf8)),
            File(path: folder.file("out/c.txt"), bytes: Array("new c\n".utf8)),
        ]
    }

    /// An output folder that already holds `a.txt` and `c.txt` (mode 0640) from an earlier run.
    static func earlierRun() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("out"), withIntermediateDirectories: true)
        try folder.write("out/a.txt", "old a\n")
        try folder.write("out/c.txt", "old c\n")
        #expect(chmod(folder.file("out/c.txt"), 0o640) == 0)
        return folder
    }

    /// Everything under the folder, hidden files included, with each file's text.
    static func tree(_ folder: ScratchFolder) throws -> [String: String] {
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.file(name), isDirectory: &isFolder)
            found[name] = isFolder.boolValue ? "/" : try folder.read(name)
        }
        return found
    }

    static let before = ["out": "/", "out/a.txt": "old a\n", "out/c.txt": "old c\n"]

    @Test func everyFileIsReplacedOrCreatedWithTheOldModeKept() throws {
        let folder = try Self.earlierRun()
        try AtomicFileWriter().write(batch: Self.files(folder))
        #expect(
            try Self.tree(folder) == [
                "out": "/", "out/a.txt": "new a\n", "out/c.txt": "new c\n", "out/deep": "/",
                "out/deep/b.txt": "new b\n",
            ])
        var info = stat()
        #expect(stat(folder.file("out/c.txt"), &info) == 0 && info.st_mode & 0o7777 == 0o640)
    }

    @Test func aSymbolicLinkIsWrittenThrough() throws {
        let folder = try Self.earlierRun()
        #expect(symlink("a.txt", folder.file("out/link.txt")) == 0)
        try AtomicFileWriter().write(batch: [File(path: folder.file("out/link.txt"), bytes: Array("via link\n".utf8))])
        #expect(try folder.read("out/a.txt") == "via link\n")
        var info = stat()
        #expect(lstat(folder.file("out/link.txt"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }

    /// Which file's step fails, and how.
    struct Failure: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var code: Int32
        var operations: @Sendable () -> FileOperations
    }

    static let failures: [Failure] = [
        Failure(testDescription: "the disk is full while writing the last file", code: ENOSPC) {
            var ops = FileOperations.system
            ops.writeAll = { fd, bytes throws(FileOperationError) in
                if String(decoding: bytes, as: UTF8.self) == "new c\n" {
                    throw FileOperationError(Errno(rawValue: ENOSPC), step: "writing the temporary file")
                }
                try FileOperations.system.writeAll(fd, bytes)
            }
            return ops
        },
        Failure(testDescription: "a folder refuses the temporary file", code: EACCES) {
            var ops = FileOperations.system
            ops.createExclusive = { path, mode throws(FileOperationError) in
                if path.contains("/deep/") {
                    throw FileOperationError(Errno(rawValue: EACCES), step: "creating the temporary file")
                }
                return try FileOperations.system.createExclusive(path, mode)
            }
            return ops
        },
        Failure(testDescription: "the flush fails", code: EIO) {
            var ops = FileOperations.system
            ops.syncFileSystem = { _ throws(FileOperationError) in
                throw FileOperationError(Errno(rawValue: EIO), step: "flushing the file system")
            }
            ops.sync = { _ throws(FileOperationError) in
                throw FileOperationError(Errno(rawValue: EIO), step: "flushing the temporary file")
            }
            return ops
        },
        Failure(testDescription: "the last rename fails after two are in place", code: EROFS) {
            var ops = FileOperations.system
            ops.rename = { from, to throws(FileOperationError) in
                if to.hasSuffix("/c.txt") {
                    throw FileOperationError(Errno(rawValue: EROFS), step: "renaming over the old file")
                }
                try FileOperations.system.rename(from, to)
            }
            return ops
        },
        Failure(testDescription: "the last rename fails on a file system without hard links", code: EROFS) {
            var ops = FileOperations.system
            ops.link = { _, _ throws(FileOperationError) in
                throw FileOperationError(Errno(rawValue: EPERM), step: "keeping the old file")
            }
            ops.rename = { from, to throws(FileOperationError) in
                if to.hasSuffix("/c.txt") {
                    throw FileOperationError(Errno(rawValue: EROFS), step: "renaming over the old file")
                }
                try FileOperations.system.rename(from, to)
            }
            return ops
        },
    ]

    @Test(arguments: failures)
    func aFailureAnywhereLeavesEveryPathAsItWas(_ failure: Failure) throws {
        let folder = try Self.earlierRun()
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFileWriter(operations: failure.operations()).write(batch: Self.files(folder))
        }
        #expect(error.code == failure.code)
        if failure.testDescription.contains("without hard links") {
            #expect(
                error.message.hasSuffix(
                    "; '\(folder.file("out/a.txt"))' was replaced and could not be put back (no second name for the old file); nothing else was written"
                ), "\(error.message)")
            // a.txt was renamed before the failure and had no second name to come back by.
            #expect(try Self.tree(folder) == ["out": "/", "out/a.txt": "new a\n", "out/c.txt": "old c\n"])
        } else {
            #expect(error.message.hasSuffix("; none of the batch's 3 files was written"), "\(error.message)")
            // No temporary file, no second name, no folder made for the batch is left.
            #expect(try Self.tree(folder) == Self.before)
        }
    }

    @Test func aNameThatIsAFolderRefusesTheBatchBeforeAnythingIsWritten() throws {
        let folder = try Self.earlierRun()
        try FileManager.default.createDirectory(atPath: folder.file("out/c.txt.d"), withIntermediateDirectories: true)
        var files = Self.files(folder)
        files[2].path = folder.file("out/c.txt.d")
        let error = try #require(throws: FileWriteError.self) { try AtomicFileWriter().write(batch: files) }
        #expect(error.code == EISDIR)
        #expect(
            error.message
                == "cannot write '\(folder.file("out/c.txt.d"))': it is a folder; none of the batch's 3 files was written"
        )
        #expect(try Self.tree(folder) == Self.before.merging(["out/c.txt.d": "/"]) { $1 })
    }

    @Test func aFileInTheWayOfAFolderRefusesTheBatch() throws {
        let folder = try Self.earlierRun()
        var files = Self.files(folder)
        files[1].path = folder.file("out/a.txt/b.txt")
        let error = try #require(throws: FileWriteError.self) { try AtomicFileWriter().write(batch: files) }
        #expect(error.code == ENOTDIR)
        #expect(try Self.tree(folder) == Self.before)
    }

    @Test func theSameFileTwiceIsRefused() throws {
        let folder = try Self.earlierRun()
        let files = Self.files(folder)
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFileWriter().write(batch: files + [files[0]])
        }
        #expect(error.code == EINVAL)
        #expect(try Self.tree(folder) == Self.before)
    }

    @Test func aDeviceIsRefusedRatherThanWrittenOutsideTheBatch() throws {
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFileWriter().write(batch: [File(path: "/dev/null", bytes: [1])])
        }
        #expect(error.code == EINVAL)
    }

    @Test func onLinuxTheBatchFlushesTheFileSystemTwiceAndNoFileOrFolderByItself() throws {
        #if os(Linux)
            let folder = try Self.earlierRun()
            let counts = Mutex((files: 0, folders: 0, systems: 0))
            var ops = FileOperations.system
            ops.sync = { fd throws(FileOperationError) in
                counts.withLock { $0.files += 1 }
                try FileOperations.system.sync(fd)
            }
            ops.syncDirectory = { path throws(FileOperationError) in
                counts.withLock { $0.folders += 1 }
                try FileOperations.system.syncDirectory(path)
            }
            ops.syncFileSystem = { path throws(FileOperationError) in
                counts.withLock { $0.systems += 1 }
                try FileOperations.system.syncFileSystem?(path)
            }
            try AtomicFileWriter(operations: ops).write(batch: Self.files(folder))
            let seen = counts.withLock { $0 }
            #expect(seen.files == 0 && seen.folders == 0 && seen.systems == 2)
        #endif
    }

    @Test func withoutAFileSystemFlushEachFileAndEachFolderIsFlushedOnce() throws {
        let folder = try Self.earlierRun()
        let counts = Mutex((files: 0, folders: [String]()))
        var ops = FileOperations.system
        ops.syncFileSystem = nil
        ops.sync = { fd throws(FileOperationError) in
            counts.withLock { $0.files += 1 }
            try FileOperations.system.sync(fd)
        }
        ops.syncDirectory = { path throws(FileOperationError) in
            counts.withLock { $0.folders.append(path) }
            try FileOperations.system.syncDirectory(path)
        }
        try AtomicFileWriter(operations: ops).write(batch: Self.files(folder))
        let seen = counts.withLock { $0 }
        #expect(seen.files == 3)
        #expect(seen.folders.count == 2)
        #expect(Set(seen.folders.map { $0.replacingOccurrences(of: "//", with: "/") }).count == 2)
    }
}

extension AtomicFileWriterBatchTests {
    @Test func aFileThatAlreadyHoldsTheBytesIsLeftAsItIs() throws {
        let folder = try Self.earlierRun()
        var before = stat()
        #expect(stat(folder.file("out/a.txt"), &before) == 0)
        var files = Self.files(folder)
        files[0].bytes = Array("old a\n".utf8)
        try AtomicFileWriter().write(batch: files)
        var after = stat()
        #expect(stat(folder.file("out/a.txt"), &after) == 0)
        // The same inode: not replaced, so neither its time nor its blocks changed.
        #expect(after.st_ino == before.st_ino)
        #expect(try folder.read("out/c.txt") == "new c\n")
        // A file of the same size but other bytes is replaced.
        files[0].bytes = Array("odd a\n".utf8)
        try AtomicFileWriter().write(batch: files)
        #expect(try folder.read("out/a.txt") == "odd a\n")
    }
}

/// A batch into a folder that does not exist yet: written into a hidden sibling folder, flushed
/// once, renamed into place whole; any failure leaves no folder at the destination and nothing
/// hidden behind.
extension AtomicFileWriterBatchTests {
    static let written = [
        "out": "/", "out/a.txt": "new a\n", "out/c.txt": "new c\n", "out/deep": "/", "out/deep/b.txt": "new b\n",
    ]

    /// Every call that flushes or renames, counted.
    final class Counts: Sendable {
        let calls = Mutex([String: Int]())
        func withLock<R>(_ body: (inout [String: Int]) -> R) -> R { calls.withLock { body(&$0) } }
    }

    static func counting(_ counts: Counts, fileSystemFlush: Bool = true) -> FileOperations {
        var ops = FileOperations.system
        ops.sync = { fd throws(FileOperationError) in
            counts.withLock { $0["fsync", default: 0] += 1 }
            try FileOperations.system.sync(fd)
        }
        ops.syncDirectory = { path throws(FileOperationError) in
            counts.withLock { $0["folder", default: 0] += 1 }
            try FileOperations.system.syncDirectory(path)
        }
        if fileSystemFlush {
            ops.syncFileSystem = { path throws(FileOperationError) in
                counts.withLock { $0["syncfs", default: 0] += 1 }
                try FileOperations.system.syncFileSystem?(path)
            }
        } else {
            ops.syncFileSystem = nil
        }
        ops.rename = { from, to throws(FileOperationError) in
            counts.withLock { $0["rename", default: 0] += 1 }
            try FileOperations.system.rename(from, to)
        }
        ops.renameNoReplace = { from, to throws(FileOperationError) in
            counts.withLock { $0["folder rename", default: 0] += 1 }
            try FileOperations.system.renameNoReplace(from, to)
        }
        return ops
    }

    @Test func intoANewFolderTheBatchFlushesOnceAndRenamesTheFolderOnce() throws {
        #if os(Linux)
            let folder = try ScratchFolder()
            let counts = Counts()
            try AtomicFileWriter(operations: Self.counting(counts)).write(batch: Self.files(folder))
            #expect(try Self.tree(folder) == Self.written)
            // One syncfs before the rename, the parent's flush after; no file renamed by itself.
            #expect(counts.withLock { $0 } == ["syncfs": 1, "folder": 1, "folder rename": 1])
        #endif
    }

    @Test func intoANewFolderWithoutAFileSystemFlushEachFileAndFolderIsFlushedOnce() throws {
        let folder = try ScratchFolder()
        let counts = Counts()
        try AtomicFileWriter(operations: Self.counting(counts, fileSystemFlush: false)).write(batch: Self.files(folder))
        #expect(try Self.tree(folder) == Self.written)
        // Three files; the hidden folder and `deep` before the rename, the parent after.
        #expect(counts.withLock { $0 } == ["fsync": 3, "folder": 3, "folder rename": 1])
    }

    @Test func intoANewFolderAMissingParentIsMadeTooAndOnlyTheTopmostIsRenamed() throws {
        let folder = try ScratchFolder()
        let counts = Counts()
        let files = Self.files(folder).map { File(path: $0.path.replacingOccurrences(of: "/out/", with: "/top/out/"), bytes: $0.bytes) }
        try AtomicFileWriter(operations: Self.counting(counts)).write(batch: files)
        #expect(try Self.tree(folder) == Dictionary(uniqueKeysWithValues: Self.written.map { ("top/" + $0.key, $0.value) }).merging(["top": "/"]) { $1 })
        #expect(counts.withLock { $0["folder rename"] } == 1)
    }

    static let newFolderFailures: [Failure] = [
        failures[0], failures[1], failures[2],
        Failure(testDescription: "the folder's rename fails", code: EROFS) {
            var ops = FileOperations.system
            ops.renameNoReplace = { _, _ throws(FileOperationError) in
                throw FileOperationError(Errno(rawValue: EROFS), step: "renaming the new folder into place")
            }
            return ops
        },
    ]

    @Test(arguments: newFolderFailures)
    func intoANewFolderAFailureLeavesNoFolderAndNothingHidden(_ failure: Failure) throws {
        let folder = try ScratchFolder()
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFileWriter(operations: failure.operations()).write(batch: Self.files(folder))
        }
        #expect(error.code == failure.code)
        #expect(error.message.hasSuffix("; none of the batch's 3 files was written"), "\(error.message)")
        #expect(try Self.tree(folder) == [:])
    }

    /// The destination made by someone else while the batch writes: an empty folder, or a file.
    @Test(arguments: [false, true])
    func aDestinationThatAppearsMeanwhileIsRefusedAndNothingIsReplaced(asFile: Bool) throws {
        let folder = try ScratchFolder()
        let destination = folder.file("out")
        var ops = FileOperations.system
        ops.writeAll = { fd, bytes throws(FileOperationError) in
            if String(decoding: bytes, as: UTF8.self) == "new c\n" {
                if asFile {
                    _ = FileManager.default.createFile(atPath: destination, contents: Data("theirs\n".utf8))
                } else {
                    _ = mkdir(destination, 0o755)
                }
            }
            try FileOperations.system.writeAll(fd, bytes)
        }
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFileWriter(operations: ops).write(batch: Self.files(folder))
        }
        #expect(error.code == EEXIST)
        #expect(error.message.hasSuffix("; none of the batch's 3 files was written"), "\(error.message)")
        #expect(try Self.tree(folder) == ["out": asFile ? "theirs\n" : "/"])
    }

    @Test func whereAFolderCannotBeRenamedWithoutReplacingTheBatchWritesFileByFile() throws {
        let folder = try ScratchFolder()
        var ops = FileOperations.system
        ops.renameNoReplace = { _, _ throws(FileOperationError) in
            throw FileOperationError(Errno(rawValue: EINVAL), step: "renaming the new folder into place")
        }
        try AtomicFileWriter(operations: ops).write(batch: Self.files(folder))
        #expect(try Self.tree(folder) == Self.written)
    }
}
