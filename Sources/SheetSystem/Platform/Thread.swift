private final class ThreadJob: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// Unchecked: Darwin's `pthread_t` is a pointer, which Swift does not count as `Sendable`, but the
/// handle is only a name for the thread and may be used from any thread.
package struct ThreadHandle: @unchecked Sendable {
    private let thread: pthread_t

    fileprivate init(_ thread: pthread_t) { self.thread = thread }

    package func join() { pthread_join(thread, nil) }
}

/// `nil` where no thread can be had (then `body` does not run).
package func startThread(_ body: @escaping @Sendable () -> Void) -> ThreadHandle? {
    let context = Unmanaged.passRetained(ThreadJob(body)).toOpaque()
    #if canImport(Darwin)
        // Darwin's thread handle is optional and its start routine's context is not.
        var thread: pthread_t?
        let started = pthread_create(
            &thread, nil,
            {
                Unmanaged<ThreadJob>.fromOpaque($0).takeRetainedValue().body(); return nil
            }, context)
        if started == 0, let thread { return ThreadHandle(thread) }
    #else
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            {
                Unmanaged<ThreadJob>.fromOpaque($0!).takeRetainedValue().body(); return nil
            }, context)
        if started == 0 { return ThreadHandle(thread) }
    #endif
    Unmanaged<ThreadJob>.fromOpaque(context).release()
    return nil
}
