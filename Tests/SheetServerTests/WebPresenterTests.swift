import Foundation
import OutsideClients
import PresenterRegistry
import Synchronization
import Testing
@testable import SheetTerminal

@testable import SheetServer

/// The web presenter's server, asked by a real HTTP client (curl) as the page's script asks it:
/// the answer is taken with the run's token and only then, once, and bounded. Deadlines are
/// generous; no test asserts how fast anything is. Serialized: each presentation catches the
/// process's SIGINT while it waits, one at a time.
@Suite(.serialized, .needs(.curl)) struct WebPresenterTests {
    /// One presentation, run on a thread of its own as a host runs one.
    final class Presentation: Sendable {
        private let told = Mutex<[String]>([])
        private let ending = Mutex<Result<PresentationOutcome, PresentationError>?>(nil)

        /// Starts presenting a three-item sheet.
        init(timeout: Double? = 60, grace: Double = 3, items: [String] = ["Photo", "Video", "Delete"]) {
            var settings = WebPresenter.Settings()
            settings.graceSeconds = grace
            settings.tell = { [self] line in told.withLock { $0.append(line) } }
            let presenter = WebPresenter(settings: settings)
            let request = PresentationRequest(
                sheet: ActionSheet(title: "Share", items: items.map { ActionSheetItem($0) }),
                output: OutputOptions(timeout: timeout))
            Thread.detachNewThread { [self] in
                let result: Result<PresentationOutcome, PresentationError>
                do throws(PresentationError) {
                    result = .success(try presenter.present(request))
                } catch {
                    result = .failure(error)
                }
                ending.withLock { $0 = result }
            }
        }

        /// The lines told for the person.
        var lines: [String] { told.withLock { $0 } }

        /// The address told, with its one-time secret, once told.
        func link(within seconds: Double = 20) throws -> String {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if let line = lines.first(where: { $0.contains("http://") }), let start = line.range(of: "http://") {
                    return String(line[start.lowerBound...].prefix { $0 != " " }.dropLast())
                }
                usleep(10_000)
            }
            throw HTTPClient.Failure(description: "no URL told: \(lines)")
        }

        /// The page opened as the person's browser opens it.
        func visit() throws -> Visitor { try Visitor(link()) }

        /// How the presentation ended, once it has.
        func result(within seconds: Double = 20) -> Result<PresentationOutcome, PresentationError>? {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if let result = ending.withLock({ $0 }) { return result }
                usleep(10_000)
            }
            return nil
        }

        /// Whether it is still waiting.
        var isWaiting: Bool { ending.withLock { $0 == nil } }
    }

    /// The token the page holds.
    static func token(_ visitor: Visitor) throws -> String {
        let page = try visitor.fetch()
        #expect(page.status == 200)
        let marker = #"<meta name="sheetctl-token" content=""#
        let start = try #require(page.body.range(of: marker)).upperBound
        return String(page.body[start...].prefix { $0 != "\"" })
    }

    static func post(_ visitor: Visitor, _ body: String, headers: [String] = []) throws -> HTTPClient.Answer {
        try visitor.fetch("answer", method: "POST", headers: headers, body: body)
    }

    @Test func theRightTokenGivesTheAnswer() throws {
        let presentation = Presentation()
        let visitor = try presentation.visit()
        let token = try Self.token(visitor)
        #expect(token.count == 32)
        #expect(token.allSatisfy { $0.isHexDigit })
        let answer = try Self.post(visitor, "token=\(token)&choice=1")
        #expect(answer.status == 200)
        #expect(answer.headers["content-security-policy"]?.hasPrefix("default-src 'none'") == true)
        #expect(presentation.result() == .success(.chose(1)))
    }

    @Test func cancelIsAnAnswerToo() throws {
        let presentation = Presentation()
        let visitor = try presentation.visit()
        #expect(try Self.post(visitor, "token=\(try Self.token(visitor))&choice=cancel").status == 200)
        #expect(presentation.result() == .success(.cancelled))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        /// The body, from the run's token.
        var body: @Sendable (String) -> String
        var headers: [String] = []
        /// The answer's status; `nil` when the connection is closed with none.
        var status: Int?
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "no body", body: { _ in "" }, status: 403),
        Refusal(name: "no token", body: { _ in "choice=1" }, status: 403),
        Refusal(name: "a wrong token", body: { "token=\(String($0.reversed()))&choice=1" }, status: 403),
        Refusal(name: "a token cut short", body: { "token=\($0.dropLast())&choice=1" }, status: 403),
        Refusal(name: "a token too long", body: { "token=\($0)0&choice=1" }, status: 403),
        Refusal(name: "an empty token", body: { _ in "token=&choice=1" }, status: 403),
        Refusal(name: "an index past the items", body: { "token=\($0)&choice=3" }, status: 400),
        Refusal(name: "a negative index", body: { "token=\($0)&choice=-1" }, status: 400),
        Refusal(name: "an index with a leading zero", body: { "token=\($0)&choice=01" }, status: 400),
        Refusal(name: "no choice", body: { "token=\($0)" }, status: 400),
        Refusal(
            name: "another site's Host", body: { "token=\($0)&choice=1" }, headers: ["Host: attacker.example"],
            status: 421),
        Refusal(
            name: "an answer longer than the bound",
            body: { "token=\($0)&choice=1&pad=" + String(repeating: "a", count: 2000) },
            status: 413),
        Refusal(
            name: "a chunked answer longer than the bound",
            body: { "token=\($0)&choice=1&pad=" + String(repeating: "a", count: 2000) },
            // Its length is known only as it arrives: the connection is closed once it passes the bound.
            headers: ["Transfer-Encoding: chunked"], status: nil),
    ]

    /// A refused answer is not taken: the presentation goes on waiting, and the next good answer
    /// (cancel) is the one it ends with.
    @Test(arguments: refusals) func aRefusedAnswerIsNotTaken(_ refusal: Refusal) throws {
        let presentation = Presentation()
        let visitor = try presentation.visit()
        let token = try Self.token(visitor)
        if let status = refusal.status {
            let answer = try Self.post(visitor, refusal.body(token), headers: refusal.headers)
            #expect(answer.status == status, "\(answer.body)")
            #expect(!answer.body.contains("answered"))
        } else {
            #expect(throws: HTTPClient.Failure.self) {
                try Self.post(visitor, refusal.body(token), headers: refusal.headers)
            }
        }
        #expect(presentation.isWaiting)
        #expect(try Self.post(visitor, "token=\(token)&choice=cancel").status == 200)
        #expect(presentation.result() == .success(.cancelled))
    }

    @Test func theAnswerIsTakenOnlyByPost() throws {
        let presentation = Presentation()
        let visitor = try presentation.visit()
        let token = try Self.token(visitor)
        let get = try visitor.fetch("answer?token=\(token)&choice=1")
        #expect(get.status == 405)
        #expect(try visitor.fetch("elsewhere/answer", method: "POST", body: "token=\(token)&choice=1").status == 404)
        #expect(presentation.isWaiting)
        #expect(try Self.post(visitor, "token=\(token)&choice=2").status == 200)
        #expect(presentation.result() == .success(.chose(2)))
    }

    @Test func thePageIsAButtonPerActionAndCancelUnderTheLivePagesPolicy() throws {
        let presentation = Presentation()
        let visitor = try presentation.visit()
        let page = try visitor.fetch()
        #expect(page.headers["content-security-policy"] == LivePage.contentSecurityPolicy)
        #expect(page.body.contains(#"<button type="button" data-index="0" autofocus>Photo</button>"#))
        #expect(page.body.contains(#"<button type="button" data-index="1">Video</button>"#))
        #expect(page.body.contains(#"<button type="button" data-index="2">Delete</button>"#))
        #expect(page.body.contains(#"<button type="button" data-cancel>"#))
        #expect(page.body.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), "the SVG presenter's picture")
        #expect(!page.body.contains("<?xml"))
        let style = try visitor.fetch("present.css")
        #expect(style.status == 200)
        #expect(style.body.contains(#"#actions [data-index="1"] { top: "#))
        #expect(try visitor.fetch("present.js").status == 200)
        #expect(try visitor.fetch("nothing").status == 404)
        #expect(try Self.post(visitor, "token=\(try Self.token(visitor))&choice=cancel").status == 200)
        #expect(presentation.result() == .success(.cancelled))
    }

    @Test func theTimeoutEndsItTimedOut() throws {
        let presentation = Presentation(timeout: 0.5)
        let result = try #require(presentation.result())
        guard case .failure(let error) = result else {
            Issue.record("ended with \(result), not a timeout")
            return
        }
        #expect(error.kind == .timedOut)
    }

    @Test func aPageClosedForTheGracePeriodDismissesTheSheet() throws {
        let presentation = Presentation(grace: 0.3)
        let visitor = try presentation.visit()
        let stream = try visitor.stream("events?token=" + (try Self.token(visitor)))
        #expect(stream.wait { $0.contains(": open") })
        stream.stop()
        #expect(presentation.result() == .success(.cancelled))
        #expect(presentation.lines.contains { $0.contains("the page was closed") })
    }

    @Test func noPageOpenedYetIsNoDismissal() throws {
        let presentation = Presentation(grace: 0.1)
        let visitor = try presentation.visit()
        // The page itself opens no stream: only its script does.
        _ = try visitor.fetch()
        usleep(500_000)
        #expect(presentation.isWaiting)
        #expect(try Self.post(visitor, "token=\(try Self.token(visitor))&choice=0").status == 200)
        #expect(presentation.result() == .success(.chose(0)))
    }

    /// Another user of the machine can connect to the port as well: without the cookie the told
    /// address gave the person's browser, the page (and the token in it) is not shown, no answer is
    /// taken even with the token, and the told address opens only once.
    @Test func withoutTheCookieNothingOfTheRunIsShownOrTaken() throws {
        let presentation = Presentation()
        let link = try presentation.link()
        let base = String(link.prefix { $0 != "?" })
        let page = try HTTPClient.fetch(base)
        #expect(page.status == 403)
        #expect(!page.body.contains("sheetctl-token") && !page.body.contains("Photo"))
        let visitor = try Visitor(link)
        let token = try Self.token(visitor)
        #expect(try HTTPClient.fetch(link).status == 403, "the told address opens once")
        for path in ["", "present.js", "present.css", "icon.svg", "events?token=" + token] {
            #expect(try HTTPClient.fetch(base + path).status == 403, "\(path)")
            #expect(try HTTPClient.fetch(base + path, headers: ["Cookie: sheetctl-0=\(token)"]).status == 403)
        }
        let stranger = try HTTPClient.fetch(base + "answer", method: "POST", body: "token=\(token)&choice=2")
        #expect(stranger.status == 403)
        #expect(presentation.isWaiting)
        #expect(try Self.post(visitor, "token=\(token)&choice=1").status == 200)
        #expect(presentation.result() == .success(.chose(1)))
    }

    /// A page of another web origin sends no cookie; one on another port of the loopback address
    /// may (cookies are kept by host), but it cannot read the page's token: a stream without the
    /// token is refused and is no open page, so opening and closing it dismisses nothing.
    @Test func aStreamWithoutThePagesTokenIsRefusedAndIsNoOpenPage() throws {
        let presentation = Presentation(grace: 0.2)
        let visitor = try presentation.visit()
        for path in ["events", "events?token=", "events?token=0"] {
            let stream = try visitor.stream(path)
            #expect(stream.waitForEnd(), "\(path): the stream is not kept open")
            #expect(!stream.text.contains(": open"), "\(path)")
        }
        // Ten times the grace period: a stream counted as a page would have dismissed the sheet.
        usleep(2_000_000)
        #expect(presentation.isWaiting, "a refused stream dismissed the sheet")
        #expect(try Self.post(visitor, "token=\(try Self.token(visitor))&choice=0").status == 200)
        #expect(presentation.result() == .success(.chose(0)))
    }

    @Test func theTokenDiffersFromRunToRun() {
        let tokens = Set((0..<64).map { _ in PageAccess.secret() })
        #expect(tokens.count == 64)
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy { $0.isHexDigit } })
    }
}
