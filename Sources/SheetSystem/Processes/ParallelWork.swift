import Synchronization

package enum ParallelWork {
    /// Results in index order; `body` must not depend on the order jobs run in.
    package static func map<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        let state = SharedJobs<Result>(count: count)
        let threads = min(max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))), count)
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

private final class SharedJobs<Result: Sendable>: Sendable {
    let next = Atomic<Int>(0)
    let results: Mutex<[Result?]>

    init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }
}
