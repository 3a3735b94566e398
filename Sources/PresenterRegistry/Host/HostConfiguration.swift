import SheetSystem
import SheetTerminal
public import ThemeKit

/// Where an ``ActionSheetHost`` gets everything from: the routing file (and its compiled cache),
/// the theme folders, the presenters and the plugins they find, and the environment whose rules
/// (`NO_COLOR`, `TERM`, `COLUMNS`) say how a sheet is drawn on the terminal.
///
/// ``standard(environment:registry:themePaths:)`` is what `sheetctl` uses; a host that ships its
/// own files names them:
///
/// ```swift
/// var configuration = HostConfiguration(routingFile: "registry.yaml", themeDirectories: ["themes"])
/// configuration.presenters.register("mine") { MyPresenter() }
/// let host = try ActionSheetHost(configuration: configuration)
/// ```
public struct HostConfiguration: Sendable {
    /// The routing file; `nil` routes every app to `auto` and `default`.
    public var routingFile: String?
    /// Whether a routing file that does not exist is an error (it was named); else it means the
    /// built-in route, as a missing file at the standard place does.
    public var routingFileRequired: Bool
    /// The folders searched for themes by name, in order.
    public var themeDirectories: [String]
    /// The presenters routes may name: the built-ins, those registered, and the plugins found.
    public var presenters: PresenterCatalog
    /// The environment whose rules apply to drawing on the terminal.
    public var environment: [String: String]
    /// The compiled routing cache: the seam through which the command line (RoutingTools) plugs
    /// in its compiled tables, so that resolving one app does not read the whole routing file.
    /// `nil` reads the file.
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

    /// What `sheetctl` uses: the routing file `--registry` names, else `SHEETCTL_REGISTRY`, else
    /// the config folder's (`XDG_CONFIG_HOME`, `HOME`) when it exists (the command line adds
    /// its compiled cache through ``routingCache``); the theme path (`--theme-path`, `SHEETCTL_THEME_PATH`, the config
    /// folder's, the shipped themes); plugins on `PATH`, run with this environment.
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

    /// The theme library of ``themeDirectories``.
    public var themes: ThemeLibrary { ThemeLibrary(searchPath: ThemeSearchPath(directories: themeDirectories)) }

    var routingLocation: RegistryLocation? {
        routingFile.map { RegistryLocation(path: $0, origin: routingFileRequired ? .flag : .home) }
    }

    /// How a sheet is drawn on the controlling terminal by this environment's rules: its width
    /// (`COLUMNS`, else the window's), colour (`NO_COLOR`, `TERM`, `COLORTERM`) and whether the
    /// cursor moves (`TERM`). Without a terminal, 80 columns and no colour.
    public func terminalOutput() -> OutputOptions { Self.terminalOutput(environment: environment) }

    /// ``terminalOutput()`` by the rules of `environment`.
    public static func terminalOutput(environment: [String: String]) -> OutputOptions {
        let descriptor = try? TerminalDevice.openControllingDescriptor()
        defer { if let descriptor { close(descriptor) } }
        return terminalOutput(drawingOn: descriptor, environment: environment)
    }

    /// `descriptor` is a terminal, or what stands for one in a test.
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
