import Foundation
import OutsideClients

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP client for the tests: `curl`, run as a subprocess, so requests are parsed by a
/// server as a browser's would be, not by code of the tests' own.
enum HTTPClient {
    /// One answer.
    struct Answer: Sendable {
        /// The status code.
        var status: Int
        /// The headers, by lower-case name.
        var headers: [String: String]
        /// The body.
        var body: String
    }

    /// A failure to run curl or to read its answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request and waits for the whole answer.
    /// - Parameters:
    ///   - url: The URL.
    ///   - method: The method.
    ///   - headers: Extra header lines, `Name: value`.
    ///   - body: A request body, if any.
    static func fetch(_ url: String, method: String = "GET", headers: [String] = [], body: String? = nil) throws
        -> Answer
    {
        var arguments = ["-s", "-S", "-i", "--max-time", "20", "-X", method]
        if method == "HEAD" { arguments = ["-s", "-S", "-I", "--max-time", "20"] }
        for header in headers { arguments += ["-H", header] }
        if let body { arguments += ["--data-binary", body] }
        let (code, output) = try run(arguments + [url])
        guard code == 0 else { throw Failure(description: "curl exited with \(code): \(output)") }
        return try parse(output)
    }

    /// Reads `curl -i`'s output: the status line, the headers, a blank line, the body.
    static func parse(_ output: String) throws -> Answer {
        guard let end = output.range(of: "\r\n\r\n") else { throw Failure(description: "no headers in \(output)") }
        let lines = output[..<end.lowerBound].components(separatedBy: "\r\n")
        let words = lines[0].split(separator: " ")
        guard words.count >= 2, let status = Int(words[1]) else { throw Failure(description: "no status: \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Answer(status: status, headers: headers, body: String(output[end.upperBound...]))
    }

    /// Runs curl with the words and gives its exit status and standard output.
    static func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try OutsideClient.curl.require())
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A browser's visit: the printed address (with its one-time secret) opened once, and the cookie
/// it gave sent with every request after, as a browser sends it.
struct Visitor {
    /// The server's address without the secret: `http://127.0.0.1:PORT/`.
    let base: String
    /// The header that carries the cookie: `Cookie: sheetctl-PORT=…`.
    let cookie: String

    /// Opens the printed address, which must answer with the redirect that sets the cookie.
    init(_ link: String) throws {
        let answer = try HTTPClient.fetch(link)
        guard answer.status == 303, answer.headers["location"] == "/", let set = answer.headers["set-cookie"],
            let query = link.firstIndex(of: "?")
        else { throw HTTPClient.Failure(description: "the address gave no cookie: \(answer)") }
        base = String(link[..<query])
        cookie = "Cookie: " + String(set.prefix { $0 != ";" })
    }

    /// Sends one request to a path with the cookie.
    func fetch(_ path: String = "", method: String = "GET", headers: [String] = [], body: String? = nil) throws
        -> HTTPClient.Answer
    {
        try HTTPClient.fetch(base + path, method: method, headers: [cookie] + headers, body: body)
    }

    /// Reads an event stream with the cookie.
    func stream(_ path: String) throws -> StreamReader { try StreamReader(base + path, headers: [cookie]) }
}

/// An event stream read by `curl -N` in the background, into a file the test reads as it grows.
final class StreamReader: @unchecked Sendable {
    private let process = Process()
    private let file: URL

    /// Starts reading `url`.
    init(_ url: String, headers: [String] = []) throws {
        file = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-stream-\(UUID().uuidString)")
        try Data().write(to: file)
        process.executableURL = URL(fileURLWithPath: try OutsideClient.curl.require())
        process.arguments = ["-s", "-N", "--max-time", "60", "-o", file.path] + headers.flatMap { ["-H", $0] } + [url]
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: file)
    }

    /// What has arrived so far.
    var text: String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }

    /// Waits until `condition` holds of what arrived, or `timeout` seconds pass.
    /// - Returns: Whether it held.
    func wait(timeout: Double = 10, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(text) { return true }
            usleep(10_000)
        }
        return condition(text)
    }

    /// Ends the reading, as a browser closing the page ends its stream.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Whether curl is still reading: the server has not ended the stream.
    var isOpen: Bool { process.isRunning }

    /// Waits for curl to end, for at most `timeout` seconds.
    /// - Returns: Whether it ended.
    func waitForEnd(timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return !process.isRunning
    }
}

/// A plain TCP connection, for the clients a browser never is: one that sends nothing, or too much.
final class RawConnection {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw HTTPClient.Failure(description: "cannot connect: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Sends the bytes; a server that closed the connection may refuse some.
    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.send(descriptor, &bytes, bytes.count, Int32(MSG_NOSIGNAL))
    }

    /// Reads until the server closes the connection or `timeout` seconds pass.
    /// - Returns: What was read, and whether the server closed the connection.
    func readToEnd(timeout: Double) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 50) > 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
            received += buffer[..<count]
        }
        return (String(decoding: received, as: UTF8.self), false)
    }
}
