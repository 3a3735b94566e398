#if canImport(Glibc)
    import Glibc
#endif
import SheetLanguageServer
import ThemeKit

/// The language server's round trip against a lint process: a `didChange` sent to a running
/// `sheetctl lsp` until its `publishDiagnostics` comes back, beside `sheetctl lint` of the same file
/// from start to exit. An editor's diagnostics must come sooner than the command line's would.
enum LanguageServerSection {
    static func run(
        binaries: Binaries, themePath: String, theme: String, runsScale: Int, workspace: Workspace,
        into table: inout Table
    ) {
        let lint = Subject(name: "sheetctl lint THEME (a process)", executable: binaries.sheetctl, ["lint", themePath])
        let lintTime = Summary(Interleaved.run([lint], runs: 40 * runsScale + 1, workspace: workspace)[0].seconds)
        table.add(Row.reference(lint.name, lintTime, .time))

        var server = ServerProcess(executable: binaries.sheetctl)
        let uri = DocumentURI.uri(ofPath: themePath)
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        server.send(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(JSONValue.string(uri).compactText),"languageId":"yaml","version":1,"text":\#(JSONValue.string(theme).compactText)}}}"#
        )
        server.waitForDiagnostics(version: 1)
        let lines = theme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        var samples: [Double] = []
        for version in 2...(200 * runsScale + 1) {
            // Each change types one more character of a comment at the end: a new text every time.
            let change =
                ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":\##(JSONValue.string(uri).compactText),"version":\##(version)},"contentChanges":[{"range":{"start":{"line":\##(lines),"character":0},"end":{"line":\##(lines),"character":0}},"text":"#"}]}}"##
            let start = ProcessRun.now()
            server.send(change)
            server.waitForDiagnostics(version: version)
            if version > 2 { samples.append(ProcessRun.now() - start) }
        }
        server.shutDown(id: 2)
        let roundTrip = Summary(samples)
        let times = roundTrip.median / lintTime.median
        table.add(
            Row(
                name: "lsp: didChange → publishDiagnostics", median: Unit.time.format(roundTrip.median),
                range: Unit.time.range(roundTrip), floorRatio: ratio(times) + " of lint", target: "< 1× lint",
                met: times < 1 ? "yes" : "NO"))
    }
}

/// A rename across 50 themes against linting them: a new `sheetctl lsp` started on a workspace of a
/// brand theme and 49 themes extending it, indexing it, and answering the rename of the brand
/// theme's name with one workspace edit over the 50 files (its `name`, each `extends`), beside
/// `sheetctl lint` of the same 50 files from start to exit, for scale. The mark is the issue's: one
/// workspace edit of all 50 files (checked on every run); both rows are mostly a process's start.
/// (The theme's name rather than a palette name: until palettes inherit
/// through `extends`, a product's use of its brand's palette name fails lint.)
enum WorkspaceRenameSection {
    static let themes = 50

    static func run(binaries: Binaries, runsScale: Int, workspace: Workspace, into table: inout Table) {
        let folder = Workspace()
        defer { folder.remove() }
        var files = [folder.file("brand.yaml")]
        writeBytes(Array("name: brand\npalette:\n  ink: \"#101010\"\ncolors:\n  item: ink\n".utf8), to: files[0])
        for number in 1..<themes {
            let path = folder.file("product\(number).yaml")
            writeBytes(Array("name: product\(number)\nextends: brand\n".utf8), to: path)
            files.append(path)
        }
        let lint = Subject(
            name: "sheetctl lint \(themes) themes (a process)", executable: binaries.sheetctl, ["lint"] + files)
        let lintTime = Summary(Interleaved.run([lint], runs: 10 * runsScale + 1, workspace: workspace)[0].seconds)
        table.add(Row.reference(lint.name, lintTime, .time))

        let root = JSONValue.string(DocumentURI.uri(ofPath: folder.path)).compactText
        let brand = JSONValue.string(DocumentURI.uri(ofPath: files[0])).compactText
        var samples: [Double] = []
        for _ in 0..<(10 * runsScale + 1) {
            let start = ProcessRun.now()
            var server = ServerProcess(executable: binaries.sheetctl)
            server.send(
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},"workspaceFolders":[{"uri":\#(root),"name":"themes"}]}}"#
            )
            server.send(
                #"{"jsonrpc":"2.0","id":2,"method":"textDocument/rename","params":{"textDocument":{"uri":\#(brand)},"position":{"line":0,"character":7},"newName":"house"}}"#
            )
            let edit = server.waitForResponse(id: 2)
            samples.append(ProcessRun.now() - start)
            guard edit["result"]?["changes"]?.objectValue?.members.count == themes else {
                fatal("sheetctl lsp did not rename the theme in \(themes) files")
            }
            server.shutDown(id: 3)
        }
        let rename = Summary(samples)
        let times = rename.median / lintTime.median
        table.add(
            Row(
                name: "lsp: start, index \(themes) themes, rename (one edit)", median: Unit.time.format(rename.median),
                range: Unit.time.range(rename), floorRatio: ratio(times) + " of lint",
                target: "one edit, \(themes) files", met: "yes"))
    }
}

/// A `sheetctl lsp` child with pipes on its standard input and output.
struct ServerProcess {
    private var pid: pid_t = 0
    private let input: Int32
    private let output: Int32
    private var reader = MessageFrameReader()
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

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

    func send(_ body: String) {
        let bytes = Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        var sent = 0
        while sent < bytes.count {
            let wrote = bytes[sent...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            guard wrote > 0 else { fatal("cannot write to sheetctl lsp") }
            sent += wrote
        }
    }

    /// Reads until the diagnostics of `version` arrive.
    mutating func waitForDiagnostics(version: Int) {
        _ = waitFor("diagnostics") { message in
            message["method"]?.stringValue == "textDocument/publishDiagnostics"
                && message["params"]?["version"]?.integerValue == version
        }
    }

    /// Reads until the response to request `id` arrives, and returns it.
    @discardableResult
    mutating func waitForResponse(id: Int) -> JSONValue {
        waitFor("the response to request \(id)") { $0["id"]?.integerValue == id }
    }

    /// Reads until a message that `matches` arrives, and returns it.
    private mutating func waitFor(_ what: String, _ matches: (JSONValue) -> Bool) -> JSONValue {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { fatal("sheetctl lsp ended before sending \(what)") }
            for frame in reader.feed(buffer[0..<count]) {
                guard case .message(let body) = frame,
                    let message = try? JSONParser.parse(SourceText(name: "<lsp>", bytes: body))
                else { continue }
                if matches(message) { return message }
            }
        }
    }

    /// Asks the server to shut down (request `id`) and exit, and waits for it to end.
    func shutDown(id: Int) {
        send(#"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#)
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        wait()
    }

    func wait() {
        close(input)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(output)
    }
}
