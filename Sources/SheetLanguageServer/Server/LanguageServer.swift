import SheetText
import PresenterRegistry
import ThemeKit

/// The language server for theme and routing files. It does no I/O, so that tests drive it directly.
package struct LanguageServer {
    package struct Configuration: Sendable {
        package var themes: ThemeLibrary
        package var presenters: PresenterCatalog
        package var version: String
        package var maxDocumentBytes: Int
        /// In all open documents together: each byte followed costs about 18 bytes of memory.
        package var maxOpenBytes: Int
        /// `nil` when there is nowhere to tell a live page which theme to show: no "preview" lens.
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

    package enum Lifecycle: Sendable, Hashable {
        case starting, running, shutDown
    }

    let configuration: Configuration
    package private(set) var lifecycle = Lifecycle.starting
    package private(set) var encoding = PositionEncoding.utf16
    package private(set) var ending: LanguageServerEnding?
    var documents: [String: OpenDocument] = [:]
    private(set) var stale: [String] = []
    var cancelled: Set<JSONValue> = []
    var workspace: WorkspaceIndex
    var client = ClientSupport()
    /// The live page is kept at this document's text as it changes.
    var previewing: String?
    private(set) var previewIsDue = false

    package init(configuration: Configuration) {
        self.configuration = configuration
        workspace = WorkspaceIndex(themePath: configuration.themes.searchPath.directories)
    }

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
        switch id {
        case nil, .number?, .string?: break
        default: return [JSONRPC.error(id: .null, .invalidRequest, "a request's id must be a number or a string")]
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

    /// Requests are handled in order, so a cancel can only overtake one that came in the same read.
    package mutating func noteCancellations(in bodies: [[UInt8]]) {
        guard bodies.count > 1 else { return }
        for body in bodies
        where body.count < 512 && String(decoding: body, as: UTF8.self).contains(text: "$/cancelRequest") {
            guard let message = try? JSONParser.parse(SourceText(name: "<message>", bytes: body), maxDepth: 8),
                message["method"]?.stringValue == "$/cancelRequest", let id = message["params"]?["id"]
            else { continue }
            cancelled.insert(id)
        }
    }

    static let maxMessageDepth = 64

    private mutating func request(id: JSONValue, method: String, params: JSONValue) -> JSONValue {
        if cancelled.remove(id) != nil { return JSONRPC.error(id: id, .requestCancelled, "the request was cancelled") }
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
            let result: JSONValue
            switch method {
            case "initialize": return JSONRPC.error(id: id, .invalidRequest, "the server is already initialized")
            case "shutdown":
                lifecycle = .shutDown
                result = .null
            case "workspace/executeCommand": return try executeCommand(id: id, params)
            case "textDocument/documentColor": result = try documentColors(params)
            case "textDocument/colorPresentation": result = try colorPresentations(params)
            case "textDocument/hover": result = try hover(params)
            case "textDocument/completion": result = try completion(params)
            case "textDocument/definition": result = try definition(params)
            case "textDocument/codeAction": result = try codeActions(params)
            case "textDocument/prepareRename": result = try prepareRename(params)
            case "textDocument/rename": result = try rename(params)
            case "textDocument/references": result = try references(params)
            case "textDocument/documentLink": result = try documentLinks(params)
            case "textDocument/documentSymbol": result = try documentSymbols(params)
            case "workspace/symbol": result = try workspaceSymbols(params)
            case "textDocument/foldingRange": result = try foldingRanges(params)
            case "textDocument/semanticTokens/full": result = try semanticTokens(params, ranged: false)
            case "textDocument/semanticTokens/range": result = try semanticTokens(params, ranged: true)
            case "textDocument/inlayHint": result = try inlayHints(params)
            case "textDocument/formatting": result = try formatting(params)
            case "textDocument/codeLens": result = try codeLenses(params)
            default: return JSONRPC.error(id: id, .methodNotFound, "no method '\(VisibleText.sanitize(method))'")
            }
            return JSONRPC.result(id: id, result)
        } catch {
            return JSONRPC.error(id: id, error.code, error.message)
        }
    }

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
            // Answered already, or noted by ``noteCancellations(in:)``: an id kept could be kept forever.
            if let id = params["id"] { cancelled.remove(id) }
        default: break  // `$/setTrace`, and notifications of features the server lacks
        }
        return []
    }

    package var hasPendingDiagnostics: Bool { !stale.isEmpty }

    mutating func markStale(_ uri: String) {
        if !stale.contains(uri) { stale.append(uri) }
    }

    /// A burst of changes is linted once, for its latest text.
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

    /// After the diagnostics are sent, since the write waits for the disk; the lens's request told a failure.
    package mutating func writePreviewIfDue() {
        guard previewIsDue else { return }
        previewIsDue = false
        guard let uri = previewing, let selection = configuration.previewSelection,
            let path = DocumentURI.path(of: uri)
        else { return }
        let text = documents[uri]?.text?.bytes
        if text == nil { previewing = nil }
        try? selection.select(themePath: path, text: text)
    }

    static func publish(uri: String, version: Int?, _ diagnostics: [JSONValue]) -> JSONValue {
        var params: JSONObject = ["uri": .string(uri)]
        if let version { params["version"] = .integer(version) }
        params["diagnostics"] = .array(diagnostics)
        return .object([
            "jsonrpc": .string("2.0"), "method": .string("textDocument/publishDiagnostics"), "params": .object(params),
        ])
    }
}

struct InvalidParams: Error {
    var message: String
    var code: JSONRPC.ErrorCode
    init(_ message: String, code: JSONRPC.ErrorCode = .invalidParams) {
        self.message = message
        self.code = code
    }

    static func missing(_ field: String) -> InvalidParams { InvalidParams("the parameters have no \(field)") }
}
