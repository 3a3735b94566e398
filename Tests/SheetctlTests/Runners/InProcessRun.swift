@testable import SheetctlCLI
import SheetSystem

extension SheetctlProcess {
    /// Runs `sheetctl` in this process, as the tool runs, but with its streams in buffers: the one
    /// in-process runner of the command-line suites (``run(_:input:environment:directory:timeout:)``
    /// spawns the built executable instead).
    /// - Parameters:
    ///   - arguments: The words after `sheetctl`.
    ///   - environment: The whole environment; empty by default, so no user configuration is read.
    ///   - terminal: Whether standard output counts as a terminal.
    /// - Returns: What the run gave; it never times out.
    static func runInProcess(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false)
        -> Result
    {
        let out = BufferSink(), err = BufferSink()
        let code = SheetctlCommand.run(
            arguments: arguments,
            context: CommandContext(stdout: out, stderr: err, environment: environment, stdoutIsTerminal: terminal))
        return Result(code: code, stdout: out.text, stderr: err.text, timedOut: false)
    }
}
