import Foundation
import SheetText
import Synchronization
import Testing
@testable import SheetSystem
import ThemeKit

@testable import RoutingTools
@testable import PresenterRegistry

/// A fresh folder under the system's temporary folder, removed when the test ends.
final class ScratchFolder {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/sheetctl-edit-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = String(cString: try #require(made))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: file(name))), as: UTF8.self)
    }

    /// Names in the folder, hidden ones included.
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
}

/// The safe write: injected failures at every step, modes, links, orphans, the lock.
@Suite struct RoutingFileEditorWriteTests {
    /// Which system call fails, and with what.
    struct Failure: Sendable, CustomTestStringConvertible {
        var step: String
        var code: Int32
        var reason: String
        var testDescription: String { "\(step) fails with \(reason)" }

        func operations() -> FileOperations {
            var ops = FileOperations.system
            let error = FileOperationError(Errno(rawValue: code), step: step)
            switch step {
            case "create": ops.createExclusive = { _, _ throws(FileOperationError) in throw error }
            case "write": ops.writeAll = { _, _ throws(FileOperationError) in throw error }
            case "mode": ops.setMode = { _, _ throws(FileOperationError) in throw error }
            case "fsync": ops.sync = { _ throws(FileOperationError) in throw error }
            case "rename": ops.rename = { _, _ throws(FileOperationError) in throw error }
            default: Issue.record("unknown step \(step)")
            }
            return ops
        }
    }

    static let failures = [
        Failure(step: "create", code: EACCES, reason: "permission denied"),
        Failure(step: "write", code: ENOSPC, reason: "no space left on device"),
        Failure(step: "mode", code: EPERM, reason: "operation not permitted"),
        Failure(step: "fsync", code: EIO, reason: "input/output error"),
        Failure(step: "rename", code: EROFS, reason: "read-only file system"),
    ]

    @Test(arguments: failures) func aFailedStepLeavesTheOldFileAndNoTemporary(_ failure: Failure) throws {
        let folder = try ScratchFolder()
        let old = "apps:\n  a: { theme: x }\n"
        try folder.write("r.yaml", old)
        var updater = RoutingFileUpdater(path: folder.file("r.yaml"))
        updater.writer = AtomicFileWriter(operations: failure.operations())
        let error = try #require(throws: RoutingEditError.self) {
            try updater.update(createIfMissing: true) { source throws(RoutingEditError) in
                try edited(source, RoutingChange(app: "b", action: .set(RouteFields(theme: "y2"))))
            }
        }
        #expect(error.kind == .io)
        #expect(error.message.contains(failure.reason))
        #expect(error.message.contains("the old file is unchanged"))
        #expect(try folder.read("r.yaml") == old)
        #expect(try folder.names() == ["r.yaml", "r.yaml.lock"])
    }

    /// Snapshots of the target file taken from inside the write, at the moments a crash could come.
    final class Snapshots: Sendable {
        let taken = Mutex<[String?]>([])
        let path: String
        init(path: String) { self.path = path }

        func take() {
            let text = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
            taken.withLock { $0.append(text) }
        }
    }

    @Test func theFileIsWholeAtEveryMomentOfAWrite() throws {
        let folder = try ScratchFolder()
        let old = "apps:\n  a: { theme: x }\n"
        try folder.write("r.yaml", old)
        let snapshots = Snapshots(path: folder.file("r.yaml"))
        var ops = FileOperations.system
        let system = FileOperations.system
        ops.writeAll = { fd, bytes throws(FileOperationError) in
            // Half the bytes, then a look at the file, then the rest: as if killed in between.
            try system.writeAll(fd, Array(bytes[..<(bytes.count / 2)]))
            snapshots.take()
            try system.writeAll(fd, Array(bytes[(bytes.count / 2)...]))
        }
        ops.sync = { fd throws(FileOperationError) in
            snapshots.take()
            try system.sync(fd)
        }
        ops.rename = { from, to throws(FileOperationError) in
            snapshots.take()
            try system.rename(from, to)
            snapshots.take()
        }
        var updater = RoutingFileUpdater(path: folder.file("r.yaml"))
        updater.writer = AtomicFileWriter(operations: ops)
        try updater.update(createIfMissing: true) {
            source throws(RoutingEditError) in
            try edited(source, RoutingChange(app: "b", action: .set(RouteFields(theme: "y2"))))
        }
        let new = old + "  \"b\": { theme: y2 }\n"
        #expect(snapshots.taken.withLock { $0 } == [old, old, old, new])
    }

    @Test func aFailedFolderFlushIsReportedAfterTheRename() throws {
        let folder = try ScratchFolder()
        var ops = FileOperations.system
        ops.syncDirectory = { _ throws(FileOperationError) in
            throw FileOperationError(Errno(rawValue: EIO), step: "flushing the folder")
        }
        let writer = AtomicFileWriter(operations: ops)
        let error = try #require(throws: FileWriteError.self) {
            try writer.write(Array("new\n".utf8), to: folder.file("r.yaml"))
        }
        #expect(error.message.contains("could not flush its folder"))
        #expect(try folder.read("r.yaml") == "new\n")
        // Through the editor, the same failure is an I/O error.
        var updater = RoutingFileUpdater(path: folder.file("r.yaml"))
        updater.writer = writer
        let edited = try #require(throws: RoutingEditError.self) {
            try updater.update(createIfMissing: true) {
                _ throws(RoutingEditError) in Array("apps: {}\n".utf8)
            }
        }
        #expect(edited.kind == .io)
        #expect(edited.message.contains("could not flush its folder"))
    }

    @Test func aParentThatIsAFileFailsWithoutCreatingAnything() throws {
        let folder = try ScratchFolder()
        try folder.write("plain", "not a folder\n")
        let updater = RoutingFileUpdater(path: folder.file("plain/sub/r.yaml"))
        let error = try #require(throws: RoutingEditError.self) {
            try updater.update(createIfMissing: true) { _ throws(RoutingEditError) in Array("apps: {}\n".utf8) }
        }
        #expect(error.kind == .io)
        #expect(error.message.contains("not a directory"))
        #expect(try folder.read("plain") == "not a folder\n")
    }

    @Test func missingFoldersAreCreated() throws {
        let folder = try ScratchFolder()
        let path = folder.file("a/b/c/r.yaml")
        let written = try RoutingFileUpdater(path: path).update(createIfMissing: true) {
            source throws(RoutingEditError) in
            try edited(source, RoutingChange(app: "x", action: .set(RouteFields(presenter: "json"))))
        }
        #expect(written)
        #expect(try folder.read("a/b/c/r.yaml") == "apps:\n  \"x\": { presenter: json }\n")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.file("a/b"))[.posixPermissions] as? Int
        #expect(mode == 0o755 & ~Int(currentUmask()))
    }

    @Test func unsetWithAMissingFolderCreatesNothing() throws {
        let folder = try ScratchFolder()
        let error = try #require(throws: RoutingEditError.self) {
            try RoutingFileUpdater(path: folder.file("none/r.yaml")).update(createIfMissing: false) {
                source throws(RoutingEditError) in try edited(source, RoutingChange(app: "x", action: .unset))
            }
        }
        #expect(error.kind == .noEntry)
        #expect(try folder.names().isEmpty)
    }

    @Test func theOldModeIsKept() throws {
        let folder = try ScratchFolder()
        try folder.write("r.yaml", "apps:\n  a: { theme: x }\n")
        chmod(folder.file("r.yaml"), 0o600)
        try RoutingFileUpdater(path: folder.file("r.yaml")).update(createIfMissing: true) {
            source throws(RoutingEditError) in
            try edited(source, RoutingChange(app: "a", action: .set(RouteFields(theme: "z2"))))
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("r.yaml"))
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try folder.read("r.yaml") == "apps:\n  a: { theme: z2 }\n")
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        try folder.write("real/r.yaml", "apps:\n  a: { theme: x }\n")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.yaml"), withDestinationPath: "real/r.yaml")
        try RoutingFileUpdater(path: folder.file("link.yaml")).update(createIfMissing: true) {
            source throws(RoutingEditError) in
            try edited(source, RoutingChange(app: "b", action: .set(RouteFields(theme: "y2"))))
        }
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.yaml"))
        #expect(destination == "real/r.yaml")
        #expect(try folder.read("real/r.yaml") == "apps:\n  a: { theme: x }\n  \"b\": { theme: y2 }\n")
        #expect(try folder.names() == ["link.yaml", "real"])
    }

    @Test func orphanedTemporariesAreRemovedUnderTheLock() throws {
        let folder = try ScratchFolder()
        try folder.write("r.yaml", "apps:\n  a: { theme: x }\n")
        try folder.write(".r.yaml.tmp-123-abc", "half a fi")
        try folder.write(".other.yaml.tmp-1-x", "not ours")
        try RoutingFileUpdater(path: folder.file("r.yaml")).update(createIfMissing: true) {
            source throws(RoutingEditError) in
            try edited(source, RoutingChange(app: "a", action: .set(RouteFields(theme: "y2"))))
        }
        #expect(try folder.names() == [".other.yaml.tmp-1-x", "r.yaml", "r.yaml.lock"])
    }

    @Test func anEditThatChangesNothingDoesNotWrite() throws {
        let folder = try ScratchFolder()
        try folder.write("r.yaml", "apps:\n  \"a\": { theme: x }\n")
        let before = try FileManager.default.attributesOfItem(atPath: folder.file("r.yaml"))[.systemFileNumber] as? Int
        let written = try RoutingFileUpdater(path: folder.file("r.yaml")).update(createIfMissing: true) {
            source throws(RoutingEditError) in
            try edited(source, RoutingChange(app: "a", action: .set(RouteFields(theme: "x"))))
        }
        let after = try FileManager.default.attributesOfItem(atPath: folder.file("r.yaml"))[.systemFileNumber] as? Int
        #expect(!written)
        #expect(before == after)
    }

    @Test func aFolderInPlaceOfTheFileIsUnreadable() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("r.yaml"), withIntermediateDirectories: false)
        let error = try #require(throws: RoutingEditError.self) {
            try RoutingFileUpdater(path: folder.file("r.yaml")).update(createIfMissing: true) {
                _ throws(RoutingEditError) in Array("apps: {}\n".utf8)
            }
        }
        #expect(error.kind == .unreadable)
    }

    @Test func aHeldLockMakesTheEditWaitAndGiveUp() throws {
        let folder = try ScratchFolder()
        let held = try FileLock.acquire(path: folder.file("r.yaml.lock"), timeout: 1)
        var updater = RoutingFileUpdater(path: folder.file("r.yaml"))
        updater.lockTimeout = 0.2
        let error = try #require(throws: RoutingEditError.self) {
            try updater.update(createIfMissing: true) { _ throws(RoutingEditError) in Array("apps: {}\n".utf8) }
        }
        #expect(error.kind == .io)
        #expect(error.message.contains("waiting for the lock"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("r.yaml")))
        withExtendedLifetime(held) {}
    }

    @Test func anEditErrorWritesNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("r.yaml", "apps: [\n")
        let error = try #require(throws: RoutingEditError.self) {
            try RoutingFileUpdater(path: folder.file("r.yaml")).update(createIfMissing: true) {
                source throws(RoutingEditError) in
                try edited(source, RoutingChange(app: "a", action: .set(RouteFields(theme: "y2"))))
            }
        }
        #expect(error.kind == .unusable)
        #expect(try folder.read("r.yaml") == "apps: [\n")
    }

    private func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// Which file `registry set` edits.
@Suite struct RoutingFileEditorLocationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var flag: String?
        var environment: [String: String]
        var expected: RegistryLocation?
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "the flag wins", flag: "f.yaml", environment: ["SHEETCTL_REGISTRY": "e.yaml", "HOME": "/h"],
            expected: RegistryLocation(path: "f.yaml", origin: .flag)),
        Case(
            name: "then the variable", flag: nil, environment: ["SHEETCTL_REGISTRY": "e.yaml", "HOME": "/h"],
            expected: RegistryLocation(path: "e.yaml", origin: .environment)),
        Case(
            name: "an empty variable counts as unset", flag: nil, environment: ["SHEETCTL_REGISTRY": "", "HOME": "/h"],
            expected: RegistryLocation(path: "/h/.config/sheetctl/registry.yaml", origin: .home)),
        Case(
            name: "then XDG_CONFIG_HOME", flag: nil, environment: ["XDG_CONFIG_HOME": "/x/", "HOME": "/h"],
            expected: RegistryLocation(path: "/x/sheetctl/registry.yaml", origin: .xdgConfigHome)),
        Case(
            name: "a relative XDG_CONFIG_HOME is ignored", flag: nil,
            environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"],
            expected: RegistryLocation(path: "/h/.config/sheetctl/registry.yaml", origin: .home)),
        Case(name: "nothing at all", flag: nil, environment: [:], expected: nil),
    ]

    @Test(arguments: cases) func resolve(_ test: Case) {
        #expect(RegistryLocation.locate(flag: test.flag, environment: test.environment) == test.expected)
    }
}

/// The bytes `registry set` or `unset` would write for one change.
private func edited(_ source: SourceText, _ change: RoutingChange) throws(RoutingEditError) -> [UInt8] {
    try RoutingFileEditor(source: source).apply([change]).bytes
}
