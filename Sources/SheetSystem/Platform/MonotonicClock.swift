/// Not `ContinuousClock`: it lives in the concurrency runtime, which would then be linked into
/// every command, libdispatch with it: about 90 KB of data the loader relocates at every start
/// (sheetctl's start-up mark, BENCHMARKS.md).
package struct MonotonicClock: Sendable {
    package struct Instant: Comparable, Hashable, Sendable {
        /// Since the clock's origin (boot, on Linux).
        var offset: Duration

        package static var now: Instant { MonotonicClock.now }

        package static func + (instant: Instant, duration: Duration) -> Instant {
            Instant(offset: instant.offset + duration)
        }

        package static func - (later: Instant, earlier: Instant) -> Duration { later.offset - earlier.offset }

        package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    package init() {}

    package var now: Instant { Self.now }

    package static var now: Instant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(offset: .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec)))
    }
}
