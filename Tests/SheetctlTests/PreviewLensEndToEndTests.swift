import Foundation
import OutsideClients
import SheetText
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The "preview" code lens end to end: `sheetctl lsp` runs the lens's command as an editor asks,
/// and a running `sheetctl preview --serve` shows that theme on its page.
@Suite(.needs(.curl)) struct PreviewLensEndToEndTests {
    /// `sheetctl lsp` given one `workspace/executeCommand` of the preview lens for `path`, after
    /// opening it with `unsaved` text when given (an editor's buffer, not saved).
    static func runPreviewCommand(
        for path: String, unsaved: String? = nil, environment: [String: String]
    ) throws -> SheetctlProcess.Result {
        let uri = URL(fileURLWithPath: path).absoluteString
        let open = unsaved.map { text in
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(JSONValue.string(text).compactText)}}}"#
        }
        var messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
        ]
        if let open { messages.append(open) }
        messages += [
            #"{"jsonrpc":"2.0","id":2,"method":"workspace/executeCommand","params":{"command":"sheetctl.preview","arguments":["\#(uri)"]}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]
        let frames = messages.map(LanguageServerEndToEndTests.frame).joined()
        return try SheetctlProcess.run(["lsp"], input: Data(frames.utf8), environment: environment)
    }

    @Test func theLensShowsItsThemeOnARunningPageAndAnEarlierChoiceDoesNot() throws {
        let folder = try WatchEndToEndTests.folder()
        let cache = try WatchEndToEndTests.folder()
        try WatchEndToEndTests.save(ServeEndToEndTests.theme(background: "#112233"), to: folder + "/a.yaml")
        try WatchEndToEndTests.save(ServeEndToEndTests.theme(background: "#445566"), to: folder + "/b.yaml")
        let environment = ["PATH": "/usr/bin:/bin", "XDG_CACHE_HOME": cache]
        // A choice made before the page started is not the page's.
        #expect(try Self.runPreviewCommand(for: folder + "/b.yaml", environment: environment).code == 0)
        let process = try WatchedProcess(
            ["preview", "--serve", "--theme", "./a.yaml"], directory: folder, environment: environment)
        try #require(
            process.wait(timeout: ServeEndToEndTests.startDeadline) { out, _ in out.contains("\n") } != nil,
            "\(process.stderr)")
        let visit = try ServeEndToEndTests.visit(String(process.stdout.prefix { $0 != "\n" }))
        _ = try #require(try ServeEndToEndTests.page(visit, contains: "fill=\"#112233\""))

        let run = try Self.runPreviewCommand(for: folder + "/b.yaml", environment: environment)
        #expect(run.code == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(#""id":2,"result":null"#) || run.stdout.contains(#""result":null,"id":2"#),
            "\(run.stdout)")
        _ = try #require(try ServeEndToEndTests.page(visit, contains: "fill=\"#445566\""), "\(process.stderr)")
        // And back: the same page follows every choice.
        #expect(try Self.runPreviewCommand(for: folder + "/a.yaml", environment: environment).code == 0)
        _ = try #require(try ServeEndToEndTests.page(visit, contains: "fill=\"#112233\""))
        // A buffer's unsaved edits are what the page shows, not the file as saved.
        let unsaved = ServeEndToEndTests.theme(background: "#778899")
        #expect(
            try Self.runPreviewCommand(for: folder + "/b.yaml", unsaved: unsaved, environment: environment).code == 0)
        _ = try #require(try ServeEndToEndTests.page(visit, contains: "fill=\"#778899\""), "\(process.stderr)")
        #expect(try String(contentsOfFile: folder + "/b.yaml", encoding: .utf8).contains("#445566"))
        #expect(process.stop(with: SIGINT) == 130)
    }
}
