import Foundation
import Testing

@testable import SheetText

#if canImport(Glibc)
    import Glibc
#endif

/// `SourceText.read(path:maxBytes:acceptingPipes:)` on pipes: a FIFO and a descriptor's pipe
/// (what a shell's `<(…)` passes as `/dev/fd/N`) are read to their end, a writer that has not come
/// yet is waited for, and the size limit still holds.
@Suite final class SourceTextPipeTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sourcetext-pipes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Reads `path` as `--sheet` does.
    static func read(_ path: String, maxBytes: Int = 1 << 20) -> Result<String, DiagnosticError> {
        do throws(DiagnosticError) {
            let source = try SourceText.read(path: path, maxBytes: maxBytes, acceptingPipes: true)
            return .success(String(decoding: source.bytes, as: UTF8.self))
        } catch {
            return .failure(error)
        }
    }

    /// Writes `text` to the FIFO from a thread of its own, once a reader has it open: a writer's
    /// non-blocking open fails until then, so the reader is known to have opened first.
    static func writeOnceReaderIsThere(_ fifo: String, _ text: String) -> Thread {
        let thread = Thread {
            var fd: Int32 = -1
            while fd < 0 {
                fd = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                if fd < 0 { usleep(1000) }
            }
            _ = fcntl(fd, F_SETFL, 0)
            var bytes = Array(text.utf8)
            _ = write(fd, &bytes, bytes.count)
            close(fd)
        }
        thread.start()
        return thread
    }

    @Test func aFIFOWhoseWriterComesAfterTheReaderIsReadToItsEnd() throws {
        let fifo = folder + "/sheet.yaml"
        try #require(mkfifo(fifo, 0o600) == 0)
        _ = Self.writeOnceReaderIsThere(fifo, "title: from a FIFO\nitems: [a]\n")
        let result = Self.read(fifo)
        #expect(try result.get() == "title: from a FIFO\nitems: [a]\n")
    }

    @Test func aDescriptorsPipeIsReadToItsEnd() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var bytes = Array("items: [x, y]\n".utf8)
        try #require(write(ends[1], &bytes, bytes.count) == bytes.count)
        close(ends[1])
        #expect(try Self.read("/proc/self/fd/\(ends[0])").get() == "items: [x, y]\n")
    }

    @Test func aPipeLongerThanTheLimitIsRefusedWithALocatedErrorNamingIt() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // The writer stays open: the reader stops one byte past the limit instead of reading on.
        defer { close(ends[1]) }
        var bytes = Array(String(repeating: "x", count: 64).utf8)
        try #require(write(ends[1], &bytes, bytes.count) == bytes.count)
        let path = "/proc/self/fd/\(ends[0])"
        let error = try #require(throws: DiagnosticError.self) { try Self.read(path, maxBytes: 10).get() }
        #expect(
            error.diagnostics.map(\.description) == [
                "\(path):1:1: error: input is larger than the limit of 10 bytes [input-too-large]"
            ])
    }

    @Test func aDeviceIsStillRefused() {
        guard case .failure(let error) = Self.read("/dev/zero") else {
            Issue.record("/dev/zero was read as a sheet")
            return
        }
        #expect(
            error.diagnostics.map(\.description) == [
                "error: cannot open '/dev/zero': is not a regular file or a pipe [unreadable-file]"
            ])
    }

    @Test func withoutPipesAFIFOIsStillRefusedAtOnce() throws {
        let fifo = folder + "/theme.yaml"
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(throws: DiagnosticError.self) { try SourceText.read(path: fifo, maxBytes: 1 << 20) }
    }
}
