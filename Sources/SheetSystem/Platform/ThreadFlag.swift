/// A setting bound for the length of a call, as a task-local value is, without the concurrency
/// runtime (see ``MonotonicClock``).
package final class ThreadFlag: Sendable {
    private let key: pthread_key_t

    package init() {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left")
        self.key = key
    }

    package var isOn: Bool { pthread_getspecific(key) != nil }

    package func withValue<Result, Failure: Error>(_ on: Bool, _ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        let before = pthread_getspecific(key)
        pthread_setspecific(key, on ? UnsafeRawPointer(bitPattern: 1) : nil)
        defer { pthread_setspecific(key, before) }
        return try body()
    }
}
