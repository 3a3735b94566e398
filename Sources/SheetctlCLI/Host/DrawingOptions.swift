import CommandLineKit
import PresenterRegistry
import SheetTerminal
import ThemeKit

struct DrawingOptions: CommandOptions {
    var width: Int?
    var color: ColorChoice?
    var ambidouble = false
    var appearance: AppearanceChoice?

    static let options: [OptionSpec] = [
        option(
            "--width", { $0.width = $1 }, .integer(OutputOptions.widths),
            "Fit lines to N terminal cells, 1 to 1000 (default: the terminal's width, else $COLUMNS, else 80); "
                + "narrower than the sheet needs is refused, saying how wide."
        ),
        option(
            "--color", { $0.color = $1 }, .choices(ColorChoice.allCases.map(\.rawValue)),
            "Whether to use colour (default: auto)."),
        bind(ambidoubleOption) { $0.ambidouble = $1 }, bind(appearanceOption) { $0.appearance = $1 },
    ]

    /// The dispatcher counts East Asian Ambiguous characters two cells wide for the whole run when it is given.
    static let ambidoubleOption = OptionSpec.flag(
        "--ambidouble",
        "Count East Asian Ambiguous characters (±, ①, ○, …, box drawing) two cells wide, as a terminal set up "
            + "for CJK draws them (also SHEETCTL_AMBIDOUBLE=1).")

    static let appearanceOption = OptionSpec.option(
        "--appearance", .choices(AppearanceChoice.allCases.map(\.rawValue)),
        "Which side of a light and dark theme pair to draw with in a terminal (default: auto, which asks the "
            + "terminal for its background, else reads COLORFGBG, else uses the theme as named).")

    /// The terminal is asked for its background only when `mayAskTerminal` (what is drawn goes to one).
    static func applyAppearance(
        _ appearance: AppearanceChoice?, context: CommandContext, to output: inout OutputOptions, mayAskTerminal: Bool
    ) {
        output.appearance = appearance ?? .auto
        output.mayAskTerminal = mayAskTerminal
        output.colorFGBG = context.environment["COLORFGBG"]
    }

    func output(context: CommandContext, terminalColumns: Int?? = nil) -> OutputOptions {
        let columns = terminalColumns ?? (context.stdoutIsTerminal ? TerminalSize.columns(of: 1) : nil)
        let environment = context.environment
        var output = OutputOptions(
            width: ColorPolicy.width(requested: width, terminalColumns: columns, environment: environment),
            colorDepth: ColorPolicy.depth(choice: color, environment: environment, isTerminal: context.stdoutIsTerminal)
        )
        Self.applyAppearance(appearance, context: context, to: &output, mayAskTerminal: context.stdoutIsTerminal)
        return output
    }
}

extension ColorChoice: OptionValue {}
extension AppearanceChoice: OptionValue {}
