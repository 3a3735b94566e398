import SheetSystem

/// What the live page shows, numbered: each change makes a new version, and every open event
/// stream waits for the next one.
///
/// Unchecked: a `Mutex` has no condition to wait on, so this pairs a pthread mutex and condition,
/// and every read and write of the fields is made with the mutex held.
final class LiveState: @unchecked Sendable {
    /// One version of the page.
    struct Snapshot: Sendable, Equatable {
        /// Counts the changes, from 1.
        var version: Int
        /// The drawing: an SVG element, without an XML declaration; empty before the first.
        var drawing: String
        /// The diagnostics of the last save, when it could not be drawn; empty when it could.
        var diagnostics: String
        /// The drawing's style sheet (both sides of a theme pair, ``SVGPalette``), taken out of
        /// the drawing and served as `/drawing.css`, which the page's policy allows as its own;
        /// empty when the drawing has none.
        var style = ""
        /// The facts beside the drawing (``LiveDetails``), as an HTML fragment already escaped;
        /// empty when none are known.
        var details = ""
        /// The drawing as a terminal shows it (``AnsiHTML``), an HTML fragment already escaped;
        /// empty when none was given.
        var terminal = ""
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var snapshot = Snapshot(version: 1, drawing: "", diagnostics: "")
    private var stopped = false

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        // Waits are timed on the monotonic clock, so a change of the wall clock cannot stretch them.
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    var current: Snapshot { locked { snapshot } }

    /// Makes a new version from the current one and wakes every waiting stream.
    func change(_ update: (inout Snapshot) -> Void) {
        locked {
            update(&snapshot)
            snapshot.version += 1
            pthread_cond_broadcast(condition)
        }
    }

    /// Ends every stream, now and later.
    func stop() {
        locked {
            stopped = true
            pthread_cond_broadcast(condition)
        }
    }

    /// Why ``wait(after:seconds:)`` returned.
    enum Wake: Sendable, Equatable {
        /// A version newer than the one given.
        case changed(Snapshot)
        /// The time passed with no change.
        case quiet
        /// ``stop()`` was called.
        case stopped
    }

    /// Waits for a version newer than `version`.
    /// - Parameters:
    ///   - version: The version the stream sent last.
    ///   - seconds: How long to wait at most.
    func wait(after version: Int, seconds: Int) -> Wake {
        locked {
            var deadline = timespec()
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            deadline.tv_sec += seconds
            while !stopped, snapshot.version <= version {
                if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { break }
            }
            if stopped { return .stopped }
            return snapshot.version > version ? .changed(snapshot) : .quiet
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
