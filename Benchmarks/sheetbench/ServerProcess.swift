#if canImport(Glibc)
    import Glibc
#endif
import SheetLanguageServer
import ThemeKit

/// A `sheetctl lsp` child with pipes on its standard input and output, read as a client must:
/// every message the server sends is read, in order, and a request from the server is answered.
///
/// Messages are taken one at a time from what was read (``next()``): the ones after a message
/// waited for stay queued for the next wait. The server's output is read to its end before the
/// child is waited for (``shutDown(id:)``): a server writing more than a pipe holds (a pair's
/// diagnostics after a keystroke are about 70 KB) would otherwise block on that write forever,
/// never reading `exit`, while its client waited for it to end.
struct ServerProcess {
    private var pid: pid_t = 0
    private let input: Int32
    private let output: Int32
    private var reader = MessageFrameReader()
    /// Messages read but not yet taken, oldest first.
    private var queued: [JSONValue] = []
    /// The latest version whose diagnostics were published, by document URI, whenever they came.
    private var diagnosed: [String: Int] = [:]
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    /// How long the server may send nothing while it is waited for.
    static let silenceLimitMilliseconds: Int32 = 60_000

    init(executable: String) {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { fatal("cannot make pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = [strdup(executable), strdup("lsp"), nil]
        let envp = [strdup("PATH=/usr/bin:/bin"), nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { fatal("cannot start \(executable) lsp: \(String(cString: strerror(spawned)))") }
        close(toChild[0])
        close(fromChild[1])
        input = toChild[1]
        output = fromChild[0]
    }

    /// Sends messages in one write: up to the pipe's atomic size (4 KiB), the server reads them
    /// together, as it would a burst from an editor, and answers them before it publishes.
    func send(_ bodies: String...) {
        let bytes = Array(bodies.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined().utf8)
        var sent = 0
        while sent < bytes.count {
            let wrote = bytes[sent...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            guard wrote > 0 else { fatal("cannot write to sheetctl lsp") }
            sent += wrote
        }
    }

    /// The next message from the server, reading more when none is queued; `nil` at the end of
    /// its output. A request from the server (`client/registerCapability`, a refresh) is answered
    /// with an empty result, as a client that has nothing to do for it would, and returned too.
    mutating func next() -> JSONValue? {
        while queued.isEmpty {
            // A server that stops answering ends the run with a message rather than hanging it.
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Self.silenceLimitMilliseconds)
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else { fatal("sheetctl lsp sent nothing for 60 s") }
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            for frame in reader.feed(buffer[0..<count]) {
                guard case .message(let body) = frame else { fatal("sheetctl lsp sent a malformed frame") }
                guard let message = try? JSONParser.parse(SourceText(name: "<lsp>", bytes: body)) else {
                    fatal("sheetctl lsp sent a message that is not JSON")
                }
                queued.append(message)
            }
        }
        let message = queued.removeFirst()
        if message["method"]?.stringValue == "textDocument/publishDiagnostics",
            let uri = message["params"]?["uri"]?.stringValue, let version = message["params"]?["version"]?.integerValue
        {
            diagnosed[uri] = version
        }
        if message["method"] != nil, let id = message["id"] {
            send(#"{"jsonrpc":"2.0","id":\#(id.compactText),"result":null}"#)
        }
        return message
    }

    /// Takes messages until the diagnostics of `version` of the document `uri` arrived (they may
    /// have come already, before a response waited for).
    mutating func waitForDiagnostics(uri: String, version: Int) {
        while diagnosed[uri] != version {
            guard next() != nil else { fatal("sheetctl lsp ended before the diagnostics of version \(version)") }
        }
    }

    /// Takes messages until the response to request `id` arrives, and returns it.
    @discardableResult
    mutating func waitForResponse(id: Int) -> JSONValue {
        waitFor("the response to request \(id)") { $0["method"] == nil && $0["id"]?.integerValue == id }
    }

    /// Takes messages until one that `matches` arrives, and returns it; the ones after it stay queued.
    private mutating func waitFor(_ what: String, _ matches: (JSONValue) -> Bool) -> JSONValue {
        while let message = next() {
            if matches(message) { return message }
        }
        fatal("sheetctl lsp ended before sending \(what)")
    }

    /// Asks the server to shut down (request `id`) and exit, reads what it still sends to the end,
    /// and waits for it to end.
    mutating func shutDown(id: Int) {
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#)
        waitForResponse(id: id)
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        close(input)
        while next() != nil {}
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else { fatal("sheetctl lsp ended with status \(status) after shutdown and exit") }
    }
}
