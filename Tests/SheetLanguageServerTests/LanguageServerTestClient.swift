import Foundation
@testable import SheetText
import PresenterRegistry
import ThemeKit

@testable import SheetLanguageServer

/// Drives a ``LanguageServer`` in-process as a client would: messages in as JSON text, replies and
/// published diagnostics out as ``JSONValue``s.
struct LanguageServerTestClient {
    var server: LanguageServer
    private var nextID = 1

    init(
        themePath: [String] = [], maxDocumentBytes: Int = 1 << 20, maxOpenBytes: Int = 1 << 22,
        previewSelection: PreviewSelection? = nil
    ) {
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: themePath))
        server = LanguageServer(
            configuration: .init(
                themes: library, presenters: PresenterCatalog(searchPath: nil, pluginEnvironment: [:]),
                version: "test", maxDocumentBytes: maxDocumentBytes, maxOpenBytes: maxOpenBytes,
                previewSelection: previewSelection))
    }

    /// Sends a message's raw body.
    mutating func send(raw body: String) -> [JSONValue] { server.handle(Array(body.utf8)) }

    /// Sends a request and returns its response.
    mutating func request(_ method: String, _ params: String = "{}") -> JSONValue {
        let id = nextID
        nextID += 1
        let replies = send(raw: #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        return replies.first { $0["id"] == .integer(id) } ?? .null
    }

    /// Sends a notification.
    mutating func notify(_ method: String, _ params: String) {
        _ = send(raw: #"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// `initialize` (with the encodings offered) and `initialized`; returns the result.
    @discardableResult
    mutating func initialize(offering encodings: [String]? = nil) -> JSONValue {
        let general =
            encodings.map { #""general":{"positionEncodings":[\#($0.map { "\"\($0)\"" }.joined(separator: ","))]}"# }
            ?? ""
        let result = request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{\#(general)}}"#)
        notify("initialized", "{}")
        return result["result"] ?? .null
    }

    /// Opens a document and returns the diagnostics published for it.
    mutating func open(_ uri: String, _ text: String, version: Int = 1) -> [JSONValue] {
        notify(
            "textDocument/didOpen",
            #"{"textDocument":{"uri":\#(Self.quoted(uri)),"languageId":"yaml","version":\#(version),"text":\#(Self.quoted(text))}}"#
        )
        return diagnostics(for: uri)
    }

    /// The diagnostics published for `uri` now (the last notification for it).
    mutating func diagnostics(for uri: String) -> [JSONValue] {
        // As the loop does: the diagnostics, then the preview's text if it is due.
        let published = server.publishDiagnostics().filter { $0["params"]?["uri"]?.stringValue == uri }
        server.writePreviewIfDue()
        return published.last?["params"]?["diagnostics"]?.arrayValue ?? []
    }

    static func quoted(_ text: String) -> String { JSONValue.string(text).compactText }
}

extension JSONValue {
    /// The element at `index` of an array.
    subscript(index: Int) -> JSONValue? {
        guard let array = arrayValue, array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// A range's start as (line, character).
    var start: (Int, Int)? {
        guard let line = self["range"]?["start"]?["line"]?.integerValue,
            let character = self["range"]?["start"]?["character"]?.integerValue
        else { return nil }
        return (line, character)
    }
}

/// A folder of files for one test, removed at the end.
final class TemporaryFolder {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}
