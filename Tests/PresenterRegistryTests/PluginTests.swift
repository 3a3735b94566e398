import Foundation
import Testing
@testable import SheetTerminal
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

@Suite struct PluginTests {
    static let limits = PluginLimits(renderTimeout: 1, maxOutputBytes: 1 << 20, killGrace: 0.2)
    static let request = PresentationRequest(
        sheet: .demo, locale: "zh-Hans", appID: "2021001234567890", output: OutputOptions(width: 60))

    private func plugin(_ name: String, in directory: PluginDirectory) -> ExternalPresenter {
        ExternalPresenter(name: name, path: "\(directory.path)/sheetctl-presenter-\(name)", limits: Self.limits)
    }

    @Test func aGoodPluginRendersAndItsOutputIsMadeSafe() throws {
        let directory = try PluginDirectory.withAll()
        let text = try plugin("good", in: directory).render(Self.request)
        #expect(text == "GOOD\nsecond ^[[31mred\n")
    }

    /// Ending a run stops what the plugin left behind, not what the host itself starts meanwhile:
    /// a child made with Foundation's `Process` (a group of its own, the host's session) lives on.
    @Test func aChildTheHostStartsDuringARunOutlivesTheRun() throws {
        let directory = try PluginDirectory.withAll()
        let presenter = plugin("hang", in: directory)  // ended at the 1 s render timeout
        let ended = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = try? presenter.render(Self.request)
            ended.signal()
        }
        Thread.sleep(forTimeInterval: 0.3)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        ended.wait()
        #expect(kill(child.processIdentifier, 0) == 0, "the host's own child was ended with the run")
        #expect(child.isRunning)
        // SIGKILL: a signal mask inherited from the test's thread may hold SIGTERM back.
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
    }

    @Test func theRequestFollowsTheProtocol() throws {
        let directory = try PluginDirectory.withAll()
        _ = try plugin("good", in: directory).render(Self.request)
        let saved = try SourceText.read(path: "\(directory.path)/request-render.json", maxBytes: 1 << 20)
        let json = try JSONParser.parse(saved)
        #expect(json["protocol"] == .integer(1))
        #expect(json["verb"] == .string("render"))
        #expect(json["app"] == .string("2021001234567890"))
        #expect(json["locale"] == .string("zh-Hans"))
        #expect(json["width"] == .integer(60))
        #expect(json["colorDepth"] == .string("none"))
        #expect(json["timeout"] == .integer(1))
        let sheet = try #require(json["sheet"])
        #expect(sheet["title"] == .string("Share this photo"))
        let items = try #require(sheet["items"]?.arrayValue)
        #expect(items.count == ActionSheet.demo.items.count)
        #expect(items[2]["badge"] == .object(["type": .string("num"), "label": .string("12")]))
        #expect(items[0]["badge"] == .null)
        #expect(items[5]["role"] == .string("destructive"))
        #expect(items[0]["role"] == .string("default"))
        #expect(sheet["cancel"]?["text"] == .string(Theme.builtInDefault.cancel.label(for: "zh-Hans")))
        #expect(json["theme"]?["colors"]?.objectValue?.keys == ThemeColors.roles.map(\.key))
    }

    @Test func aGoodPluginPresentsAndCancels() throws {
        let directory = try PluginDirectory.withAll()
        let chose = RecordingDelegate()
        plugin("good", in: directory).present(Self.request, delegate: chose)
        #expect(chose.outcomes == [.finished(1)])
        let saved = try SourceText.read(path: "\(directory.path)/request-present.json", maxBytes: 1 << 20)
        #expect(try JSONParser.parse(saved)["verb"] == .string("present"))
        #expect(try JSONParser.parse(saved)["timeout"] == .null)
        let cancelled = RecordingDelegate()
        plugin("cancels", in: directory).present(Self.request, delegate: cancelled)
        #expect(cancelled.outcomes == [.cancelled])
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var plugin: String
        var message: String
        var testDescription: String { plugin }
    }

    static let failures: [Failure] = [
        Failure(plugin: "crash", message: "was killed by signal 11 (SIGSEGV)"),
        Failure(plugin: "fails", message: "exited with status 3; its stderr: cannot find the ^[[31mdisplay"),
        Failure(plugin: "hang", message: "timed out after 1 s and was stopped"),
        Failure(plugin: "flood", message: "printed more than 1048576 bytes and was stopped"),
        Failure(
            plugin: "garbage",
            message: "printed an answer that is not JSON: expected a JSON value, found 't'"),
        Failure(plugin: "array", message: "printed an array, not a JSON object"),
        Failure(plugin: "silent", message: "answered render without an \"output\" string"),
        Failure(plugin: "refuses", message: "reported an error: no display ^[ here"),
    ]

    @Test(arguments: failures)
    func aFailingPluginGivesAClearError(_ failure: Failure) throws {
        let directory = try PluginDirectory.withAll()
        let path = "\(directory.path)/sheetctl-presenter-\(failure.plugin)"
        let error = #expect(throws: PresentationError.self) {
            try plugin(failure.plugin, in: directory).render(Self.request)
        }
        #expect(error?.kind == .plugin)
        #expect(error?.message == "presenter plugin '\(failure.plugin)' (\(path)) \(failure.message)")
    }

    @Test(arguments: failures)
    func aFailingPluginFallsBackToPlain(_ failure: Failure) throws {
        let directory = try PluginDirectory.withAll()
        let log = FallbackLog()
        let catalog = PresenterCatalog(searchPath: directory.path, pluginLimits: Self.limits)
        let presenter = try #require(catalog.presenter(named: failure.plugin, onFallback: log.record))
        let text = try presenter.render(Self.request)
        #expect(text == (try PlainPresenter().render(Self.request)))
        #expect(log.all.count == 1)
        #expect(log.all.first?.message.hasSuffix(failure.message) == true)
    }

    @Test func anIndexOutsideTheItemsFails() throws {
        let directory = try PluginDirectory.withAll()
        let delegate = RecordingDelegate()
        plugin("outofrange", in: directory).present(Self.request, delegate: delegate)
        let path = "\(directory.path)/sheetctl-presenter-outofrange"
        #expect(
            delegate.outcomes == [
                .failed(
                    PresentationError(
                        .plugin, "presenter plugin 'outofrange' (\(path)) answered index 99, but the sheet has 6 items")
                )
            ])
    }

    @Test func minusOneIsNotACancelButAFailureThatSaysHowToCancel() throws {
        // -1 is how the `my` dialect answers a cancelled call; the plugin protocol's cancel is {"cancel": true}.
        let directory = try PluginDirectory.withAll()
        let delegate = RecordingDelegate()
        plugin("minusone", in: directory).present(Self.request, delegate: delegate)
        let path = "\(directory.path)/sheetctl-presenter-minusone"
        #expect(
            delegate.outcomes == [
                .failed(
                    PresentationError(
                        .plugin,
                        #"presenter plugin 'minusone' (\#(path)) answered index -1, but the sheet has 6 items; to cancel, a plugin answers {"cancel": true}"#
                    ))
            ])
    }

    @Test func presentingWithoutAnAnswerFails() throws {
        let directory = try PluginDirectory.withAll()
        let delegate = RecordingDelegate()
        plugin("silent", in: directory).present(Self.request, delegate: delegate)
        let path = "\(directory.path)/sheetctl-presenter-silent"
        #expect(
            delegate.outcomes == [
                .failed(
                    PresentationError(
                        .plugin,
                        "presenter plugin 'silent' (\(path)) answered present with neither an \"index\" nor \"cancel\": true"
                    ))
            ])
    }

    @Test func presentingHonoursTheRequestTimeout() throws {
        let directory = try PluginDirectory.withAll()
        var request = Self.request
        request.output.timeout = 0.5
        let delegate = RecordingDelegate()
        plugin("sleeper", in: directory).present(request, delegate: delegate)
        guard case .failed(let error) = try #require(delegate.outcomes.first) else {
            Issue.record("expected a failure, got \(delegate.outcomes)")
            return
        }
        #expect(error.message.hasSuffix("timed out after 0.5 s and was stopped"))
        #expect(delegate.outcomes.count == 1)
    }

    @Test func stoppingARenderingPluginStopsWhatItStarted() throws {
        let directory = try PluginDirectory.withAll()
        #expect(throws: PresentationError.self) { try plugin("spawner", in: directory).render(Self.request) }
        let text = try SourceText.read(path: "\(directory.path)/child.pid", maxBytes: 64)
        let pid = try #require(
            Int32(String(decoding: text.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        // The orphan is reaped by init, which may take a moment; a live one would stay for 30 s.
        var alive = true
        for _ in 0..<100 where alive {
            alive = kill(pid, 0) == 0 && !isZombie(pid)
            if alive { usleep(20_000) }
        }
        #expect(!alive)
    }

    private func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test func aFailedPresentFallsBackAndTheFallbackAnswers() throws {
        let directory = try PluginDirectory.withAll()
        let log = FallbackLog()
        let presenter = FallbackPresenter(
            primary: plugin("crash", in: directory), fallback: plugin("good", in: directory), report: log.record)
        let delegate = RecordingDelegate()
        presenter.present(Self.request, delegate: delegate)
        #expect(delegate.outcomes == [.finished(1)])
        #expect(log.all.map(\.kind) == [.plugin])
    }

    @Test func otherFailuresDoNotFallBack() {
        struct Interrupted: ActionSheetPresenter {
            func render(_ request: PresentationRequest) throws(PresentationError) -> String {
                throw PresentationError(.interrupted, "interrupted")
            }
            func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
                throw PresentationError(.interrupted, "interrupted")
            }
        }
        let log = FallbackLog()
        let presenter = FallbackPresenter(primary: Interrupted(), report: log.record)
        #expect(throws: PresentationError(.interrupted, "interrupted")) { try presenter.render(Self.request) }
        let delegate = RecordingDelegate()
        presenter.present(Self.request, delegate: delegate)
        #expect(delegate.outcomes == [.failed(PresentationError(.interrupted, "interrupted"))])
        #expect(log.all.isEmpty)
    }

    @Test func aMissingExecutableCannotBeStarted() {
        let presenter = ExternalPresenter(
            name: "gone", path: "/nonexistent/sheetctl-presenter-gone", limits: Self.limits)
        let error = #expect(throws: PresentationError.self) { try presenter.render(Self.request) }
        #expect(
            error?.message
                == "presenter plugin 'gone' (/nonexistent/sheetctl-presenter-gone) could not be started: No such file or directory"
        )
    }
}
