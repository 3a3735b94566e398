import Foundation
import OutsideClients
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `sheetctl preview --serve`, run as a theme author runs it, asked by a real HTTP client (curl)
/// while its files are saved as editors save them.
///
/// Deadlines are generous so a loaded machine does not fail the tests; the time an update took is
/// printed, never asserted.
@Suite(.needs(.curl)) struct ServeEndToEndTests {
    static let startDeadline = 15.0
    static let deadline = 10.0

    static func theme(background: String, cancel: String = "Nope") -> String {
        "name: t\ncolors:\n  background: \"\(background)\"\ncancel:\n  label: \(cancel)\n"
    }

    /// Starts `preview --serve` with the words in `folder` and waits for its URL.
    static func serve(_ arguments: [String], in folder: String) throws -> (WatchedProcess, String) {
        let process = try WatchedProcess(["preview", "--serve"] + arguments, directory: folder)
        try #require(process.wait(timeout: startDeadline) { out, _ in out.contains("\n") } != nil, "\(process.stderr)")
        let url = String(process.stdout.prefix { $0 != "\n" })
        return (process, url)
    }

    /// `curl` with the words: its exit status, and its output with the headers (`-i`).
    static func curl(_ arguments: [String], timeout: Double = 30) throws -> SheetctlProcess.Result {
        try SheetctlProcess.run(
            executable: try OutsideClient.curl.require(), ["-s", "-i"] + arguments, timeout: timeout)
    }

    /// A browser's visit: the printed address opened once by curl, and the cookie it set.
    struct Visit {
        /// The server's address without the secret.
        var base: String
        /// `Cookie: sheetctl-PORT=…`.
        var cookie: String

        /// `curl` with the words and the cookie, asking for `path` under the base.
        func curl(_ arguments: [String], path: String = "", timeout: Double = 30) throws -> SheetctlProcess.Result {
            try ServeEndToEndTests.curl(["-H", cookie] + arguments + [base + path], timeout: timeout)
        }
    }

    /// Opens the printed address: it must redirect to `/` and set an `HttpOnly`, `SameSite=Strict`
    /// cookie.
    static func visit(_ link: String) throws -> Visit {
        let answer = try curl(["--max-time", "10", link]).stdout
        #expect(answer.hasPrefix("HTTP/1.1 303"), "\(answer.prefix(200))")
        let line = try #require(answer.components(separatedBy: "\r\n").first { $0.hasPrefix("Set-Cookie: ") })
        #expect(line.hasSuffix("; Path=/; HttpOnly; SameSite=Strict"), "\(line)")
        let cookie = "Cookie: " + line.dropFirst("Set-Cookie: ".count).prefix { $0 != ";" }
        return Visit(base: String(link.prefix { $0 != "?" }), cookie: cookie)
    }

    /// Waits until the page holds `text`.
    static func page(_ visit: Visit, contains text: String, within seconds: Double = deadline) throws -> String? {
        let end = Date().addingTimeInterval(seconds)
        var body = ""
        while Date() < end {
            body = try visit.curl(["--max-time", "5"]).stdout
            if body.contains(text) { return body }
            usleep(20_000)
        }
        return nil
    }

    @Test func theURLIsTheFirstLineAndThePageIsTheSheetUnderAStrictPolicy() throws {
        let folder = try WatchEndToEndTests.folder()
        try WatchEndToEndTests.save(Self.theme(background: "#112233"), to: folder + "/t.yaml")
        let (serve, url) = try Self.serve(["--theme", "./t.yaml"], in: folder)
        let visit = try Self.visit(url)
        #expect(url.hasPrefix("http://127.0.0.1:"))
        #expect(url.contains("/?k="))
        let page = try #require(try Self.page(visit, contains: "fill=\"#112233\""))
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(page.contains("\r\nContent-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self';"))
        #expect(page.contains("Share this photo"))
        #expect(page.contains(">Nope</text>"))
        #expect(page.contains("<tr><td>(any other)</td><td>Nope</td></tr>"), "the cancel labels beside it")
        #expect(page.contains(#"<tr data-role="item" class="fails">"#), "black on #112233")
        let missing = try visit.curl(["--max-time", "5"], path: "favicon.ico").stdout
        #expect(missing.hasPrefix("HTTP/1.1 404"))
        #expect(serve.stop(with: SIGINT) == 130)
        #expect(serve.stdout == url + "\n", "nothing but the URL on stdout")
    }

    @Test func aSaveReachesAnOpenEventStream() throws {
        let folder = try WatchEndToEndTests.folder()
        try WatchEndToEndTests.save(Self.theme(background: "#112233"), to: folder + "/t.yaml")
        let (serve, url) = try Self.serve(["--theme", "./t.yaml"], in: folder)
        let visit = try Self.visit(url)
        _ = try #require(try Self.page(visit, contains: "#112233"))
        let stream = Mutex<SheetctlProcess.Result?>(nil)
        let reader = Thread {
            let result = try? visit.curl(["-N", "--max-time", "8"], path: "events", timeout: 20)
            stream.withLock { $0 = result }
        }
        reader.start()
        usleep(1_000_000)
        try WatchEndToEndTests.save(Self.theme(background: "#445566"), to: folder + "/t.yaml")
        let end = Date().addingTimeInterval(25)
        while stream.withLock({ $0 == nil }), Date() < end { usleep(20_000) }
        let events = try #require(stream.withLock { $0 }).stdout
        #expect(events.contains("Content-Type: text/event-stream"))
        #expect(events.contains("fill=\"#112233\""), "the state at once")
        #expect(events.contains("fill=\"#445566\""), "the save")
        #expect(serve.stop(with: SIGTERM) == 143)
    }

    @Test func aBrokenSaveShowsItsDiagnosticsOverTheLastDrawingUntilTheNextGoodOne() throws {
        let folder = try WatchEndToEndTests.folder()
        try WatchEndToEndTests.save(Self.theme(background: "#112233"), to: folder + "/t.yaml")
        let (serve, url) = try Self.serve(["--theme", "./t.yaml"], in: folder)
        let visit = try Self.visit(url)
        _ = try #require(try Self.page(visit, contains: "#112233"))

        // The quoted line holds markup: it must reach the page as text.
        try WatchEndToEndTests.save("name: t\ncolors:\n  background: \"<script>x</script>\"\n", to: folder + "/t.yaml")
        let broken = try #require(try Self.page(visit, contains: "[bad-color]"), "\(serve.stderr)")
        #expect(broken.contains("<pre id=\"diagnostics\" role=\"alert\">./t.yaml:3:15: error:"))
        #expect(
            broken.contains(" 3 |   background: &quot;&lt;script&gt;x&lt;/script&gt;&quot;"), "the quoted line, escaped"
        )
        #expect(!broken.contains("<script>x"))
        #expect(broken.contains("fill=\"#112233\""), "the last good drawing stays")
        #expect(broken.contains("The last save cannot be drawn"))
        #expect(serve.stderr.contains("./t.yaml:3:15: error:"), "and on stderr")

        try WatchEndToEndTests.save(Self.theme(background: "#445566"), to: folder + "/t.yaml")
        let fixed = try #require(try Self.page(visit, contains: "fill=\"#445566\""))
        #expect(fixed.contains("<pre id=\"diagnostics\" role=\"alert\" hidden></pre>"))
        #expect(serve.stop(with: SIGINT) == 130)
    }

    @Test func savingTheSheetOrTheRoutingFileUpdatesThePage() throws {
        let folder = try WatchEndToEndTests.folder()
        try WatchEndToEndTests.save(Self.theme(background: "#112233"), to: folder + "/t.yaml")
        try WatchEndToEndTests.save(Self.theme(background: "#445566", cancel: "Other"), to: folder + "/u.yaml")
        try WatchEndToEndTests.save(
            "apps:\n  \"2021*\": { presenter: plain, theme: ./t.yaml }\n", to: folder + "/r.yaml")
        try WatchEndToEndTests.save("title: First\nitems: [Alpha]\n", to: folder + "/sheet.yaml")
        let (serve, url) = try Self.serve(
            ["--sheet", "sheet.yaml", "--app", "2021000000000001", "--registry", "./r.yaml"], in: folder)
        let visit = try Self.visit(url)
        // The route's presenter is plain, but the page shows the picture.
        _ = try #require(try Self.page(visit, contains: ">First</text>"), "\(serve.stderr)")

        try WatchEndToEndTests.save("title: Second\nitems: [Beta]\n", to: folder + "/sheet.yaml")
        #expect(try Self.page(visit, contains: ">Second</text>") != nil)
        try WatchEndToEndTests.save(
            "apps:\n  \"2021*\": { presenter: plain, theme: ./u.yaml }\n", to: folder + "/r.yaml")
        #expect(try Self.page(visit, contains: "fill=\"#445566\"") != nil)
        #expect(serve.stop(with: SIGTERM) == 143)
    }

    /// Another user of the machine can connect to the port as well: without the cookie the printed
    /// address gave the user's browser, nothing of the sheet, its diagnostics or its stream is
    /// shown, and the printed address opens only once.
    @Test func withoutTheCookieNothingIsShownAndThePrintedAddressOpensOnce() throws {
        let folder = try WatchEndToEndTests.folder()
        try WatchEndToEndTests.save(Self.theme(background: "#112233"), to: folder + "/t.yaml")
        let (serve, url) = try Self.serve(["--theme", "./t.yaml"], in: folder)
        let base = String(url.prefix { $0 != "?" })
        let port = base.split(separator: ":").last.map { $0.dropLast() } ?? ""
        let refused: [(String, [String])] = [
            ("", []), ("events", ["-N"]), ("live.js", []), ("live.css", []), ("icon.svg", []),
            ("?k=" + String(repeating: "0", count: 32), []), ("", ["-H", "Cookie: sheetctl-\(port)=0"]),
        ]
        for (path, words) in refused {
            let answer = try Self.curl(["--max-time", "5"] + words + [base + path]).stdout
            #expect(answer.hasPrefix("HTTP/1.1 403"), "\(path) \(words): \(answer.prefix(80))")
            #expect(!answer.contains("112233") && !answer.contains("Share this photo") && !answer.contains("t.yaml"))
        }
        let visit = try Self.visit(url)
        #expect(try Self.page(visit, contains: "fill=\"#112233\"") != nil)
        let again = try Self.curl(["--max-time", "5", url]).stdout
        #expect(again.hasPrefix("HTTP/1.1 403"), "the printed address opens once: \(again.prefix(80))")
        #expect(serve.stop(with: SIGINT) == 130)
    }

    @Test func theBuiltInSheetAndThemeAreServedUntilInterrupted() throws {
        let folder = try WatchEndToEndTests.folder()
        let (serve, url) = try Self.serve([], in: folder)
        let visit = try Self.visit(url)
        #expect(try Self.page(visit, contains: "Share this photo") != nil)
        #expect(serve.isRunning, "nothing to watch is no reason to stop serving")
        #expect(serve.stop(with: SIGINT) == 130)
    }

    @Test func anotherAddressIsWarnedAbout() throws {
        let folder = try WatchEndToEndTests.folder()
        let (serve, url) = try Self.serve(["--address", "0.0.0.0"], in: folder)
        #expect(url.hasPrefix("http://0.0.0.0:"))
        #expect(serve.wait(timeout: Self.deadline) { _, err in err.contains("warning: serving on 0.0.0.0") } != nil)
        #expect(serve.stop(with: SIGINT) == 130)
        let (quiet, _) = try Self.serve(["--address", "127.0.0.1"], in: folder)
        #expect(quiet.stop(with: SIGINT) == 130)
        #expect(quiet.stderr.isEmpty)
    }

    @Test func aPortInUseIsAnIOFailure() throws {
        let folder = try WatchEndToEndTests.folder()
        let (first, url) = try Self.serve([], in: folder)
        let port = try #require(url.split(separator: ":").last.map { String($0.prefix { $0.isNumber }) })
        let second = try SheetctlProcess.run(["preview", "--serve", "--port", port])
        #expect(second.code == 74)
        #expect(second.stderr.hasPrefix("sheetctl: cannot listen on 127.0.0.1:\(port): address already in use"))
        #expect(second.stdout.isEmpty)
        #expect(first.stop(with: SIGINT) == 130)
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        UsageCase(arguments: ["--port", "80"], message: "Error: --port is for --serve"),
        UsageCase(arguments: ["--address", "::1"], message: "Error: --address is for --serve"),
        UsageCase(
            arguments: ["--serve", "--port", "65536"], message: "Error: --port takes a whole number from 0 to 65535"),
        UsageCase(
            arguments: ["--serve", "--port", "+80"], message: "Error: --port takes a whole number from 0 to 65535"),
        UsageCase(
            arguments: ["--serve", "--address", "localhost"],
            message: "Error: --address takes a numeric IPv4 or IPv6 address"),
        UsageCase(arguments: ["--serve", "--presenter", "plain"], message: "Error: --serve draws the sheet's picture"),
        UsageCase(arguments: ["--serve", "-o", "x.svg"], message: "Error: --serve shows the drawing on its page"),
        UsageCase(arguments: ["--serve", "--sheet", "-"], message: "Error: --serve needs --sheet to name a file"),
    ])
    func whatCannotBeServedIsAUsageError(_ test: UsageCase) throws {
        let result = try SheetctlProcess.run(["preview"] + test.arguments)
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix(test.message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
