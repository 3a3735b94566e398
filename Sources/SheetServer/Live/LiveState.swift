import SheetSystem

/// What the live page shows, numbered: each change makes a new version, and every open event
/// stream waits for the next one.
final class LiveState: Sendable {
    struct Snapshot: Sendable, Equatable {
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

    private let state = ConditionLock((snapshot: Snapshot(version: 1, drawing: "", diagnostics: ""), stopped: false))

    var current: Snapshot { state.withLock { $0.snapshot } }

    /// Makes a new version from the current one and wakes every waiting stream.
    func change(_ update: (inout Snapshot) -> Void) {
        state.withLock {
            update(&$0.snapshot)
            $0.snapshot.version += 1
        }
    }

    func stop() {
        state.withLock { $0.stopped = true }
    }

    enum Wake: Sendable, Equatable {
        case changed(Snapshot)
        case quiet
        case stopped
    }

    /// Waits for a version newer than `version`.
    func wait(after version: Int, seconds: Int) -> Wake {
        state.wait(until: { $0.stopped || $0.snapshot.version > version }, seconds: seconds) { state in
            if state.stopped { return .stopped }
            return state.snapshot.version > version ? .changed(state.snapshot) : .quiet
        }
    }
}
