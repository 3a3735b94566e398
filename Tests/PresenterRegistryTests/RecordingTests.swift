import Foundation
import PresenterTesting
import Testing
@testable import SheetTerminal

@testable import PresenterRegistry

@Suite struct RecordingTests {
    @Test func recordsEveryCallInOrder() {
        let delegate = RecordingPresentationDelegate()
        #expect(delegate.outcome == nil)
        #expect(delegate.callCount == 0)
        delegate.finish(index: 3)
        delegate.cancel()
        delegate.fail(PresentationError(.io, "gone"))
        #expect(delegate.events == [.finish(index: 3), .cancel, .fail(PresentationError(.io, "gone"))])
        #expect(delegate.outcome == .finish(index: 3))
        #expect(delegate.callCount == 3)
    }

    @Test func countsCallsFromManyThreads() {
        let delegate = RecordingPresentationDelegate()
        DispatchQueue.concurrentPerform(iterations: 1000) { index in
            if index.isMultiple(of: 2) { delegate.finish(index: index) } else { delegate.cancel() }
        }
        #expect(delegate.callCount == 1000)
        #expect(delegate.events.filter { $0 == .cancel }.count == 500)
    }

    @Test func waitsForAnOutcomeFromAnotherThread() {
        let delegate = RecordingPresentationDelegate()
        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            delegate.finish(index: 1)
        }
        thread.start()
        #expect(delegate.waitForOutcome(timeout: 30) == .finish(index: 1))
    }

    @Test func waitingGivesUpWhenNoCallComes() {
        #expect(RecordingPresentationDelegate().waitForOutcome(timeout: 0.02) == nil)
    }
}
