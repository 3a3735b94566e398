import Foundation
import Testing

/// `sheetctl show` through the built binary, where no terminal is needed: without a controlling
/// terminal it must give up at once with 65, and usage errors come before that.
@Suite struct ShowEndToEndTests {
    static let setsid = ["/usr/bin/setsid", "/bin/setsid"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `sheetctl ARGUMENTS` in a new session, so that it has no controlling terminal.
    static func runDetached(_ arguments: [String]) throws -> SheetctlProcess.Result {
        let binary = try #require(SheetctlProcess.binary)
        return try SheetctlProcess.run(
            executable: setsid!, ["-w", binary] + arguments, input: Data("1\n".utf8), timeout: 20)
    }

    @Test(.enabled(if: setsid != nil)) func withoutATerminalItExits65AtOnce() throws {
        let result = try Self.runDetached(["show", "--title", "Deploy?", "Staging", "Production"])
        #expect(!result.timedOut)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sheetctl: show needs a terminal to draw on and read keys from: "))
        #expect(result.stderr.contains("/dev/tty"))
    }

    @Test(.enabled(if: setsid != nil)) func withoutATerminalTheInputIsNotTakenForKeys() throws {
        // Standard input holds "1\n", which a picker reading stdin would take as an answer.
        let result = try Self.runDetached(["show", "--presenter", "plain", "A", "B"])
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
    }

    @Test(.enabled(if: setsid != nil)) func usageErrorsComeBeforeTheTerminal() throws {
        let result = try Self.runDetached(["show", "--badge", "4:num:2", "A", "B"])
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "Error: --badge '4:num:2': no item 4; the index is from 0 to 1 (there are 2 items)\n"))
    }

    @Test func aThemeThatCannotBeOpenedExits66() throws {
        let result = try SheetctlProcess.run(["show", "--theme", "/nonexistent/theme.yaml", "A"])
        #expect(result.code == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("theme.yaml"))
    }

    @Test func helpHasExamplesAndTheExitCodes() throws {
        let result = try SheetctlProcess.run(["show", "--help"])
        #expect(result.code == 0)
        for code in ["0 ", "1 ", "64 ", "65 ", "66 ", "124 ", "130 "] {
            #expect(result.stdout.contains("\n  " + code), "\(code)")
        }
        #expect(result.stdout.contains("EXAMPLES:"))
        #expect(result.stdout.contains("choice=$(sheetctl show"))
    }
}
