import SheetSystem
import SheetTerminal
import Synchronization

/// The presenters a host can use, by name: built-ins, registered ones, and `sheetctl-presenter-NAME` plugins.
///
/// It holds factories, looked up registered, built in, then plugin. Factories run outside the lock.
public final class PresenterCatalog: Sendable {
    /// Makes a presenter.
    public typealias Factory = @Sendable () -> any ActionSheetPresenter

    package enum Kind: String, Sendable, Hashable {
        case builtIn = "built-in"
        case registered
        case plugin
    }

    package struct Entry: Sendable, Hashable {
        package var name: String
        package var kind: Kind
        /// A plugin's executable.
        package var path: String?
    }

    /// The prefix of plugin executables' names.
    public static let pluginPrefix = "sheetctl-presenter-"

    /// The presenters that ship, by name.
    public static var builtIns: [(name: String, factory: Factory)] { BuiltInPresenters.all }

    private let registered = Mutex<[String: Factory]>([:])
    private let pageNames = Mutex<Set<String>>([])
    private let pluginPaths = Mutex<[String: String?]>([:])
    /// The directories searched for plugins, in order.
    public let searchDirectories: [String]
    /// The environment plugins run with; `nil` passes the host's own.
    public let pluginEnvironment: [String: String]?
    /// The plugins' time and size limits.
    public let pluginLimits: PluginLimits

    /// Creates a catalog that knows the built-ins.
    /// - Parameters:
    ///   - searchPath: Directories separated by `:`, searched for plugins; `nil` finds none, empty entries are skipped.
    ///   - pluginEnvironment: The environment plugins run with; `nil` passes the host's own.
    ///   - pluginLimits: The plugins' time and size limits.
    public init(
        searchPath: String?, pluginEnvironment: [String: String]? = nil, pluginLimits: PluginLimits = PluginLimits()
    ) {
        searchDirectories = (searchPath ?? "").split(separator: ":").map(String.init)
        self.pluginEnvironment = pluginEnvironment
        self.pluginLimits = pluginLimits
    }

    /// Registers a presenter, replacing any of the same name and hiding a built-in or plugin of that name.
    /// - Parameters:
    ///   - name: The name routes use.
    ///   - factory: Makes the presenter; called each time one is asked for, outside any lock.
    public func register(_ name: String, factory: @escaping Factory) {
        registered.withLock { $0[name] = factory }
        pageNames.withLock { _ = $0.remove(name) }
    }

    /// Registers a presenter that draws off a terminal: a request that draws on a terminal
    /// (``SheetRequest/drawsOnTerminal``) routed to it is drawn with `auto` instead.
    public func registerDrawingOffTerminal(_ name: String, factory: @escaping Factory) {
        register(name, factory: factory)
        pageNames.withLock { _ = $0.insert(name) }
    }

    /// Whether the presenter called `name` draws off a terminal: json, svg, html, and those registered so.
    public func drawsOffTerminal(_ name: String) -> Bool {
        if pageNames.withLock({ $0.contains(name) }) { return true }
        let registeredHere = registered.withLock { $0[name] != nil }
        return !registeredHere && BuiltInPresenters.names.contains(name)
            && !BuiltInPresenters.terminalNames.contains(name)
    }

    /// Removes a registered presenter.
    /// - Parameter name: The name it was registered under.
    /// - Returns: Whether one was registered.
    @discardableResult
    public func unregister(_ name: String) -> Bool {
        registered.withLock { $0.removeValue(forKey: name) != nil }
    }

    /// Whether a presenter of this name exists (registered, built in, or a plugin).
    public func contains(_ name: String) -> Bool {
        if registered.withLock({ $0[name] != nil }) { return true }
        if Self.builtIns.contains(where: { $0.name == name }) { return true }
        return pluginPath(named: name) != nil
    }

    /// A presenter by name.
    /// - Parameters:
    ///   - name: The presenter's name.
    ///   - onFallback: Told when a plugin fails and `plain` draws instead.
    /// - Returns: The presenter, or `nil` when no presenter has this name.
    public func presenter(
        named name: String, onFallback: @escaping @Sendable (PresentationError) -> Void = { _ in }
    ) -> (any ActionSheetPresenter)? {
        if let factory = registered.withLock({ $0[name] }) { return factory() }
        if let builtIn = Self.builtIns.first(where: { $0.name == name }) { return builtIn.factory() }
        guard let path = pluginPath(named: name) else { return nil }
        let plugin = ExternalPresenter(name: name, path: path, environment: pluginEnvironment, limits: pluginLimits)
        return FallbackPresenter(primary: plugin, fallback: PlainPresenter(), report: onFallback)
    }

    /// The executable of a plugin, found on the search path (first match wins) and remembered.
    /// - Parameter name: The presenter's name; one with `/` or a NUL, or empty, is never a plugin.
    /// - Returns: The executable's path, or `nil`.
    public func pluginPath(named name: String) -> String? {
        guard Self.isPluginName(name) else { return nil }
        if let known = pluginPaths.withLock({ $0[name] }) { return known }
        let found = searchDirectories.lazy.map { "\($0)/\(Self.pluginPrefix)\(name)" }.first(where: Self.isExecutable)
        pluginPaths.withLock { $0[name] = .some(found) }
        return found
    }

    /// A plugin file on the search path that cannot be run, so that "unknown presenter" can say why.
    func unrunnablePlugin(named name: String) -> String? {
        guard Self.isPluginName(name), pluginPath(named: name) == nil else { return nil }
        return searchDirectories.lazy.map { "\($0)/\(Self.pluginPrefix)\(name)" }.first { path in
            var info = stat()
            return stat(path, &info) == 0
        }
    }

    /// Built-ins, then registered ones, then plugins (each name once), each group sorted.
    package func entries() -> [Entry] {
        let registeredNames = registered.withLock { Array($0.keys) }.sorted()
        var result = Self.builtIns.map { Entry(name: $0.name, kind: .builtIn, path: nil) }
            .filter { !registeredNames.contains($0.name) }
        result += registeredNames.map { Entry(name: $0, kind: .registered, path: nil) }
        var seen = Set(result.map(\.name))
        var plugins: [Entry] = []
        for directory in searchDirectories {
            for file in Self.fileNames(in: directory) where file.hasPrefix(Self.pluginPrefix) {
                let name = String(file.dropFirst(Self.pluginPrefix.count))
                let path = "\(directory)/\(file)"
                guard Self.isPluginName(name), !seen.contains(name), Self.isExecutable(path) else { continue }
                seen.insert(name)
                plugins.append(Entry(name: name, kind: .plugin, path: path))
            }
        }
        return result + plugins.sorted { $0.name < $1.name }
    }

    static func isPluginName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.unicodeScalars.contains { $0.value < 0x20 }
    }

    private static func isExecutable(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }

    private static func fileNames(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) { names.append(direntName(entry)) }
        return names
    }
}
