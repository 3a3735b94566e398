import SheetText
import ThemeKit

/// The routing file: which presenter, theme and locale each mini program gets.
///
/// ```yaml
/// default: { presenter: auto, theme: default }
/// apps:
///   "2021001234567890": { presenter: json, theme: midnight, locale: zh-Hans }
///   "2021*": { presenter: plain }     # a prefix pattern
/// ```
///
/// - `default` and `apps` are optional; an empty file routes every ID to ``Route/builtIn``.
/// - A route has `presenter`, `theme` and `locale`; what an entry leaves out comes from `default`.
/// - An `apps` key is an exact ID or a prefix followed by one `*`; `*` alone is an error.
/// - An exact ID beats the longest matching pattern, which beats `default`.
public enum RoutingFile {
    /// The keys of a routing file's top level, in the order the schema lists them.
    public static let topLevelKeys = ["default", "apps"]
    /// The fields of a route.
    public static let routeFields = ["presenter", "theme", "locale"]
    /// The most problems reported for one file; the rest are counted in a final note.
    public static let maxDiagnostics = 100

    /// Loads a routing file, checking presenter names against a fixed set.
    /// - Parameters:
    ///   - source: The file's text.
    ///   - knownPresenters: The presenter names that exist; `nil` accepts any name.
    /// - Returns: The table.
    /// - Throws: ``DiagnosticError`` with every problem found, when any is an error.
    public static func load(_ source: SourceText, knownPresenters: Set<String>? = nil) throws(DiagnosticError)
        -> RoutingTable
    {
        let (table, diagnostics) = read(
            source, isKnown: { knownPresenters?.contains($0) ?? true },
            candidates: { knownPresenters.map(Array.init) ?? [] })
        if diagnostics.containsErrors { throw DiagnosticError(diagnostics) }
        return table
    }

    /// Loads a routing file, checking presenter names against a catalog.
    /// - Parameters:
    ///   - source: The file's text.
    ///   - catalog: Where presenters are found.
    /// - Returns: The table.
    /// - Throws: ``DiagnosticError`` with every problem found, when any is an error.
    public static func load(_ source: SourceText, catalog: PresenterCatalog) throws(DiagnosticError) -> RoutingTable {
        let (table, diagnostics) = read(
            source, isKnown: { catalog.contains($0) }, candidates: { catalog.entries().map(\.name) })
        if diagnostics.containsErrors { throw DiagnosticError(diagnostics) }
        return table
    }

    /// Loads a routing file to resolve routes from it: an entry that cannot be used is left out with a
    /// located warning, so its app resolves as if the entry were absent.
    /// - Parameters:
    ///   - source: The file's text.
    ///   - catalog: Where presenters are found.
    /// - Returns: The table, and the warnings (the entries left out).
    /// - Throws: ``DiagnosticError`` when the file as a whole cannot be used.
    public static func loadForResolving(_ source: SourceText, catalog: PresenterCatalog) throws(DiagnosticError)
        -> (table: RoutingTable, warnings: [Diagnostic])
    {
        let (table, diagnostics) = read(
            source, isKnown: { catalog.contains($0) }, candidates: { catalog.entries().map(\.name) }, lenient: true)
        if diagnostics.containsErrors { throw DiagnosticError(diagnostics) }
        return (table, diagnostics)
    }

    /// Every problem of a routing file, for `sheetctl lint`.
    /// - Parameters:
    ///   - source: The file's text.
    ///   - knownPresenters: The presenter names that exist.
    /// - Returns: The diagnostics, in file order; empty when the file is clean.
    public static func lint(_ source: SourceText, knownPresenters: Set<String>) -> [Diagnostic] {
        read(source, isKnown: { knownPresenters.contains($0) }, candidates: { Array(knownPresenters) }).1
    }

    /// Every problem of a routing file, checking presenters against a catalog.
    /// - Parameters:
    ///   - source: The file's text.
    ///   - catalog: Where presenters are found.
    /// - Returns: The diagnostics, in file order; empty when the file is clean.
    public static func lint(_ source: SourceText, catalog: PresenterCatalog) -> [Diagnostic] {
        read(source, isKnown: { catalog.contains($0) }, candidates: { catalog.entries().map(\.name) }).1
    }

    /// `lenient`: an entry's problems are warnings (the entry left out); `observer` sees every event, for an editor.
    package static func read(
        _ source: SourceText, isKnown: @escaping (String) -> Bool, candidates: @escaping () -> [String],
        lenient: Bool = false, observer: RoutingLayoutRecorder? = nil
    ) -> (RoutingTable, [Diagnostic]) {
        let reader: YAMLFastEventReader
        do throws(DiagnosticError) {
            reader = try YAMLFastEventReader(source: source, limits: .routing)
        } catch {
            return (RoutingTable(), error.diagnostics)
        }
        // An entry takes 40–60 bytes: one per 64 sizes a large file's index at worst one doubling short.
        let loader = RoutingFileLoader(
            reader: reader, maxDepth: YAMLLimits.routing.maxDepth, expectedEntries: source.bytes.count / 64,
            isKnownPresenter: isKnown, presenterCandidates: candidates, lenient: lenient, observer: observer)
        return loader.run()
    }

    /// Whether a source looks like a routing file, judged from its top-level keys only (cheap on a large file).
    /// - Parameter source: The text.
    /// - Returns: `true` for a routing file; `false` for anything else, unparsable text included.
    public static func looksLikeRoutingFile(_ source: SourceText) -> Bool {
        guard let reader = try? YAMLFastEventReader(source: source, limits: .routing) else { return false }
        var depth = 0
        var expectingKey = true
        var sawRoutingKey = false
        do {
            while let event = try reader.next() {
                switch event.kind {
                case .mappingStart, .sequenceStart:
                    if depth == 0, event.kind == .sequenceStart { return false }
                    depth += 1
                case .mappingEnd, .sequenceEnd:
                    depth -= 1
                    if depth == 0 { return sawRoutingKey }
                    if depth == 1 { expectingKey = true }
                case .scalar where depth == 1:
                    if expectingKey {
                        let key = reader.scalarText
                        if key == "name" { return false }
                        if topLevelKeys.contains(key) { sawRoutingKey = true }
                    }
                    expectingKey.toggle()
                case .alias where depth == 1:
                    expectingKey.toggle()
                default:
                    break
                }
            }
        } catch {
            return false
        }
        return sawRoutingKey
    }
}
