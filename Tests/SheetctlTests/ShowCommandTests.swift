import Foundation
import PresenterRegistry
import Synchronization
import CommandLineKit
import Testing
@testable import SheetTerminal

@testable import SheetctlCLI
import SheetSystem

#if canImport(Glibc)
    import Glibc
#endif

/// `sheetctl show` in-process: usage errors, badges, output formats, and every way out of the
/// picker, with pipes standing in for the terminal.
@Suite struct ShowCommandTests {
    // MARK: Usage errors

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var suggestion: String? = nil
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        // No items, and none on standard input (here /dev/null).
        UsageCase(arguments: [], error: "standard input held no items (one a line, or NUL-separated with --null)"),
        UsageCase(
            arguments: ["--title", "T"],
            error: "standard input held no items (one a line, or NUL-separated with --null)"),
        UsageCase(
            arguments: ["--destructive", "2", "A", "B"],
            error: "--destructive takes a whole number from 0 to 1, not '2'"),
        UsageCase(
            arguments: ["--destructive", "-1", "A", "B"],
            error: "--destructive takes a whole number from 0 to 1, not '-1'"),
        UsageCase(
            arguments: ["--selected", "x", "A"],
            error: "--selected 'x': no item has that label (nor is it an index from 0 to 0)"),
        UsageCase(
            arguments: ["--selected", "3", "A", "B", "C"], error: "--selected takes a whole number from 0 to 2, not '3'"
        ),
        UsageCase(
            arguments: ["--timeout", "0", "A"],
            error: "--timeout takes a number of seconds greater than 0 and at most 86400, not '0'"),
        UsageCase(
            arguments: ["--timeout", "soon", "A"],
            error: "--timeout takes a number of seconds greater than 0 and at most 86400, not 'soon'"),
        UsageCase(
            arguments: ["--output", "lable", "A"], error: "--output takes one of index, label, json, not 'lable'",
            suggestion: "label"),
        UsageCase(arguments: ["--width", "0", "A"], error: "--width takes a whole number from 1 to 1000, not '0'"),
        UsageCase(
            arguments: ["--color", "sometimes", "A"], error: "--color takes one of auto, always, never, not 'sometimes'"
        ),
        UsageCase(
            arguments: ["--presenter", "json", "A"],
            error: "the json presenter does not draw on a terminal; show takes auto, plain, ansi or a plugin"),
        UsageCase(
            arguments: ["--presenter", "svg", "A"],
            error: "the svg presenter does not draw on a terminal; show takes auto, plain, ansi or a plugin"),
        UsageCase(arguments: ["--presenter", "plian", "A"], error: "unknown presenter 'plian'", suggestion: "plain"),
        UsageCase(arguments: ["--titel", "T", "A"], error: "unknown option '--titel'", suggestion: "--title"),
        UsageCase(arguments: ["A", "--badge"], error: "missing value for '--badge <index:type[:text]>'"),
        UsageCase(arguments: ["--badge", "x", "A"], error: "--badge takes INDEX:TYPE[:TEXT], not 'x'"),
        UsageCase(
            arguments: ["--badge", "0:point", "--badge", "0:more", "A"], error: "--badge: item 0 is given two badges"),
        UsageCase(
            arguments: ["--badge", "2:point", "A", "B"],
            error: "--badge '2:point': no item 2; the index is from 0 to 1 (there are 2 items)"),
        UsageCase(arguments: ["A", "-x"], error: "unknown option '-x'", suggestion: "-0"),
    ]

    @Test(arguments: usageCases)
    func usageErrorsExit64WithTheirMessage(_ test: UsageCase) {
        let result = SheetctlProcess.runInProcess(["show"] + test.arguments)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        var expected = "Error: \(test.error)\n"
        if let suggestion = test.suggestion { expected += "Did you mean '\(suggestion)'?\n" }
        expected += "Usage: \(HelpFormatter.shortUsage(for: Commands.show, path: ["show"], program: "sheetctl"))\n"
        expected += "  See 'sheetctl show --help' for more information.\n"
        #expect(result.stderr == expected)
    }

    @Test func aUsageErrorIsFoundBeforeTheTerminalIsOpened() throws {
        let opened = Mutex(false)
        let result = try Self.run(["--badge", "5:point", "A"]) {
            opened.withLock { $0 = true }
            return .failure(PresentationError(.noTerminal, "none"))
        }
        #expect(result.code == 64)
        #expect(!opened.withLock { $0 })
    }

    // MARK: Badges

    struct BadgeCase: Sendable, CustomTestStringConvertible {
        var spec: String
        var expected: Result<(Int, Badge), UsageError>
        var testDescription: String { spec }
    }

    static let badgeCases: [BadgeCase] = [
        BadgeCase(spec: "0:none", expected: .success((0, Badge(.none)))),
        BadgeCase(spec: "1:point", expected: .success((1, .point))),
        BadgeCase(spec: "2:more", expected: .success((2, .more))),
        BadgeCase(spec: "0:num:12", expected: .success((0, .num("12")))),
        BadgeCase(spec: "1:text:New", expected: .success((1, .text("New")))),
        BadgeCase(spec: "1:text:a:b", expected: .success((1, .text("a:b")))),
        BadgeCase(spec: "0", expected: .failure(UsageError("--badge takes INDEX:TYPE[:TEXT], not '0'"))),
        BadgeCase(spec: "", expected: .failure(UsageError("--badge takes INDEX:TYPE[:TEXT], not ''"))),
        BadgeCase(
            spec: "x:point", expected: .failure(UsageError("--badge 'x:point': the index 'x' is not a whole number"))),
        BadgeCase(
            spec: "3:point",
            expected: .failure(UsageError("--badge '3:point': no item 3; the index is from 0 to 2 (there are 3 items)"))
        ),
        BadgeCase(
            spec: "-1:point",
            expected: .failure(
                UsageError("--badge '-1:point': no item -1; the index is from 0 to 2 (there are 3 items)"))
        ),
        BadgeCase(
            spec: "0:nmu",
            expected: .failure(
                UsageError(
                    "--badge '0:nmu': unknown badge type 'nmu': one of none, point, num, text, more", suggestion: "num")
            )
        ),
        BadgeCase(
            spec: "0:num",
            expected: .failure(UsageError("--badge '0:num': a num badge takes a whole number: 0:num:NUMBER"))
        ),
        BadgeCase(
            spec: "0:num:many",
            expected: .failure(UsageError("--badge '0:num:many': a num badge takes a whole number: 0:num:NUMBER"))),
        BadgeCase(
            spec: "0:num:-3",
            expected: .failure(UsageError("--badge '0:num:-3': a num badge takes a whole number: 0:num:NUMBER"))),
        BadgeCase(
            spec: "1:text:",
            expected: .failure(UsageError("--badge '1:text:': a text badge takes its text: 1:text:TEXT"))
        ),
        BadgeCase(
            spec: "1:point:x", expected: .failure(UsageError("--badge '1:point:x': a point badge takes no text"))),
        BadgeCase(spec: "1:more:", expected: .failure(UsageError("--badge '1:more:': a more badge takes no text"))),
    ]

    @Test(arguments: badgeCases)
    func badgeSpecsAreReadOrRefused(_ test: BadgeCase) {
        let got: Result<(Int, Badge), UsageError>
        do throws(UsageError) {
            got = .success(try ShowSheet.badge(test.spec, itemCount: 3))
        } catch {
            got = .failure(error)
        }
        switch (got, test.expected) {
        case (.success(let a), .success(let b)):
            #expect(a.0 == b.0)
            #expect(a.1 == b.1)
        case (.failure(let a), .failure(let b)):
            #expect(a.message == b.message)
            #expect(a.suggestion == b.suggestion)
        default:
            Issue.record("got \(got), expected \(test.expected)")
        }
    }

    @Test func theSheetCarriesEveryFlag() throws {
        let words = [
            "--title", "T", "--message", "M", "--destructive", "1", "--cancel-label", "Back", "--badge", "0:num:3",
            "--badge", "2:text:New", "--selected", "2", "--timeout", "1.5", "--output", "json", "--", "A", "-B", "C",
        ]
        let options = try ShowSheet(words: words)
        #expect(options.sheet.title == "T")
        #expect(options.sheet.message == "M")
        #expect(options.sheet.items.map(\.text) == ["A", "-B", "C"])
        #expect(options.sheet.items.map(\.badge) == [.num("3"), .none, .text("New")])
        #expect(options.sheet.destructiveIndex == 1)
        #expect(options.sheet.cancelButtonText == "Back")
        #expect(options.selected == 2)
        #expect(options.timeout == 1.5)
        #expect(options.output == .json)
    }

    @Test func defaultsAreIndexOutputNoTimeoutAndTheFirstItem() throws {
        let options = try ShowSheet(words: ["A"])
        #expect(options.output == .index)
        #expect(options.timeout == nil)
        #expect(options.selected == nil)
        #expect(options.sheet.title == nil)
        #expect(options.sheet.destructiveIndex == nil)
    }

    // MARK: Output formats

    struct OutputCase: Sendable, CustomTestStringConvertible {
        var format: ShowOutputFormat
        var label: String
        var expected: String
        var testDescription: String { "\(format.rawValue) \(label.debugDescription)" }
    }

    static let outputCases: [OutputCase] = [
        OutputCase(format: .index, label: "B", expected: "1\n"),
        OutputCase(format: .label, label: "B", expected: "B\n"),
        OutputCase(format: .label, label: "red \u{1B}[31m 中文", expected: "red \u{1B}[31m 中文\n"),
        OutputCase(format: .json, label: "B", expected: #"{"index":1,"label":"B"}"# + "\n"),
        OutputCase(
            format: .json, label: "say \"hi\"\n\u{1B}", expected: #"{"index":1,"label":"say \"hi\"\n\u001B"}"# + "\n"),
    ]

    @Test(arguments: outputCases)
    func theChoiceIsPrintedInTheFormatAsked(_ test: OutputCase) {
        let bytes = test.format.bytes(index: 1, label: test.label, bytes: Array(test.label.utf8))
        #expect(String(decoding: bytes, as: UTF8.self) == test.expected)
    }

    // MARK: Ways out, with pipes for the terminal

    struct WayOut: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var keys: String
        var code: Int32
        var stdout: String = ""
        var environment: [String: String] = ["TERM": "xterm"]
        /// Whether the input stays open after the keys, so that only the keys can end the sheet
        /// (end of input dismisses too).
        var keepOpen = true
        var testDescription: String { name }
    }

    static let waysOut: [WayOut] = [
        WayOut(name: "down and enter", arguments: ["A", "B", "C"], keys: "\u{1B}[B\r", code: 0, stdout: "1\n"),
        WayOut(name: "enter on the first", arguments: ["A", "B"], keys: "\r", code: 0, stdout: "0\n"),
        WayOut(name: "--selected", arguments: ["--selected", "2", "A", "B", "C"], keys: "\r", code: 0, stdout: "2\n"),
        WayOut(
            name: "--output label keeps the text", arguments: ["--output", "label", "A", "B \u{1B}[1m"], keys: "j\r",
            code: 0, stdout: "B \u{1B}[1m\n"),
        WayOut(
            name: "--output json", arguments: ["--output", "json", "A", "B"], keys: "j ", code: 0,
            stdout: #"{"index":1,"label":"B"}"# + "\n"),
        WayOut(name: "q dismisses", arguments: ["A", "B"], keys: "q", code: 1),
        WayOut(name: "esc dismisses", arguments: ["A", "B"], keys: "\u{1B}", code: 1),
        WayOut(name: "enter on cancel", arguments: ["A", "B"], keys: "jj\r", code: 1),
        WayOut(name: "end of input dismisses", arguments: ["A", "B"], keys: "", code: 1, keepOpen: false),
        WayOut(name: "ctrl-c", arguments: ["A", "B"], keys: "\u{03}", code: 130),
        WayOut(
            name: "plain: a number", arguments: ["--presenter", "plain", "A", "B", "C"], keys: "3\n", code: 0,
            stdout: "2\n"),
        WayOut(name: "plain: 0 dismisses", arguments: ["--presenter", "plain", "A", "B"], keys: "0\n", code: 1),
        WayOut(
            name: "auto is plain when TERM is dumb", arguments: ["A", "B", "C"], keys: "3\n", code: 0, stdout: "2\n",
            environment: ["TERM": "dumb"]),
        WayOut(
            name: "auto is plain without TERM", arguments: ["A", "B", "C"], keys: "2\n", code: 0, stdout: "1\n",
            environment: [:]),
    ]

    @Test(arguments: waysOut)
    func everyWayOutHasItsExitCodeAndOnlyTheChoiceOnStdout(_ test: WayOut) throws {
        let keys = try ShowTestPipe.holding(test.keys, close: !test.keepOpen)
        defer { if test.keepOpen { close(keys.write) } }
        // A key that does nothing ends in a timeout (124), not a hang.
        let result = try Self.run(["--timeout", "10"] + test.arguments, environment: test.environment, input: keys)
        #expect(result.code == test.code)
        #expect(result.stdout == test.stdout)
    }

    @Test func aTimeoutExits124WithAMessage() throws {
        let keys = try ShowTestPipe.holding("", close: false)
        defer { close(keys.write) }
        let result = try Self.run(["--timeout", "0.2", "A", "B"], environment: ["TERM": "xterm"], input: keys)
        #expect(result.code == 124)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "sheetctl: show timed out: no choice within 0.2 seconds\n")
    }

    @Test func thePlainPresenterTimesOutToo() throws {
        let keys = try ShowTestPipe.holding("", close: false)
        defer { close(keys.write) }
        let result = try Self.run(["--presenter", "plain", "--timeout", "0.2", "A"], input: keys)
        #expect(result.code == 124)
    }

    @Test func noTerminalExits65WithAMessage() throws {
        let result = try Self.run(["A", "B"]) {
            .failure(PresentationError(.noTerminal, "cannot open the terminal /dev/tty: No such device or address"))
        }
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "sheetctl: show needs a terminal to draw on and read keys from: cannot open the terminal /dev/tty: No such device or address\n"
        )
    }

    @Test func theSheetIsDrawnOnTheTerminalNotOnStdout() throws {
        let keys = try ShowTestPipe.holding("\r", close: true)
        let screen = try ShowTestPipe.holding("", close: false)
        defer { close(screen.read) }
        let result = try Self.run(
            ["--title", "Pick one", "--cancel-label", "Never mind", "A", "B"], environment: ["TERM": "xterm"],
            input: keys, output: screen.write)
        close(screen.write)
        let drawn = String(decoding: try FileHandle(fileDescriptor: screen.read).readToEnd() ?? Data(), as: UTF8.self)
        #expect(result.code == 0)
        #expect(result.stdout == "0\n")
        #expect(drawn.contains("Pick one"))
        #expect(drawn.contains("Never mind"))
        #expect(!result.stdout.contains("Pick one"))
    }

    struct FailureCase: Sendable, CustomTestStringConvertible {
        var kind: PresentationError.Kind
        var code: Int32
        var stderr: String
        var testDescription: String { kind.rawValue }
    }

    static let failureCases: [FailureCase] = [
        FailureCase(kind: .interrupted, code: 130, stderr: ""),
        FailureCase(kind: .timedOut, code: 124, stderr: "sheetctl: show timed out: why\n"),
        FailureCase(
            kind: .noTerminal, code: 65,
            stderr: "sheetctl: show needs a terminal to draw on and read keys from: why\n"),
        FailureCase(kind: .io, code: 74, stderr: "sheetctl: why\n"),
        FailureCase(kind: .plugin, code: 74, stderr: "sheetctl: why\n"),
        FailureCase(kind: .invalidAnswer, code: 65, stderr: "sheetctl: why\n"),
    ]

    @Test(arguments: failureCases)
    func aPresenterFailureHasItsExitCodeAndNothingOnStdout(_ test: FailureCase) throws {
        let out = BufferSink(), err = BufferSink()
        let options = try ShowSheet(words: ["A"])
        let code = Commands.finishShow(
            .failure(PresentationError(test.kind, "why")), show: options,
            context: CommandContext(stdout: out, stderr: err, environment: [:]))
        #expect(code == test.code)
        #expect(out.text.isEmpty)
        #expect(err.text == test.stderr)
    }

    // MARK: Themes and routes

    @Test func aThemeThatCannotBeFoundStopsShowBeforeDrawing() throws {
        let opened = Mutex(false)
        let result = try Self.run(["--theme", "no-such-theme", "A"]) {
            opened.withLock { $0 = true }
            return .failure(PresentationError(.noTerminal, "none"))
        }
        #expect(result.code == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("no theme named 'no-such-theme'"))
        #expect(result.stderr.hasSuffix("sheetctl: the theme 'no-such-theme' cannot be used\n"))
        #expect(!result.stderr.contains("theme-fallback"))
        #expect(!opened.withLock { $0 })
    }

    @Test func aThemeFileThatCannotBeOpenedExits66() throws {
        let result = try Self.run(["--theme", "/nonexistent/theme.yaml", "A"])
        #expect(result.code == 66)
        #expect(result.stdout.isEmpty)
    }

    @Test func theRouteOfAnAppGivesThePresenter() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LintTestSupport.write("apps:\n  a: { presenter: plain }\n", to: folder + "/r.yaml")
        // The plain presenter takes "2\n" as the second item; the picker would take Enter as the first.
        let keys = try ShowTestPipe.holding("2\n", close: true)
        let result = try Self.run(
            ["--app", "a", "--registry", folder + "/r.yaml", "A", "B"], environment: ["TERM": "xterm"], input: keys)
        #expect(result.code == 0)
        #expect(result.stdout == "1\n")
    }

    @Test func presenterOverridesTheRoute() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LintTestSupport.write("apps:\n  a: { presenter: plain }\n", to: folder + "/r.yaml")
        let keys = try ShowTestPipe.holding("j\r", close: true)
        let result = try Self.run(
            ["--app", "a", "--registry", folder + "/r.yaml", "--presenter", "ansi", "A", "B"], input: keys)
        #expect(result.code == 0)
        #expect(result.stdout == "1\n")
    }

    /// Runs `show`, choosing the first item with Enter, and returns what was drawn on the terminal.
    static func drawn(_ words: [String], environment: [String: String] = ["TERM": "xterm"]) throws -> String {
        let keys = try ShowTestPipe.holding("\r", close: true)
        let screen = try ShowTestPipe.holding("", close: false)
        defer { close(screen.read) }
        let result = try run(words, environment: environment, input: keys, output: screen.write)
        close(screen.write)
        #expect(result.code == 0)
        return String(decoding: try FileHandle(fileDescriptor: screen.read).readToEnd() ?? Data(), as: UTF8.self)
    }

    @Test func theLocaleChoosesTheCancelLabel() throws {
        #expect(try Self.drawn(["--locale", "ja", "A"]).contains("キャンセル"))
        #expect(try Self.drawn(["A"]).contains("Cancel"))
        #expect(try Self.drawn(["--locale", "ja", "--cancel-label", "Back", "A"]).contains("Back"))
    }

    @Test func theRouteGivesTheLocaleAndTheFlagOverridesIt() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LintTestSupport.write("apps:\n  a: { locale: zh-Hans }\n", to: folder + "/r.yaml")
        let routed = ["--app", "a", "--registry", folder + "/r.yaml"]
        #expect(try Self.drawn(routed + ["A"]).contains("取消"))
        #expect(try Self.drawn(routed + ["--locale", "ko", "A"]).contains("취소"))
    }

    @Test func aPluginPresenterAnswersForTheSheet() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plugin = folder + "/sheetctl-presenter-second"
        try LintTestSupport.write("#!/bin/sh\ncat > /dev/null\necho '{\"index\": 1}'\n", to: plugin)
        #expect(chmod(plugin, 0o755) == 0)
        let environment = ["PATH": folder + ":/usr/bin:/bin"]
        let result = try Self.run(["--presenter", "second", "--output", "label", "A", "B"], environment: environment)
        #expect(result.code == 0)
        #expect(result.stdout == "B\n")
        #expect(result.stderr.isEmpty)
    }

    /// A route made for a host (json) still gives its theme and locale: the picker draws with
    /// auto in them and says so. It once exited 65 without drawing.
    @Test func aRouteToAPresenterThatCannotDrawOnATerminalDrawsWithAutoInItsThemeAndLocale() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LintTestSupport.write(
            "apps:\n  a: { presenter: json, theme: midnight, locale: ja }\n", to: folder + "/r.yaml")
        let keys = try ShowTestPipe.holding("\r", close: true)
        let screen = try ShowTestPipe.holding("", close: false)
        defer { close(screen.read) }
        let result = try Self.run(
            ["--app", "a", "--registry", folder + "/r.yaml", "--color", "always", "A"],
            environment: ["TERM": "xterm", "SHEETCTL_THEME_PATH": LintTestSupport.shipped], input: keys,
            output: screen.write)
        close(screen.write)
        let drawn = String(decoding: try FileHandle(fileDescriptor: screen.read).readToEnd() ?? Data(), as: UTF8.self)
        #expect(result.code == 0)
        #expect(result.stdout == "0\n")
        #expect(
            result.stderr
                == "sheetctl: the route of 'a' names the json presenter, which does not draw on a terminal; drawn with 'auto' in its theme 'midnight' and locale 'ja' instead\n"
        )
        #expect(drawn.contains("キャンセル"))
        #expect(drawn.contains("\u{1B}["), "drawn by ansi, not plain")
        let asked = try Self.drawn(
            ["--presenter", "auto", "--theme", "midnight", "--locale", "ja", "--color", "always", "A"],
            environment: ["TERM": "xterm", "SHEETCTL_THEME_PATH": LintTestSupport.shipped])
        #expect(drawn == asked, "the route's theme and locale")
    }

    @Test func aRouteToAThemeThatCannotBeFoundExits66() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try LintTestSupport.write("apps:\n  a: { theme: no-such-theme }\n", to: folder + "/r.yaml")
        let result = try Self.run(["--app", "a", "--registry", folder + "/r.yaml", "A"])
        #expect(result.code == 66)
        #expect(result.stderr.contains("no-such-theme"))
    }

    @Test func aMissingRoutingFileExits66() throws {
        let result = try Self.run(["--app", "a", "--registry", "/nonexistent/registry.yaml", "A"])
        #expect(result.code == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unreadable-file"))
    }

    // MARK: Support

    /// Runs `show` in-process with a terminal made of descriptors.
    static func run(
        _ words: [String], environment: [String: String] = [:], input: ShowTestPipe? = nil, output: Int32? = nil
    ) throws -> (code: Int32, stdout: String, stderr: String) {
        let nullDevice = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer {
            close(nullDevice)
            if let input { close(input.read) }
        }
        let read = input?.read ?? nullDevice
        let write = output ?? nullDevice
        return try run(words, environment: environment) {
            .success(TerminalDevice(input: read, output: write, ownsDescriptors: false))
        }
    }

    /// Runs `show` in-process with the given terminal opener.
    static func run(
        _ words: [String], environment: [String: String] = [:], terminal: @escaping TerminalDevice.Opener
    ) throws -> (code: Int32, stdout: String, stderr: String) {
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: environment)
        let parsed = try ArgumentParser.parse(words, spec: Commands.show, path: ["show"])
        // Items come from the arguments; standard input, when read, is empty.
        let empty = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(empty) }
        let code = Commands.runShow(
            ShowOptions(parsed), items: parsed.positionals, labels: parsed.positionalWords, context: context,
            terminal: terminal, itemInput: empty)
        return (code, out.text, err.text)
    }
}

extension ShowSheet {
    /// `show`'s words, parsed and checked as the command checks them.
    init(words: [String]) throws {
        let parsed = try ArgumentParser.parse(words, spec: Commands.show, path: ["show"])
        try self.init(ShowOptions(parsed), items: parsed.positionals, labels: parsed.positionalWords)
    }
}

/// A pipe standing in for a terminal's input (or output) in tests.
struct ShowTestPipe {
    /// The read end.
    var read: Int32
    /// The write end.
    var write: Int32

    /// A pipe holding `text`, its write end closed when `close` says so (end of input after the keys).
    static func holding(_ text: String, close shouldClose: Bool) throws -> ShowTestPipe {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        let bytes = Array(text.utf8)
        if !bytes.isEmpty { _ = Glibc.write(ends[1], bytes, bytes.count) }
        if shouldClose { close(ends[1]) }
        return ShowTestPipe(read: ends[0], write: ends[1])
    }
}
