import SheetTerminal
import SheetText
import PresenterRegistry
import SheetServer
import ThemeKit

/// The library's ``ActionSheetHost`` as the command line and the environment configure it, for
/// every command that draws or presents a sheet: `preview` (and its `--watch`), `show`, `present`.
///
/// The routing file (`--registry`, `SHEETCTL_REGISTRY`, the config folder's) is read when `--app`
/// or `--registry` is given, or when the command always routes (`present`); the presenters are
/// the built-ins and the plugins on `PATH`; the themes are on the standard search path.
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
    /// server, so it lives with ``SheetServer`` and not in the registry, which knows it by name
    /// only through the catalog the command line gives it.
    static let hostPresenterNames = ["web"]

    /// The presenters the command line finds: the built-ins, the command line's own (`web`) and
    /// the plugins on `PATH`.
    /// - Parameters:
    ///   - context: The environment; the web presenter tells its URL on stderr.
    ///   - web: Where the web presenter serves (`present --port/--address`); the loopback address
    ///     and a free port when not given.
    static func presenters(_ context: CommandContext, web: WebPresenter.Settings? = nil) -> PresenterCatalog {
        let catalog = PresenterCatalog(searchPath: context.environment["PATH"], pluginEnvironment: context.environment)
        var settings = web ?? WebPresenter.Settings()
        // Told on the presenting thread only, while the command waits for the answer.
        nonisolated(unsafe) let stderr = context.stderr
        settings.tell = { line in stderr.write("\(line)\n") }
        let configured = settings
        catalog.register("web") { WebPresenter(settings: configured) }
        return catalog
    }

    /// The host, with the routing file when the command reads one.
    /// - Parameters:
    ///   - arguments: The parsed command line.
    ///   - context: The environment, and stderr for the routing file's diagnostics.
    ///   - alwaysRoutes: Whether the routing file's default route applies without `--app`.
    /// - Returns: The host and the routing file read, if one was.
    ///   - web: Where the web presenter serves, when the command presents with it.
    static func host(
        _ arguments: ParsedArguments, context: CommandContext, alwaysRoutes: Bool = false,
        web: WebPresenter.Settings? = nil
    )
        -> Result<(host: ActionSheetHost, routingFile: String?), CommandFailure>
    {
        var host = ActionSheetHost(
            presenters: presenters(context, web: web), themes: ThemeOptions.library(arguments, context: context))
        guard alwaysRoutes || arguments.value("--app") != nil || arguments.value("--registry") != nil else {
            return .success((host, nil))
        }
        switch Commands.loadRoutingTable(
            arguments, context: context, catalog: host.presenters, resolving: arguments.value("--app"))
        {
        case .failure(let failure): return .failure(failure)
        case .success(let loaded):
            host.routing = loaded.table
            return .success((host, loaded.location?.path))
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
    /// - Parameters:
    ///   - request: What to prepare.
    ///   - host: The host.
    ///   - context: Where diagnostics go.
    ///   - leavingOut: Diagnostics not to print, by code.
    /// - Returns: The prepared presentation, or the failure (already explained on stderr, but for
    ///   a usage error, which the caller prints with its usage line).
    static func prepare(
        _ request: SheetRequest, host: ActionSheetHost, context: CommandContext, leavingOut: Set<DiagnosticCode> = []
    ) -> Result<PreparedPresentation, CommandFailure> {
        do throws(HostError) {
            let prepared = try host.prepare(request)
            context.report(prepared.diagnostics.filter { !leavingOut.contains($0.code) }, sources: prepared.sources)
            return .success(prepared)
        } catch {
            context.report(error.diagnostics, sources: error.sources)
            switch error.kind {
            case .unknownPresenter:
                return .failure(.usage(UsageError("\(error.message)", suggestion: error.suggestion)))
            case .brokenRoute:
                context.stderr.write("sheetctl: \(error.message)\n")
            case .unusableSheet, .cannotOpenSheet:
                break  // the diagnostics say it
            }
            return .failure(.host(error))
        }
    }

    /// Says on stderr why a plugin's drawing was made by `plain` instead.
    static func reportFallbacks(_ prepared: PreparedPresentation, context: CommandContext) {
        for reason in prepared.takeFallbacks() { context.stderr.write(fallbackNote(reason)) }
    }

    /// The note that a plugin failed and `plain` drew instead.
    static func fallbackNote(_ reason: PresentationError) -> MessageText {
        "sheetctl: \(reason.message); drawn with 'plain' instead\n"
    }
}
