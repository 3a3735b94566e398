import Synchronization
import Testing

@testable import SheetSystem

/// The thread-local flag the command line binds `--ambidouble` with, and the monotonic clock
/// deadlines are measured on.
struct ThreadFlagTests {
    struct Stop: Error {}

    @Test func theFlagIsOnOnlyInsideTheBodyAndIsPutBackAfterANestedOrThrowingOne() {
        let flag = ThreadFlag()
        #expect(!flag.isOn)
        flag.withValue(true) {
            #expect(flag.isOn)
            flag.withValue(false) { #expect(!flag.isOn) }
            #expect(flag.isOn)
            #expect(throws: Stop.self) { try flag.withValue(false) { () throws(Stop) in throw Stop() } }
            #expect(flag.isOn)
        }
        #expect(!flag.isOn)
    }

    @Test func anotherThreadDoesNotSeeIt() {
        let flag = ThreadFlag()
        let seen = Mutex<Bool?>(nil)
        flag.withValue(true) {
            let thread = startThread { seen.withLock { $0 = flag.isOn } }
            thread?.join()
        }
        #expect(seen.withLock { $0 } == false)
    }

    @Test func theClockNeverGoesBackAndItsInstantsAddUp() {
        let clock = MonotonicClock()
        let start = clock.now
        let later = MonotonicClock.now
        #expect(later >= start)
        let deadline = start + .milliseconds(250)
        #expect(deadline - start == .milliseconds(250))
        #expect(deadline > start)
        #expect(MonotonicClock.Instant.now >= later)
    }
}
