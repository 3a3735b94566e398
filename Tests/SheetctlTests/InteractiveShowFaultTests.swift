import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `show`'s faults in a real terminal: what it hands back, routes it cannot draw with, and
/// plugins that hang, fail, or leave things running.
extension InteractiveShowTests {
    /// The processes whose command line holds `marker`.
    static func processes(mentioning marker: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            return String(decoding: data, as: UTF8.self).contains(marker) ? pid : nil
        }
    }

    /// A folder holding one presenter plugin, `sheetctl-presenter-NAME`, running `script` with `sh`.
    static func pluginFolder(_ name: String, script: String) throws -> String {
        let folder = try LintTestSupport.temporaryFolder()
        let path = folder + "/sheetctl-presenter-" + name
        try LintTestSupport.write("#!/bin/sh\n" + script + "\n", to: path)
        #expect(chmod(path, 0o755) == 0)
        return folder
    }

    /// `--output label` gives back the bytes of the argument, not their UTF-8 repair: a file
    /// name in Latin-1 once came back with U+FFFD, so `less -- "$file"` opened nothing.
    @Test func theLabelIsTheArgumentsOwnBytes() throws {
        let session = try Self.start(
            ["--output", "label", "--selected", "1", "A"], shellWords: #""$(printf 'caf\351.log')""#)
        defer { session.kill() }
        try Self.waitForSheet(session)
        try session.send("Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(session.fileBytes("out") == Array("caf".utf8) + [0xE9] + Array(".log".utf8))
        #expect(run.after == run.before)
    }

    /// A route to json still has a theme and a locale: the picker draws in them and says why.
    @Test func aRouteToJSONDrawsThePickerInTheRoutesThemeAndLocale() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LintTestSupport.write(
            "apps:\n  a: { presenter: json, theme: midnight, locale: ja }\n", to: folder + "/r.yaml")
        let session = try Self.start(
            ["--app", "a", "--registry", folder + "/r.yaml", "A", "B"],
            setup: "export SHEETCTL_THEME_PATH=\(TmuxSession.quote(LintTestSupport.shipped))", stderrToFile: true)
        defer { session.kill() }
        try session.waitForScreen { rows in
            rows.contains { $0.contains("キャンセル") } && rows.contains { $0.contains("enter choose") }
        }
        try session.send("Down", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
        #expect(
            session.file("err")
                == "sheetctl: the route of 'a' names the json presenter, which does not draw on a terminal; drawn with 'auto' in its theme 'midnight' and locale 'ja' instead\n"
        )
    }

    /// One deadline for the plugin and its fallback: a plugin that hangs through the whole
    /// timeout is the timeout (124), and plain is not then given a timeout of its own.
    @Test func aHangingPluginUsesUpTheTimeoutAndNoFallbackIsDrawn() throws {
        let plugins = try Self.pluginFolder("hangs", script: "cat >/dev/null; exec sleep 30")
        defer { try? FileManager.default.removeItem(atPath: plugins) }
        let session = try Self.start(
            ["--presenter", "hangs", "--timeout", "1", "A", "B"],
            setup: "export PATH=\(TmuxSession.quote(plugins)):$PATH", stderrToFile: true)
        defer { session.kill() }
        let run = try Self.finish(session)
        #expect(run.code == 124)
        #expect(run.stdout == "")
        #expect(run.after == run.before)
        let stderr = session.file("err") ?? ""
        #expect(stderr.hasPrefix("sheetctl: show timed out: "), "\(stderr)")
        #expect(!stderr.contains("drawn with 'plain' instead"), "\(stderr)")
        #expect(!(try session.screen()).contains { $0.contains("Choose 1-2") })
    }

    /// The note that a plugin failed is on the screen before plain's prompt, not after the choice.
    @Test func theFallbackNoteComesBeforeTheFallbackPrompt() throws {
        let plugins = try Self.pluginFolder("broken", script: "cat >/dev/null; exit 3")
        defer { try? FileManager.default.removeItem(atPath: plugins) }
        let session = try Self.start(
            ["--presenter", "broken", "A", "B"], setup: "export PATH=\(TmuxSession.quote(plugins)):$PATH", width: 200)
        defer { session.kill() }
        let rows = try session.waitForScreen { $0.contains { $0.contains("Choose 1-2") } }
        let note = try #require(rows.firstIndex { $0.contains("drawn with 'plain' instead") }, "\(rows)")
        let prompt = try #require(rows.firstIndex { $0.contains("Choose 1-2") })
        #expect(note < prompt)
        #expect(rows[note].contains("exited with status 3"))
        try session.send("2", "Enter")
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
    }

    /// A plugin's answer counts when the plugin exits, though a child it left in the background
    /// still holds its standard output; that child and a grandchild that called setsid are
    /// stopped with it.
    @Test func aPluginsAnswerIsReadWhenItExitsAndWhatItStartedIsStopped() throws {
        let marker = "sheetctl-test-\(UUID().uuidString)"
        let plugins = try Self.pluginFolder(
            "leaves",
            script: """
                cat >/dev/null
                sh -c 'sleep 300; : \(marker)-holder' &
                setsid sh -c 'sleep 300; : \(marker)-session' </dev/null >/dev/null 2>&1 &
                echo '{"index": 1}'
                """)
        defer {
            try? FileManager.default.removeItem(atPath: plugins)
            for pid in Self.processes(mentioning: marker) { kill(pid, SIGKILL) }
        }
        let session = try Self.start(
            ["--presenter", "leaves", "A", "B"], setup: "export PATH=\(TmuxSession.quote(plugins)):$PATH")
        defer { session.kill() }
        let run = try Self.finish(session)
        #expect(run.code == 0)
        #expect(run.stdout == "1")
        #expect(run.after == run.before)
        #expect(Self.processes(mentioning: marker).isEmpty, "left running: \(Self.processes(mentioning: marker))")
    }
}
