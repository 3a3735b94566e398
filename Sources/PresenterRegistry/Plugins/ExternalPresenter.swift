import SheetSystem
import SheetPlugins
import SheetTerminal
import SheetText
import ThemeKit

/// A presenter that is an executable, `sheetctl-presenter-NAME`, speaking the plugin protocol (version 1)
/// of docs/host-integrators.md. Failures are ``PresentationError/Kind/plugin``; its output is sanitised.
package struct ExternalPresenter: ActionSheetPresenter {
    /// `NAME` in `sheetctl-presenter-NAME`.
    package var name: String
    package var path: String
    /// `nil` passes the host's own.
    package var environment: [String: String]?
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
            // The request's own timeout passing is the answer, not a plugin fault for a fallback.
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

    /// On one line and made safe.
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
