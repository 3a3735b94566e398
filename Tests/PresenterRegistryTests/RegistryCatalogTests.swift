import Foundation
import Testing
@testable import SheetTerminal
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

@Suite struct RegistryCatalogTests {
    struct Upper: ActionSheetPresenter {
        var tag = "upper"
        func render(_ request: PresentationRequest) throws(PresentationError) -> String {
            request.sheet.items.map { "\(tag):\($0.text.uppercased())" }.joined(separator: "\n") + "\n"
        }
        func present(_ request: PresentationRequest) throws(PresentationError) -> PresentationOutcome { .cancelled }
    }

    static let request = PresentationRequest(sheet: ActionSheet(items: [.init("a")]))

    @Test func theBuiltInsWorkBeforeAnyConfiguration() throws {
        let catalog = PresenterCatalog(searchPath: nil)
        #expect(catalog.contains("plain"))
        let plain = try #require(catalog.presenter(named: "plain"))
        #expect(try plain.render(Self.request) == (try PlainPresenter().render(Self.request)))
        #expect(catalog.entries().map(\.name) == PresenterCatalog.builtIns.map(\.name))
        #expect(catalog.presenter(named: "nope") == nil)
        #expect(!catalog.contains("nope"))
    }

    @Test func aRegisteredPresenterIsFoundAndHidesABuiltIn() throws {
        let catalog = PresenterCatalog(searchPath: nil)
        catalog.register("upper") { Upper() }
        catalog.register("plain") { Upper(tag: "mine") }
        #expect(try catalog.presenter(named: "upper")?.render(Self.request) == "upper:A\n")
        #expect(try catalog.presenter(named: "plain")?.render(Self.request) == "mine:A\n")
        #expect(catalog.entries().first { $0.name == "plain" }?.kind == .registered)
        #expect(catalog.unregister("plain"))
        #expect(!catalog.unregister("plain"))
        #expect(catalog.entries().first { $0.name == "plain" }?.kind == .builtIn)
    }

    @Test func registrationIsSafeFromManyTasks() async throws {
        let catalog = PresenterCatalog(searchPath: nil)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    catalog.register("p\(index)") { Upper(tag: "p\(index)") }
                    _ = catalog.presenter(named: "p\(index / 2)")
                    _ = catalog.entries()
                    if index % 10 == 0 { catalog.unregister("p\(index)") }
                }
            }
        }
        let registered = catalog.entries().filter { $0.kind == .registered }.map(\.name)
        let expected = (0..<200).filter { $0 % 10 != 0 }.map { "p\($0)" }.sorted()
        #expect(registered == expected)
        #expect(try catalog.presenter(named: "p7")?.render(Self.request) == "p7:A\n")
    }

    @Test func pluginsAreFoundOnTheSearchPathFirstMatchWinning() throws {
        let first = try PluginDirectory(), second = try PluginDirectory()
        try first.add("shared", "echo first")
        try second.add("shared", "echo second")
        try second.add("only", "echo only")
        try second.add("plain", "echo hidden by the built-in")
        try first.add("notexec", executable: false, "echo never")
        let catalog = PresenterCatalog(searchPath: "\(first.path)::\(second.path)")
        #expect(catalog.pluginPath(named: "shared") == "\(first.path)/sheetctl-presenter-shared")
        #expect(catalog.pluginPath(named: "only") == "\(second.path)/sheetctl-presenter-only")
        #expect(catalog.pluginPath(named: "notexec") == nil)
        #expect(catalog.pluginPath(named: "../only") == nil)
        #expect(catalog.pluginPath(named: "") == nil)
        #expect(catalog.contains("only"))
        #expect(catalog.presenter(named: "only") is FallbackPresenter)
        #expect(catalog.presenter(named: "plain") is PlainPresenter)
        let plugins = catalog.entries().filter { $0.kind == .plugin }
        #expect(
            plugins == [
                .init(name: "only", kind: .plugin, path: "\(second.path)/sheetctl-presenter-only"),
                .init(name: "shared", kind: .plugin, path: "\(first.path)/sheetctl-presenter-shared"),
            ])
    }

    @Test func aRoutingFileIsCheckedAgainstTheCatalog() throws {
        let directory = try PluginDirectory()
        try directory.add("fancy", "exit 0")
        let catalog = PresenterCatalog(searchPath: directory.path)
        let text = "apps:\n  a: { presenter: fancy }\n  b: { presenter: fancyy }\n"
        let found = RoutingFile.lint(SourceText(name: "r.yaml", text: text), catalog: catalog)
        #expect(found.map(\.description) == ["r.yaml:3:19: error: unknown presenter 'fancyy' [unknown-presenter]"])
        #expect(found.first?.hint == "did you mean 'fancy'?")
    }
}
