import CommandLineKit
import PresenterRegistry
import RoutingTools
import SheetServer
import SheetTerminal
import SheetText
import ThemeKit

enum CommandHost {
    static func configuration(_ options: HostOptions, context: CommandContext) -> HostConfiguration {
        var configuration = HostConfiguration.standard(
            environment: context.environment, registry: options.registry, themePaths: options.themePaths)
        configuration.routingCache = RoutingCache.standard(environment: context.environment)
        configuration.presenters.registerDrawingOffTerminal("web") { WebPresenter() }
        return configuration
    }

    static func presenters(_ context: CommandContext) -> PresenterCatalog {
        configuration(HostOptions(), context: context).presenters
    }

    /// Routes when `--app` or `--registry` is given (or `alwaysRoutes`); one app alone may come from the cache.
    static func host(
        _ options: HostOptions, context: CommandContext, resolving app: String? = nil, alwaysRoutes: Bool = false
    ) -> Result<ActionSheetHost, CommandFailure> {
        var configuration = configuration(options, context: context)
        if !alwaysRoutes, options.app == nil, options.registry == nil { configuration.routingFile = nil }
        do throws(HostError) {
            let host = try ActionSheetHost(configuration: configuration, resolving: app ?? options.app)
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

    static func request(
        _ source: SheetRequest.Source, _ options: HostOptions, presenter: String?, output: OutputOptions
    ) -> SheetRequest {
        var request = SheetRequest(source, app: options.app, output: output)
        request.presenter = presenter
        request.theme = options.theme
        request.locale = options.locale
        return request
    }

    /// - Returns: The failure is already explained on stderr, but for a usage error, which the caller prints.
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

    static func themes(_ themePaths: [String], context: CommandContext) -> ThemeLibrary {
        ThemeLibrary(searchPath: .standard(commandLine: themePaths, environment: context.environment))
    }

    /// - Returns: A usage error is left for the caller to print with its usage line.
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

    static func fallbackNote(_ reason: PresentationError) -> MessageText {
        "sheetctl: \(reason.message); drawn with 'plain' instead\n"
    }
}
