import Foundation
import OutsideClients
import Testing

/// `sheetctl show` picks the side of a light and dark theme pair that fits the terminal: tmux
/// answers OSC 11 itself with its window's background, set with `window-style`.
@Suite(.serialized, .needs(.tmux))
struct InteractiveAppearanceTests {
    /// A pair whose sides have different cancel labels, so the screen tells which was drawn.
    static func pairFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-pair-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let light = """
            name: paper
            appearance: light
            counterpart: ink
            cancel:
              label: Cancel on paper
            """
        let dark = """
            name: ink
            appearance: dark
            counterpart: paper
            colors:
              title: "#E0E0E0"
              message: "#E0E0E0"
              item: "#FFFFFF"
              destructive: "#FF8A80"
              cancel: "#FFFFFF"
              background: "#000000"
            cancel:
              label: Cancel in ink
            """
        try light.write(to: folder.appendingPathComponent("paper.yaml"), atomically: true, encoding: .utf8)
        try dark.write(to: folder.appendingPathComponent("ink.yaml"), atomically: true, encoding: .utf8)
        return folder.path
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var background: String
        var theme: String
        var flags: [String] = []
        var environment = ""
        var label: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a dark window, the light side named", background: "#101010", theme: "paper",
            label: "Cancel in ink"),
        Case(
            testDescription: "a light window, the dark side named", background: "#F0F0F0", theme: "ink",
            label: "Cancel on paper"),
        Case(
            testDescription: "a light window, the light side named", background: "#FFFFFF", theme: "paper",
            label: "Cancel on paper"),
        Case(
            testDescription: "a dark window, the dark side named", background: "#000000", theme: "ink",
            label: "Cancel in ink"),
        Case(
            testDescription: "--appearance light on a dark window", background: "#000000", theme: "ink",
            flags: ["--appearance", "light"], label: "Cancel on paper"),
        Case(
            testDescription: "the terminal's answer beats COLORFGBG", background: "#000000", theme: "paper",
            environment: "COLORFGBG='0;15'", label: "Cancel in ink"),
    ]

    @Test(arguments: cases)
    func showDrawsTheSideThatFitsTheTerminalsBackground(_ test: Case) throws {
        let folder = try Self.pairFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try InteractiveShowTests.start(
            ["--theme-path", folder, "--theme", test.theme] + test.flags + ["Alpha", "Beta"],
            setup: "unset COLORFGBG\n\(test.environment.isEmpty ? "" : "export " + test.environment)\n"
                + "tmux set -g window-style 'bg=\(test.background)'")
        defer { session.kill() }
        let rows = try session.waitForScreen { rows in
            rows.contains { $0.contains("Cancel") } && rows.contains { $0.contains("enter choose") }
        }
        #expect(rows.contains { $0.contains(test.label) }, "\(rows.joined(separator: "\n"))")
        // Nothing of the question or the answer reaches the screen.
        #expect(!rows.contains { $0.contains("11;") || $0.contains("rgb:") })
        try session.send("Escape")
        let run = try InteractiveShowTests.finish(session)
        #expect(run.code == 1)
        #expect(run.after == run.before)
        #expect(!run.before.isEmpty)
    }

    /// `preview` to a terminal asks it too; to a pipe it never does, and draws the theme as named.
    @Test(arguments: [("#000000", "Cancel in ink"), ("#FFFFFF", "Cancel on paper")])
    func previewToATerminalDrawsTheSideThatFitsAndToAPipeTheThemeAsNamed(_ background: String, _ label: String)
        throws
    {
        let folder = try Self.pairFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let binary = try #require(SheetctlProcess.binary)
        let preview = [binary, "preview", "--presenter", "ansi", "--theme-path", folder, "--theme", "paper"]
            .map(TmuxSession.quote).joined(separator: " ")
        let script = """
            unset COLORFGBG
            tmux set -g window-style 'bg=\(background)'
            stty -g > before
            \(preview)
            \(preview) | cat > piped
            stty -g > after
            echo done > code.part && mv code.part code
            exec sleep 600
            """
        let session = try TmuxSession(script: script)
        defer { session.kill() }
        _ = try session.waitForFile("code")
        let rows = try session.screen()
        #expect(rows.contains { $0.contains(label) }, "\(rows.joined(separator: "\n"))")
        #expect(!rows.contains { $0.contains("rgb:") })
        #expect(session.file("piped")?.contains("Cancel on paper") == true)
        #expect(session.file("piped")?.contains("\u{1B}]11") == false)
        #expect(session.file("after") == session.file("before"))
    }
}
