import SheetTerminal
import SheetSystem
import SheetText
import ThemeKit

/// What a command runs with: its streams and environment. Tests make their own.
package struct CommandContext {
    /// Results go here.
    package var stdout: any OutputSink
    /// Diagnostics and errors go here: messages built as ``MessageText``, which shows what they
    /// quote visibly, and rendered diagnostics, nothing else.
    var stderr: MessageStream
    /// The environment variables.
    package var environment: [String: String]
    /// Whether standard output is a terminal (for colour and width decisions).
    package var stdoutIsTerminal: Bool
    /// The words after `sheetctl` as the system gave them, when one of them is not valid UTF-8;
    /// see ``ParsedArguments/positionalBytes``.
    package var argumentBytes: [[UInt8]]?

    /// Creates a context.
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
    /// - Parameter line: The line, without its line break.
    func writeLine(_ line: MessageText) { stdout.write(line.text + "\n") }

    /// Writes rows to standard output as columns two spaces apart, each padded to its widest cell
    /// in terminal cells (the first to `firstWidth` when given), every cell shown visibly; no line
    /// ends in spaces.
    func writeTable(_ rows: [[String]], firstWidth: Int? = nil) {
        let rows = rows.map { $0.map(TerminalText.sanitize) }
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], TerminalText.width(cell) + 2)
            }
        }
        if let firstWidth, !widths.isEmpty { widths[0] = firstWidth }
        let lines = rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 {
                    line += String(repeating: " ", count: max(0, widths[index] - TerminalText.width(cell)))
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line + "\n"
        }
        stdout.write(lines.joined())
    }
}
