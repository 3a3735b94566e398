import SheetSystem
internal import CMicroHTTPD

/// A thread per connection, with bounds that keep any client from holding it up. Only this file calls
/// libmicrohttpd, loaded when the first server starts; where it is missing the server fails to start.
/// A `POST` body longer than ``Limits/bodyBytes`` is answered 413; another request with a body is refused.
package final class HTTPServer: Sendable {
    package struct Limits: Sendable {
        /// More are refused when they connect.
        package var connections = 32
        /// Of request line and headers; a larger request is answered with an error and closed.
        package var requestBytes = 16 << 10
        package var idleSeconds = 10
        /// However steadily a request trickles in (``ConnectionWatch``).
        package var requestSeconds = 10
        /// One more closes the oldest, so clients that send slowly or nothing never take every connection.
        package var waitingConnections = 16
        /// 0, the default, takes no `POST` at all.
        package var bodyBytes = 0

        package init() {}
    }

    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
    }

    package let address: HTTPAddress
    /// The one the system chose for port 0.
    package let port: Int
    // The daemon handle, used only to stop it; libmicrohttpd guards its own state.
    private nonisolated(unsafe) let daemon: OpaquePointer
    private nonisolated(unsafe) var context: Unmanaged<HTTPServerContext>?

    package init(address: HTTPAddress, port: Int, limits: Limits = Limits(), routes: any HTTPRoutes) throws(Failure) {
        self.address = address
        guard sheetctl_mhd_load() != 0 else { throw Failure(reason: String(cString: sheetctl_mhd_load_error())) }
        let watch = ConnectionWatch(requestSeconds: limits.requestSeconds, waitingLimit: limits.waitingConnections)
        let context = Unmanaged.passRetained(
            HTTPServerContext(routes: routes, bodyBytes: limits.bodyBytes, watch: watch))
        var storage = sockaddr_storage()
        address.write(port: UInt16(clamping: port), into: &storage)
        var flags = UInt32(MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_THREAD_PER_CONNECTION.rawValue)
        flags |= UInt32(MHD_USE_POLL.rawValue)
        if address.isIPv6 { flags |= UInt32(MHD_USE_IPv6.rawValue) }
        let started: OpaquePointer? = withUnsafeMutablePointer(to: &storage) { socketAddress in
            var options: [MHD_OptionItem] = [
                MHD_OptionItem(option: .CONNECTION_LIMIT, value: limits.connections, ptr_value: nil),
                MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: limits.requestBytes, ptr_value: nil),
                MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: limits.idleSeconds, ptr_value: nil),
                MHD_OptionItem(option: .SOCK_ADDR, value: 0, ptr_value: UnsafeMutableRawPointer(socketAddress)),
                MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
            ]
            errno = 0
            return options.withUnsafeMutableBufferPointer { items in
                sheetctl_mhd_start(
                    flags, handleRequest, context.toOpaque(), requestEnded, connectionNotified, items.baseAddress)
            }
        }
        guard let started else {
            let reason = errno == 0 ? "the server could not start" : Errno.current.message.lowercased()
            watch.stop()
            context.release()
            throw Failure(reason: "cannot listen on \(address.urlHost):\(port): \(reason)")
        }
        daemon = started
        self.context = context
        self.port = Int(sheetctl_mhd_bound_port(started))
    }

    package var url: String { "http://\(address.urlHost):\(port)/" }

    /// Open streams must have been ended first (their feeds return `nil`), or this waits for them to end.
    package func stop() {
        guard let context else { return }
        self.context = nil
        sheetctl_mhd_stop_daemon(daemon)
        context.takeUnretainedValue().watch.stop()
        context.release()
    }

    deinit { stop() }
}

private final class HTTPServerContext {
    let routes: any HTTPRoutes
    let bodyBytes: Int
    let watch: ConnectionWatch
    init(routes: any HTTPRoutes, bodyBytes: Int, watch: ConnectionWatch) {
        self.routes = routes
        self.bodyBytes = bodyBytes
        self.watch = watch
    }
}

/// Its number is kept as its socket context.
private func connectionNotified(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ code: MHD_ConnectionNotificationCode
) {
    guard let cls, let connection, let socketContext else { return }
    let server = Unmanaged<HTTPServerContext>.fromOpaque(cls).takeUnretainedValue()
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        let id = server.watch.opened(descriptor: sheetctl_mhd_connection_fd(connection))
        socketContext.pointee = UnsafeMutableRawPointer(bitPattern: id)
    default:
        if let id = socketContext.pointee { server.watch.closed(UInt(bitPattern: id)) }
    }
}

private func watchID(_ connection: OpaquePointer) -> UInt? {
    sheetctl_mhd_socket_context(connection).map { UInt(bitPattern: $0) }
}

/// Used only on the connection's thread.
private final class RequestState {
    var body: [UInt8] = []
    var answered = false
    var completion: (@Sendable (Bool) -> Void)?
}

/// Used only on the connection's thread.
private final class StreamState {
    let feed: any EventFeed
    var pending: [UInt8] = []
    var sent = 0
    init(feed: any EventFeed) { self.feed = feed }
}

/// Called when the headers are in, once per piece of the body, then once more with none.
private func handleRequest(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
    _ uploadDataSize: UnsafeMutablePointer<Int>?, _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let requestContext else { return .NO }
    let server = Unmanaged<HTTPServerContext>.fromOpaque(cls).takeUnretainedValue()
    let methodText = method.map { String(cString: $0) } ?? ""
    let takesBody = methodText == "POST" && server.bodyBytes > 0
    guard let existing = requestContext.pointee else {
        let state = RequestState()
        requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
        if takesBody {
            let length = sheetctl_mhd_lookup_connection_value(connection, .HEADER_KIND, "Content-Length")
                .map { String(cString: $0) }
            // A body announced longer than the bound is refused before a byte of it is read.
            guard let length, let bytes = Int(length), bytes > server.bodyBytes else { return .YES }
            return answer(tooLarge(server), to: state, on: connection, server: server)
        }
        guard methodText == "GET" || methodText == "HEAD" else {
            let allowed = server.bodyBytes > 0 ? "GET, HEAD, POST" : "GET, HEAD"
            return answer(
                .text(405, "405 Method Not Allowed", headers: [("Allow", allowed)]), to: state, on: connection,
                server: server)
        }
        return answer(
            server.routes.respond(request(connection, methodText, url)), to: state, on: connection, server: server)
    }
    let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
    if let uploadDataSize, uploadDataSize.pointee > 0 {
        let count = uploadDataSize.pointee
        uploadDataSize.pointee = 0
        // The body of a request already answered (refused) is dropped as it comes.
        guard !state.answered, takesBody, let uploadData else { return .YES }
        guard state.body.count + count <= server.bodyBytes else {
            state.body = []
            return answer(tooLarge(server), to: state, on: connection, server: server)
        }
        UnsafeRawBufferPointer(start: uploadData, count: count).withMemoryRebound(to: UInt8.self) {
            state.body.append(contentsOf: $0)
        }
        return .YES
    }
    guard !state.answered else { return .YES }
    var whole = request(connection, methodText, url)
    whole.body = state.body
    return answer(server.routes.respond(whole), to: state, on: connection, server: server)
}

private func request(_ connection: OpaquePointer, _ method: String, _ url: UnsafePointer<CChar>?) -> HTTPRequest {
    var request = HTTPRequest(
        method: method, path: url.map { String(cString: $0) } ?? "/",
        host: sheetctl_mhd_lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) })
    request.arguments = values(connection, .GET_ARGUMENT_KIND)
    request.cookies = values(connection, .COOKIE_KIND)
    return request
}

private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [String: String] {
    final class Collected { var values: [String: String] = [:] }
    let collected = Collected()
    withExtendedLifetime(collected) {
        _ = sheetctl_mhd_get_connection_values(
            connection, kind,
            { cls, _, key, value in
                guard let cls, let key else { return .YES }
                let collected = Unmanaged<Collected>.fromOpaque(cls).takeUnretainedValue()
                let name = String(cString: key)
                if collected.values[name] == nil { collected.values[name] = value.map { String(cString: $0) } ?? "" }
                return .YES
            }, Unmanaged.passUnretained(collected).toOpaque())
    }
    return collected.values
}

private func tooLarge(_ server: HTTPServerContext) -> HTTPResponse {
    .text(413, "413 Content Too Large: at most \(server.bodyBytes) bytes", headers: [("Connection", "close")])
}

/// A stream has no deadline while it lasts.
private func answer(
    _ response: HTTPResponse, to state: RequestState, on connection: OpaquePointer, server: HTTPServerContext
) -> MHD_Result {
    state.answered = true
    state.completion = response.completion
    if case .stream = response.body, let id = watchID(connection) { server.watch.streaming(id) }
    return queue(response, on: connection)
}

private func requestEnded(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ ending: MHD_RequestTerminationCode
) {
    if let cls, let connection, let id = watchID(connection) {
        Unmanaged<HTTPServerContext>.fromOpaque(cls).takeUnretainedValue().watch.requestEnded(id)
    }
    guard let requestContext, let existing = requestContext.pointee else { return }
    requestContext.pointee = nil
    let state = Unmanaged<RequestState>.fromOpaque(existing).takeRetainedValue()
    state.completion?(ending == .REQUEST_TERMINATED_COMPLETED_OK)
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let made: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
        made = bytes.withUnsafeBytes { buffer in
            sheetctl_mhd_create_response_from_buffer(
                buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
        }
    case .stream(let makeFeed):
        let state = Unmanaged.passRetained(StreamState(feed: makeFeed()))
        made = sheetctl_mhd_create_response_from_callback(UInt64.max, 4096, readStream, state.toOpaque(), freeStream)
        if made == nil { state.release() }
    }
    guard let made else { return .NO }
    defer { sheetctl_mhd_destroy_response(made) }
    for header in response.headers { _ = sheetctl_mhd_add_response_header(made, header.name, header.value) }
    return sheetctl_mhd_queue_response(connection, UInt32(response.status), made)
}

private func readStream(
    _ cls: UnsafeMutableRawPointer?, _ position: UInt64, _ buffer: UnsafeMutablePointer<CChar>?, _ max: Int
) -> Int {
    guard let cls, let buffer else { return -2 }  // MHD_CONTENT_READER_END_WITH_ERROR
    let state = Unmanaged<StreamState>.fromOpaque(cls).takeUnretainedValue()
    if state.sent == state.pending.count {
        guard let chunk = state.feed.next(), !chunk.isEmpty else { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
        state.pending = chunk
        state.sent = 0
    }
    let count = min(max, state.pending.count - state.sent)
    state.pending.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + state.sent, byteCount: count)
    }
    state.sent += count
    return count
}

private func freeStream(_ cls: UnsafeMutableRawPointer?) {
    guard let cls else { return }
    Unmanaged<StreamState>.fromOpaque(cls).release()
}
