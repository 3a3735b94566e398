import PresenterRegistry
import SheetTerminal
import SheetText
import ThemeKit

/// The output options a command draws with, from its `--width`, `--color`, `--ambidouble` and
/// `--appearance` flags, the environment and whether standard output is a terminal (the rules are
/// ``ColorPolicy``'s).
enum OutputSettings {
    /// The options commands that draw a sheet accept.
    static let options: [OptionSpec] = [
        .option(
            "--width", .integer(OutputOptions.widths),
            "Fit lines to N terminal cells, 1 to 1000 (default: the terminal's width, else $COLUMNS, else 80); "
                + "narrower than the sheet needs is refused, saying how wide."
        ),
        .option("--color", .choices(ColorChoice.allCases.map(\.rawValue)), "Whether to use colour (default: auto)."),
        .flag(
            "--ambidouble",
            "Count East Asian Ambiguous characters (±, ①, ○, …, box drawing) two cells wide, as a terminal set up "
                + "for CJK draws them (also SHEETCTL_AMBIDOUBLE=1)."
        ),
        appearanceOption,
    ]

    /// `--ambidouble`, which every command that draws to a width takes (fzf's flag).
    static var ambidouble: OptionSpec { options[2] }

    /// `--appearance light|dark|auto`: which side of a light and dark theme pair to draw with.
    static let appearanceOption = OptionSpec.option(
        "--appearance", .choices(AppearanceChoice.allCases.map(\.rawValue)),
        "Which side of a light and dark theme pair to draw with in a terminal (default: auto, which asks the "
            + "terminal for its background, else reads COLORFGBG, else uses the theme as named).")

    /// Runs a command with East Asian Ambiguous characters counted two cells wide when it asked
    /// (`--ambidouble`, or `SHEETCTL_AMBIDOUBLE=1`), so every measure it makes counts the same way.
    static func withCellWidths(_ arguments: ParsedArguments, context: CommandContext, _ body: () -> Int32) -> Int32 {
        let wide = arguments.has("--ambidouble") || context.environment["SHEETCTL_AMBIDOUBLE"] == "1"
        return CellWidth.$ambiguousIsWide.withValue(wide) { body() }
    }

    /// Sets the appearance options from `--appearance` (checked by the parser) and `COLORFGBG`; the
    /// terminal is asked for its background only when `mayAskTerminal` (what is drawn goes to one).
    static func applyAppearance(
        _ arguments: ParsedArguments, context: CommandContext, to output: inout OutputOptions, mayAskTerminal: Bool
    ) {
        let appearance = arguments.value("--appearance").flatMap(AppearanceChoice.init)
        applyAppearance(appearance, context: context, to: &output, mayAskTerminal: mayAskTerminal)
    }

    /// Sets the appearance options from a typed `--appearance` and `COLORFGBG`.
    static func applyAppearance(
        _ appearance: AppearanceChoice?, context: CommandContext, to output: inout OutputOptions, mayAskTerminal: Bool
    ) {
        output.appearance = appearance ?? .auto
        output.mayAskTerminal = mayAskTerminal
        output.colorFGBG = context.environment["COLORFGBG"]
    }

    /// The width and colour depth to draw with on standard output, from `--width` and `--color`
    /// (checked by the parser); `terminalColumns` is the width of the terminal on standard output,
    /// asked of the kernel when not given.
    static func outputOptions(_ arguments: ParsedArguments, context: CommandContext, terminalColumns: Int?? = nil)
        -> OutputOptions
    {
        let columns = terminalColumns ?? (context.stdoutIsTerminal ? TerminalSize.columns(of: 1) : nil)
        let environment = context.environment
        var output = OutputOptions(
            width: ColorPolicy.width(
                requested: arguments.number("--width"), terminalColumns: columns, environment: environment),
            colorDepth: ColorPolicy.depth(
                choice: arguments.value("--color").flatMap(ColorChoice.init), environment: environment,
                isTerminal: context.stdoutIsTerminal))
        applyAppearance(arguments, context: context, to: &output, mayAskTerminal: context.stdoutIsTerminal)
        return output
    }
}
