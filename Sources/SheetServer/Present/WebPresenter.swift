import SheetSystem
import SheetTerminal
import PresenterRegistry

/// Every page closed for ``Settings/graceSeconds`` (a reload comes back well within it) is a dismissal, as Esc.
package struct WebPresenter: ActionSheetPresenter {
    package struct Settings: Sendable {
        package var address: HTTPAddress = .loopback
        package var port = 0
        package var graceSeconds: Double = 3
        /// Told each line for the person, without a line break.
        package var tell: @Sendable (String) -> Void = { _ in }

        package init() {}

        package func asked(by page: PageOptions) throws(PresentationError) -> Settings {
            var settings = self
            if let text = page.address {
                guard let address = HTTPAddress(text) else {
                    throw PresentationError(
                        .io, "cannot serve the page on '\(text)': not a numeric IPv4 or IPv6 address")
                }
                settings.address = address
            }
            if let port = page.port { settings.port = port }
            if let tell = page.tell { settings.tell = tell }
            return settings
        }
    }

    static let deliverySeconds: Double = 2

    private let settings: Settings

    package init(settings: Settings = Settings()) { self.settings = settings }

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        try HTMLPresenter().render(request)
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        let settings = try settings.asked(by: request.page)
        let session = try PresentSession()
        let token = PageAccess.secret()
        let access = PageAccess()
        let routes = PresentRoutes(
            session: session, page: PresentPage(request, token: token), token: token,
            itemCount: request.sheet.items.count, access: access)
        var limits = HTTPServer.Limits()
        limits.bodyBytes = 1024  // a token and a choice take well under a hundred bytes
        let server: HTTPServer
        do throws(HTTPServer.Failure) {
            server = try HTTPServer(address: settings.address, port: settings.port, limits: limits, routes: routes)
        } catch {
            throw PresentationError(.io, error.reason)
        }
        access.port.store(server.port, ordering: .releasing)
        let signals: SignalPipe
        do throws(SignalPipe.Failure) {
            signals = try SignalPipe(signals: [SIGINT])
        } catch {
            server.stop()
            throw PresentationError(.io, error.reason)
        }
        defer {
            signals.restore()
            routes.streams.stop()
            server.stop()
        }
        if !settings.address.isLoopback {
            settings.tell(
                "sheetctl: warning: serving on \(settings.address), not 127.0.0.1: anyone who can reach this machine on port \(server.port) can answer the sheet"
            )
        }
        settings.tell("sheetctl: the sheet is at \(access.link(server.url)): choose an action there")
        return try wait(
            session, settings: settings, signals: signals, timeout: request.output.timeout,
            endStreams: routes.streams.stop)
    }

    private func wait(
        _ session: PresentSession, settings: Settings, signals: SignalPipe, timeout: Double?,
        endStreams: () -> Void
    ) throws(PresentationError) -> PresentationOutcome {
        let clock = MonotonicClock()
        let deadline = timeout.map { clock.now + Self.duration(seconds: $0) }
        let grace = Self.duration(seconds: settings.graceSeconds)
        var delivery: MonotonicClock.Instant?
        while true {
            let state = session.current
            let now = clock.now
            if let outcome = state.outcome {
                // Let the page hear that its answer was taken, and every stream end whole, before
                // the server goes: a stream cut off is an error in the browser.
                if delivery == nil { endStreams() }
                let until = delivery ?? now + .seconds(Self.deliverySeconds)
                delivery = until
                if state.answerDelivered && state.openPages == 0 || now >= until { return outcome }
                Self.waitReadable([session.wakeDescriptor], until: until)
                session.drain()
                continue
            }
            if let deadline, now >= deadline { throw .noChoice(within: timeout) }
            var until = deadline
            if state.everOpened, state.openPages == 0, let gone = state.goneSince {
                if now >= gone + grace {
                    settings.tell("sheetctl: the page was closed: the sheet is dismissed")
                    return .cancelled
                }
                until = min(until ?? gone + grace, gone + grace)
            }
            let ready = Self.waitReadable([session.wakeDescriptor, signals.descriptor], until: until)
            if ready.contains(signals.descriptor), signals.received() != 0 {
                throw PresentationError(.interrupted, "interrupted")
            }
            session.drain()
        }
    }

    @discardableResult
    private static func waitReadable(_ descriptors: [Int32], until: MonotonicClock.Instant?) -> [Int32] {
        let requests = descriptors.map { (FileDescriptor(rawValue: $0), FileDescriptor.Events.readable) }
        let ready = (try? FileDescriptor.poll(requests, deadline: until)) ?? []
        return zip(descriptors, ready).filter { $0.1.contains(.readable) }.map(\.0)
    }

    /// At most about 31 years (NaN too), so no host's timeout can overflow the conversion.
    static func duration(seconds: Double) -> Duration { .seconds(seconds.isNaN ? 1e9 : min(max(seconds, 0), 1e9)) }
}
