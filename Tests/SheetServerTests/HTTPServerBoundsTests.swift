import Foundation
import OutsideClients
import Testing

@testable import SheetServer

/// The bounds that keep a client from holding the server up: request size, connection count,
/// silence. Deadlines are generous; no test asserts how fast anything is.
@Suite(.needs(.curl)) struct HTTPServerBoundsTests {
    static func server(_ limits: HTTPServer.Limits) throws -> LivePreviewServer {
        let server = try LivePreviewServer(address: .loopback, port: 0, title: "t", limits: limits)
        server.show(drawing: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        return server
    }

    /// Whether the page is answered within 20 s, asked again and again.
    static func answers(_ visitor: Visitor) -> Bool {
        let end = Date().addingTimeInterval(20)
        while Date() < end {
            if (try? visitor.fetch().status) == 200 { return true }
            usleep(50_000)
        }
        return false
    }

    @Test func anOversizedRequestIsRefusedAndClosed() throws {
        let server = try Self.server(HTTPServer.Limits())
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        // Above the 16 KiB bound and below libmicrohttpd's own default of 32 KiB, so it is the bound that refuses it.
        let header = String(repeating: "a", count: 20 << 10)
        connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Big: \(header)\r\n\r\n")
        let (text, closed) = connection.readToEnd(timeout: 20)
        #expect(closed)
        #expect(
            text.hasPrefix("HTTP/1.1 431") || text.hasPrefix("HTTP/1.1 413") || text.hasPrefix("HTTP/1.1 414"),
            "\(text.prefix(80))")
        #expect(!text.contains("<svg"))
        #expect(try visitor.fetch().status == 200, "the server still answers")
    }

    @Test func aClientThatSendsNothingIsClosedAndOthersAreAnswered() throws {
        var limits = HTTPServer.Limits()
        limits.idleSeconds = 1
        let server = try Self.server(limits)
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        let silent = try RawConnection(port: server.port)
        #expect(try visitor.fetch().status == 200, "answered while another connection is silent")
        let (text, closed) = silent.readToEnd(timeout: 20)
        #expect(closed, "a silent client was not disconnected")
        #expect(!text.contains("<svg"))
    }

    @Test func connectionsBeyondTheLimitAreRefusedUntilOthersClose() throws {
        var limits = HTTPServer.Limits()
        limits.connections = 4
        limits.idleSeconds = 2
        let server = try Self.server(limits)
        let visitor = try Visitor(server.url)
        defer { server.stop() }
        var held: [RawConnection] = []
        for _ in 0..<4 { held.append(try RawConnection(port: server.port)) }
        // Let the server accept all four before the fifth comes.
        usleep(200_000)
        let extra = try RawConnection(port: server.port)
        extra.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        let (text, closed) = extra.readToEnd(timeout: 20)
        #expect(closed)
        #expect(!text.contains("200 OK"), "a fifth connection was served: \(text.prefix(80))")
        // The silent four are closed for their silence; then the server answers again.
        for connection in held { #expect(connection.readToEnd(timeout: 20).closed) }
        // Their threads end on their own time: ask until one of them has.
        #expect(Self.answers(visitor), "the server does not answer once the silent connections are closed")
    }

    /// A client that sends a header line now and then is never silent for the idle limit, which
    /// restarts at every byte; the request's deadline closes it anyway.
    @Test func aClientTricklingItsHeadersIsClosedAtTheRequestsDeadline() throws {
        var limits = HTTPServer.Limits()
        limits.idleSeconds = 3
        limits.requestSeconds = 2
        let server = try Self.server(limits)
        defer { server.stop() }
        let slow = try RawConnection(port: server.port)
        slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n")
        let end = Date().addingTimeInterval(20)
        var closed = false
        while !closed, Date() < end {
            slow.send("X-Slow: 1\r\n")
            closed = slow.readToEnd(timeout: 0.5).closed
        }
        #expect(closed, "a client trickling its headers kept its connection for 20 s")
    }

    /// Clients that open connections and send slowly hold at most the waiting share of the
    /// limit, the oldest of them closed as more come: a browser's request is still answered.
    @Test func slowClientsCannotTakeEveryConnection() throws {
        var limits = HTTPServer.Limits()
        limits.connections = 8
        limits.waitingConnections = 4
        limits.idleSeconds = 60
        limits.requestSeconds = 60
        let server = try Self.server(limits)
        defer { server.stop() }
        let visitor = try Visitor(server.url)
        var slow: [RawConnection] = []
        for _ in 0..<8 {
            let connection = try RawConnection(port: server.port)
            connection.send("GET / HTTP/1.1\r\n")
            slow.append(connection)
            // Let the server take each before the next, as clients arriving one by one.
            usleep(50_000)
        }
        #expect(Self.answers(visitor), "eight slow clients took every connection")
        let open = slow.filter { !$0.readToEnd(timeout: 0.2).closed }.count
        #expect(open <= 4, "\(open) slow clients still hold a connection")
    }
}
