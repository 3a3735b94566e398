/// The exit codes of `sheetctl`, as DESIGN.md's table gives them.
package enum ExitCode {
    /// Done: chosen, rendered, clean lint, answered call.
    package static let success: Int32 = 0
    /// Dismissed (`show`), or lint found errors.
    package static let failure: Int32 = 1
    /// A usage error: unknown flag, missing argument.
    package static let usage: Int32 = 64
    /// Input that cannot be used: theme, sheet, routing file, call.
    package static let dataError: Int32 = 65
    /// An input file that cannot be opened.
    package static let noInput: Int32 = 66
    /// Something failed that is not the input's fault (a write, a lock).
    package static let ioError: Int32 = 74
    /// `show` timed out.
    package static let timedOut: Int32 = 124
    /// Interrupted by Ctrl-C.
    package static let interrupted: Int32 = 130
}
