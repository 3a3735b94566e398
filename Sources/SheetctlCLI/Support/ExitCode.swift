/// The exit codes of `sheetctl`, as DESIGN.md's table gives them.
public enum ExitCode {
    /// Done: chosen, rendered, clean lint, answered call.
    public static let success: Int32 = 0
    /// Dismissed (`show`), or lint found errors.
    public static let failure: Int32 = 1
    /// A usage error: unknown flag, missing argument.
    public static let usage: Int32 = 64
    /// Input that cannot be used: theme, sheet, routing file, call.
    public static let dataError: Int32 = 65
    /// An input file that cannot be opened.
    public static let noInput: Int32 = 66
    /// Something failed that is not the input's fault (a write, a lock).
    public static let ioError: Int32 = 74
    /// `show` timed out.
    public static let timedOut: Int32 = 124
    /// Interrupted by Ctrl-C.
    public static let interrupted: Int32 = 130
}
