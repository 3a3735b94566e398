import SheetSystem
import SheetText
import ThemeKit

/// Where the routing file is: a named one must exist; a missing one at a default place means the built-in route.
package struct RegistryLocation: Sendable, Hashable {
    /// In the order the first match wins.
    package enum Origin: String, Sendable, Hashable {
        case flag
        /// `SHEETCTL_REGISTRY`.
        case environment
        case xdgConfigHome
        case home
    }

    package var path: String
    package var origin: Origin

    /// So that its absence is an error.
    package var isExplicit: Bool { origin == .flag || origin == .environment }

    /// Empty values count as unset.
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

    /// - Returns: `nil` when the file does not exist at a default place.
    package func read() throws(DiagnosticError) -> SourceText? {
        if !isExplicit {
            var info = stat()
            if stat(path, &info) != 0, errno == ENOENT || errno == ENOTDIR { return nil }
        }
        return try SourceText.read(path: path, maxBytes: YAMLLimits.routing.maxInputBytes)
    }

    /// With an `app` and a compiled `cache`, the table may come from the cache and answer only for `app`:
    /// the cost of a call then does not grow with the file.
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
