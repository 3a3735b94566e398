/// While it lasts a page is open; its keep-alive comment's failed write is how a closed page is noticed.
final class PresentEventFeed: EventFeed {
    /// How soon a closed page is noticed, in seconds.
    static let keepAliveSeconds = 1

    private let session: PresentSession
    private let stopper: LiveState
    private var started = false
    private var version = 0

    init(session: PresentSession, stopper: LiveState) {
        self.session = session
        self.stopper = stopper
        session.pageOpened()
    }

    deinit { session.pageClosed() }

    func next() -> [UInt8]? {
        if !started {
            started = true
            version = stopper.current.version
            return Array("retry: 1000\n\n: open\n\n".utf8)
        }
        switch stopper.wait(after: version, seconds: Self.keepAliveSeconds) {
        case .stopped: return nil
        case .quiet: return Array(": alive\n\n".utf8)
        case .changed(let snapshot):
            version = snapshot.version
            return Array("event: answered\ndata: \n\n".utf8)
        }
    }
}
