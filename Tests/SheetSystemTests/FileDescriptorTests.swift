import Foundation
import Glibc
import Synchronization
import Testing

@testable import SheetSystem

/// The layer over the descriptor calls: a write is whole whatever the reader's pace and the
/// descriptor's mode, a failure is the kernel's `errno` with `strerror`'s message, and a signal
/// never surfaces as a failure.
@Suite struct FileDescriptorTests {
    /// A pipe's two ends, closed when the test ends.
    final class Pipe {
        let reader: FileDescriptor
        let writer: FileDescriptor
        private var open: [Int32]

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            reader = FileDescriptor(rawValue: ends[0])
            writer = FileDescriptor(rawValue: ends[1])
            open = ends
        }

        /// Closes one end now.
        func close(_ end: FileDescriptor) throws {
            try end.close()
            open.removeAll { $0 == end.rawValue }
        }

        deinit { for fd in open { _ = Glibc.close(fd) } }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var nonBlocking: Bool
    }

    /// Much more than a pipe holds (64 KiB), read a little at a time with pauses, so the writer
    /// keeps finding the pipe full: short writes, and `EAGAIN` when it does not block.
    @Test(arguments: [
        Case(testDescription: "a blocking write end", nonBlocking: false),
        Case(testDescription: "a non-blocking write end", nonBlocking: true),
    ])
    func aWriteToASlowReaderWritesEverything(_ test: Case) throws {
        let pipe = try Pipe()
        if test.nonBlocking {
            let flags = fcntl(pipe.writer.rawValue, F_GETFL)
            try #require(fcntl(pipe.writer.rawValue, F_SETFL, flags | O_NONBLOCK) == 0)
        }
        let sent = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let received = Mutex<[UInt8]>([])
        let reader = pipe.reader
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while let count = try? reader.read(into: &chunk), count > 0 {
                received.withLock { $0.append(contentsOf: chunk[..<count]) }
                usleep(200)
            }
            done.signal()
        }
        thread.start()
        try pipe.writer.write(all: sent)
        try pipe.close(pipe.writer)
        done.wait()
        let got = received.withLock { $0 }
        #expect(got.count == sent.count)
        #expect(got == sent)
    }

    @Test func aWriteToAPipeWhoseReaderHasGoneIsEPIPEWithItsMessage() throws {
        // As the tool does, so the write fails rather than the signal ending the process.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { _ = signal(SIGPIPE, previous) }
        let pipe = try Pipe()
        try pipe.close(pipe.reader)
        #expect(throws: Errno(rawValue: EPIPE)) { try pipe.writer.write(all: "lost\n") }
        do throws(Errno) {
            try pipe.writer.write(all: [0x41])
            Issue.record("the write succeeded")
        } catch {
            #expect(error.rawValue == EPIPE)
            #expect(error.message == "Broken pipe")
            #expect(error.description == "Broken pipe")
        }
    }

    @Test func aReadOfAClosedDescriptorIsEBADF() throws {
        let pipe = try Pipe()
        let reader = pipe.reader
        try pipe.close(reader)
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(throws: Errno(rawValue: EBADF)) { _ = try reader.read(into: &buffer) }
        #expect(Errno(rawValue: EBADF).message == "Bad file descriptor")
    }

    @Test func readAvailableIsNilOnAnEmptyNonBlockingPipeAndZeroAtItsEnd() throws {
        let pipe = try Pipe()
        let flags = fcntl(pipe.reader.rawValue, F_GETFL)
        try #require(fcntl(pipe.reader.rawValue, F_SETFL, flags | O_NONBLOCK) == 0)
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(try pipe.reader.readAvailable(into: &buffer) == nil)
        try pipe.writer.write(all: "ab")
        #expect(try pipe.reader.readAvailable(into: &buffer) == 2)
        #expect(buffer[..<2] == [0x61, 0x62])
        try pipe.close(pipe.writer)
        #expect(try pipe.reader.readAvailable(into: &buffer) == 0)
    }

    @Test func aPollThatFindsNothingReturnsNoEventsAtItsDeadline() throws {
        let pipe = try Pipe()
        let ready = try FileDescriptor.poll([(pipe.reader, .readable)], timeout: .zero)
        #expect(ready == [[]])
        try pipe.writer.write(all: "x")
        let after = try FileDescriptor.poll([(pipe.reader, .readable)], timeout: .zero)
        #expect(after == [.readable])
    }

    /// A read that a signal interrupts, with `SA_RESTART` off so the kernel gives `EINTR`, still
    /// returns the data. The signal is sent only once the reading thread is inside `read(2)` on
    /// the pipe (its `/proc` syscall entry says so), and the handler writes the byte the read gets,
    /// so the interruption comes before any data, every time.
    @Test func aReadInterruptedByASignalStillReturnsTheData() throws {
        let pipe = try Pipe()
        InterruptingSignal.writeEnd.store(pipe.writer.rawValue, ordering: .sequentiallyConsistent)
        InterruptingSignal.deliveries.store(0, ordering: .sequentiallyConsistent)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 0x2A
            _ = Glibc.write(InterruptingSignal.writeEnd.load(ordering: .sequentiallyConsistent), &byte, 1)
            InterruptingSignal.deliveries.add(1, ordering: .sequentiallyConsistent)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: the interrupted read fails with EINTR
        var previous = sigaction()
        try #require(sigaction(SIGUSR2, &action, &previous) == 0)
        defer { _ = sigaction(SIGUSR2, &previous, nil) }

        let reader = pipe.reader
        let thread = Mutex<(tid: Int32, handle: pthread_t)?>(nil)
        let outcome = Mutex<Result<[UInt8], Errno>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            // A new thread inherits its creator's mask, which may block the signal.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            thread.withLock { $0 = (Self.threadID(), pthread_self()) }
            var buffer = [UInt8](repeating: 0, count: 16)
            let result = Result { () throws(Errno) in
                let count = try reader.read(into: &buffer)
                return Array(buffer[..<count])
            }
            outcome.withLock { $0 = result }
            done.signal()
        }.start()

        var reading: (tid: Int32, handle: pthread_t)?
        while reading == nil { reading = thread.withLock { $0 } }
        // The syscall's number, then its first argument: the descriptor.
        let readNumber = "\(Self.readSyscall) 0x\(String(reader.rawValue, radix: 16)) "
        let syscallFile = "/proc/self/task/\(reading!.tid)/syscall"
        var inRead = false
        for _ in 0..<100_000 where !inRead {
            inRead = (try? String(contentsOfFile: syscallFile, encoding: .utf8))?.hasPrefix(readNumber) ?? false
            if !inRead { usleep(100) }
        }
        try #require(inRead, "the reading thread never blocked in read(2)")
        try #require(pthread_kill(reading!.handle, SIGUSR2) == 0)
        done.wait()
        #expect(InterruptingSignal.deliveries.load(ordering: .sequentiallyConsistent) == 1)
        #expect(try outcome.withLock { $0 }?.get() == [0x2A])
    }

    /// `read`'s number in the kernel's table.
    #if arch(x86_64)
        static let readSyscall = 0
    #else
        static let readSyscall = 63  // arm64
    #endif

    /// The calling thread's kernel id, from `/proc/thread-self` (`PID/task/TID`).
    static func threadID() -> Int32 {
        var link = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &link, link.count - 1)
        guard count > 0 else { return -1 }
        let text = String(decoding: link[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return Int32(text.split(separator: "/").last ?? "") ?? -1
    }

    /// The reads are sized by `expected`, a guess (a file's size when it was opened): a file
    /// longer or shorter than the guess is still read whole, and never past `limit`.
    @Test(arguments: [
        (expected: 0, limit: 1 << 20, read: 100_000),
        (expected: 10, limit: 1 << 20, read: 100_000),
        (expected: 99_999, limit: 1 << 20, read: 100_000),
        (expected: 100_000, limit: 1 << 20, read: 100_000),
        (expected: 500_000, limit: 1 << 20, read: 100_000),
        (expected: 10, limit: 70_001, read: 70_001),
    ])
    func readToEndReadsAFileWholeWhateverItsExpectedSize(expected: Int, limit: Int, read: Int) throws {
        let path = NSTemporaryDirectory() + "read-to-end-\(getpid())-\(expected)-\(limit)"
        let sent = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }
        try Data(sent).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        defer { _ = Glibc.close(fd) }
        let got = try FileDescriptor(rawValue: fd).readToEnd(limit: limit, expected: expected)
        #expect(got == Array(sent.prefix(read)))
    }

    @Test func milliseconds() {
        #expect(FileDescriptor.milliseconds(roundingUp: .nanoseconds(1)) == 1)
        #expect(FileDescriptor.milliseconds(roundingUp: .milliseconds(1500)) == 1500)
        #expect(FileDescriptor.milliseconds(roundingUp: .seconds(Int64.max)) == .max)
    }
}

/// What the signal handler of ``FileDescriptorTests/aReadInterruptedByASignalStillReturnsTheData()``
/// reaches: a handler can capture nothing.
enum InterruptingSignal {
    static let writeEnd = Atomic<Int32>(-1)
    static let deliveries = Atomic<Int>(0)
}
