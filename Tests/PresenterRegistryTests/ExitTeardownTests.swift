import Synchronization
import Testing

@testable import PresenterRegistry

/// What ``ExitTeardown`` does with a value it is given: frees it as usual, or keeps it until the
/// process exits while a one-shot command skips freeing. Serialized: skipping is process-wide,
/// and no other suite turns it on (only the `sheetctl` executable does).
@Suite(.serialized) struct ExitTeardownTests {
    /// Counts the deinits of the values that hold it.
    final class Deinits: Sendable {
        let count = Atomic<Int>(0)
    }

    /// A value whose freeing is seen.
    final class Tracked {
        let deinits: Deinits
        init(_ deinits: Deinits) { self.deinits = deinits }
        deinit { deinits.count.add(1, ordering: .relaxed) }
    }

    /// What a caller lets go of: a struct holding many references, as a sheet holds its items.
    struct Bundle {
        var items: [Tracked]
    }

    @Test func aValueDiscardedOutsideIsFreedAtOnce() {
        let deinits = Deinits()
        ExitTeardown.discard(Bundle(items: (0..<3).map { _ in Tracked(deinits) }))
        #expect(deinits.count.load(ordering: .relaxed) == 3)
    }

    @Test func aValueDiscardedWhileSkippingFreesIsNeverFreed() {
        let deinits = Deinits()
        let answer = ExitTeardown.skippingFrees {
            ExitTeardown.discard(Bundle(items: (0..<3).map { _ in Tracked(deinits) }))
            // A value not discarded is freed as usual.
            _ = Tracked(deinits)
            return 42
        }
        #expect(answer == 42)
        #expect(deinits.count.load(ordering: .relaxed) == 1)
    }

    @Test func skippingIsOnlyWhileTheBodyRunsAndWhenAsked() {
        let deinits = Deinits()
        ExitTeardown.skippingFrees(if: false) {
            ExitTeardown.discard(Tracked(deinits))
        }
        #expect(deinits.count.load(ordering: .relaxed) == 1)
        ExitTeardown.skippingFrees(if: true) {
            ExitTeardown.skippingFrees {}
            // Still inside the outer one.
            ExitTeardown.discard(Tracked(deinits))
        }
        #expect(deinits.count.load(ordering: .relaxed) == 1)
    }
}
