import Foundation
import OutsideClients
import Testing

/// A host gets what the command line gets: `sheetctl-host-example` (the public API alone), with the
/// `auto` presenter on a terminal, draws the same interactive picker as `sheetctl present`, a key
/// sent through tmux chooses the same way, and the answer printed is the same; with no terminal,
/// presenting is the typed failure the host reports (exit 65), not a crash.
@Suite(.serialized, .needs(.tmux))
struct HostPickerTmuxTests {
    static let call = #"{"title": "Photo", "items": ["Share", "Edit", "Delete"], "destructiveBtnIndex": 2, "cancelButtonText": "Cancel"}"#
    static let routing = "default: { presenter: auto, theme: default }\n"

    /// What one program did in its pane.
    struct Run {
        var screen: [String]
        var code: Int32
        var stdout: String
    }

    /// Runs `executable present-options < call.json > out` in an 80×24 pane, waits for the picker,
    /// sends `keys` and waits for the program to end.
    static func run(_ executable: [String], keys: [String]) throws -> Run {
        let options = ["--app", "2021001234567890", "--registry", "registry.yaml"]
        let command = (executable + options).map(TmuxSession.quote).joined(separator: " ")
        let script = """
            printf '%s' \(TmuxSession.quote(call)) > call.json
            printf '%s' \(TmuxSession.quote(routing)) > registry.yaml
            unset NO_COLOR COLORFGBG COLUMNS
            \(command) < call.json > out 2> err
            echo $? > code.part && mv code.part code
            exec sleep 600
            """
        let session = try TmuxSession(script: script)
        defer { session.kill() }
        let screen = try session.waitForScreen { rows in
            rows.contains { $0.contains("Cancel") } && rows.contains { $0.contains("enter choose") }
        }
        for key in keys { try session.send(key) }
        let code = try session.waitForFile("code")
        return Run(
            screen: screen, code: try #require(Int32(code.trimmingCharacters(in: .whitespacesAndNewlines))),
            stdout: session.file("out") ?? "")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var keys: [String]
        var answer: String
    }

    @Test(arguments: [
        Case(testDescription: "Down and Enter choose the second item", keys: ["Down", "Enter"], answer: #"{"index":1}"#),
        Case(testDescription: "Escape cancels", keys: ["Escape"], answer: #"{"index":-1}"#),
    ])
    func theHostDrawsThePickerPresentDraws(_ c: Case) throws {
        let binary = try #require(SheetctlProcess.binary)
        let example = try #require(HostExampleEndToEndTests.example)
        let present = try Self.run([binary, "present"], keys: c.keys)
        let host = try Self.run([example], keys: c.keys)
        #expect(host.screen == present.screen)
        #expect(present.code == 0)
        #expect(present.stdout == c.answer + "\n")
        #expect(host.code == present.code)
        #expect(host.stdout == present.stdout)
    }

    /// Without a controlling terminal (a session of its own, as under a service manager), `auto`
    /// cannot present: the host gets ``PresentationError`` of kind `noTerminal` as its answer's
    /// failure and ends as `present` does, with the same failure object and 65, not a crash.
    @Test(.enabled(if: PresentEndToEndTests.setsid != nil)) func withoutATerminalTheHostFailsAsPresentDoes() throws {
        let binary = try #require(SheetctlProcess.binary)
        let example = try #require(HostExampleEndToEndTests.example)
        let folder = NSTemporaryDirectory() + "host-no-terminal-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.routing.write(toFile: folder + "/registry.yaml", atomically: true, encoding: .utf8)
        let options = ["--app", "2021001234567890", "--registry", folder + "/registry.yaml"]
        let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"]
        let present = try SheetctlProcess.run(
            executable: PresentEndToEndTests.setsid!, ["-w", binary, "present"] + options, input: Data(Self.call.utf8),
            environment: environment)
        let host = try SheetctlProcess.run(
            executable: PresentEndToEndTests.setsid!, ["-w", example] + options, input: Data(Self.call.utf8),
            environment: environment)
        #expect(present.code == 65, "\(present.stderr)")
        #expect(host.code == 65, "\(host.stderr)")
        #expect(host.stdout == present.stdout)
        #expect(present.stdout.contains(#""detail":"cannot open the terminal /dev/tty"#), "\(present.stdout)")
        #expect(host.stderr.hasPrefix("sheetctl-host-example: cannot present the call: cannot open the terminal /dev/tty"))
    }
}
