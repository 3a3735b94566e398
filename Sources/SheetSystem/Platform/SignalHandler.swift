/// A C signal handler: Glibc's `sighandler_t`, Darwin's `sig_t`.
package typealias SignalHandler = @convention(c) (Int32) -> Void

/// A `sigaction` that runs `handler`, with no other signal blocked while it runs. The handler's
/// field is a union each platform names its own way (Glibc `__sigaction_handler.sa_handler`,
/// Darwin `__sigaction_u.__sa_handler`). `flags` is `sa_flags`, such as `SA_ONSTACK`.
package func signalAction(_ handler: SignalHandler, flags: Int32) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
    #else
        action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    return action
}
