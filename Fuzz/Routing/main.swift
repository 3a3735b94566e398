// libFuzzer target: the routing-file loader, linter and editor, from arbitrary bytes.
//
// Built and run by `scripts/fuzz Routing SECONDS`. Besides "does not crash, hang or blow up", it
// checks that every entry answers for its own key, that the three lookups agree, and that a file
// that loads still loads after `registry set` edits it, with the new route in place and every
// other entry unchanged.
import PresenterRegistry
import ThemeKit

let known: Set<String> = ["auto", "plain", "ansi", "json", "svg", "html"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceText(name: "routing.yaml", bytes: bytes)

    _ = RoutingFile.lint(source, knownPresenters: known)
    _ = RoutingFile.looksLikeRoutingFile(source)
    guard let table = try? RoutingFile.load(source) else { return 0 }
    let entries = table.entries
    if entries.count != table.count { fatalError("entries and count disagree") }
    // Every entry answers for its own key: an exact ID as itself, a pattern's prefix as the
    // pattern (unless an exact entry has that very ID).
    let exactKeys = Set(entries.filter { !$0.isPattern }.map(\.key))
    for entry in entries {
        let id = entry.isPattern ? String(entry.key.dropLast()) : entry.key
        if entry.isPattern && exactKeys.contains(id) { continue }
        let matched: RouteMatch = entry.isPattern ? .pattern(prefixLength: id.utf8.count) : .exact
        if table.resolve(id) != ResolvedRoute(route: entry.route, matched: matched) {
            fatalError("entry \(entry.key) does not answer for its own key: \(table.resolve(id))")
        }
    }
    // The three ways to resolve agree: one ID with its match, one ID, many IDs at once.
    var probes = entries.prefix(8).map { $0.isPattern ? String($0.key.dropLast()) + "x" : $0.key }
    probes += ["", "2021000000000000"]
    let resolved = probes.map { table.resolve($0) }
    if probes.map({ table.route(for: $0) }) != resolved.map(\.route) { fatalError("route(for:) and resolve disagree") }
    if table.routes(for: probes) != resolved.map(\.route) { fatalError("routes(for:) and resolve disagree") }

    let app = "fuzz.app"
    guard let edited = try? RoutingFileEditor(source: source).set(app: app, presenter: "plain") else { return 0 }
    let after: RoutingTable
    do {
        after = try RoutingFile.load(SourceText(name: "edited.yaml", text: edited))
    } catch {
        fatalError("an edited routing file does not load: \(error.diagnostics.map(\.message))")
    }
    let afterEdit = after.resolve(app)
    if afterEdit.route.presenter != "plain" || afterEdit.matched != .exact {
        fatalError("the edit did not take: \(afterEdit)")
    }
    let before = entries.filter { $0.key != app }
    let kept = after.entries.filter { $0.key != app }
    if before != kept { fatalError("the edit changed other entries") }
    return 0
}
