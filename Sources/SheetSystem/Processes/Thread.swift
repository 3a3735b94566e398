#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a new thread runs, handed to it through its start routine's context.
private final class ThreadJob: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

/// Runs `body` on a new thread of its own, detached; where no thread can be had, runs it here
/// rather than never.
/// - Parameter body: The work.
package func runOnNewThread(_ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(ThreadJob(body)).toOpaque()
    #if canImport(Darwin)
        // Darwin's thread handle is optional and its start routine's context is not.
        var thread: pthread_t?
        let started = pthread_create(
            &thread, nil, { Unmanaged<ThreadJob>.fromOpaque($0).takeRetainedValue().body(); return nil }, context)
        if started == 0, let thread { pthread_detach(thread) }
    #else
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil, { Unmanaged<ThreadJob>.fromOpaque($0!).takeRetainedValue().body(); return nil }, context)
        if started == 0 { pthread_detach(thread) }
    #endif
    if started != 0 { Unmanaged<ThreadJob>.fromOpaque(context).takeRetainedValue().body() }
}
