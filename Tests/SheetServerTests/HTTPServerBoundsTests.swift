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

    @Test func anOversizedRequestIsRefusedAndClosed() throws {
        let server = try Self.server(HTTPServer.Limits())
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
        #expect(try HTTPClient.fetch(server.url).status == 200, "the server still answers")
    }

    @Test func aClientThatSendsNothingIsClosedAndOthersAreAnswered() throws {
        var limits = HTTPServer.Limits()
        limits.idleSeconds = 1
        let server = try Self.server(limits)
        defer { server.stop() }
        let silent = try RawConnection(port: server.port)
        #expect(try HTTPClient.fetch(server.url).status == 200, "answered while another connection is silent")
        let (text, closed) = silent.readToEnd(timeout: 20)
        #expect(closed, "a silent client was not disconnected")
        #expect(!text.contains("<svg"))
    }

    @Test func connectionsBeyondTheLimitAreRefusedUntilOthersClose() throws {
        var limits = HTTPServer.Limits()
        limits.connections = 4
        limits.idleSeconds = 2
        let server = try Self.server(limits)
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
        let end = Date().addingTimeInterval(20)
        var answered = false
        while !answered, Date() < end {
            answered = (try? HTTPClient.fetch(server.url).status) == 200
            if !answered { usleep(50_000) }
        }
        #expect(answered, "the server does not answer once the silent connections are closed")
    }
}
