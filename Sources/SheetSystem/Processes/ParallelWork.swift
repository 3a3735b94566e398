import Synchronization

/// Work spread over every core: a job list taken in turn by one thread a core (this one among
/// them), joined before it returns.
package enum ParallelWork {
    /// The cores this process may run on (at least 1).
    package static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Runs `body` for every index in `0..<count`, on up to ``coreCount`` threads at once, and
    /// returns the results in index order, whichever thread made them.
    /// - Parameters:
    ///   - count: How many jobs.
    ///   - body: One job; it must not depend on the order jobs run in.
    /// - Returns: `body(0)`, `body(1)`, … in order.
    package static func map<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        let state = SharedJobs<Result>(count: count)
        let threads = min(coreCount, count)
        let work: @Sendable () -> Void = {
            while true {
                let index = state.next.add(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                let result = body(index)
                state.results.withLock { $0[index] = result }
            }
        }
        let started = (1..<threads).compactMap { _ in startThread(work) }
        work()
        for thread in started { thread.join() }
        return state.results.withLock { $0.map { $0! } }
    }
}

/// What the threads of one ``ParallelWork/map(_:_:)`` share: the next job to take, and the results.
private final class SharedJobs<Result: Sendable>: Sendable {
    let next = Atomic<Int>(0)
    let results: Mutex<[Result?]>

    init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }
}
