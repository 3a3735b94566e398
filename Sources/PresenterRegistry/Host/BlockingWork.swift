import SheetSystem

/// Runs work that blocks (a person choosing on a terminal, a plugin's answer) on a thread of its
/// own, so that an `async` caller does not hold one of the few cooperative threads meanwhile.
enum BlockingWork {
    /// The work and where its result goes, handed to the thread.
    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread and resumes with its result.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
            let job = Job { continuation.resume(returning: body()) }
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { context in
                    guard let context else { return nil }
                    let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
                    job.body()
                    return nil
                }, Unmanaged.passRetained(job).toOpaque())
            if started == 0 {
                pthread_detach(thread)
            } else {
                // No thread to be had: run here rather than never.
                job.body()
            }
        }
    }
}
