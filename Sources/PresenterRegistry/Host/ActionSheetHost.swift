import SheetTerminal
import SheetText
public import ThemeKit

/// The host's UI provider for action sheets: the one path from a mini program's request to its answer.
///
/// A broken theme falls back to the default. It prints nothing: problems come back as values.
///
/// ```swift
/// let host = try ActionSheetHost(routingFile: "registry.yaml", themeDirectories: ["themes"])
/// let answer = host.answer(callJSON: #"{"items": ["Share", "Delete"]}"#, app: "2021001234567890")
/// // {"index":0}
/// ```
public struct ActionSheetHost: Sendable {
    /// Routes each mini program to a presenter, a theme and a locale.
    public var routing: RoutingTable
    /// The presenters, by name.
    public var presenters: PresenterCatalog
    /// Where themes are found by name.
    public var themes: ThemeLibrary
    /// The routing file the table was read from, when one was.
    public var routingFile: String?
    /// What loading the configuration found that did not stop it (a routing entry left out).
    public var diagnostics: [Diagnostic] = []
    /// The texts ``diagnostics`` point into.
    public var sources: [SourceText] = []
    /// Why the routing file could not be used, for a host made by ``tolerating(_:resolving:)``.
    public var routingProblem: HostError?
    /// Why the routing cache was not used: someone other than the user could have written it.
    package var routingCacheDistrust: RoutingCacheDistrust?
    /// How a sheet is drawn on the terminal when a request does not say (``HostConfiguration/terminalOutput()``).
    public var environment: [String: String] = [:]

    /// Creates a host.
    /// - Parameters:
    ///   - routing: The routing table; by default every app gets `auto` and `default`.
    ///   - presenters: The presenters; by default the built-ins, with no plugins.
    ///   - themes: The themes; by default the built-in `default` alone.
    public init(
        routing: RoutingTable = RoutingTable(), presenters: PresenterCatalog = PresenterCatalog(searchPath: nil),
        themes: ThemeLibrary = ThemeLibrary(searchPath: ThemeSearchPath(directories: []))
    ) {
        self.routing = routing
        self.presenters = presenters
        self.themes = themes
    }

    /// Creates a host from a routing file and theme folders, with the built-in presenters.
    /// - Parameters:
    ///   - routingFile: The routing file; it must exist.
    ///   - themeDirectories: The folders themes are found in, in order.
    /// - Throws: ``HostError`` of kind ``HostError/Kind/cannotOpenRouting`` or
    ///   ``HostError/Kind/unusableRouting``, with the located diagnostics.
    public init(routingFile: String, themeDirectories: [String] = []) throws(HostError) {
        try self.init(configuration: HostConfiguration(routingFile: routingFile, themeDirectories: themeDirectories))
    }

    /// Creates a host as a configuration says: reads the routing file, finds the themes and plugins.
    /// - Parameters:
    ///   - configuration: Where everything comes from.
    ///   - app: The one app the host will answer for, when only one: the table may then come from the cache.
    /// - Throws: ``HostError`` when the routing file cannot be opened or used.
    public init(configuration: HostConfiguration, resolving app: String? = nil) throws(HostError) {
        self.init(presenters: configuration.presenters, themes: configuration.themes)
        environment = configuration.environment
        guard let location = configuration.routingLocation else { return }
        do throws(DiagnosticError) {
            let loaded = try location.loadTable(catalog: presenters, resolving: app, cache: configuration.routingCache)
            routingCacheDistrust = loaded.distrust
            routing = loaded.table
            routingFile = loaded.found ? location.path : nil
            diagnostics = loaded.warnings
            sources = loaded.source.map { [$0] } ?? []
        } catch {
            let unreadable = error.diagnostics.contains { $0.code == .unreadableFile }
            // The loader's error holds no text: read once more, on this path only, to quote the lines.
            let text = unreadable ? nil : (try? location.read()) ?? nil
            throw HostError(
                kind: unreadable ? .cannotOpenRouting : .unusableRouting,
                message: "the routing file '\(location.path)' cannot be used",
                diagnostics: error.diagnostics, sources: text.map { [$0] } ?? [])
        }
    }

    /// A host as ``init(configuration:resolving:)`` makes it, or, when the routing file cannot be
    /// used, one with the built-in route and the problem in ``routingProblem``.
    public static func tolerating(_ configuration: HostConfiguration, resolving app: String? = nil) -> ActionSheetHost {
        do throws(HostError) {
            return try ActionSheetHost(configuration: configuration, resolving: app)
        } catch {
            var fallback = configuration
            fallback.routingFile = nil
            // Loading without a routing file cannot fail.
            var host = (try? ActionSheetHost(configuration: fallback)) ?? ActionSheetHost()
            host.routingProblem = error
            return host
        }
    }

    /// Prepares a presentation: reads the sheet, routes it, chooses the presenter and loads the theme.
    /// - Parameter request: The sheet, who asks, and the overrides.
    /// - Returns: The presenter and its request, with every diagnostic and the files read.
    /// - Throws: ``HostError`` when the sheet, the presenter or (without a stand-in) the theme cannot be used.
    public func prepare(_ request: SheetRequest) throws(HostError) -> PreparedPresentation {
        var inputs: [String] = []
        do throws(HostError) {
            return try prepare(request, inputs: &inputs)
        } catch {
            var failure = error
            failure.inputs = inputs
            throw failure
        }
    }

    private func prepare(_ request: SheetRequest, inputs: inout [String]) throws(HostError) -> PreparedPresentation {
        var diagnostics: [Diagnostic] = []
        var sources: [SourceText] = []
        let (sheet, dialect) = try readSheet(request, inputs: &inputs, diagnostics: &diagnostics, sources: &sources)

        var route = request.app.map { routing.route(for: $0) } ?? routing.defaultRoute
        var standInFor: String?
        if let presenter = request.presenter {
            route.presenter = presenter
        } else if request.drawsOnTerminal, presenters.drawsOffTerminal(route.presenter) {
            standInFor = route.presenter
            route.presenter = "auto"
        }
        if let theme = request.themeText?.name ?? request.theme { route.theme = theme }
        if let locale = request.locale { route.locale = locale }

        let log = FallbackLog()
        guard let presenter = presenters.presenter(named: route.presenter, onFallback: { log.append($0) }) else {
            throw presenterError(route.presenter, fromOverride: request.presenter != nil, app: request.app)
        }

        let loaded = request.themeText.map(themes.load(source:)) ?? themes.load(route.theme)
        if ThemeLibrary.isPath(route.theme) { inputs.append(route.theme) }
        inputs += loaded.sources.map(\.name).filter { !$0.hasPrefix("<") && !inputs.contains($0) }
        diagnostics += loaded.diagnostics
        sources += loaded.sources
        var themeProblem: PreparedPresentation.ThemeProblem?
        if loaded.theme == nil {
            let codes = Set(loaded.diagnostics.map(\.code))
            themeProblem =
                codes.contains(.unreadableFile) ? .cannotOpen : codes.contains(.themeNotFound) ? .notFound : .unusable
            guard request.fallsBackToDefaultTheme else {
                throw HostError(
                    kind: .unusableTheme, message: "the theme '\(route.theme)' cannot be used",
                    diagnostics: diagnostics, sources: sources, themeProblem: themeProblem)
            }
            diagnostics.append(
                Diagnostic(
                    .note, .themeFallback, "theme '\(route.theme)' cannot be used; using the built-in default",
                    at: nil))
        }

        var presentation = PresentationRequest(
            sheet: sheet, theme: loaded.theme ?? .builtInDefault, locale: route.locale, appID: request.app,
            output: request.output)
        presentation.counterpart = loaded.counterpart
        presentation.platformCancelLabel = dialect?.defaultCancelText
        presentation.terminal = request.terminal
        presentation.page = request.page
        return PreparedPresentation(
            presenter: presenter, request: presentation, route: route, dialect: dialect, diagnostics: diagnostics,
            sources: sources, inputs: inputs, themeProblem: themeProblem,
            themeFromOverride: request.theme != nil || request.themeText != nil,
            standInFor: standInFor, fallbackLog: log)
    }

    /// Answers one call as the platform would, with the dialect's answer object: success, cancel or failure.
    /// - Parameters:
    ///   - callJSON: The call's parameters, as the mini program passed them.
    ///   - app: The mini program asking.
    ///   - dialect: The call's dialect; `nil` tells it from the keys.
    /// - Returns: The answer as compact JSON, such as `{"index":1}`.
    public func answer(callJSON: String, app: String?, dialect: CallDialect? = nil) -> String {
        var request = SheetRequest(.call(SourceText(name: "<call>", text: callJSON)), app: app)
        request.dialect = dialect
        request.output = HostConfiguration.terminalOutput(environment: environment)
        return answer(request).text
    }

    private func readSheet(
        _ request: SheetRequest, inputs: inout [String], diagnostics: inout [Diagnostic], sources: inout [SourceText]
    ) throws(HostError) -> (ActionSheet, CallDialect?) {
        let text: SourceText
        switch request.source {
        case .sheet(let sheet): return (sheet, request.dialect)
        case .decodedCall(let call):
            diagnostics += call.warnings
            return (call.sheet, call.dialect)
        case .call(let source), .sheetFile(let source): text = source
        case .sheetPath(let path):
            inputs.append(path)
            do throws(DiagnosticError) {
                text = try SourceText.read(
                    path: path, maxBytes: Self.maxSheetBytes, acceptingPipes: !request.readsSheetAgain)
            } catch {
                let unreadable = error.diagnostics.contains { $0.code == .unreadableFile }
                throw HostError(
                    kind: unreadable ? .cannotOpenSheet : .unusableSheet, message: "cannot read the sheet '\(path)'",
                    diagnostics: error.diagnostics)
            }
        }
        let isCall = if case .call = request.source { true } else { false }
        do throws(CallRejection) {
            let call =
                isCall
                ? try ActionSheetCall.decode(jsonText: text, dialect: request.dialect)
                : try ActionSheetCall.load(sheetFile: text, dialect: request.dialect)
            diagnostics += call.warnings
            sources.append(text)
            return (call.sheetToDraw, call.dialect)
        } catch {
            throw HostError(
                kind: .unusableSheet, message: "the sheet cannot be used: \(error.reason)",
                diagnostics: error.diagnostics, sources: [text],
                callAnswer: error.answer(in: request.dialect).compactText)
        }
    }

    private func presenterError(_ name: String, fromOverride: Bool, app: String?) -> HostError {
        let hint =
            presenters.unrunnablePlugin(named: name).map {
                "; '\($0)' is there but cannot be run: make it executable (chmod +x)"
            } ?? ""
        guard fromOverride else {
            return HostError(
                kind: .brokenRoute,
                message: "the route of '\(app ?? "default")' names presenter '\(name)', which cannot be found" + hint)
        }
        return HostError(
            kind: .unknownPresenter, message: "unknown presenter '\(name)'" + hint,
            suggestion: Suggestion.closest(to: name, in: presenters.entries().map(\.name)))
    }

    /// The largest sheet file read, 16 MiB.
    public static let maxSheetBytes = CallNode.maxBytes
}
