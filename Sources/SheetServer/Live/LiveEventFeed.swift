/// Each line of each event is a `data:` line, so no line break inside can end an event early.
final class LiveEventFeed: EventFeed {
    /// Well under the server's idle limit.
    static let keepAliveSeconds = 4

    private let state: LiveState
    private var sent = 0
    private var started = false

    init(state: LiveState) { self.state = state }

    func next() -> [UInt8]? {
        if !started {
            started = true
            let now = state.current
            sent = now.version
            return Array(("retry: 500\n\n" + Self.events(now)).utf8)
        }
        switch state.wait(after: sent, seconds: Self.keepAliveSeconds) {
        case .stopped: return nil
        case .quiet: return Array(": alive\n\n".utf8)
        case .changed(let snapshot):
            sent = snapshot.version
            return Array(Self.events(snapshot).utf8)
        }
    }

    /// `diagnostics` last, so a page that sees it has the rest.
    static func events(_ snapshot: LiveState.Snapshot) -> String {
        "id: \(snapshot.version)\n" + event("drawing", snapshot.drawing) + event("details", snapshot.details)
            + event("terminal", snapshot.terminal) + event("diagnostics", snapshot.diagnostics)
    }

    /// Split at every line break the protocol knows (`\r\n`, `\r`, `\n`).
    static func event(_ name: String, _ data: String) -> String {
        let lines = data.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        return "event: \(name)\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
    }
}
