import SheetTerminal
import SheetSystem
import SheetText
import ThemeKit

package struct CommandContext {
    package var stdout: any OutputSink
    /// Messages built as ``MessageText``, which shows what they quote visibly, and rendered diagnostics only.
    var stderr: MessageStream
    package var environment: [String: String]
    package var stdoutIsTerminal: Bool
    /// When one of the words after `sheetctl` is not valid UTF-8; see ``ParsedArguments/positionalBytes``.
    package var argumentBytes: [[UInt8]]?

    package init(
        stdout: any OutputSink, stderr: any OutputSink, environment: [String: String], stdoutIsTerminal: Bool = false
    ) {
        self.stdout = stdout
        self.stderr = MessageStream(stderr)
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    /// A file not among `sources` is read again to quote it.
    package func report(_ diagnostics: [Diagnostic], sources: [SourceText] = []) {
        guard !diagnostics.isEmpty else { return }
        stderr.write(diagnostics, renderer: DiagnosticRenderer(sources: sources, readingOthers: true))
    }

    func writeLine(_ line: MessageText) { stdout.write(line.text + "\n") }
}
