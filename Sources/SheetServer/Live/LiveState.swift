import SheetSystem

/// Each change makes a new version; every open event stream waits for the next one.
final class LiveState: Sendable {
    struct Snapshot: Sendable, Equatable {
        var version: Int
        /// An SVG element, without an XML declaration; empty before the first.
        var drawing: String
        var diagnostics: String
        /// Taken out of the drawing and served as `/drawing.css`, which the page's policy allows as its own.
        var style = ""
        /// An HTML fragment, already escaped (``LiveDetails``).
        var details = ""
        /// An HTML fragment, already escaped (``AnsiHTML``).
        var terminal = ""
    }

    private let state = ConditionLock((snapshot: Snapshot(version: 1, drawing: "", diagnostics: ""), stopped: false))

    var current: Snapshot { state.withLock { $0.snapshot } }

    func change(_ update: (inout Snapshot) -> Void) {
        state.withLock {
            update(&$0.snapshot)
            $0.snapshot.version += 1
        }
    }

    func stop() { state.withLock { $0.stopped = true } }

    enum Wake: Sendable, Equatable {
        case changed(Snapshot)
        case quiet
        case stopped
    }

    func wait(after version: Int, seconds: Int) -> Wake {
        state.wait(until: { $0.stopped || $0.snapshot.version > version }, seconds: seconds) { state in
            if state.stopped { return .stopped }
            return state.snapshot.version > version ? .changed(state.snapshot) : .quiet
        }
    }
}
