import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The built `sheetctl` running in the background (as `preview --watch` does), with its
/// standard output and error collected as they come, so a test can wait for a drawing, change a
/// file and wait for the next. Unchecked: `Process` is not `Sendable`, and it is only asked
/// about its state, which it guards itself.
final class WatchedProcess: @unchecked Sendable {
    private let process: Process
    private let output = CollectedOutput()
    private let readers: [Thread]

    /// Starts `sheetctl` with the given words in `directory`.
    /// - Throws: When the executable is missing or cannot be started.
    init(_ arguments: [String], directory: String, environment: [String: String] = SheetctlProcess.cleanEnvironment)
        throws
    {
        guard let binary = SheetctlProcess.binary else { throw SheetctlProcess.NotBuilt() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = SheetctlProcess.childEnvironment(environment)
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        self.process = process
        let output = self.output
        func reader(
            _ pipe: Pipe, _ append: @escaping @Sendable (inout (stdout: String, stderr: String), String) -> Void
        )
            -> Thread
        {
            let descriptor = pipe.fileHandleForReading.fileDescriptor
            return Thread {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else {
                        output.closedStreams.add(1, ordering: .releasing)
                        return
                    }
                    let text = String(decoding: buffer[..<count], as: UTF8.self)
                    output.text.withLock { append(&$0, text) }
                }
            }
        }
        readers = [reader(outPipe) { $0.stdout += $1 }, reader(errPipe) { $0.stderr += $1 }]
        try process.run()
        for thread in readers { thread.start() }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Everything written to standard output so far.
    var stdout: String { output.text.withLock { $0.stdout } }
    /// Everything written to standard error so far.
    var stderr: String { output.text.withLock { $0.stderr } }
    /// Whether it is still running.
    var isRunning: Bool { process.isRunning }

    /// Waits until `condition` holds of the output, or `timeout` seconds pass.
    /// - Returns: The seconds waited, or `nil` when the condition never held.
    @discardableResult
    func wait(timeout: Double = 5, until condition: (_ stdout: String, _ stderr: String) -> Bool) -> Double? {
        let start = Date()
        while Date().timeIntervalSince(start) < timeout {
            let (out, err) = output.text.withLock { ($0.stdout, $0.stderr) }
            if condition(out, err) { return Date().timeIntervalSince(start) }
            usleep(5_000)
        }
        return nil
    }

    /// Sends a signal and waits for the process to end.
    /// - Returns: Its exit status (128 + the signal's number when the signal itself ended it), or
    ///   `nil` when it was still running after `timeout` seconds (and then killed).
    func stop(with signal: Int32, timeout: Double = 10) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        drain()
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Waits for the process to end on its own.
    /// - Returns: Its exit status, or `nil` when it was still running after `timeout` seconds.
    func exitCode(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        drain()
        return process.terminationStatus
    }

    /// Once it has ended, waits (at most 5 seconds) for the readers to take in what it wrote last,
    /// so that ``stdout`` and ``stderr`` are whole: the exit can be seen before the last read.
    private func drain() {
        let deadline = Date().addingTimeInterval(5)
        while output.closedStreams.load(ordering: .acquiring) < readers.count, Date() < deadline { usleep(1_000) }
    }
}

/// The text read so far from both streams, shared with the threads that read them.
private final class CollectedOutput: Sendable {
    let text = Mutex<(stdout: String, stderr: String)>(("", ""))
    /// How many of the two streams have reached their end.
    let closedStreams = Atomic<Int>(0)
}
