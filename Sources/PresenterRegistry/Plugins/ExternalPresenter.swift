import SheetSystem
import SheetPlugins
import SheetTerminal
import SheetText
import ThemeKit

/// A presenter that is a separate executable, `sheetctl-presenter-NAME`, found on `PATH`.
///
/// ## The plugin protocol (version 1)
///
/// 1. The host runs `sheetctl-presenter-NAME VERB`, where `VERB` is `render` (draw a preview, no
///    interaction) or `present` (show the sheet and let the user choose).
/// 2. It writes one JSON object to the plugin's standard input and closes it:
///    ```json
///    {"protocol": 1, "verb": "render", "app": "2021001234567890", "locale": "zh-Hans",
///     "width": 80, "colorDepth": "none", "timeout": 10,
///     "sheet": {"title": "Share", "message": null,
///               "items": [{"index": 0, "text": "Send", "role": "default", "color": "#FFFFFFFF",
///                          "badge": {"type": "num", "label": "12"}}],
///               "cancel": {"text": "取消", "color": "#FF0A84FF"}},
///     "theme": {"name": "midnight", "colors": {"title": "#…", "message": "#…", "item": "#…",
///               "destructive": "#…", "cancel": "#…", "background": "#…", "separator": "#…",
///               "badge": "#…", "badgeText": "#…"}}}
///    ```
///    `app`, `locale`, `title`, `message` and `timeout` may be `null`; `role` is `default` or
///    `destructive`; `badge` is `null` or `{type, label}` with the label as shown; `colorDepth` is
///    `none`, `16`, `256` or `24bit`; `timeout` is the seconds the plugin has. A plugin ignores
///    fields it does not know (new ones may come with the same protocol number).
/// 3. It answers with one JSON object on standard output and exits 0:
///    - to `render`: `{"output": "the drawing"}`;
///    - to `present`: `{"index": n}` (an index from the request's items) or `{"cancel": true}`;
///    - to either, when it cannot do the work: `{"error": "what went wrong"}`.
///
/// An interactive plugin draws on and reads from `/dev/tty` itself: its standard streams are the
/// protocol's. Its standard error is kept (up to 16 KiB) and quoted in the error when it fails.
///
/// Limits: `render` has ``PluginLimits/renderTimeout`` (10 s by default); `present` has the
/// request's ``OutputOptions/timeout``, else none (a person may take their time), and running past
/// it is a ``PresentationError/Kind/timedOut``, not a plugin failure. Past the timeout the plugin
/// gets `SIGTERM`, then `SIGKILL` after a grace period; a rendering plugin runs in its own process
/// group. The answer is read when the plugin exits, and whatever it started and left running is
/// killed then, a `setsid` grandchild included (see `PluginDescendants`). Standard output past
/// ``PluginLimits/maxOutputBytes`` (1 MiB) ends the plugin too.
///
/// Failures are ``PresentationError`` of kind ``PresentationError/Kind/plugin`` naming the plugin
/// and what happened: it could not be started, was killed by a signal, exited non-zero, timed
/// out, printed too much, printed what is not JSON, answered without the expected field, gave an
/// index outside the items, or reported an error. ``PresenterCatalog`` wraps plugins in a
/// ``FallbackPresenter``, so the host then draws with `plain` and reports why.
///
/// The rendered text is untrusted: each line is passed through ``TerminalText/sanitize(_:)``, so a
/// plugin's output never reaches a terminal as control sequences.
package struct ExternalPresenter: ActionSheetPresenter {
    /// The presenter's name (`NAME` in `sheetctl-presenter-NAME`).
    package var name: String
    /// The executable's path.
    package var path: String
    /// The environment the plugin runs with; `nil` passes the host's own.
    package var environment: [String: String]?
    /// Time and size limits.
    package var limits = PluginLimits()

    package func render(_ request: PresentationRequest) throws(PresentationError) -> String {
        let answer = try exchange(request, verb: "render", timeout: limits.renderTimeout)
        guard let output = answer["output"]?.stringValue else {
            throw failure("answered render without an \"output\" string")
        }
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map {
            TerminalText.sanitize(String($0))
        }
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0 + "\n" }.joined()
    }

    package func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome {
        let answer = try exchange(request, verb: "present", timeout: request.output.timeout)
        if answer["cancel"] == .bool(true) { return .cancelled }
        guard let index = answer["index"]?.integerValue else {
            throw failure("answered present with neither an \"index\" nor \"cancel\": true")
        }
        guard request.sheet.items.indices.contains(index) else {
            // Not even -1 is a cancel: the protocol has one, `{"cancel": true}`.
            let cancel = index < 0 ? "; to cancel, a plugin answers {\"cancel\": true}" : ""
            throw failure("answered index \(index), but the sheet has \(request.sheet.items.count) items\(cancel)")
        }
        return .chose(index)
    }

    /// Runs the plugin once and returns its answer object.
    private func exchange(_ request: PresentationRequest, verb: String, timeout: Double?) throws(PresentationError)
        -> JSONValue
    {
        let body = PluginRequest.json(for: request, verb: verb, timeout: timeout).compactText + "\n"
        let process = PluginProcess(
            path: path, arguments: [verb], environment: environment, timeout: timeout,
            maxOutputBytes: limits.maxOutputBytes, maxErrorBytes: limits.maxErrorBytes, killGrace: limits.killGrace,
            ownProcessGroup: verb != "present")
        let outcome: PluginProcess.Outcome
        do throws(Errno) {
            outcome = try process.run(input: Array(body.utf8))
        } catch {
            throw failure("could not be started: \(error.message)")
        }
        let stderr = Self.excerpt(outcome.stderr)
        if outcome.timedOut {
            var error = failure("timed out after \(Self.seconds(timeout ?? 0)) and was stopped", stderr: stderr)
            // Presenting has the request's own timeout: when it passes, that is the answer (no
            // choice in time), not a plugin fault for a fallback to draw over with no time left.
            if verb == "present" { error.kind = .timedOut }
            throw error
        }
        if outcome.overflowed {
            throw failure("printed more than \(limits.maxOutputBytes) bytes and was stopped", stderr: stderr)
        }
        switch outcome.termination {
        case .signaled(let signal):
            throw failure("was killed by signal \(signal)\(Self.signalName(signal))", stderr: stderr)
        case .exited(let status) where status != 0:
            throw failure("exited with status \(status)", stderr: stderr)
        default:
            break
        }
        let answer: JSONValue
        do throws(DiagnosticError) {
            answer = try JSONParser.parse(SourceText(name: "<\(name) output>", bytes: outcome.stdout))
        } catch {
            let first = error.diagnostics.first.map { ": \($0.message)" } ?? ""
            throw failure("printed an answer that is not JSON\(first)", stderr: stderr)
        }
        guard answer.objectValue != nil else { throw failure("printed \(answer.typeName), not a JSON object") }
        if let message = answer["error"] {
            throw failure("reported an error: \(TerminalText.sanitize(message.stringValue ?? message.compactText))")
        }
        return answer
    }

    private func failure(_ what: String, stderr: String? = nil) -> PresentationError {
        var message = "presenter plugin '\(name)' (\(path)) \(what)"
        if let stderr { message += "; its stderr: \(stderr)" }
        return PresentationError(.plugin, message)
    }

    /// The start of what the plugin wrote to standard error, on one line and made safe.
    private static func excerpt(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingSpaces()
        var lines = text.split(separator: "\n").map { TerminalText.sanitize(String($0)) }.filter { !$0.isEmpty }
        guard !lines.isEmpty else { return nil }
        if lines.count > 3 { lines = Array(lines.prefix(3)) + ["…"] }
        let joined = lines.joined(separator: " | ")
        return joined.count > 300 ? String(joined.prefix(299)) + "…" : joined
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    private static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL",
            11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM",
        ]
        return names[signal].map { " (\($0))" } ?? ""
    }
}

/// Time and size limits for presenter plugins.
public struct PluginLimits: Sendable, Hashable {
    /// Seconds a plugin has to render.
    public var renderTimeout: Double
    /// The most bytes of standard output accepted.
    public var maxOutputBytes: Int
    /// The most bytes of standard error kept for messages.
    public var maxErrorBytes: Int
    /// Seconds between `SIGTERM` and `SIGKILL` when a plugin is stopped.
    public var killGrace: Double

    /// Creates limits.
    /// - Parameters:
    ///   - renderTimeout: Seconds a plugin has to render; 10 by default.
    ///   - maxOutputBytes: The most bytes of standard output accepted; 1 MiB by default.
    ///   - maxErrorBytes: The most bytes of standard error kept; 16 KiB by default.
    ///   - killGrace: Seconds between `SIGTERM` and `SIGKILL`; 0.5 by default.
    public init(
        renderTimeout: Double = 10, maxOutputBytes: Int = 1 << 20, maxErrorBytes: Int = 16 << 10,
        killGrace: Double = 0.5
    ) {
        self.renderTimeout = renderTimeout
        self.maxOutputBytes = maxOutputBytes
        self.maxErrorBytes = maxErrorBytes
        self.killGrace = killGrace
    }
}
