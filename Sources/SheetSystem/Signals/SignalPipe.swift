import Synchronization

/// A self-pipe, so the program ends by returning from its `poll` loop, not inside a handler.
package final class SignalPipe {
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
    }

    package let descriptor: Int32
    private var previous: [(Int32, (@convention(c) (Int32) -> Void)?)] = []
    private var previousMask = sigset_t()
    private let writeEnd: Int32
    private var restored = false

    /// One set of handlers at a time.
    package init(signals: [Int32]) throws(Failure) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Failure(reason: "cannot create a pipe: \(Errno.current.message)") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
        signalPipeWriteEnd.store(ends[1], ordering: .sequentiallyConsistent)
        for number in signals { previous.append((number, signal(number, forwardSignal))) }
        // A parent may have blocked them (some test runners do, and the mask is inherited).
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, &previousMask)
    }

    package func received() -> Int32 {
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) == 1 ? Int32(byte) : 0
    }

    package func restore() {
        guard !restored else { return }
        restored = true
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        for (number, handler) in previous.reversed() { _ = signal(number, handler) }
        // Forget the descriptor before closing it, so no handler writes to a number reused since.
        _ = signalPipeWriteEnd.compareExchange(expected: writeEnd, desired: -1, ordering: .sequentiallyConsistent)
        close(writeEnd)
        close(descriptor)
    }
}

/// A signal handler reads it without locking (an atomic is lock-free).
private let signalPipeWriteEnd = Atomic<Int32>(-1)

/// A full pipe already says that a signal came.
private func forwardSignal(_ signal: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd.load(ordering: .sequentiallyConsistent), &byte, 1)
    errno = saved
}
