import PresenterRegistry

/// The output options a command draws with, from its `--width` and `--color` flags, the
/// environment and whether standard output is a terminal (see ``ColorPolicy`` for the rules).
struct OutputSettings {
    /// The options commands that draw a sheet accept.
    static let options: [OptionSpec] = [
        .option(
            "--width", .integer(OutputOptions.widths),
            "Fit lines to N terminal cells, 1 to 1000 (default: the terminal's width, else $COLUMNS, else 80)."),
        .option("--color", .choices(ColorChoice.allCases.map(\.rawValue)), "Whether to use colour (default: auto)."),
    ]

    /// Computes the output options.
    /// - Parameters:
    ///   - arguments: The parsed command line.
    ///   - context: The command's environment and streams.
    ///   - terminalColumns: The width of the terminal on standard output, when it is one; asked of
    ///     the kernel when not given.
    /// - Returns: The width and colour depth to draw with.
    /// - Throws: ``UsageError`` for a width that is not a whole number from 1 to 1000 or an unknown colour choice.
    static func outputOptions(
        _ arguments: ParsedArguments, context: CommandContext, terminalColumns: Int?? = nil
    ) throws(UsageError) -> OutputOptions {
        let width = try arguments.integer("--width", in: OutputOptions.widths)
        let choice = try arguments.choice("--color", ColorChoice.allCases.map(\.rawValue)).flatMap(ColorChoice.init)
        let columns = terminalColumns ?? (context.stdoutIsTerminal ? TerminalSize.columns(of: 1) : nil)
        return OutputOptions(
            width: ColorPolicy.width(requested: width, terminalColumns: columns, environment: context.environment),
            colorDepth: ColorPolicy.depth(
                choice: choice, environment: context.environment, isTerminal: context.stdoutIsTerminal))
    }
}
