import Testing
import ThemeKit

@testable import SheetLanguageServer

@Suite struct LanguageServerLifecycleTests {
    @Test func initializeAdvertisesWhatTheServerAnswersInUTF16ByDefault() {
        var client = LanguageServerTestClient()
        let result = client.initialize()
        let capabilities = result["capabilities"]
        #expect(capabilities?["positionEncoding"] == .string("utf-16"))
        #expect(capabilities?["textDocumentSync"]?["change"] == .integer(2))
        #expect(capabilities?["textDocumentSync"]?["openClose"] == .bool(true))
        #expect(capabilities?["colorProvider"] == .bool(true))
        #expect(capabilities?["hoverProvider"] == .bool(true))
        #expect(capabilities?["completionProvider"] != nil)
        #expect(result["serverInfo"]?["name"] == .string("sheetctl"))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var offered: [String]?
        var chosen: String
        var testDescription: String { "\(offered ?? ["nothing"]) → \(chosen)" }
    }

    @Test(arguments: [
        Case(offered: nil, chosen: "utf-16"), Case(offered: ["utf-16"], chosen: "utf-16"),
        Case(offered: ["utf-16", "utf-8"], chosen: "utf-8"), Case(offered: ["utf-32", "utf-16"], chosen: "utf-32"),
        Case(offered: ["latin-1"], chosen: "utf-16"),
    ])
    func negotiatesThePositionEncoding(_ test: Case) {
        var client = LanguageServerTestClient()
        #expect(client.initialize(offering: test.offered)["capabilities"]?["positionEncoding"] == .string(test.chosen))
    }

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() {
        var client = LanguageServerTestClient()
        let hover = client.request(
            "textDocument/hover", #"{"textDocument":{"uri":"file:///x.yaml"},"position":{"line":0,"character":0}}"#)
        #expect(hover["error"]?["code"] == .integer(-32002))
        #expect(client.open("file:///x.yaml", "name: [").isEmpty)
        #expect(!client.server.hasPendingDiagnostics)
    }

    @Test func shutdownThenExitEndsWithZeroAndRequestsBetweenAreRefused() {
        var client = LanguageServerTestClient()
        client.initialize()
        #expect(client.request("shutdown", "null")["result"] == .null)
        #expect(client.request("textDocument/hover", "{}")["error"]?["code"] == .integer(-32600))
        #expect(client.server.ending == nil)
        client.notify("exit", "null")
        #expect(client.server.ending?.exitStatus == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() {
        var client = LanguageServerTestClient()
        client.notify("exit", "null")
        #expect(client.server.ending?.exitStatus == 1)
    }

    @Test func initializeTwiceIsAnError() {
        var client = LanguageServerTestClient()
        client.initialize()
        #expect(client.request("initialize", #"{"capabilities":{}}"#)["error"]?["code"] == .integer(-32600))
    }

    struct Garbage: Sendable, CustomTestStringConvertible {
        var body: String
        var code: Int
        var testDescription: String { String(body.prefix(60)) }
    }

    @Test(arguments: [
        Garbage(body: "{not json", code: -32700), Garbage(body: "", code: -32700), Garbage(body: "[1,2]", code: -32600),
        Garbage(body: "42", code: -32600), Garbage(body: #"{"id":1,"method":"x"}"#, code: -32600),
        Garbage(body: #"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#, code: -32600),
        Garbage(body: #"{"jsonrpc":"2.0","id":7}"#, code: -32600),
        Garbage(body: String(repeating: "[", count: 100_000), code: -32700),
        Garbage(body: #"{"jsonrpc":"2.0","id":1,"method":"\u001b[31mnope"}"#, code: -32601),
        Garbage(body: "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"\u{1B}[31m\"}", code: -32700),
    ])
    func garbageGetsAJSONRPCErrorAndTheServerGoesOn(_ test: Garbage) {
        var client = LanguageServerTestClient()
        client.initialize()
        let replies = client.send(raw: test.body)
        #expect(replies.count == 1)
        #expect(replies.first?["error"]?["code"] == .integer(test.code))
        // No escape character reaches the client's log from a method name it sent.
        let message = replies.first?["error"]?["message"]?.stringValue ?? ""
        #expect(!message.unicodeScalars.contains { $0.value == 0x1B }, "\(message)")
        #expect(client.request("shutdown", "null")["result"] == .null)
    }

    @Test func unknownMethodsAndNotificationsAndStrangersDocuments() {
        var client = LanguageServerTestClient()
        client.initialize()
        #expect(client.request("workspace/frobnicate")["error"]?["code"] == .integer(-32601))
        client.notify("$/unknownThing", "{}")
        client.notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"file:///never.yaml","version":2},"contentChanges":[{"text":"x"}]}"#)
        #expect(!client.server.hasPendingDiagnostics)
        let unopened = #"{"textDocument":{"uri":"file:///never.yaml"},"position":{"line":0,"character":0}}"#
        #expect(client.request("textDocument/hover", unopened)["result"] == .null)
        #expect(client.request("textDocument/documentColor", unopened)["result"] == .array([]))
        #expect(
            client.request("textDocument/hover", #"{"position":{"line":0,"character":0}}"#)["error"]?["code"]
                == .integer(-32602))
    }

    @Test func aRequestCancelledInTheSameReadIsAnsweredAsCancelled() {
        var client = LanguageServerTestClient()
        client.initialize()
        let request = Array(
            #"{"jsonrpc":"2.0","id":41,"method":"textDocument/documentColor","params":{"textDocument":{"uri":"file:///a.yaml"}}}"#
                .utf8)
        let cancel = Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":41}}"#.utf8)
        client.server.noteCancellations(in: [request, cancel])
        let reply = client.server.handle(request)
        #expect(reply.first?["error"]?["code"] == .integer(-32800))
        _ = client.server.handle(cancel)
        // Answered once: the same id later is worked on.
        #expect(client.server.handle(request).first?["result"] == .array([]))
    }
}
