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
        appearanceOption,
    ]

    /// `--appearance light|dark|auto`: which side of a light and dark theme pair to draw with.
    static let appearanceOption = OptionSpec.option(
        "--appearance", .choices(AppearanceChoice.allCases.map(\.rawValue)),
        "Which side of a light and dark theme pair to draw with in a terminal (default: auto, which asks the "
            + "terminal for its background, else reads COLORFGBG, else uses the theme as named).")

    /// Sets the appearance options from `--appearance` and `COLORFGBG`.
    /// - Parameters:
    ///   - output: The options to complete.
    ///   - mayAskTerminal: Whether rendering may ask the terminal for its background: only when
    ///     what is rendered goes to a terminal.
    /// - Throws: ``UsageError`` for a value that is not light, dark or auto.
    static func applyAppearance(
        _ arguments: ParsedArguments, context: CommandContext, to output: inout OutputOptions, mayAskTerminal: Bool
    ) throws(UsageError) {
        let choices = AppearanceChoice.allCases.map(\.rawValue)
        output.appearance = try arguments.choice("--appearance", choices).flatMap(AppearanceChoice.init) ?? .auto
        output.mayAskTerminal = mayAskTerminal
        output.colorFGBG = context.environment["COLORFGBG"]
    }

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
        var output = OutputOptions(
            width: ColorPolicy.width(requested: width, terminalColumns: columns, environment: context.environment),
            colorDepth: ColorPolicy.depth(
                choice: choice, environment: context.environment, isTerminal: context.stdoutIsTerminal))
        try applyAppearance(arguments, context: context, to: &output, mayAskTerminal: context.stdoutIsTerminal)
        return output
    }
}
