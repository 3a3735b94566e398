import SheetSystem
import SheetTerminal
import PresenterRegistry
import Synchronization

/// Every change writes a byte to a pipe, so the waiting thread polls it beside the signal pipe and its
/// deadlines, and ends by returning, never from inside a handler or a request.
final class PresentSession: Sendable {
    struct State: Sendable {
        var outcome: PresentationOutcome?
        /// The answer's response was sent (or failed to): then the server may stop.
        var answerDelivered = false
        var openPages = 0
        /// Before a page was ever opened, no page being open is not a dismissal.
        var everOpened = false
        var goneSince: MonotonicClock.Instant?
    }

    private let state = Mutex(State())
    let wakeDescriptor: Int32
    private let wakeWrite: Int32

    init() throws(PresentationError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw PresentationError(.io, "cannot create a pipe: \(Errno.current.message)") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeDescriptor = ends[0]
        wakeWrite = ends[1]
    }

    deinit {
        close(wakeDescriptor)
        close(wakeWrite)
    }

    var current: State { state.withLock { $0 } }

    func answer(_ outcome: PresentationOutcome) -> Bool {
        change { state in
            guard state.outcome == nil else { return false }
            state.outcome = outcome
            return true
        }
    }

    func answerDelivered() { change { $0.answerDelivered = true } }

    func pageOpened() {
        change { state in
            state.openPages += 1
            state.everOpened = true
            state.goneSince = nil
        }
    }

    /// The page was closed, reloaded, or lost its connection.
    func pageClosed() {
        change { state in
            state.openPages -= 1
            if state.openPages == 0 { state.goneSince = .now }
        }
    }

    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &bytes, bytes.count) > 0 {}
    }

    private func change<T>(_ body: (inout State) -> T) -> T {
        let result = state.withLock { body(&$0) }
        var byte: UInt8 = 1
        // A full pipe already says that something changed.
        _ = write(wakeWrite, &byte, 1)
        return result
    }
}
