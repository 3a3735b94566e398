import Foundation
import Testing

@testable import SheetctlCLI
import SheetSystem
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A standard output that fails, in-process: whatever the command, a lost answer is exit 74 with
/// the reason on stderr, decided in one place (`SheetctlCommand.run`). And `-o -` is standard
/// output.
@Suite struct StdoutFailureTests {
    /// A standard output whose every write fails, as a full disk's does.
    final class FailingSink: OutputSink {
        let code: Int32
        private let count = Mutex(0)
        var writes: Int { count.withLock { $0 } }
        var failure: OutputFailure? { writes > 0 ? OutputFailure(code: code) : nil }
        init(code: Int32) { self.code = code }
        func write(_ text: String) { count.withLock { $0 += 1 } }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let scheme = LintTestSupport.packageRoot + "/Tests/ThemeKitTests/Fixtures/base16/current-base16.yaml"

    /// Every command that answers on standard output, and the tool's own help and version.
    static let cases: [Case] = [
        Case(arguments: ["preview", "--presenter", "plain"]),
        Case(arguments: ["preview", "--presenter", "svg", "-o", "-"]),
        Case(arguments: ["schema", "theme"]),
        Case(arguments: ["registry", "resolve", "2021001234567890"]),
        Case(arguments: ["registry", "list"]),
        Case(arguments: ["themes", "list"]),
        Case(arguments: ["themes", "show", "default"]),
        Case(arguments: ["themes", "import", scheme]),
        Case(arguments: ["presenters", "list"]),
        Case(arguments: ["completions", "bash"]),
        Case(arguments: ["--version"]),
        Case(arguments: ["--help"]),
        Case(arguments: ["help", "preview"]),
    ]

    @Test(arguments: cases) func aFullStandardOutputIsExit74WithTheReason(_ test: Case) {
        let out = FailingSink(code: ENOSPC), err = BufferSink()
        let code = SheetctlCommand.run(
            arguments: test.arguments, context: CommandContext(stdout: out, stderr: err, environment: [:]))
        #expect(out.writes > 0, "the command wrote nothing")
        #expect(code == 74)
        #expect(err.text.hasSuffix("sheetctl: cannot write to standard output: no space left on device\n"))
    }

    @Test func aReaderThatWentAwayIsExit74Quietly() {
        let out = FailingSink(code: EPIPE), err = BufferSink()
        let code = SheetctlCommand.run(
            arguments: ["schema", "sheet"], context: CommandContext(stdout: out, stderr: err, environment: [:]))
        #expect(code == 74)
        // The reader chose to stop (`| head`): nothing is said.
        #expect(err.text == "")
    }

    @Test func aCommandThatFailedForItsOwnReasonIsStillExit74WhenItsOutputIsLost() throws {
        // A rejected call is 65 with the dialect's failure object on stdout; when that object is
        // lost, the host must not read 65 as "your call was rejected, here is why".
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LintTestSupport.write(#"{"title": 3}"#, to: folder + "/call.json")
        let arguments = ["present", "--call", folder + "/call.json"]
        let kept = SheetctlProcess.runInProcess(arguments)
        #expect(kept.code == 65)
        #expect(kept.stdout.hasPrefix(#"{"error":2,"#))
        let out = FailingSink(code: ENOSPC), err = BufferSink()
        let code = SheetctlCommand.run(
            arguments: arguments, context: CommandContext(stdout: out, stderr: err, environment: [:]))
        #expect(code == 74)
        #expect(err.text.hasSuffix("sheetctl: cannot write to standard output: no space left on device\n"))
    }

    @Test func aFileDescriptorSinkRemembersItsFirstFailureAndStopsWriting() throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        let sink = FileDescriptorSink(descriptor: full)
        #expect(sink.failure == nil)
        sink.write("")
        #expect(sink.failure == nil)
        sink.write("answer\n")
        #expect(sink.failure == OutputFailure(code: ENOSPC))
        #expect(sink.failure?.reason == "no space left on device")
    }

    @Test func dashIsStandardOutputAndWritesNoFile() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: [:])
        #expect(OutputFile.write("drawn\n", to: "-", context: context) == nil)
        #expect(out.text == "drawn\n")
        #expect(OutputDestination.isStandardOutput("-"))
        #expect(OutputDestination.isStandardOutput("/dev/stdout"))
        #expect(OutputDestination.isStandardOutput("/proc/self/fd/1"))
        #expect(!OutputDestination.isStandardOutput(folder + "/-"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
