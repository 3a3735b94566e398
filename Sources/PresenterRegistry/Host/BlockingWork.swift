import SheetSystem

/// Runs work that blocks (a person choosing on a terminal, a plugin's answer) on a thread of its
/// own, so that an `async` caller does not hold one of the few cooperative threads meanwhile.
enum BlockingWork {
    /// Runs `body` on a new thread and resumes with its result.
    static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
            runOnNewThread { continuation.resume(returning: body()) }
        }
    }
}
