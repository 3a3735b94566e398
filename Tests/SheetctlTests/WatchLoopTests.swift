import Foundation
import CommandLineKit
import Testing

import PresenterRegistry

@testable import SheetctlCLI
import SheetSystem
import SheetText

/// The watch loop's decisions that end without waiting, run in-process with a stand-in for the
/// drawing, and the files one drawing of `preview` says it read.
/// Serialized: the loop installs the process's SIGINT and SIGTERM handlers, one loop at a time.
@Suite(.serialized) struct WatchLoopTests {
    static func arguments(_ words: [String]) throws -> PreviewOptions {
        PreviewOptions(try ArgumentParser.parse(words, spec: Commands.preview, path: ["preview"]))
    }

    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func nothingToWatchDrawsOnceAndEndsWith66() throws {
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: [:])
        let code = PreviewWatch.run(try Self.arguments(["--watch"]), context: context) {
            PreviewPass(drawing: "drawn\n", exitCode: 0, inputs: [])
        }
        #expect(code == ExitStatus.noInput)
        #expect(out.text == "drawn\n")
        #expect(err.text == "sheetctl: --watch has no file to watch: the sheet and the theme are built in\n")
    }

    @Test func aTerminalIsClearedBeforeEachDrawing() throws {
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: ["TERM": "xterm"], stdoutIsTerminal: true)
        _ = PreviewWatch.run(try Self.arguments(["--watch"]), context: context) {
            PreviewPass(drawing: "drawn\n", exitCode: 0, inputs: [])
        }
        #expect(out.text == "\u{1B}[H\u{1B}[2Jdrawn\n")
    }

    @Test func warningsComeAfterTheClearedScreenSoTheyStayVisible() throws {
        let screen = BufferSink()  // stdout and stderr on one terminal, in the order written
        let context = CommandContext(
            stdout: screen, stderr: screen, environment: ["TERM": "xterm"], stdoutIsTerminal: true)
        _ = PreviewWatch.run(try Self.arguments(["--watch"]), context: context) {
            PreviewPass(
                drawing: "drawn\n", exitCode: 0, inputs: [],
                messages: RecordedMessages("t.yaml:1:1: warning: low contrast\n"))
        }
        #expect(
            screen.text.hasPrefix("\u{1B}[H\u{1B}[2Jdrawn\nt.yaml:1:1: warning: low contrast\n"),
            "\(screen.text.debugDescription)")
    }

    @Test func aBrokenSaveDoesNotSayTheDefaultIsUsed() throws {
        let folder = try Self.folder()
        let theme = folder + "/t.yaml"
        try "name: t\ncolors: { item: nope }\n".write(toFile: theme, atomically: true, encoding: .utf8)
        let arguments = try Self.arguments(["--watch", "--theme", theme])
        let context = CommandContext(stdout: BufferSink(), stderr: BufferSink(), environment: [:])
        let pass = Commands.drawPreview(
            arguments, output: OutputOptions(width: 80, colorDepth: .none), watching: true, context: context)
        #expect(!pass.isGood)
        #expect(pass.messages.text.contains("t.yaml:2:17: error"), "\(pass.messages.text)")
        #expect(!pass.messages.text.contains("built-in default"), "\(pass.messages.text)")
        let once = Commands.drawPreview(
            arguments, output: OutputOptions(width: 80, colorDepth: .none), watching: false, context: context)
        #expect(once.messages.text.contains("using the built-in default"))
    }

    @Test func aDumbTerminalIsNotCleared() throws {
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: ["TERM": "dumb"], stdoutIsTerminal: true)
        _ = PreviewWatch.run(try Self.arguments(["--watch"]), context: context) {
            PreviewPass(drawing: "drawn\n", exitCode: 0, inputs: [])
        }
        #expect(out.text == "drawn\n")
    }

    @Test func aBrokenDrawingIsNotShown() throws {
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: [:])
        let code = PreviewWatch.run(try Self.arguments(["--watch"]), context: context) {
            PreviewPass(drawing: "the default's drawing\n", exitCode: ExitStatus.dataError, inputs: [])
        }
        #expect(code == ExitStatus.noInput)
        #expect(out.text.isEmpty)
    }

    @Test func aFolderThatCannotBeWatchedEndsWith66() throws {
        let missing = try Self.folder() + "/missing"
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: [:])
        let code = PreviewWatch.run(try Self.arguments(["--watch"]), context: context) {
            PreviewPass(drawing: "drawn\n", exitCode: 0, inputs: [missing + "/t.yaml"])
        }
        #expect(code == ExitStatus.noInput)
        #expect(err.text.contains("cannot watch '\(missing)': No such file or directory"))
    }

    @Test func aSheetOnStandardInputIsAUsageError() throws {
        let out = BufferSink(), err = BufferSink()
        let context = CommandContext(stdout: out, stderr: err, environment: [:])
        var drawn = false
        let code = PreviewWatch.run(try Self.arguments(["--watch", "--sheet", "-"]), context: context) {
            drawn = true
            return PreviewPass(drawing: nil, exitCode: 0, inputs: [])
        }
        #expect(code == ExitStatus.usage)
        #expect(!drawn)
        #expect(err.text.contains("Usage: sheetctl preview"))
    }

    @Test func aDrawingListsTheSheetTheThemeAndWhatItExtends() throws {
        let folder = try Self.folder()
        try "name: base\n".write(toFile: folder + "/base.yaml", atomically: true, encoding: .utf8)
        try "name: t\nextends: base.yaml\n".write(toFile: folder + "/t.yaml", atomically: true, encoding: .utf8)
        try "title: T\nitems: [A]\n".write(toFile: folder + "/s.yaml", atomically: true, encoding: .utf8)
        let arguments = try Self.arguments(["--sheet", folder + "/s.yaml", "--theme", folder + "/t.yaml"])
        let context = CommandContext(stdout: BufferSink(), stderr: BufferSink(), environment: [:])
        let pass = Commands.drawPreview(
            arguments, output: OutputOptions(width: 80, colorDepth: .none), watching: false, context: context)
        #expect(pass.isGood)
        #expect(pass.inputs == [folder + "/s.yaml", folder + "/t.yaml", folder + "/base.yaml"])
    }

    @Test func aThemeThatCannotBeReadIsStillListed() throws {
        let folder = try Self.folder()
        let arguments = try Self.arguments(["--theme", folder + "/gone.yaml"])
        let err = BufferSink()
        let context = CommandContext(stdout: BufferSink(), stderr: err, environment: [:])
        let pass = Commands.drawPreview(
            arguments, output: OutputOptions(width: 80, colorDepth: .none), watching: false, context: context)
        #expect(!pass.isGood)
        #expect(pass.exitCode == ExitStatus.noInput)
        #expect(pass.inputs == [folder + "/gone.yaml"])
        #expect(pass.messages.text.contains("gone.yaml"))
    }

}

extension PreviewPass {
    /// A pass whose drawing is given as text.
    init(
        drawing: String?, exitCode: Int32, inputs: [String], messages: RecordedMessages = RecordedMessages()
    ) {
        self.init(utf8: drawing.map { Array($0.utf8) }, exitCode: exitCode, inputs: inputs, messages: messages)
    }
}
