import SheetSystem
import SheetTerminal
public import PresenterRegistry
import Synchronization

/// A delegate that records every call it gets, so a test can check a presenter calls exactly one
/// of finish, cancel and fail, exactly once:
///
/// ```swift
/// let delegate = RecordingPresentationDelegate()
/// presenter.present(request, delegate: delegate)
/// #expect(delegate.waitForOutcome(timeout: 10) == .finish(index: 2))
/// #expect(delegate.callCount == 1)
/// ```
///
/// Safe to call from any thread.
public final class RecordingPresentationDelegate: PresentationDelegate {
    /// One call the delegate received.
    public enum Event: Sendable, Hashable, CustomStringConvertible {
        /// ``PresentationDelegate/finish(index:)``.
        case finish(index: Int)
        /// ``PresentationDelegate/cancel()``.
        case cancel
        /// ``PresentationDelegate/fail(_:)``.
        case fail(PresentationError)

        public var description: String {
            switch self {
            case .finish(let index): "finish(index: \(index))"
            case .cancel: "cancel()"
            case .fail(let error): "fail(\(error.kind.rawValue): \(error.message))"
            }
        }
    }

    private let recorded = Mutex<[Event]>([])

    /// Creates a delegate that has recorded nothing.
    public init() {}

    public func finish(index: Int) { recorded.withLock { $0.append(.finish(index: index)) } }

    public func cancel() { recorded.withLock { $0.append(.cancel) } }

    public func fail(_ error: PresentationError) { recorded.withLock { $0.append(.fail(error)) } }

    /// Every call received, in order.
    public var events: [Event] { recorded.withLock { $0 } }

    /// How many calls were received; a well-behaved presenter makes exactly one.
    public var callCount: Int { recorded.withLock { $0.count } }

    /// The first call received, or `nil` when none has come yet.
    public var outcome: Event? { recorded.withLock { $0.first } }

    /// Waits until a call has been received or `timeout` seconds have passed; make it generous.
    /// - Parameter timeout: The most seconds to wait.
    /// - Returns: The first call, or `nil` when none came in time.
    public func waitForOutcome(timeout: Double) -> Event? {
        let step = 2_000_000  // 2 ms in nanoseconds
        var waited = 0.0
        while true {
            if let outcome { return outcome }
            if waited >= timeout { return nil }
            var pause = timespec(tv_sec: 0, tv_nsec: step)
            nanosleep(&pause, nil)
            waited += Double(step) / 1e9
        }
    }
}
