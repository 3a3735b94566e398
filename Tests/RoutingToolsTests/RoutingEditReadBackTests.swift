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

    // MARK: Reading back only the edited entries (the `registry set` mark)

    /// A block `apps` of `count` entries with a comment line between some, the last entry a block
    /// route, and a comment after `apps`.
    static func large(_ count: Int) -> String {
        var text = "# generated\ndefault: { presenter: plain }\napps:\n"
        for index in 0..<count {
            if index % 100 == 0 { text += "  # block \(index / 100)\n" }
            text += "  \"2021\(index)\": { presenter: json, theme: t\(index % 7) }  # n\(index)\n"
        }
        return text + "  \"2021*\":\n    presenter: ansi\n# after apps\n"
    }

    @Test func anEditOfABlockAppsReadsBackOnlyTheEditedEntriesAndTheFileLoadsAsMeant() throws {
        let text = Self.large(20_000)
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: text), catalog: Self.catalog)
        let edits: [[RoutingChange]] = [
            [RoutingChange(app: "202110000", action: .set(RouteFields(presenter: "ansi", locale: "ja")))],
            [RoutingChange(app: "202110000", action: .unset)],
            [RoutingChange(app: "9999", action: .set(RouteFields(theme: "x")))],
            [RoutingChange(app: "2021*", action: .set(RouteFields(theme: "x")))],
            [
                RoutingChange(app: "2021*", action: .unset),
                RoutingChange(app: "77", action: .set(RouteFields(theme: "y"))),
            ],
            [
                RoutingChange(app: "20210", action: .set(RouteFields(theme: "a"))),
                RoutingChange(app: "202119999", action: .unset),
                RoutingChange(app: "20215000", action: .set(RouteFields(presenter: "plain"))),
                RoutingChange(app: String(repeating: "q", count: 1500), action: .set(RouteFields(presenter: "ansi"))),
            ],
        ]
        let old = try Self.load(text)
        for changes in edits {
            let edit = try editor.apply(changes)
            #expect(edit.bytesReadBack < 5_000, "\(changes.map(\.app)): \(edit.bytesReadBack) bytes read back")
            let table = try Self.load(String(decoding: edit.bytes, as: UTF8.self))
            var expectedCount = old.count
            for change in changes {
                let before = old.route(ofEntry: change.app)
                switch change.action {
                case .unset:
                    #expect(table.route(ofEntry: change.app) == nil)
                    expectedCount -= 1
                case .set(let fields):
                    let route = try #require(table.route(ofEntry: change.app))
                    for (name, value) in fields.named {
                        let read = ["presenter": route.presenter, "theme": route.theme, "locale": route.locale][name]
                        #expect(read == value)
                    }
                    if before == nil { expectedCount += 1 }
                }
            }
            #expect(table.count == expectedCount)
            #expect(table.route(ofEntry: "20213")?.theme == "t3", "the others stay")
        }
    }

    @Test func aFlowAppsIsReadBackWhole() throws {
        let text = "apps: { a: { presenter: json }, b: { presenter: plain } }\n"
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: text), catalog: Self.catalog)
        let edit = try editor.apply([RoutingChange(app: "a", action: .set(RouteFields(theme: "dark")))])
        #expect(edit.bytesReadBack == edit.bytes.count)
    }

    /// The excerpt's own checks, on excerpts no correct edit makes: each is refused.
    @Test(
        arguments: [
            ("an open quote runs into the sentinel", "  \"a\": { presenter: \"json }\n", "s", nil),
            ("an open flow mapping takes the sentinel in", "  \"a\": { presenter: json,\n", "s", nil),
            ("the region reads as two entries", "  \"a\": { presenter: json }\n  \"b\": {}\n", "s", nil),
            ("a field written at the key's column", "  \"a\":\n  presenter: json\n", "s", nil),
            ("the last old entry is lost", "  \"a\": { presenter: json }\n", nil, "z"),
            ("the sentinel is a field of the entry", "  \"a\":\n    presenter: json\n   ", "s", nil),
        ] as [(String, String, String?, String?)])
    func anExcerptThatDoesNotReadAsMeantIsRefused(
        _ name: String, _ region: String, _ sentinel: String?, _ last: String?
    )
        throws
    {
        let old = "apps:\n  \"a\": { presenter: plain }\n  \"z\": { presenter: plain }\n"
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: old), catalog: Self.catalog)
        var text = "apps:\n" + region
        if let sentinel { text += "  \"\(sentinel)\": {}\n" }
        let excerpt = RoutingEditPlan.ReadBackExcerpt(
            bytes: Array(text.utf8), sentinel: sentinel, lastOldKey: last.map { Array($0.utf8) })
        #expect(throws: RoutingEditError.self, "\(name)") {
            try editor.checkReadsBack(
                Array(old.utf8), excerpt, [(app: "a", fields: RouteFields(presenter: "json"))],
                oldTable: try Self.load(old))
        }
    }
}
