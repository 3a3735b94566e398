import SheetTerminal
import SheetText
import PresenterRegistry
import ThemeKit

/// The output options a command draws with, from its `--width` and `--color` flags, the
/// environment and whether standard output is a terminal (see ``ColorPolicy`` for the rules).
struct OutputSettings {
    /// The options commands that draw a sheet accept.
    static let options: [OptionSpec] = [
        .option(
            "--width", .integer(OutputOptions.widths),
            "Fit lines to N terminal cells, 1 to 1000 (default: the terminal's width, else $COLUMNS, else 80); narrower than the sheet needs is refused, saying how wide."
        ),
        .option("--color", .choices(ColorChoice.allCases.map(\.rawValue)), "Whether to use colour (default: auto)."),
        ambidouble,
        appearanceOption,
    ]

    /// The flag that counts East Asian Ambiguous characters two cells wide, for a terminal set up
    /// for CJK (fzf's `--ambidouble`): every command that draws to a width takes it.
    static let ambidouble = OptionSpec.flag(
        "--ambidouble",
        "Count East Asian Ambiguous characters (±, ①, ○, …, box drawing) two cells wide, as a terminal set up for CJK draws them (also SHEETCTL_AMBIDOUBLE=1)."
    )

    /// The environment variable that sets ``ambidouble`` for every command.
    static let ambidoubleVariable = "SHEETCTL_AMBIDOUBLE"

    /// Whether the command measures East Asian Ambiguous characters two cells wide: its
    /// `--ambidouble` flag, or `SHEETCTL_AMBIDOUBLE=1`.
    static func ambiguousIsWide(_ arguments: ParsedArguments, environment: [String: String]) -> Bool {
        arguments.has("--ambidouble") || environment[ambidoubleVariable] == "1"
    }

    /// Runs a command with the cell widths it asked for bound (ThemeKit's `CellWidth`), so that
    /// every measure it makes, its presenters' and its messages', counts the same way.
    static func withCellWidths(
        _ arguments: ParsedArguments, context: CommandContext, _ body: () -> Int32
    ) -> Int32 {
        CellWidth.$ambiguousIsWide.withValue(ambiguousIsWide(arguments, environment: context.environment)) { body() }
    }

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
