import SheetText
import PresenterRegistry
import ThemeKit

/// The language server for theme and routing files: takes each message's body, answers requests,
/// follows the open documents, and says which diagnostics to publish.
///
/// It does no I/O: ``LanguageServerLoop`` reads frames from standard input and writes what this
/// returns, and tests drive it directly. Every answer comes from the libraries (lint through
/// ``InputLint``, colours and keys from the theme format's table), never from the command line.
///
/// ```swift
/// var server = LanguageServer(configuration: .init(themes: library, presenters: catalog))
/// let replies = server.handle(body)           // responses to send, in order
/// let published = server.publishDiagnostics() // once input goes quiet
/// ```
package struct LanguageServer {
    package struct Configuration: Sendable {
        /// Where themes named by `extends` (and offered for completion) are found.
        package var themes: ThemeLibrary
        package var presenters: PresenterCatalog
        /// The version `initialize` reports.
        package var version: String
        /// The largest document followed; a larger one gets one diagnostic saying so.
        package var maxDocumentBytes: Int
        /// The most bytes of text followed in all open documents together: a document that would
        /// pass it is not followed, and gets one diagnostic saying so. Each byte followed costs
        /// about 18 bytes of memory (its text, its index and its lint), so this bounds the server's.
        package var maxOpenBytes: Int
        /// Where the "preview" code lens tells a running `sheetctl preview --serve` which theme to
        /// show; `nil` when there is no such place (the lens is then not offered).
        package var previewSelection: PreviewSelection?

        package init(
            themes: ThemeLibrary, presenters: PresenterCatalog, version: String = "",
            maxDocumentBytes: Int = YAMLLimits.routing.maxInputBytes / 4,
            maxOpenBytes: Int = YAMLLimits.routing.maxInputBytes / 4, previewSelection: PreviewSelection? = nil
        ) {
            self.themes = themes
            self.presenters = presenters
            self.version = version
            self.maxDocumentBytes = maxDocumentBytes
            self.maxOpenBytes = maxOpenBytes
            self.previewSelection = previewSelection
        }
    }

    /// Where the server is in its life.
    package enum Lifecycle: Sendable, Hashable {
        /// Waiting for `initialize`: other requests are refused.
        case starting
        /// Answering.
        case running
        /// After `shutdown`: only `exit` is heard.
        case shutDown
    }

    let configuration: Configuration
    package private(set) var lifecycle = Lifecycle.starting
    /// What `character` counts, as negotiated at `initialize`.
    package private(set) var encoding = PositionEncoding.utf16
    /// How the server ended once `exit` arrived: after `shutdown` or without it.
    package private(set) var ending: LanguageServerEnding?
    var documents: [String: OpenDocument] = [:]
    /// The documents whose diagnostics are due, in the order they changed.
    private(set) var stale: [String] = []
    /// Requests the client cancelled before they were handled.
    var cancelled: Set<JSONValue> = []
    var workspace: WorkspaceIndex
    /// What the client said it supports, where an answer depends on it.
    var client = ClientSupport()
    /// The document the "preview" lens last chose: the live page is kept at its text as it changes.
    var previewing: String?
    /// Whether that document changed or closed since its text was last written for the page.
    private(set) var previewIsDue = false

    package init(configuration: Configuration) {
        self.configuration = configuration
        workspace = WorkspaceIndex(themePath: configuration.themes.searchPath.directories)
    }

    // MARK: Messages

    /// Handles one message's body; returns the messages to send in reply, in order.
    package mutating func handle(_ body: [UInt8]) -> [JSONValue] {
        let message: JSONValue
        do throws(DiagnosticError) {
            message = try JSONParser.parse(
                SourceText(name: "<message>", bytes: body), maxBytes: .max, maxDepth: Self.maxMessageDepth)
        } catch {
            let reason = error.diagnostics.first.map { " (\($0.location.map { "\($0.start): " } ?? "")\($0.message))" }
            return [JSONRPC.error(id: .null, .parseError, "the message is not JSON" + (reason ?? ""))]
        }
        guard let object = message.objectValue else {
            return [
                JSONRPC.error(id: .null, .invalidRequest, "a message must be a JSON object, not \(message.typeName)")
            ]
        }
        let id = object["id"]
        if let id {
            switch id {
            case .number, .string: break
            default:
                return [JSONRPC.error(id: .null, .invalidRequest, "a request's id must be a number or a string")]
            }
        }
        guard object["jsonrpc"]?.stringValue == "2.0" else {
            return [JSONRPC.error(id: id ?? .null, .invalidRequest, "a message must have \"jsonrpc\": \"2.0\"")]
        }
        guard let method = object["method"]?.stringValue else {
            // A response: the server sends no requests, so there is nothing to match it with.
            if object["result"] != nil || object["error"] != nil { return [] }
            return [JSONRPC.error(id: id ?? .null, .invalidRequest, "a message must have a method")]
        }
        let params = object["params"] ?? .null
        if let id { return [request(id: id, method: method, params: params)] }
        return notification(method, params)
    }

    /// Notes the requests that a batch of bodies still to be handled cancels, so each is answered
    /// with ``JSONRPC/ErrorCode/requestCancelled`` rather than worked on.
    ///
    /// Requests are handled one at a time, in order: a cancel can only overtake a request that came
    /// in the same read as it.
    package mutating func noteCancellations(in bodies: [[UInt8]]) {
        guard bodies.count > 1 else { return }
        let marker = Array("$/cancelRequest".utf8)
        for body in bodies where body.count < 512 && body.firstRange(of: marker) != nil {
            guard let message = try? JSONParser.parse(SourceText(name: "<message>", bytes: body), maxDepth: 8),
                message["method"]?.stringValue == "$/cancelRequest", let id = message["params"]?["id"]
            else { continue }
            cancelled.insert(id)
        }
    }

    /// The deepest nesting of a message accepted (LSP messages nest a few levels).
    static let maxMessageDepth = 64

    // MARK: Requests

    private mutating func request(id: JSONValue, method: String, params: JSONValue) -> JSONValue {
        if cancelled.remove(id) != nil {
            return JSONRPC.error(id: id, .requestCancelled, "the request was cancelled")
        }
        switch lifecycle {
        case .starting:
            guard method == "initialize" else {
                return JSONRPC.error(id: id, .serverNotInitialized, "the server is waiting for 'initialize'")
            }
            return initialize(id: id, params: params)
        case .shutDown:
            return JSONRPC.error(id: id, .invalidRequest, "the server is shutting down; only 'exit' is accepted")
        case .running:
            break
        }
        do throws(InvalidParams) {
            switch method {
            case "initialize":
                return JSONRPC.error(id: id, .invalidRequest, "the server is already initialized")
            case "shutdown":
                lifecycle = .shutDown
                return JSONRPC.result(id: id, .null)
            case "workspace/executeCommand":
                return try executeCommand(id: id, params)
            default:
                guard let answer = Self.requests[method] else {
                    return JSONRPC.error(id: id, .methodNotFound, "no method '\(VisibleText.sanitize(method))'")
                }
                return JSONRPC.result(id: id, try answer(&self, params))
            }
        } catch {
            return JSONRPC.error(id: id, error.code, error.message)
        }
    }

    /// The requests answered with a result once the server runs, by method.
    private static let requests:
        [String: @Sendable (inout LanguageServer, JSONValue) throws(InvalidParams) -> JSONValue] = [
            "textDocument/documentColor": { server, p throws(InvalidParams) in try server.documentColors(p) },
            "textDocument/colorPresentation": { server, p throws(InvalidParams) in try server.colorPresentations(p) },
            "textDocument/hover": { server, p throws(InvalidParams) in try server.hover(p) },
            "textDocument/completion": { server, p throws(InvalidParams) in try server.completion(p) },
            "textDocument/definition": { server, p throws(InvalidParams) in try server.definition(p) },
            "textDocument/codeAction": { server, p throws(InvalidParams) in try server.codeActions(p) },
            "textDocument/prepareRename": { server, p throws(InvalidParams) in try server.prepareRename(p) },
            "textDocument/rename": { server, p throws(InvalidParams) in try server.rename(p) },
            "textDocument/references": { server, p throws(InvalidParams) in try server.references(p) },
            "textDocument/documentLink": { server, p throws(InvalidParams) in try server.documentLinks(p) },
            "textDocument/documentSymbol": { server, p throws(InvalidParams) in try server.documentSymbols(p) },
            "workspace/symbol": { server, p throws(InvalidParams) in try server.workspaceSymbols(p) },
            "textDocument/foldingRange": { server, p throws(InvalidParams) in try server.foldingRanges(p) },
            "textDocument/semanticTokens/full": { server, p throws(InvalidParams) in
                try server.semanticTokens(p, ranged: false)
            },
            "textDocument/semanticTokens/range": { server, p throws(InvalidParams) in
                try server.semanticTokens(p, ranged: true)
            },
            "textDocument/inlayHint": { server, p throws(InvalidParams) in try server.inlayHints(p) },
            "textDocument/formatting": { server, p throws(InvalidParams) in try server.formatting(p) },
            "textDocument/codeLens": { server, p throws(InvalidParams) in try server.codeLenses(p) },
        ]

    private mutating func initialize(id: JSONValue, params: JSONValue) -> JSONValue {
        guard params.objectValue != nil else {
            return JSONRPC.error(id: id, .invalidParams, "'initialize' takes an object of parameters")
        }
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        encoding = PositionEncoding.negotiate(offered)
        noteWorkspace(initialize: params)
        lifecycle = .running
        return JSONRPC.result(
            id: id,
            .object([
                "capabilities": ServerCapabilities.json(encoding: encoding),
                "serverInfo": .object(["name": .string("sheetctl"), "version": .string(configuration.version)]),
            ]))
    }

    // MARK: Notifications

    /// Handles a notification; returns the requests the server sends the client in turn.
    private mutating func notification(_ method: String, _ params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            ending = .exited(afterShutdown: lifecycle == .shutDown)
            return []
        }
        guard lifecycle == .running else { return [] }
        switch method {
        case "initialized": return watchRegistration()
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "$/cancelRequest":
            // Requests are answered in order, so one named here was answered already, or is noted
            // by ``noteCancellations(in:)``; an id it never saw is dropped rather than kept forever.
            if let id = params["id"] { cancelled.remove(id) }
        default:
            // `$/setTrace`, and notifications of features the server lacks: nothing to do.
            break
        }
        return []
    }

    // MARK: Diagnostics

    package var hasPendingDiagnostics: Bool { !stale.isEmpty }

    mutating func markStale(_ uri: String) {
        if !stale.contains(uri) { stale.append(uri) }
    }

    /// The `textDocument/publishDiagnostics` notifications of every document that changed since
    /// the last call, each for its latest text: a burst of changes is linted once.
    package mutating func publishDiagnostics() -> [JSONValue] {
        let due = stale
        stale = []
        var notifications: [JSONValue] = []
        for uri in due {
            if uri == previewing { previewIsDue = true }
            guard var document = documents[uri] else {
                // Closed since it changed: its diagnostics are cleared.
                notifications.append(Self.publish(uri: uri, version: nil, []))
                continue
            }
            let diagnostics = document.diagnostics(configuration: configuration, encoding: encoding)
            documents[uri] = document
            notifications.append(Self.publish(uri: uri, version: document.version, diagnostics))
        }
        return notifications
    }

    /// Writes the previewed document's latest text for a live page, when it changed since the
    /// last time (``publishDiagnostics()`` notes that): once a burst of changes, and after the
    /// diagnostics are sent, since the write waits for the disk.
    package mutating func writePreviewIfDue() {
        guard previewIsDue else { return }
        previewIsDue = false
        keepPreviewCurrent()
    }

    static func publish(uri: String, version: Int?, _ diagnostics: [JSONValue]) -> JSONValue {
        var params: JSONObject = ["uri": .string(uri)]
        if let version { params["version"] = .integer(version) }
        params["diagnostics"] = .array(diagnostics)
        return JSONRPC.notification("textDocument/publishDiagnostics", .object(params))
    }
}

/// Parameters a request cannot use, in a sentence.
struct InvalidParams: Error {
    var message: String
    /// The response's code: the parameters are wrong, or (``JSONRPC/ErrorCode/requestFailed``) they
    /// are right and the request cannot be done.
    var code: JSONRPC.ErrorCode
    init(_ message: String, code: JSONRPC.ErrorCode = .invalidParams) {
        self.message = message
        self.code = code
    }
}
