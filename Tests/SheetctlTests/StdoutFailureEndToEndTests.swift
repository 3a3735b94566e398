import Foundation
import OutsideClients
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output that cannot take the answer, through the built binary: full (`/dev/full`),
/// closed (`>&-`), or a pipe whose reader has gone, with `SIGPIPE` at its default or ignored by
/// the parent. Each is exit 74, never 0 with the answer lost, nor a death by `SIGPIPE`; the reason
/// is on stderr, except for a reader that went away, which chose to stop reading.
@Suite final class StdoutFailureEndToEndTests {
    /// Runs `sheetctl "$@"` with standard output spoiled as `$2` says and prints `exit=N`.
    ///
    /// A pipe without a reader: a FIFO opened both ways (which never waits), then for writing,
    /// then its first end closed, leaves a write end no one reads.
    static let script = """
        bin=$1; how=$2; shift 2
        case $how in
          full) "$bin" "$@" > /dev/full ;;
          closed) "$bin" "$@" >&- ;;
          pipe-default|pipe-ignored)
            dir=$(mktemp -d); mkfifo "$dir/f"
            exec 3<>"$dir/f"; exec 4>"$dir/f"; exec 3<&-; rm -r "$dir"
            if [ "$how" = pipe-default ]; then signal=--default-signal=PIPE; else signal=--ignore-signal=PIPE; fi
            env "$signal" "$bin" "$@" >&4 ;;
        esac
        echo "exit=$?"
        """

    struct Case: Sendable, CustomTestStringConvertible {
        var how: String
        var arguments: [String]
        var reason: String
        var testDescription: String { "\(how): \(arguments.prefix(2).joined(separator: " "))" }
    }

    static var commands: [[String]] {
        [
            ["preview", "--presenter", "plain"],
            ["present", "--choose", "0", "--call", "CALL"],
            ["registry", "resolve", "2021001234567890"],
            ["schema", "theme"],
        ]
    }

    static let reasons = [
        // A reader that has gone is the reader's choice (`sheetctl registry list | head`): nothing is said.
        ("full", "no space left on device"), ("closed", "bad file descriptor"), ("pipe-default", ""),
        ("pipe-ignored", ""),
    ]

    static let cases: [Case] = reasons.flatMap { how, reason in
        commands.map { Case(how: how, arguments: $0, reason: reason) }
    }

    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sheetctl-stdout-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{"items": ["Share", "Delete"]}"#.write(toFile: folder + "/call.json", atomically: false, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    @Test(.enabled(if: ShellScript.envSetsSignals, "env cannot set signals here"), arguments: cases)
    func aLostAnswerIsExit74WithTheReason(_ test: Case) throws {
        let arguments = test.arguments.map { $0 == "CALL" ? folder + "/call.json" : $0 }
        let result = try ShellScript.run(Self.script, [test.how] + arguments)
        #expect(result.stdout == "exit=74\n")
        #expect(
            result.stderr == (test.reason.isEmpty ? "" : "sheetctl: cannot write to standard output: \(test.reason)\n"))
    }
}

extension StdoutFailureEndToEndTests {
    @Test func aWatchWhoseDrawingsAreLostStopsWith74() throws {
        // Bounded: a watch that went on drawing into nothing would wait for a save forever.
        try "items: [a]\n".write(toFile: folder + "/sheet.yaml", atomically: false, encoding: .utf8)
        let result = try ShellScript.run(
            #"timeout -s KILL 20 "$1" preview --watch --sheet "$2" > /dev/full; echo "exit=$?""#,
            [folder + "/sheet.yaml"])
        #expect(result.stdout == "exit=74\n")
        #expect(result.stderr == "sheetctl: cannot write to standard output: no space left on device\n")
    }
}

/// `sheetctl show`'s choice, lost to a full standard output, in a real terminal.
@Suite(.needs(.tmux))
struct ShowStdoutFailureTests {
    @Test func aChoiceThatCannotBeWrittenIsExit74() throws {
        let binary = try #require(SheetctlProcess.binary)
        let session = try TmuxSession(
            script: """
                \(TmuxSession.quote(binary)) show Alpha Beta > /dev/full 2> err
                echo $? > code.partial; mv code.partial code
                exec sleep 600
                """)
        defer { session.kill() }
        _ = try session.waitForScreen { rows in rows.contains { $0.contains("enter choose") } }
        try session.send("Enter")
        let code = try session.waitForFile("code")
        #expect(code == "74\n")
        #expect(session.file("err") == "sheetctl: cannot write to standard output: no space left on device\n")
    }
}
