import SheetSystem
import SheetTerminal
public import ThemeKit

/// Where an ``ActionSheetHost`` gets everything from: the routing file, the theme folders, the
/// presenters, and the environment whose rules (`NO_COLOR`, `TERM`, `COLUMNS`) say how a sheet is drawn.
///
/// ```swift
/// var configuration = HostConfiguration(routingFile: "registry.yaml", themeDirectories: ["themes"])
/// configuration.presenters.register("mine") { MyPresenter() }
/// let host = try ActionSheetHost(configuration: configuration)
/// ```
public struct HostConfiguration: Sendable {
    /// The routing file; `nil` routes every app to `auto` and `default`.
    public var routingFile: String?
    /// Whether a routing file that does not exist is an error; else it means the built-in route.
    public var routingFileRequired: Bool
    /// The folders searched for themes by name, in order.
    public var themeDirectories: [String]
    /// The presenters routes may name: the built-ins, those registered, and the plugins found.
    public var presenters: PresenterCatalog
    /// The environment whose rules apply to drawing on the terminal.
    public var environment: [String: String]
    /// RoutingTools' compiled tables, so that resolving one app does not read the whole routing file.
    package var routingCache: (any RoutingTableSource)?

    /// A configuration of named files, with the built-in presenters and no plugins.
    /// - Parameters:
    ///   - routingFile: The routing file, which must exist; `nil` for the built-in route.
    ///   - themeDirectories: The folders themes are found in, in order.
    ///   - environment: The environment whose terminal rules apply; by default the process's.
    public init(
        routingFile: String? = nil, themeDirectories: [String] = [],
        environment: [String: String] = HostConfiguration.processEnvironment()
    ) {
        self.routingFile = routingFile
        self.routingFileRequired = routingFile != nil
        self.themeDirectories = themeDirectories
        self.presenters = PresenterCatalog(searchPath: nil)
        self.environment = environment
    }

    /// What `sheetctl` uses: the routing file (`--registry`, `SHEETCTL_REGISTRY`, the config folder's),
    /// the theme path (`--theme-path`, `SHEETCTL_THEME_PATH`, the config folder's, the shipped themes),
    /// and plugins on `PATH`.
    /// - Parameters:
    ///   - environment: The process environment.
    ///   - registry: A routing file named by the caller, beating the environment's.
    ///   - themePaths: Theme folders named by the caller, searched first.
    public static func standard(
        environment: [String: String], registry: String? = nil, themePaths: [String] = []
    ) -> HostConfiguration {
        var configuration = HostConfiguration(
            themeDirectories: ThemeSearchPath.standard(commandLine: themePaths, environment: environment)
                .directories,
            environment: environment)
        let location = RegistryLocation.locate(flag: registry, environment: environment)
        configuration.routingFile = location?.path
        configuration.routingFileRequired = location?.isExplicit ?? false
        configuration.presenters = PresenterCatalog(searchPath: environment["PATH"], pluginEnvironment: environment)
        return configuration
    }

    /// The themes of ``themeDirectories``.
    public var themes: ThemeLibrary { ThemeLibrary(searchPath: ThemeSearchPath(directories: themeDirectories)) }

    var routingLocation: RegistryLocation? {
        routingFile.map { RegistryLocation(path: $0, origin: routingFileRequired ? .flag : .home) }
    }

    /// How a sheet is drawn on the controlling terminal by this environment's rules: width, colour
    /// and cursor control. Without a terminal, 80 columns and no colour.
    public func terminalOutput() -> OutputOptions { Self.terminalOutput(environment: environment) }

    /// ``terminalOutput()`` by the rules of `environment`.
    public static func terminalOutput(environment: [String: String]) -> OutputOptions {
        let descriptor = try? TerminalDevice.openControllingDescriptor()
        defer { if let descriptor { close(descriptor) } }
        return terminalOutput(drawingOn: descriptor, environment: environment)
    }

    package static func terminalOutput(
        drawingOn descriptor: Int32?, width: Int? = nil, color: ColorChoice? = nil, environment: [String: String]
    ) -> OutputOptions {
        let columns = descriptor.flatMap { TerminalSize.columns(of: $0) }
        let isTerminal = descriptor.map { isatty($0) == 1 } ?? false
        return OutputOptions(
            width: ColorPolicy.width(requested: width, terminalColumns: columns, environment: environment),
            colorDepth: ColorPolicy.depth(choice: color, environment: environment, isTerminal: isTerminal),
            cursorControl: ColorPolicy.cursorControl(environment: environment))
    }

    /// The process's environment variables.
    public static func processEnvironment() -> [String: String] { environmentVariables() }
}
