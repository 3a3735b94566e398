import PresenterRegistry
import CommandLineKit
import Testing
@testable import SheetTerminal

@testable import SheetctlCLI
import SheetSystem

@Suite struct OutputSettingsTests {
    @Test func outputOptionsComeFromFlagsEnvironmentAndTerminal() throws {
        let spec = Commands.preview
        func options(_ words: [String], _ environment: [String: String], terminal: Bool, columns: Int?) throws
            -> OutputOptions
        {
            let parsed = try ArgumentParser.parse(words, spec: spec, path: ["preview"])
            let context = CommandContext(
                stdout: BufferSink(), stderr: BufferSink(), environment: environment, stdoutIsTerminal: terminal)
            return PreviewOptions(parsed).drawing.output(context: context, terminalColumns: .some(columns))
        }
        // Drawing to a terminal, --appearance auto may ask it for its background.
        func onTerminal(_ options: OutputOptions) -> OutputOptions {
            var options = options
            options.mayAskTerminal = true
            return options
        }
        #expect(try options([], [:], terminal: false, columns: nil) == OutputOptions(width: 80, colorDepth: .none))
        #expect(
            try options([], ["TERM": "xterm-256color"], terminal: true, columns: 132)
                == onTerminal(OutputOptions(width: 132, colorDepth: .ansi256)))
        #expect(
            try options(
                ["--width", "50", "--color", "always"], ["COLORTERM": "truecolor", "COLUMNS": "90"], terminal: false,
                columns: nil)
                == OutputOptions(width: 50, colorDepth: .trueColor))
        #expect(
            try options(["--color=never"], ["COLUMNS": "90"], terminal: true, columns: nil)
                == onTerminal(OutputOptions(width: 90, colorDepth: .none)))
        var chosen = OutputOptions(width: 80, colorDepth: .none)
        chosen.appearance = .dark
        chosen.colorFGBG = "0;15"
        #expect(try options(["--appearance", "dark"], ["COLORFGBG": "0;15"], terminal: false, columns: nil) == chosen)
    }

    @Test func previewIsPlainOnAPipeAndAnsiWhenColourIsOn() {
        let (plainCode, plain, _) = SheetctlProcess.runInProcess(["preview"]).parts
        #expect(plainCode == 0)
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.contains("  6. Delete photo (destructive)"))

        let (ansiCode, ansi, _) = SheetctlProcess.runInProcess(
            ["preview"], environment: ["FORCE_COLOR": "1", "COLORTERM": "truecolor"]
        ).parts
        #expect(ansiCode == 0)
        #expect(ansi.contains("\u{1B}[0;38;2;215;0;21;48;2;255;255;255m"))

        let (_, noColor, _) = SheetctlProcess.runInProcess(
            ["preview", "--color", "auto"], environment: ["NO_COLOR": "1"], terminal: true
        ).parts
        #expect(!noColor.contains("\u{1B}"))
    }

    @Test func previewPresenterAndWidthFlags() {
        // The demo sheet's narrowest width without colour: `Delete photo` keeps `D…` and its marker.
        let (code, text, _) = SheetctlProcess.runInProcess(["preview", "--presenter", "ansi", "--width", "20"]).parts
        #expect(code == 0)
        #expect(!text.contains("\u{1B}"))  // ansi without colour: the same layout, no escapes
        #expect(text.contains("────────────────────"))
        for line in text.split(separator: "\n") { #expect(TerminalText.width(String(line)) <= 20) }
        let (narrowCode, narrow, _) = SheetctlProcess.runInProcess(["preview", "--presenter", "ansi", "--width", "12"])
            .parts
        #expect(narrowCode == 64)
        #expect(narrow == "")

        let (_, plain, _) = SheetctlProcess.runInProcess(["preview", "--presenter", "plain", "--color", "always"]).parts
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.hasSuffix("  0. Cancel\n"))
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        BadCase(
            arguments: ["preview", "--width", "0"],
            message: "Error: --width takes a whole number from 1 to 1000, not '0'"),
        BadCase(
            arguments: ["preview", "--width", "wide"],
            message: "Error: --width takes a whole number from 1 to 1000, not 'wide'"),
        BadCase(
            arguments: ["preview", "--color", "alwys"],
            message: "Error: --color takes one of auto, always, never, not 'alwys'"),
        BadCase(
            arguments: ["preview", "--presenter", "fancy"],
            message: "Error: unknown presenter 'fancy'"),
    ])
    func badValuesAreUsageErrors(_ testCase: BadCase) {
        let (code, out, err) = SheetctlProcess.runInProcess(testCase.arguments).parts
        #expect(code == ExitStatus.usage)
        #expect(out.isEmpty)
        #expect(err.hasPrefix(testCase.message + "\n"))
        #expect(err.contains("Usage: sheetctl preview"))
    }
}
