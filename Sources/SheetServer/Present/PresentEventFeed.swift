/// One open page's event stream: it tells the presentation that a page is open while it lasts,
/// so a page closed for longer than the grace period counts as a dismissal.
///
/// It sends a comment every ``keepAliveSeconds`` so that a closed page is noticed (the write
/// fails and the connection ends), and an `answered` event when the sheet is answered, so every
/// other page still open says it may be closed.
final class PresentEventFeed: EventFeed {
    /// How often a comment is sent while nothing happens, in seconds: how soon a closed page is
    /// noticed.
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
