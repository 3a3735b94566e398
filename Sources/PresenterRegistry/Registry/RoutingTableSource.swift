import SheetText

/// The seam through which the command line plugs in RoutingTools' compiled cache; a host that only
/// answers calls passes nothing and does not link the cache.
package protocol RoutingTableSource: Sendable {
    /// A table that resolves `app` (and the default route) exactly as the whole file would.
    /// - Returns: `source`: `nil` when the source was not read; `cached`: whether the table came
    ///   from somewhere other than the source.
    func table(for app: String, at location: RegistryLocation, catalog: PresenterCatalog) throws(DiagnosticError)
        -> (
            table: RoutingTable, source: SourceText?, warnings: [Diagnostic], cached: Bool,
            distrust: RoutingCacheDistrust?
        )
}

/// Someone other than the user could have written the compiled routing cache: resolving then reads
/// the routing file, and says this once.
package struct RoutingCacheDistrust: Sendable, Equatable {
    package var path: String
    /// In fixed words: "others may write it (mode 777)".
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
