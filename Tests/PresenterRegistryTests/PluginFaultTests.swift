import Foundation
import Testing
@testable import SheetTerminal
import ThemeKit

@testable import PresenterRegistry

/// Plugins that misbehave in ways beyond a crash, a hang, a flood or bad JSON: each still ends in
/// bounded time with a clear error (and a fallback to `plain`), or in a good answer when the
/// misbehaviour does no harm.
@Suite struct PluginFaultTests {
    static let limits = PluginLimits(renderTimeout: 1, maxOutputBytes: 1 << 20, killGrace: 0.2)
    static let request = PresentationRequest(sheet: .demo, output: OutputOptions(width: 60))

    struct Fault: Sendable, CustomTestStringConvertible {
        var name: String
        var script: String
        /// The end of the error message, after the plugin's name and path.
        var message: String
        var testDescription: String { name }
    }

    static let faults: [Fault] = [
        Fault(
            name: "closes-stdout",
            script: "exec >&-; sleep 30",
            message: "timed out after 1 s and was stopped"),
        Fault(
            name: "answers-then-lingers",
            script: #"cat >/dev/null; echo '{"output": "late"}'; sleep 30"#,
            message: "timed out after 1 s and was stopped"),
        Fault(
            name: "stderr-flood-then-fails",
            script: "yes 'noise \u{1B}[2J' | head -c 5000000 >&2; exit 4",
            message: "exited with status 4; its stderr: noise ^[[2J | noise ^[[2J | noise ^[[2J | …"),
        Fault(
            name: "invalid-utf8-answer",
            script: #"cat >/dev/null; printf '{"output": "\377"}\n'"#,
            message: "printed an answer that is not JSON: invalid UTF-8 byte 0xFF"),
    ]

    private func presenter(_ fault: Fault, in directory: PluginDirectory) throws -> ExternalPresenter {
        let path = try directory.add(fault.name, fault.script)
        return ExternalPresenter(name: fault.name, path: path, limits: Self.limits)
    }

    @Test(arguments: faults)
    func aMisbehavingPluginGivesAClearBoundedError(_ fault: Fault) throws {
        let directory = try PluginDirectory()
        let plugin = try presenter(fault, in: directory)
        let error = #expect(throws: PresentationError.self) { try plugin.render(Self.request) }
        #expect(error?.kind == .plugin)
        let message = try #require(error?.message)
        #expect(message.hasPrefix("presenter plugin '\(fault.name)' (\(plugin.path)) \(fault.message)"))
        // However much the plugin wrote to stderr, the message quotes a short excerpt, made safe.
        #expect(message.utf8.count < 1024)
        #expect(!message.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test(arguments: faults)
    func aMisbehavingPluginFallsBackToPlain(_ fault: Fault) throws {
        let directory = try PluginDirectory()
        try directory.add(fault.name, fault.script)
        let log = FallbackLog()
        let catalog = PresenterCatalog(searchPath: directory.path, pluginLimits: Self.limits)
        let chosen = try #require(catalog.presenter(named: fault.name, onFallback: log.record))
        #expect(try chosen.render(Self.request) == (try PlainPresenter().render(Self.request)))
        #expect(log.all.map(\.kind) == [.plugin])
    }

    @Test func aPluginFloodingStderrButAnsweringWellIsUsed() throws {
        let directory = try PluginDirectory()
        let path = try directory.add(
            "chatty", #"cat >/dev/null; yes chatter | head -c 5000000 >&2; printf '%s\n' '{"output": "fine\n"}'"#)
        let plugin = ExternalPresenter(name: "chatty", path: path, limits: Self.limits)
        #expect(try plugin.render(Self.request) == "fine\n")
    }

    @Test func aPluginThatNeverReadsALargeRequestDoesNotKillTheHost() throws {
        let directory = try PluginDirectory()
        let path = try directory.add("deaf", #"printf '%s\n' '{"output": "deaf\n"}'"#)
        let plugin = ExternalPresenter(name: "deaf", path: path, limits: Self.limits)
        // A request far larger than a pipe holds: writing it to a plugin that has exited must fail
        // with EPIPE, not end this process with SIGPIPE.
        let sheet = ActionSheet(
            title: String(repeating: "t", count: 100_000),
            items: (0..<5).map { ActionSheetItem(String(repeating: "x", count: 60_000) + "\($0)") })
        let request = PresentationRequest(sheet: sheet, output: OutputOptions(width: 60))
        do {
            #expect(try plugin.render(request) == "deaf\n")
        } catch {
            // Whether the plugin's answer or the broken pipe is seen first depends on timing;
            // either way the host lives and says what happened.
            #expect(error.kind == .plugin)
            #expect(error.message.hasPrefix("presenter plugin 'deaf' (\(path))"))
        }
    }
}
