import PresenterRegistry
import ThemeKit

/// The routing options commands that draw a sheet share (`--app`, `--locale`, `--registry`), and
/// how they combine with `--presenter` and `--theme`.
///
/// The route of the mini program (`--app`, else the routing file's default route) gives a
/// presenter, a theme and a locale; each flag given beats the route's field. The route's theme is
/// loaded like any other, but a broken one never stops the command: the built-in default stands
/// in and the diagnostics say why on stderr.
enum RouteOptions {
    /// `--app ID`, `--locale TAG` and `--registry FILE`.
    static let options: [OptionSpec] = [
        .option("--app", "ID", "Route as the mini program ID is routed: its presenter, theme and locale."),
        .option("--locale", "TAG", "The BCP 47 language tag for the cancel label (beats the route's)."),
        Commands.registryOption,
    ]

    /// What the route and the flags decided, before the theme is loaded.
    struct Resolution {
        /// The mini program, when `--app` named one.
        var appID: String?
        /// The route after the flags' overrides: the presenter's name, the theme's name or path
        /// and the locale.
        var route: Route
        /// Whether `--theme` named the theme (so a broken one is the command's input error).
        var themeFromFlag: Bool
        /// The presenter the route or `--presenter` names.
        var choice: PresenterChoice
        /// The routing file that was read, when one was.
        var routingFile: String?
    }

    /// Resolves the route and looks its presenter up, reporting problems on stderr.
    ///
    /// The routing file is read when `consultRoutingFile` is true, or when `--app` or `--registry`
    /// is given; otherwise the built-in route (presenter `auto`, theme `default`) applies.
    /// - Parameters:
    ///   - arguments: The parsed command line.
    ///   - context: The command's environment and streams.
    ///   - spec: The command, for a usage error's help line.
    ///   - consultRoutingFile: Whether the routing file's default route applies without `--app`.
    /// - Returns: The resolution, or the exit code to end with: 64 for a `--presenter` that names no
    ///   presenter, 65 for a routing file that cannot be used (or a route whose presenter is gone),
    ///   66 for a named routing file that cannot be opened.
    static func resolve(
        _ arguments: ParsedArguments, context: CommandContext, spec: CommandSpec, consultRoutingFile: Bool = false
    ) -> Result<Resolution, CommandExit> {
        let appID = arguments.value("--app")
        var route = Route.builtIn
        var routingFile: String?
        if consultRoutingFile || appID != nil || arguments.value("--registry") != nil {
            switch Commands.loadRoutingTable(arguments, context: context) {
            case .failure(let exit): return .failure(exit)
            case .success(let loaded):
                route = appID.map { loaded.table.route(for: $0) } ?? loaded.table.defaultRoute
                routingFile = loaded.location?.path
            }
        }
        let flagPresenter = arguments.value("--presenter")
        if let presenter = flagPresenter { route.presenter = presenter }
        if let theme = arguments.value("--theme") { route.theme = theme }
        if let locale = arguments.value("--locale") { route.locale = locale }
        guard let choice = PresenterChoice(named: route.presenter, context: context) else {
            guard flagPresenter == nil else {
                return .failure(
                    CommandExit(
                        code: SheetctlCommand.usageError(
                            UsageError(
                                "unknown presenter '\(route.presenter)'",
                                suggestion: Suggestion.closest(
                                    to: route.presenter, in: PresenterChoice.names(context: context))),
                            spec: spec, path: arguments.path, context: context)))
            }
            // The routing file's lint checks presenters against the same catalog, so only a plugin
            // that vanished in between gets here.
            context.stderr.write(
                "sheetctl: the route of '\(appID ?? "default")' names presenter '\(route.presenter)', "
                    + "which cannot be found\n")
            return .failure(CommandExit(code: ExitCode.dataError))
        }
        return .success(
            Resolution(
                appID: appID, route: route, themeFromFlag: arguments.value("--theme") != nil,
                choice: choice, routingFile: routingFile))
    }

    /// Loads the resolution's theme, printing its diagnostics to stderr.
    ///
    /// A theme that cannot be used never stops the command: the built-in default stands in.
    /// - Parameters:
    ///   - resolution: The resolved route.
    ///   - arguments: The parsed command line, for `--theme-path`.
    ///   - context: The command's environment and streams.
    /// - Returns: The theme, and the exit code the command should end with when it succeeds
    ///   otherwise: 65 (66 when its file cannot be opened) when a theme `--theme` named could not
    ///   be used; 0 when the route named it, since the route is the host's configuration and the
    ///   sheet is still drawn.
    ///   The files are those the theme was read from (for `--watch`).
    static func loadTheme(_ resolution: Resolution, arguments: ParsedArguments, context: CommandContext) -> (
        theme: Theme, exitCode: Int32, files: [String]
    ) {
        if resolution.themeFromFlag { return ThemeOptions.loadReadingFiles(arguments, context: context) }
        let result = ThemeOptions.library(arguments, context: context).loadOrDefault(resolution.route.theme)
        context.report(result.diagnostics, sources: result.sources)
        let files = result.sources.map(\.name).filter { !$0.hasPrefix("<") }
        return (result.theme ?? .builtInDefault, ExitCode.success, files)
    }
}
