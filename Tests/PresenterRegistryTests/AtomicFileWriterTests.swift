import Foundation
import Synchronization
import Testing

@testable import PresenterRegistry
@testable import SheetSystem

#if canImport(Glibc)
    import Glibc
#endif

/// The one file writer, by what is at the path: a regular file or nothing, a symbolic link, a
/// FIFO, a terminal, a socket, a folder.
@Suite struct AtomicFileWriterTests {
    let writer = AtomicFileWriter()

    static func type(of path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    static func status(of path: String) throws -> stat {
        var info = stat()
        try #require(lstat(path, &info) == 0)
        return info
    }

    // MARK: Regular files

    @Test func aRegularFileIsReplacedByANewOneWithTheOldMode() throws {
        let folder = try ScratchFolder()
        try folder.write("out.svg", "old\n")
        try #require(chmod(folder.file("out.svg"), 0o640) == 0)
        let before = try Self.status(of: folder.file("out.svg"))
        try writer.write(Array("new\n".utf8), to: folder.file("out.svg"))
        let after = try Self.status(of: folder.file("out.svg"))
        #expect(try folder.read("out.svg") == "new\n")
        #expect(after.st_mode & 0o7777 == 0o640)
        // A new inode, renamed into place: a reader holding the old file still reads it whole.
        #expect(after.st_ino != before.st_ino)
        #expect(try folder.names() == ["out.svg"])
    }

    @Test func aNewFileGetsTheUsualModeLessTheUmask() throws {
        let folder = try ScratchFolder()
        try writer.write(Array("text".utf8), to: folder.file("new.yaml"))
        let mask = umask(0o022)
        umask(mask)
        #expect(try Self.status(of: folder.file("new.yaml")).st_mode & 0o7777 == 0o644 & ~mask)
        #expect(try folder.read("new.yaml") == "text")
    }

    @Test func missingFoldersAreCreated() throws {
        let folder = try ScratchFolder()
        try writer.write(Array("x: 1\n".utf8), to: folder.file("a/b/c/x.yaml"))
        #expect(try folder.read("a/b/c/x.yaml") == "x: 1\n")
        #expect(Self.type(of: folder.file("a/b")) == S_IFDIR)
    }

    @Test func aFolderThatCannotBeCreatedIsAnErrorThatNamesTheFileInTheWay() throws {
        let folder = try ScratchFolder()
        try folder.write("plain", "not a folder\n")
        let error = try #require(throws: FileWriteError.self) {
            try writer.write(Array("x".utf8), to: folder.file("plain/sub/x.yaml"))
        }
        #expect(error.code == ENOTDIR)
        // The part in the way is named as the writer reached it, one slash between components.
        let inTheWay = folder.file("plain").replacingOccurrences(of: "//", with: "/")
        #expect(
            error.message == "cannot create the folder '\(folder.file("plain/sub"))': '\(inTheWay)' is not a directory")
        #expect(try folder.read("plain") == "not a folder\n")
    }

    @Test func aFailedWriteLeavesTheOldFileAndSaysSo() throws {
        let folder = try ScratchFolder()
        try folder.write("out.svg", "old\n")
        var operations = FileOperations.system
        operations.writeAll = { _, _ throws(FileOperationError) in
            throw FileOperationError(Errno(rawValue: ENOSPC), step: "writing the temporary file")
        }
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFileWriter(operations: operations).write(Array("new\n".utf8), to: folder.file("out.svg"))
        }
        #expect(
            error.message
                == "cannot write '\(folder.file("out.svg"))': no space left on device (writing the temporary file); the old file is unchanged"
        )
        #expect(try folder.read("out.svg") == "old\n")
        #expect(try folder.names() == ["out.svg"])
    }

    @Test func aFailedWriteOfANewFileLeavesNothing() throws {
        let folder = try ScratchFolder()
        var operations = FileOperations.system
        operations.sync = { _ throws(FileOperationError) in throw FileOperationError(Errno(rawValue: EIO), step: "flushing the temporary file") }
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFileWriter(operations: operations).write(Array("new\n".utf8), to: folder.file("out.svg"))
        }
        #expect(error.message.hasSuffix("input/output error (flushing the temporary file); nothing was written"))
        #expect(try folder.names().isEmpty)
    }

    // MARK: Folders

    struct FolderCase: Sendable, CustomTestStringConvertible {
        var name: String
        var path: @Sendable (ScratchFolder) -> String
        var message: @Sendable (ScratchFolder) -> String
        var testDescription: String { name }
    }

    static let folderCases: [FolderCase] = [
        FolderCase(
            name: "an existing folder", path: { $0.path },
            message: { "cannot write '\($0.path)': it is a folder" }),
        FolderCase(
            name: "a link to a folder", path: { $0.file("here") },
            message: { "cannot write '\($0.path)': it is a folder" }),
        FolderCase(
            name: "a path ending in a slash", path: { $0.file("new/") },
            message: { "cannot write '\($0.file("new/"))': the path names a folder, not a file" }),
        FolderCase(
            name: "an empty path", path: { _ in "" },
            message: { _ in "cannot write '': the path names a folder, not a file" }),
    ]

    @Test(arguments: folderCases) func aFolderIsRefusedAndNothingIsWritten(_ test: FolderCase) throws {
        let folder = try ScratchFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("here"), withDestinationPath: folder.path)
        let error = try #require(throws: FileWriteError.self) {
            try writer.write(Array("x".utf8), to: test.path(folder))
        }
        #expect(error.code == EISDIR)
        #expect(error.message == test.message(folder))
        #expect(try folder.names() == ["here"])
    }

    // MARK: Symbolic links

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        try folder.write("real/out.svg", "old\n")
        try #require(chmod(folder.file("real/out.svg"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.svg"), withDestinationPath: "real/out.svg")
        try writer.write(Array("new\n".utf8), to: folder.file("link.svg"))
        #expect(Self.type(of: folder.file("link.svg")) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.svg")) == "real/out.svg")
        #expect(try folder.read("real/out.svg") == "new\n")
        #expect(try Self.status(of: folder.file("real/out.svg")).st_mode & 0o7777 == 0o600)
        #expect(try folder.names() == ["link.svg", "real"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("real")) == ["out.svg"])
    }

    @Test func aChainOfRelativeLinksIsFollowedFromEachLinksOwnFolder() throws {
        let folder = try ScratchFolder()
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: folder.file(name), withIntermediateDirectories: false)
        }
        try folder.write("b/target", "old")
        // first → a/second → (from a/) ../b/target
        try FileManager.default.createSymbolicLink(atPath: folder.file("a/second"), withDestinationPath: "../b/target")
        try FileManager.default.createSymbolicLink(atPath: folder.file("first"), withDestinationPath: "a/second")
        try writer.write(Array("new".utf8), to: folder.file("first"))
        #expect(try folder.read("b/target") == "new")
        #expect(Self.type(of: folder.file("first")) == S_IFLNK)
        #expect(Self.type(of: folder.file("a/second")) == S_IFLNK)
    }

    @Test func aLinkToNothingCreatesTheFileItNames() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "made/here.svg")
        try writer.write(Array("new".utf8), to: folder.file("link"))
        #expect(try folder.read("made/here.svg") == "new")
        #expect(Self.type(of: folder.file("link")) == S_IFLNK)
    }

    @Test func aLoopOfLinksIsAnError() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder.file("b"), withDestinationPath: "a")
        let error = try #require(throws: FileWriteError.self) {
            try writer.write(Array("x".utf8), to: folder.file("a"))
        }
        #expect(error.code == ELOOP)
        #expect(error.message.contains("too many levels of symbolic links"))
        #expect(Self.type(of: folder.file("a")) == S_IFLNK)
        #expect(Self.type(of: folder.file("b")) == S_IFLNK)
    }

    // MARK: Devices, FIFOs and sockets

    @Test func aFIFOIsWrittenToItsReaderAndStaysAFIFO() throws {
        let folder = try ScratchFolder()
        let fifo = folder.file("pipe")
        try #require(mkfifo(fifo, 0o600) == 0)
        // The reader is there first (a non-blocking open), and drains the FIFO on a thread of its
        // own while the writer writes more than a pipe holds.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        let drained = ThreadResult { Self.drain(reader) }
        let text = Array(String(repeating: "sheet ", count: 30_000).utf8)
        try writer.write(text, to: fifo)
        #expect(drained.value() == text)
        #expect(Self.type(of: fifo) == S_IFIFO)
        #expect(try folder.names() == ["pipe"])
    }

    @Test func aTerminalIsWrittenToAndStaysACharacterDevice() throws {
        let terminal = try TerminalRawModeTests.PseudoTerminal()
        let before = try Self.status(of: terminal.slavePath)
        try writer.write(Array("drawn".utf8), to: terminal.slavePath)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(terminal.master, &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(count, 0))) == Array("drawn".utf8))
        let after = try Self.status(of: terminal.slavePath)
        #expect(after.st_mode & S_IFMT == S_IFCHR)
        #expect(after.st_rdev == before.st_rdev)
        #expect(after.st_ino == before.st_ino)
    }

    @Test func aSocketIsConnectedToAndWritten() throws {
        let folder = try ScratchFolder()
        let path = folder.file("listen.sock")
        let listener = try Self.listen(at: path)
        defer { close(listener) }
        try writer.write(Array("answer\n".utf8), to: path)
        // The connection waits in the backlog with its bytes, even though the writer has closed it.
        let connection = accept(listener, nil, nil)
        try #require(connection >= 0, "nobody connected")
        defer { close(connection) }
        _ = fcntl(connection, F_SETFL, 0)
        #expect(Self.readToEnd(connection) == Array("answer\n".utf8))
        #expect(Self.type(of: path) == S_IFSOCK)
        #expect(try folder.names() == ["listen.sock"])
    }

    @Test func aFailedWriteToADeviceNamesItAndLeavesItAlone() throws {
        let folder = try ScratchFolder()
        let fifo = folder.file("pipe")
        try #require(mkfifo(fifo, 0o600) == 0)
        // A reader that is there, so the open succeeds; the write itself then fails as on a full device.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(reader >= 0)
        defer { close(reader) }
        var operations = FileOperations.system
        operations.writeAll = { _, _ throws(FileOperationError) in throw FileOperationError(Errno(rawValue: ENOSPC), step: "writing") }
        let error = try #require(throws: FileWriteError.self) {
            try AtomicFileWriter(operations: operations).write(Array("x".utf8), to: fifo)
        }
        #expect(error.message == "cannot write '\(fifo)': no space left on device (writing to it)")
        #expect(Self.type(of: fifo) == S_IFIFO)
        #expect(try folder.names() == ["pipe"])
    }

    @Test func aDescriptorsLinkToAPipeIsWrittenToThePipe() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let link = "/proc/self/fd/\(ends[1])"
        try writer.write(Array("through the descriptor".utf8), to: link)
        close(ends[1])
        #expect(Self.readToEnd(ends[0]) == Array("through the descriptor".utf8))
    }

    // MARK: Helpers

    /// Reads a non-blocking FIFO until its writer has come and gone. Gives up after 30 s without a
    /// byte, only so that a writer that never opens the FIFO fails the test instead of hanging it.
    static func drain(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 30_000)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return bytes }
            let count = read(fd, &chunk, chunk.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    static func readToEnd(_ fd: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    static func listen(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        try #require(Glibc.listen(fd, 4) == 0)
        // Never wait: a writer that did not connect has already gone when the test accepts.
        _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        return fd
    }
}

/// A value computed on a thread of its own, for work that blocks (opening a FIFO).
final class ThreadResult<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Value) {
        Thread { [self] in
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }.start()
    }

    /// Waits for the thread and gives its value.
    func value() -> Value {
        done.wait()
        return result.withLock { $0! }
    }
}
