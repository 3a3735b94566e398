import PresenterRegistry
import RoutingTools
import SheetServer
import SheetTerminal
import SheetText
import ThemeKit

/// The library's ``ActionSheetHost`` as the command line and the environment configure it, for
/// every command that draws or presents a sheet (`preview` and its `--watch`, `show`, `present`),
/// and the options those commands share.
///
/// The routing file (`--registry`, `SHEETCTL_REGISTRY`, the config folder's) is read when `--app`
/// or `--registry` is given (`present` always routes); the presenters are the built-ins, `web`
/// and the plugins on `PATH`; the themes are on the standard search path.
enum CommandHost {
    /// `--app ID`, `--locale TAG` and `--registry FILE`.
    static let routeOptions: [OptionSpec] = [
        .option(
            "--app", .text, placeholder: "id",
            "Route as the mini program ID is routed: its presenter, theme and locale."),
        .option(
            "--locale", .text, placeholder: "tag", "The BCP 47 language tag for the cancel label (beats the route's)."),
        Commands.registryOption,
    ]

    /// The presenters the command line adds to the library's built-ins: `web`, which needs a
    /// server, so it lives with ``SheetServer``, and the registry knows it by name only.
    static let hostPresenterNames = ["web"]

    /// The library's standard configuration for these arguments (`--registry`, `--theme-path`),
    /// the environment, the routing cache, and the command line's own presenter (`web`), which
    /// serves where each request's ``SheetRequest/page`` asks.
    static func configuration(_ arguments: ParsedArguments?, context: CommandContext) -> HostConfiguration {
        var configuration = HostConfiguration.standard(
            environment: context.environment, registry: arguments?.value("--registry"),
            themePaths: arguments?.all("--theme-path") ?? [])
        configuration.routingCache = RoutingCache.standard(environment: context.environment)
        configuration.presenters.registerDrawingOffTerminal("web") { WebPresenter() }
        return configuration
    }

    /// The presenters the command line finds: the built-ins, `web` and the plugins on `PATH`.
    static func presenters(_ context: CommandContext) -> PresenterCatalog {
        configuration(nil, context: context).presenters
    }

    /// The host, with the routing file when `--app` or `--registry` is given (or `alwaysRoutes`),
    /// its warnings told on stderr; resolving `app` (by default `--app`) alone, when one is given,
    /// so the table may come from the compiled cache.
    static func host(
        _ arguments: ParsedArguments, context: CommandContext, resolving app: String? = nil, alwaysRoutes: Bool = false
    ) -> Result<ActionSheetHost, CommandFailure> {
        var configuration = configuration(arguments, context: context)
        if !alwaysRoutes, arguments.value("--app") == nil, arguments.value("--registry") == nil {
            configuration.routingFile = nil
        }
        do throws(HostError) {
            let host = try ActionSheetHost(configuration: configuration, resolving: app ?? arguments.value("--app"))
            if let distrust = host.routingCacheDistrust {
                context.stderr.write(
                    "sheetctl: note: the routing cache is not used: '\(distrust.path)': \(distrust.reason)\n")
            }
            // An entry that cannot be used is skipped, not fatal: say which, and go on.
            context.report(host.diagnostics, sources: host.sources)
            return .success(host)
        } catch {
            context.report(error.diagnostics, sources: error.sources)
            return .failure(.host(error))
        }
    }

    /// The request the command line makes of the host: the sheet, the app and the overrides.
    static func request(_ source: SheetRequest.Source, _ arguments: ParsedArguments, output: OutputOptions)
        -> SheetRequest
    {
        var request = SheetRequest(source, app: arguments.value("--app"), output: output)
        request.presenter = arguments.value("--presenter")
        request.theme = arguments.value("--theme")
        request.locale = arguments.value("--locale")
        return request
    }

    /// Prepares the sheet, printing every diagnostic on stderr.
    /// - Returns: The prepared presentation, or the failure (already explained on stderr, but for
    ///   a usage error, which the caller prints with its usage line).
    static func prepare(
        _ request: SheetRequest, host: ActionSheetHost, context: CommandContext
    ) -> Result<PreparedPresentation, CommandFailure> {
        do throws(HostError) {
            let prepared = try host.prepare(request)
            context.report(prepared.diagnostics, sources: prepared.sources)
            return .success(prepared)
        } catch {
            return .failure(failure(error, context: context))
        }
    }

    /// Says on stderr why the host could not prepare a sheet.
    /// - Returns: The failure; a usage error is left for the caller to print with its usage line.
    static func failure(_ error: HostError, context: CommandContext) -> CommandFailure {
        switch error.kind {
        case .unknownPresenter:
            return .usage(UsageError("\(error.message)", suggestion: error.suggestion))
        case .brokenRoute, .unusableTheme:
            context.report(error.diagnostics, sources: error.sources)
            context.stderr.write("sheetctl: \(error.message)\n")
        case .unusableSheet, .cannotOpenSheet, .unusableRouting, .cannotOpenRouting:
            context.report(error.diagnostics, sources: error.sources)  // they say it
        }
        return .host(error)
    }

    /// The note that a plugin failed and `plain` drew instead.
    static func fallbackNote(_ reason: PresentationError) -> MessageText {
        "sheetctl: \(reason.message); drawn with 'plain' instead\n"
    }
}

/// The theme options commands share (`--theme`, `--theme-path`) and the library they describe.
enum ThemeOptions {
    /// `--theme-path DIR`, repeatable: directories searched for themes before the standard ones.
    static let searchPathOptions: [OptionSpec] = [
        .option(
            "--theme-path", .directory, repeatable: true,
            "Look for themes in DIR first (repeatable; before SHEETCTL_THEME_PATH and ~/.config/sheetctl/themes).")
    ]

    /// `--theme NAME|PATH` and `--theme-path DIR`.
    static let options: [OptionSpec] =
        [.option("--theme", .theme, "The theme: a name on the theme path, or a file ('/' or .yaml in it).")]
        + searchPathOptions

    /// The theme library the command line and environment describe.
    static func library(_ arguments: ParsedArguments, context: CommandContext) -> ThemeLibrary {
        ThemeLibrary(
            searchPath: .standard(commandLine: arguments.all("--theme-path"), environment: context.environment))
    }
}

/// The output options a command draws with, from its `--width`, `--color`, `--ambidouble` and
/// `--appearance` flags, the environment and whether standard output is a terminal (the rules are
/// ``ColorPolicy``'s).
enum OutputSettings {
    /// The options commands that draw a sheet accept.
    static let options: [OptionSpec] = [
        .option(
            "--width", .integer(OutputOptions.widths),
            "Fit lines to N terminal cells, 1 to 1000 (default: the terminal's width, else $COLUMNS, else 80); narrower than the sheet needs is refused, saying how wide."
        ),
        .option("--color", .choices(ColorChoice.allCases.map(\.rawValue)), "Whether to use colour (default: auto)."),
        .flag(
            "--ambidouble",
            "Count East Asian Ambiguous characters (±, ①, ○, …, box drawing) two cells wide, as a terminal set up for CJK draws them (also SHEETCTL_AMBIDOUBLE=1)."
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
        output.appearance = arguments.value("--appearance").flatMap(AppearanceChoice.init) ?? .auto
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
