/// Unchecked: a `Mutex` has no condition to wait on, so this pairs a pthread mutex and condition,
/// and every read and write of the value is made with the mutex held.
package final class ConditionLock<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
        #if canImport(Darwin)
            // Darwin's waits are relative (`pthread_cond_timedwait_relative_np`), so no clock is set.
            pthread_cond_init(condition, nil)
        #else
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            // Waits are timed on the monotonic clock, so a change of the wall clock cannot stretch them.
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            pthread_cond_init(condition, &attributes)
            pthread_condattr_destroy(&attributes)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Wakes every waiter.
    package func withLock<T>(_ body: (inout Value) -> T) -> T {
        pthread_mutex_lock(mutex)
        defer {
            pthread_cond_broadcast(condition)
            pthread_mutex_unlock(mutex)
        }
        return body(&value)
    }

    package func wait<T>(until isReady: (Value) -> Bool, seconds: Int, then body: (Value) -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #if canImport(Darwin)
            let clock = MonotonicClock()
            let end = clock.now + .seconds(seconds)
            while !isReady(value), clock.now < end {
                let left = (end - clock.now).components
                var relative = timespec(tv_sec: Int(left.seconds), tv_nsec: Int(left.attoseconds / 1_000_000_000))
                if pthread_cond_timedwait_relative_np(condition, mutex, &relative) == ETIMEDOUT { break }
            }
        #else
            var deadline = timespec()
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            deadline.tv_sec += seconds
            while !isReady(value) {
                if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { break }
            }
        #endif
        return body(value)
    }
}
