import SheetTerminal
import SheetSystem
import SheetText
import ThemeKit

/// What a command runs with: its streams and environment. Tests make their own.
package struct CommandContext {
    package var stdout: any OutputSink
    /// Diagnostics and errors go here: messages built as ``MessageText``, which shows what they
    /// quote visibly, and rendered diagnostics, nothing else.
    var stderr: MessageStream
    package var environment: [String: String]
    /// Whether standard output is a terminal (for colour and width decisions).
    package var stdoutIsTerminal: Bool
    /// The words after `sheetctl` as the system gave them, when one of them is not valid UTF-8;
    /// see ``ParsedArguments/positionalBytes``.
    package var argumentBytes: [[UInt8]]?

    package init(
        stdout: any OutputSink, stderr: any OutputSink, environment: [String: String], stdoutIsTerminal: Bool = false
    ) {
        self.stdout = stdout
        self.stderr = MessageStream(stderr)
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
    }

    /// Prints diagnostics to stderr, compiler style, quoting the lines of the given sources (a file
    /// not given is read again to quote it).
    package func report(_ diagnostics: [Diagnostic], sources: [SourceText] = []) {
        guard !diagnostics.isEmpty else { return }
        stderr.write(diagnostics, renderer: DiagnosticRenderer(sources: sources, readingOthers: true))
    }

    /// Writes a line for a person to standard output: the tool's words as written, what it quotes
    /// shown visibly.
    func writeLine(_ line: MessageText) { stdout.write(line.text + "\n") }
}
