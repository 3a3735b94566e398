import Foundation
import OutsideClients
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `sheetctl present --presenter web` through the built binary, answered by a real HTTP client
/// (curl) as the page's script answers: the URL on stderr, the answer on stdout in the call's
/// dialect, and the endings the terminal picker has (timeout 124, Ctrl-C 130). The browser itself
/// is driven in ``BrowserEndToEndTests``. Deadlines are generous; nothing is timed.
@Suite struct WebPresentEndToEndTests {
    private typealias S = PresentTestSupport

    /// Starts `present` with the call in a file and the words, and waits for the page's URL.
    static func present(_ call: String, _ arguments: [String]) throws -> (WatchedProcess, String, String) {
        let folder = try WatchEndToEndTests.folder()
        try call.write(toFile: folder + "/call.json", atomically: true, encoding: .utf8)
        let process = try WatchedProcess(["present", "--call", "call.json"] + arguments, directory: folder)
        try #require(
            process.wait(timeout: 20) { _, err in err.contains(": choose an action there\n") } != nil,
            "\(process.stderr)")
        let err = process.stderr
        let start = try #require(err.range(of: "http://")).lowerBound
        // "the sheet is at http://127.0.0.1:43163/?k=5f0c…: choose an action there"
        let url = String(err[start...].prefix { $0 != " " }.dropLast())
        return (process, url, folder)
    }

    /// Waits for the run to end and its answer line to be read.
    /// - Returns: The exit status, or `nil` when it did not end.
    static func ended(_ process: WatchedProcess, timeout: Double = 30) -> Int32? {
        let code = process.exitCode(timeout: timeout)
        // The output is read on threads of its own: the answer may arrive after the exit is seen.
        process.wait(timeout: 10) { out, _ in out.hasSuffix("\n") }
        return code
    }

    /// The run's token, from the page.
    static func token(_ visit: ServeEndToEndTests.Visit) throws -> String {
        let page = try visit.curl(["--max-time", "10"]).stdout
        let marker = #"<meta name="sheetctl-token" content=""#
        let start = try #require(page.range(of: marker)).upperBound
        return String(page[start...].prefix { $0 != "\"" })
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var call: String
        var choice: String
        var answer: String
        var testDescription: String { "\(choice) → \(answer)" }
    }

    @Test(arguments: [
        Case(call: S.myCall, choice: "1", answer: #"{"index":1}"#),
        Case(call: S.wxCall, choice: "1", answer: #"{"errMsg":"showActionSheet:ok","tapIndex":1}"#),
        Case(call: S.myCall, choice: "cancel", answer: #"{"index":-1}"#),
        Case(call: S.wxCall, choice: "cancel", answer: #"{"errMsg":"showActionSheet:fail cancel"}"#),
    ])
    func theAnswerIsPrintedInTheCallsDialect(_ c: Case) throws {
        let (process, url, _) = try Self.present(c.call, ["--presenter", "web"])
        #expect(url.hasPrefix("http://127.0.0.1:"))
        let visit = try ServeEndToEndTests.visit(url)
        let token = try Self.token(visit)
        let wrong = try visit.curl(["--max-time", "10", "--data-binary", "token=0&choice=0"], path: "answer")
        #expect(wrong.stdout.hasPrefix("HTTP/1.1 403"))
        let answer = try visit.curl(
            ["--max-time", "10", "--data-binary", "token=\(token)&choice=\(c.choice)"], path: "answer")
        #expect(answer.stdout.hasPrefix("HTTP/1.1 200"))
        #expect(Self.ended(process, timeout: 20) == 0)
        #expect(process.stdout == c.answer + "\n", "stdout is the answer alone")
    }

    @Test(arguments: [
        (S.myCall, #"{"error":3,"#), (S.wxCall, #"{"errMsg":"showActionSheet:fail no choice within"#),
    ])
    func theTimeoutPrintsTheFailureAndExits124(call: String, prefix: String) throws {
        let (process, _, _) = try Self.present(call, ["--presenter", "web", "--timeout", "1"])
        #expect(Self.ended(process, timeout: 30) == 124)
        #expect(process.stdout.hasPrefix(prefix), "\(process.stdout)")
        #expect(process.stdout.hasSuffix("}\n"))
    }

    @Test func ctrlCPrintsTheFailureAndExits130() throws {
        let (process, _, _) = try Self.present(S.wxCall, ["--presenter", "web"])
        #expect(process.stop(with: SIGINT, timeout: 20) == 130)
        process.wait(timeout: 10) { out, _ in out.hasSuffix("\n") }
        #expect(process.stdout == #"{"errMsg":"showActionSheet:fail interrupted"}"# + "\n")
    }

    @Test(.needs(.curl)) func aClosedPageIsACancel() throws {
        let (process, url, folder) = try Self.present(S.wxCall, ["--presenter", "web"])
        let visit = try ServeEndToEndTests.visit(url)
        let token = try Self.token(visit)
        let received = folder + "/events.txt"
        let stream = Process()
        stream.executableURL = URL(fileURLWithPath: try OutsideClient.curl.require())
        stream.arguments = [
            "-s", "-N", "--max-time", "60", "-o", received, "-H", visit.cookie, visit.base + "events?token=" + token,
        ]
        try stream.run()
        // The page is open once its stream has begun; then it closes, as a closed tab's does.
        let end = Date().addingTimeInterval(20)
        while Date() < end, !((try? String(contentsOfFile: received, encoding: .utf8)) ?? "").contains(": open") {
            usleep(10_000)
        }
        #expect(process.isRunning, "a page that is open dismisses nothing")
        kill(stream.processIdentifier, SIGKILL)
        stream.waitUntilExit()
        #expect(Self.ended(process, timeout: 30) == 0)
        #expect(process.stdout == #"{"errMsg":"showActionSheet:fail cancel"}"# + "\n")
        #expect(process.wait(timeout: 10) { _, err in err.contains("the page was closed") } != nil)
    }

    /// Another user of the machine can connect to the port as well: without the cookie the printed
    /// address gave the user's browser, the page (and the token in it) is not shown and no answer is
    /// taken, even with the token.
    @Test(.needs(.curl)) func withoutTheCookieThePageIsNotShownAndNoAnswerTaken() throws {
        let (process, url, _) = try Self.present(S.wxCall, ["--presenter", "web"])
        let base = String(url.prefix { $0 != "?" })
        let page = try ServeEndToEndTests.curl(["--max-time", "10", base]).stdout
        #expect(page.hasPrefix("HTTP/1.1 403"), "\(page.prefix(80))")
        #expect(!page.contains("sheetctl-token"))
        let visit = try ServeEndToEndTests.visit(url)
        let token = try Self.token(visit)
        let stranger = try ServeEndToEndTests.curl(
            ["--max-time", "10", "--data-binary", "token=\(token)&choice=0", base + "answer"])
        #expect(stranger.stdout.hasPrefix("HTTP/1.1 403"), "\(stranger.stdout.prefix(80))")
        #expect(process.isRunning)
        let answer = try visit.curl(["--max-time", "10", "--data-binary", "token=\(token)&choice=1"], path: "answer")
        #expect(answer.stdout.hasPrefix("HTTP/1.1 200"))
        #expect(Self.ended(process, timeout: 20) == 0)
        #expect(process.stdout == #"{"errMsg":"showActionSheet:ok","tapIndex":1}"# + "\n")
    }

    @Test func aRouteNamingWebPresentsInTheBrowser() throws {
        let folder = try WatchEndToEndTests.folder()
        try "default: { presenter: plain }\napps:\n  kiosk: { presenter: web }\n".write(
            toFile: folder + "/r.yaml", atomically: true, encoding: .utf8)
        let lint = try SheetctlProcess.run(["lint", folder + "/r.yaml"])
        #expect(lint.code == 0, "\(lint.stderr)")
        let (process, _, _) = try Self.present(
            S.wxCall, ["--registry", folder + "/r.yaml", "--app", "kiosk", "--timeout", "1"])
        #expect(Self.ended(process, timeout: 30) == 124)
    }

    @Test func registrySetTakesWebAndPresentersListsIt() throws {
        let folder = try WatchEndToEndTests.folder()
        let file = folder + "/r.yaml"
        try "default: { presenter: plain }\n".write(toFile: file, atomically: true, encoding: .utf8)
        let set = try SheetctlProcess.run(["registry", "set", "--registry", file, "--presenter", "web", "kiosk"])
        #expect(set.code == 0, "\(set.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("presenter: web"))
        let list = try SheetctlProcess.run(["presenters", "list"])
        #expect(
            list.stdout.split(separator: "\n").contains { $0.split(separator: " ").prefix(2) == ["web", "registered"] })
        let terminal = try SheetctlProcess.run(["presenters", "list", "--names", "--terminal"])
        #expect(!terminal.stdout.split(separator: "\n").contains("web"), "web does not draw on a terminal")
        let show = try SheetctlProcess.run(["show", "--presenter", "web", "A"])
        #expect(show.code == 64)
        #expect(show.stderr.contains("does not draw on a terminal"), "\(show.stderr)")
    }

    @Test func anAddressOtherThanLoopbackIsWarnedAbout() throws {
        let (process, url, _) = try Self.present(
            S.wxCall, ["--presenter", "web", "--address", "0.0.0.0", "--timeout", "1"])
        #expect(url.hasPrefix("http://0.0.0.0:"))
        #expect(Self.ended(process, timeout: 30) == 124)
        #expect(process.stderr.contains("warning: serving on 0.0.0.0, not 127.0.0.1"))
    }

    @Test func anAddressThatCannotBeListenedOnPrintsTheFailureAndExits74() throws {
        // 192.0.2.1 is TEST-NET-1: never this machine's, so it cannot be bound.
        let result = try SheetctlProcess.run(
            ["present", "--presenter", "web", "--address", "192.0.2.1"], stdin: S.wxCall)
        #expect(result.code == 74, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(#"{"errMsg":"showActionSheet:fail cannot listen on 192.0.2.1:0"#))
        #expect(result.stderr.contains("cannot present the call: cannot listen on 192.0.2.1:0"))
    }

    @Test(arguments: [["--port", "70000"], ["--address", "localhost"], ["--timeout", "0"]])
    func badFlagsAreUsageErrors(_ words: [String]) throws {
        let result = try SheetctlProcess.run(["present", "--presenter", "web"] + words, stdin: S.wxCall)
        #expect(result.code == 64, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
