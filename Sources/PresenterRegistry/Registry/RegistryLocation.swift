import SheetSystem
import SheetText
import ThemeKit

/// Where the routing file is, and whether the user named it.
///
/// First match wins: a command-line flag, then `SHEETCTL_REGISTRY`, then
/// `$XDG_CONFIG_HOME/sheetctl/registry.yaml`, then `$HOME/.config/sheetctl/registry.yaml`. A file
/// the user named must exist; a missing file at a default place means the built-in route.
package struct RegistryLocation: Sendable, Hashable {
    /// How the path was chosen.
    package enum Origin: String, Sendable, Hashable {
        /// `--registry FILE`.
        case flag
        /// `SHEETCTL_REGISTRY`.
        case environment
        /// `$XDG_CONFIG_HOME/sheetctl/registry.yaml`.
        case xdgConfigHome
        /// `$HOME/.config/sheetctl/registry.yaml`.
        case home
    }

    /// The file's path.
    package var path: String
    /// How it was chosen.
    package var origin: Origin

    /// Whether the user named the file (flag or environment), so that its absence is an error.
    package var isExplicit: Bool { origin == .flag || origin == .environment }

    /// Finds the routing file's location.
    /// - Parameters:
    ///   - flag: The value of `--registry`, when given.
    ///   - environment: The environment variables.
    /// - Returns: The location, or `nil` when neither a flag, `SHEETCTL_REGISTRY`, an absolute
    ///   `XDG_CONFIG_HOME` nor `HOME` gives one (empty values count as unset).
    package static func locate(flag: String?, environment: [String: String]) -> RegistryLocation? {
        if let flag, !flag.isEmpty { return RegistryLocation(path: flag, origin: .flag) }
        if let path = environment["SHEETCTL_REGISTRY"], !path.isEmpty {
            return RegistryLocation(path: path, origin: .environment)
        }
        // A relative XDG_CONFIG_HOME is ignored, as the XDG specification says.
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return RegistryLocation(path: join(config, "sheetctl/registry.yaml"), origin: .xdgConfigHome)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return RegistryLocation(path: join(home, ".config/sheetctl/registry.yaml"), origin: .home)
        }
        return nil
    }

    private static func join(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }

    /// Reads the file.
    /// - Returns: Its text, or `nil` when it does not exist at a default place.
    /// - Throws: ``DiagnosticError`` with ``DiagnosticCode/unreadableFile`` when a named file is
    ///   missing or any file cannot be read, or ``DiagnosticCode/inputTooLarge``.
    package func read() throws(DiagnosticError) -> SourceText? {
        if !isExplicit {
            var info = stat()
            if stat(path, &info) != 0, errno == ENOENT || errno == ENOTDIR { return nil }
        }
        return try SourceText.read(path: path, maxBytes: YAMLLimits.routing.maxInputBytes)
    }

    /// Reads and loads the routing table to resolve routes from it: an entry that cannot be used
    /// is left out with a warning (see ``RoutingFile/loadForResolving(_:catalog:)``). With an `app`
    /// and a `cache` (the command line's compiled cache, when it is current), the table may come
    /// from the cache and answer only for `app` and the default route: the cost of a call then
    /// does not grow with the file.
    /// - Returns: The table (one with only the built-in route when the file does not exist at a
    ///   default place), the source read, the warnings about entries left out, whether a file was
    ///   found (the source, or its cache), and why the cache was not used when someone else could
    ///   have written it (a note to say).
    /// - Throws: ``DiagnosticError`` when the file cannot be read or used.
    package func loadTable(
        catalog: PresenterCatalog, resolving app: String? = nil, cache: (any RoutingTableSource)? = nil
    ) throws(DiagnosticError) -> (
        table: RoutingTable, source: SourceText?, warnings: [Diagnostic], found: Bool, distrust: RoutingCacheDistrust?
    ) {
        if let app, let cache {
            let loaded = try cache.table(for: app, at: self, catalog: catalog)
            return (
                loaded.table, loaded.source, loaded.warnings, loaded.source != nil || loaded.cached, loaded.distrust
            )
        }
        guard let source = try read() else { return (RoutingTable(), nil, [], false, nil) }
        let (table, warnings) = try RoutingFile.loadForResolving(source, catalog: catalog)
        return (table, source, warnings, true, nil)
    }
}
