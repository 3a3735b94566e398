import Foundation
import Testing

@testable import PresenterRegistry
@testable import SheetTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// Raw mode on a real pseudo-terminal: entered, and restored on a normal return, an error, and
/// terminating signals. Serialised: signal handlers and raw mode are process-wide.
@Suite(.serialized) struct TerminalRawModeTests {
    /// A pseudo-terminal pair: the test plays the user on the master side.
    final class PseudoTerminal {
        let master: Int32
        let slave: Int32
        let slavePath: String

        init() throws {
            var master: Int32 = -1
            var slave: Int32 = -1
            var name = [CChar](repeating: 0, count: 256)
            try #require(openpty(&master, &slave, &name, nil, nil) == 0)
            self.master = master
            self.slave = slave
            slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        deinit {
            close(slave)
            close(master)
        }

        var settings: termios {
            var value = termios()
            _ = tcgetattr(slave, &value)
            return value
        }

        var isCanonical: Bool { settings.c_lflag & tcflag_t(ICANON) != 0 }

        func type(_ text: String) {
            _ = text.withCString { write(master, $0, strlen($0)) }
        }

        /// Reads what the program wrote until `marker` shows up or the input ends (a generous guard against hangs).
        func read(until marker: String, seconds: Int32 = 30) -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !String(decoding: bytes, as: UTF8.self).contains(marker) {
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, seconds * 1000) > 0 else { break }
                let count = Glibc.read(master, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func rawModeIsEnteredAndRestored() throws {
        let pty = try PseudoTerminal()
        let before = pty.settings
        #expect(pty.isCanonical)
        let device = TerminalDevice(input: pty.slave, output: pty.slave)
        try device.enterRawMode()
        let raw = pty.settings
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        device.restore()
        device.restore()  // a second call does nothing
        #expect(pty.settings.c_lflag == before.c_lflag)
        #expect(pty.settings.c_iflag == before.c_iflag)
    }

    @Test func onlyOneTerminalIsRawAtATime() throws {
        let first = try PseudoTerminal()
        let second = try PseudoTerminal()
        let device = TerminalDevice(input: first.slave, output: first.slave)
        try device.enterRawMode()
        defer { device.restore() }
        let other = TerminalDevice(input: second.slave, output: second.slave)
        #expect(throws: PresentationError.self) { try other.enterRawMode() }
        #expect(second.isCanonical)
    }

    @Test func aResizeWakesTheReader() throws {
        let pty = try PseudoTerminal()
        let device = TerminalDevice(input: pty.slave, output: pty.slave)
        try device.enterRawMode()
        defer { device.restore() }
        kill(getpid(), SIGWINCH)  // to the process: test threads may block signals
        #expect(try device.read(timeout: .seconds(30)) == .resized)
    }

    @Test func thePickerRestoresTheTerminalAfterAChoice() throws {
        let pty = try PseudoTerminal()
        let before = pty.settings
        let slave = pty.slave
        pty.type("\u{1B}[B\r")
        let recorder = OutcomeRecorder()
        AnsiPresenter(openTerminal: { () throws(PresentationError) -> TerminalDevice in
            TerminalDevice(input: slave, output: slave)
        }).present(
            PresentationRequest(sheet: .demo, output: OutputOptions(colorDepth: .ansi16, timeout: 30)),
            delegate: recorder)
        #expect(recorder.all == [.finish(1)])
        #expect(pty.settings.c_lflag == before.c_lflag)
        #expect(pty.read(until: "\u{1B}[?25h").hasSuffix("\u{1B}[J\r\u{1B}[?25h"))
    }

    @Test func thePickerRestoresTheTerminalAfterATimeout() throws {
        let pty = try PseudoTerminal()
        let before = pty.settings
        let slave = pty.slave
        let recorder = OutcomeRecorder()
        AnsiPresenter(openTerminal: { () throws(PresentationError) -> TerminalDevice in
            TerminalDevice(input: slave, output: slave)
        }).present(
            PresentationRequest(sheet: .demo, output: OutputOptions(colorDepth: .ansi16, timeout: 0.05)),
            delegate: recorder)
        #expect(recorder.all == [.fail(.timedOut)])
        #expect(pty.settings.c_lflag == before.c_lflag)
        #expect(pty.read(until: "\u{1B}[?25h").hasSuffix("\u{1B}[?25h"))
    }

    // MARK: Signals, in a child process

    /// The child's side: hold the terminal named by `SHEETCTL_RAW_CHILD` raw until a signal ends the process.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SHEETCTL_RAW_CHILD"] != nil))
    func rawModeChild() throws {
        let path = try #require(ProcessInfo.processInfo.environment["SHEETCTL_RAW_CHILD"])
        let descriptor = open(path, O_RDWR | O_NOCTTY)
        try #require(descriptor >= 0)
        let device = TerminalDevice(input: descriptor, output: descriptor)
        try device.enterRawMode()
        device.setExitSequence("<restored>")
        try device.write("<ready>")
        _ = try device.read(timeout: .seconds(60))
        device.restore()
        Issue.record("the child was not ended by a signal")
    }

    struct SignalCase: Sendable, CustomTestStringConvertible {
        var name: String
        var signal: Int32
        var testDescription: String { name }
    }

    @Test(arguments: [
        SignalCase(name: "SIGINT", signal: SIGINT), SignalCase(name: "SIGTERM", signal: SIGTERM),
        SignalCase(name: "SIGHUP", signal: SIGHUP),
    ])
    func aTerminatingSignalRestoresTheTerminalAndStillEndsTheProcess(_ testCase: SignalCase) throws {
        guard ProcessInfo.processInfo.environment["SHEETCTL_RAW_CHILD"] == nil else { return }
        let pty = try PseudoTerminal()
        let before = pty.settings
        let executable = CommandLine.arguments[0]
        let arguments = [executable, "--testing-library", "swift-testing", "--filter", "rawModeChild"]
        var environment = ProcessInfo.processInfo.environment
        environment["SHEETCTL_RAW_CHILD"] = pty.slavePath
        let environmentWords = environment.map { "\($0.key)=\($0.value)" }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = withCStrings(arguments) { argv in
            withCStrings(environmentWords) { envp in posix_spawn(&pid, executable, &actions, nil, argv, envp) }
        }
        try #require(spawned == 0)

        let greeting = pty.read(until: "<ready>")
        #expect(greeting.contains("<ready>"))
        #expect(!pty.isCanonical)
        kill(pid, testCase.signal)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        #expect(status & 0x7F == testCase.signal)  // ended by the signal itself
        #expect(pty.read(until: "<restored>").contains("<restored>"))
        #expect(pty.settings.c_lflag == before.c_lflag)
        #expect(pty.settings.c_iflag == before.c_iflag)
    }
}

/// Calls `body` with a NULL-terminated C array of the strings.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}
