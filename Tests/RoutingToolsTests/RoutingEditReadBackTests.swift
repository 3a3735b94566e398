import Testing
import ThemeKit

@testable import PresenterRegistry
@testable import RoutingTools

/// What the routing editor writes, the resolver's loader reads back: an ID of any length the
/// editor accepts (libyaml takes a simple key only within 1,024 characters) comes out as an entry
/// that loads, in every layout of `apps`, and can be edited and removed again.
@Suite struct RoutingEditReadBackTests {
    static let catalog = PresenterCatalog(searchPath: nil)

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var app: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "1,000 letters", app: String(repeating: "a", count: 1000)),
        Case(name: "1,021 letters", app: String(repeating: "b", count: 1021)),
        Case(name: "1,022 letters", app: String(repeating: "c", count: 1022)),
        Case(name: "1,023 letters", app: String(repeating: "d", count: 1023)),
        Case(name: "1,100 letters", app: String(repeating: "e", count: 1100)),
        Case(name: "20,000 letters", app: String(repeating: "f", count: 20_000)),
        Case(name: "a 2,000-letter pattern", app: String(repeating: "g", count: 2000) + "*"),
        Case(name: "300 escaped characters (1,800 written)", app: String(repeating: "\u{202E}", count: 300)),
        Case(name: "1,100 letters of two bytes each", app: String(repeating: "é", count: 1100)),
    ]

    static let layouts = [
        "", "apps:\n  x: { presenter: json }\n", "apps: { x: { presenter: json } }\n", "apps: {}\n",
        "default: { presenter: plain }\n",
    ]

    static func load(_ text: String) throws -> RoutingTable {
        try RoutingFile.loadForResolving(SourceText(name: "r.yaml", text: text), catalog: catalog).table
    }

    @Test(arguments: cases, layouts)
    func aLongIDIsWrittenSoTheLoaderReadsItBack(_ test: Case, _ layout: String) throws {
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: layout), catalog: Self.catalog)
        let added = try editor.set(app: test.app, presenter: "ansi")
        let table = try Self.load(added)
        #expect(table.route(ofEntry: test.app)?.presenter == "ansi")
        if layout.contains("x:") { #expect(table.route(ofEntry: "x")?.presenter == "json", "the others stay") }

        let changed = try RoutingFileEditor(source: SourceText(name: "r.yaml", text: added), catalog: Self.catalog)
            .set(app: test.app, theme: "dark")
        let route = try #require(try Self.load(changed).route(ofEntry: test.app))
        #expect(route.presenter == "ansi")
        #expect(route.theme == "dark")

        let removed = try RoutingFileEditor(source: SourceText(name: "r.yaml", text: changed), catalog: Self.catalog)
            .unset(app: test.app)
        #expect(try Self.load(removed).route(ofEntry: test.app) == nil)
    }

    @Test func routeOfEntryAnswersOnlyForTheEntryItself() throws {
        let table = try Self.load("apps:\n  \"2021*\": { presenter: ansi }\n  \"2021\": { presenter: json }\n")
        #expect(table.route(ofEntry: "2021*")?.presenter == "ansi")
        #expect(table.route(ofEntry: "2021")?.presenter == "json")
        #expect(table.route(ofEntry: "20210") == nil, "a pattern does not answer for an ID")
        #expect(table.route(ofEntry: "202*") == nil)
    }
}
