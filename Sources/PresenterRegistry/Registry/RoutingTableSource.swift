import SheetText

/// The seam through which the command line plugs in RoutingTools' compiled cache, so hosts need not link it.
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

/// Someone other than the user could have written the routing cache: the routing file is read instead.
package struct RoutingCacheDistrust: Sendable, Equatable {
    package var path: String
    /// In fixed words: "others may write it (mode 777)".
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
