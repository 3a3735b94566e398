import Foundation
import Synchronization
import Testing

@testable import SheetSystem

/// The calls each platform spells its own way, through the one branch SheetSystem keeps of each:
/// the environment, file times, threads, a condition to wait on, a send that never raises
/// `SIGPIPE`, a spawn and a signal action.
@Suite struct PlatformTests {
    @Test func theEnvironmentIsTheOneTheCLibraryKeeps() {
        let entries = environmentEntries()
        let path = entries.first { $0.hasPrefix("PATH=") }
        #expect(path == getenv("PATH").map { "PATH=" + String(cString: $0) })
        #expect(entries.allSatisfy { $0.contains("=") })
    }

    @Test func theVariablesAreTheEntriesSplitAtTheirFirstEquals() {
        let variables = environmentVariables()
        #expect(variables["PATH"] == getenv("PATH").map { String(cString: $0) })
        var expected: [String: String] = [:]
        for entry in environmentEntries() {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            expected[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
        }
        #expect(variables == expected)
        #expect(!variables.isEmpty)
    }

    @Test func fileTimesAreTheOnesSet() throws {
        let path = NSTemporaryDirectory() + "platform-times-\(getpid())"
        try #require(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
        defer { unlink(path) }
        var times = [
            timespec(tv_sec: 1_000_000_000, tv_nsec: 123_456_789), timespec(tv_sec: 1_500_000_000, tv_nsec: 7),
        ]
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var info = stat()
        try #require(stat(path, &info) == 0)
        #expect(info.modifiedNanoseconds == 1_500_000_000_000_000_007)
        // The status changed when the times were set: after the modification time given.
        #expect(info.changedNanoseconds > info.modifiedNanoseconds)
    }

    @Test func aStartedThreadRunsAndIsJoined() throws {
        let ran = Mutex(false)
        let thread = try #require(startThread { ran.withLock { $0 = true } })
        thread.join()
        #expect(ran.withLock { $0 })
    }

    @Test func aWaitEndsWhenAnotherThreadChangesTheValue() throws {
        let lock = ConditionLock(0)
        let thread = try #require(startThread { lock.withLock { $0 = 1 } })
        let seen = lock.wait(until: { $0 == 1 }, seconds: 60) { $0 }
        thread.join()
        #expect(seen == 1)
    }

    @Test func aWaitWithNoTimeLeftReadsTheValueAsItIs() {
        let lock = ConditionLock("unchanged")
        #expect(lock.wait(until: { _ in false }, seconds: 0) { $0 } == "unchanged")
    }

    @Test func aSendToASocketWhosePeerHasGoneIsEPIPENotASignal() throws {
        // SIGPIPE at its default would end the test run; the send must not raise it.
        let previous = signal(SIGPIPE, SIG_DFL)
        defer { _ = signal(SIGPIPE, previous) }
        var pair: [Int32] = [-1, -1]
        try #require(systemStreamSocket(pair: &pair) == 0)
        close(pair[1])
        defer { close(pair[0]) }
        #expect(throws: Errno(rawValue: EPIPE)) { _ = try FileDescriptor(rawValue: pair[0]).sendAvailable([1, 2, 3]) }
    }

    @Test func aSpawnedProgramGetsTheStreamsAndEnvironmentGiven() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let started = spawnProcess(
            "/bin/sh", arguments: ["-c", "printf %s \"$PLATFORM_TEST\""], environment: ["PLATFORM_TEST=given"],
            streams: (0, ends[1], 2), ownProcessGroup: false)
        close(ends[1])
        defer { close(ends[0]) }
        try #require(started.status == 0)
        var status: Int32 = 0
        waitpid(started.pid, &status, 0)
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &bytes, bytes.count)
        #expect(String(decoding: bytes.prefix(max(0, count)), as: UTF8.self) == "given")
    }

    @Test func aSpawnOfAMissingProgramIsItsErrorNumber() {
        let started = spawnProcess(
            "/nonexistent/program", arguments: [], environment: [], streams: (0, 1, 2), ownProcessGroup: false)
        #expect(started.status == ENOENT)
    }

    @Test func aSignalActionRunsItsHandler() throws {
        var previous = sigaction()
        var action = signalAction({ _ in platformTestSignals.add(1, ordering: .relaxed) }, flags: 0)
        try #require(sigaction(SIGUSR2, &action, &previous) == 0)
        defer { _ = sigaction(SIGUSR2, &previous, nil) }
        // The test's thread may have it blocked (a runner's threads inherit their mask).
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGUSR2)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &set, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        raise(SIGUSR2)
        #expect(platformTestSignals.load(ordering: .relaxed) >= 1)
    }
}

private let platformTestSignals = Atomic<Int>(0)
