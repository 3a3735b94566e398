import SheetSystem
import Synchronization

/// libmicrohttpd's own timeout restarts at every byte, so a client sending a header line every few seconds was
/// never closed. Here a connection must be answered by a deadline from its opening or its last request's end
/// (a stream has none); only ``HTTPServer/Limits/waitingConnections`` may wait, one more shuts the oldest.
final class ConnectionWatch: Sendable {
    private struct Entry {
        var descriptor: Int32
        var deadline: MonotonicClock.Instant?
        var since: MonotonicClock.Instant
        var shut = false
    }

    private struct State {
        var entries: [UInt: Entry] = [:]
        var next: UInt = 1
        var stopped = false
        // Joined by `stop` (once, as `stopped` guards).
        var thread: ThreadHandle?
    }

    private let state = Mutex(State())
    private let requestSeconds: Int
    private let waitingLimit: Int
    private let clock = MonotonicClock()
    private let wakeRead: Int32
    private let wakeWrite: Int32

    init(requestSeconds: Int, waitingLimit: Int) {
        self.requestSeconds = max(1, requestSeconds)
        self.waitingLimit = max(1, waitingLimit)
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        let thread = startThread { [self] in run() }
        state.withLock { $0.thread = thread }
    }

    func opened(descriptor: Int32) -> UInt {
        let now = clock.now
        return state.withLock { state in
            let id = state.next
            state.next += 1
            state.entries[id] = Entry(descriptor: descriptor, deadline: now + .seconds(requestSeconds), since: now)
            let waiting = state.entries.filter { !$0.value.shut && $0.value.deadline != nil }
            if waiting.count > waitingLimit, let oldest = waiting.min(by: { $0.value.since < $1.value.since }) {
                Self.shut(&state.entries, oldest.key)
            }
            return id
        }
    }

    func streaming(_ id: UInt) { state.withLock { $0.entries[id]?.deadline = nil } }

    func requestEnded(_ id: UInt) {
        let now = clock.now
        state.withLock { state in
            state.entries[id]?.deadline = now + .seconds(requestSeconds)
            state.entries[id]?.since = now
        }
    }

    /// Its descriptor is no longer the watch's to shut.
    func closed(_ id: UInt) { _ = state.withLock { $0.entries.removeValue(forKey: id) } }

    func stop() {
        let (first, thread) = state.withLock { state in
            defer { state.stopped = true }
            return (!state.stopped, state.thread)
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        thread?.join()
        close(wakeRead)
        close(wakeWrite)
    }

    private func run() {
        while true {
            let now = clock.now
            let next: MonotonicClock.Instant? = state.withLock { state in
                var next: MonotonicClock.Instant?
                for (id, entry) in state.entries where !entry.shut {
                    guard let deadline = entry.deadline else { continue }
                    if deadline <= now {
                        Self.shut(&state.entries, id)
                    } else {
                        next = min(next ?? deadline, deadline)
                    }
                }
                return next
            }
            // A connection opened meanwhile has a later deadline, so a second is the most it waits past its own.
            let until = min(next ?? .now + .seconds(1), clock.now + .seconds(1))
            let woken = try? FileDescriptor.poll([(FileDescriptor(rawValue: wakeRead), .readable)], deadline: until)
            if woken?.first?.isEmpty == false || state.withLock({ $0.stopped }) { return }
        }
    }

    /// libmicrohttpd's thread sees its end and closes it.
    private static func shut(_ entries: inout [UInt: Entry], _ id: UInt) {
        guard let entry = entries[id], !entry.shut else { return }
        entries[id]?.shut = true
        _ = shutdown(entry.descriptor, Int32(SHUT_RDWR))
    }
}
