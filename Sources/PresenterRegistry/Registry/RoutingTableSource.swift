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
    ///   the warnings loading gave; whether the table came from somewhere other than the source;
    ///   and why a cache was not used when someone else could have written it (a note to say).
    /// - Throws: ``DiagnosticError`` as ``RegistryLocation/loadTable(catalog:)``.
    func table(for app: String, at location: RegistryLocation, catalog: PresenterCatalog) throws(DiagnosticError)
        -> (
            table: RoutingTable, source: SourceText?, warnings: [Diagnostic], cached: Bool,
            distrust: RoutingCacheDistrust?
        )
}

/// Why a compiled routing cache (its folder or one of its files) was not used: someone other than
/// the user could have written it. Resolving then reads the routing file, and says this once.
package struct RoutingCacheDistrust: Sendable, Equatable {
    /// The folder or cache file.
    package var path: String
    /// Why, in fixed words: "it belongs to another user (uid 1001), not to you", "others may
    /// write it (mode 777)".
    package var reason: String

    /// Creates a reason not to use a cache.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
