import SheetText

/// Where the routing table for resolving one app comes from, when not from the routing file read
/// whole: the seam through which a compiled cache is plugged in.
///
/// PresenterRegistry reads the routing file itself (``RegistryLocation/loadTable(catalog:)``) and
/// knows no cache; the command line passes RoutingTools' `RoutingCache` to
/// ``RegistryLocation/loadTable(catalog:resolving:cache:)``, and a host that only answers calls
/// passes nothing and does not link the cache.
package protocol RoutingTableSource: Sendable {
    /// The routing table for resolving `app`: one that resolves it (and the default route)
    /// exactly as the whole file would.
    /// - Parameters:
    ///   - app: The ID to be resolved.
    ///   - location: The routing file.
    ///   - catalog: The presenters routes may name.
    /// - Returns: The table; the source when it was read (`nil` when the source was not read);
    ///   the warnings loading gave; whether the table came from somewhere other than the source.
    /// - Throws: ``DiagnosticError`` as ``RegistryLocation/loadTable(catalog:)``.
    func table(for app: String, at location: RegistryLocation, catalog: PresenterCatalog) throws(DiagnosticError)
        -> (table: RoutingTable, source: SourceText?, warnings: [Diagnostic], cached: Bool)
}
