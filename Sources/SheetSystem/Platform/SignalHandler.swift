/// A C signal handler: Glibc's `sighandler_t`, Darwin's `sig_t`.
package typealias SignalHandler = @convention(c) (Int32) -> Void

/// The handler's field is a union each platform names its own way.
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
