import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

@Suite struct RoutingTableTests {
    static let file = """
        default: { presenter: auto, theme: default }
        apps:
          "2021001234567890": { presenter: json, theme: midnight, locale: zh-Hans }
          "2021*": { presenter: plain }
          "202100*": { theme: paper }
          "2021001*": { locale: ja }
          "3000": { theme: three }
          "3000*": { presenter: json }
          "ü*": { presenter: json, theme: umlaut }
        """

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var app: String
        var presenter: String
        var theme: String
        var locale: String?
        var matched: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "an exact ID beats every pattern", app: "2021001234567890", presenter: "json", theme: "midnight",
            locale: "zh-Hans", matched: "2021001234567890"),
        Case(
            name: "the longest prefix wins", app: "2021001999", presenter: "auto", theme: "default", locale: "ja",
            matched: "2021001*"),
        Case(
            name: "a shorter prefix when a longer does not match", app: "2021009", presenter: "auto", theme: "paper",
            locale: nil, matched: "202100*"),
        Case(
            name: "the shortest prefix", app: "2021555", presenter: "plain", theme: "default", locale: nil,
            matched: "2021*"),
        Case(
            name: "a pattern matches its own prefix", app: "2021", presenter: "plain", theme: "default", locale: nil,
            matched: "2021*"),
        Case(
            name: "an exact ID equal to a pattern's prefix beats it", app: "3000", presenter: "auto", theme: "three",
            locale: nil, matched: "3000"),
        Case(
            name: "the pattern beside that exact ID", app: "30001", presenter: "json", theme: "default", locale: nil,
            matched: "3000*"),
        Case(
            name: "no match falls to default", app: "1999", presenter: "auto", theme: "default", locale: nil,
            matched: "default"),
        Case(
            name: "a shorter ID than any prefix", app: "20", presenter: "auto", theme: "default", locale: nil,
            matched: "default"),
        Case(name: "the empty ID", app: "", presenter: "auto", theme: "default", locale: nil, matched: "default"),
        Case(
            name: "prefixes compare bytes of UTF-8", app: "über", presenter: "json", theme: "umlaut", locale: nil,
            matched: "ü*"),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) throws {
        let table = try RoutingFile.load(SourceText(name: "r.yaml", text: Self.file))
        let resolved = table.resolve(c.app)
        #expect(resolved.route == Route(presenter: c.presenter, theme: c.theme, locale: c.locale))
        #expect(resolved.matched.key(for: c.app) == c.matched)
    }

    @Test func aPatternMatchCountsTheBytesOfUTF8ItCovers() throws {
        let table = try RoutingFile.load(SourceText(name: "r.yaml", text: Self.file))
        #expect(table.resolve("über").matched == .pattern(prefixLength: 2))
        #expect(table.resolve("2021001999").matched == .pattern(prefixLength: 7))
        #expect(table.resolve("3000").matched == .exact)
        #expect(table.resolve("1999").matched == .fallback)
    }

    @Test(arguments: [
        (RouteMatch.exact, "2021001234567890", "2021001234567890"), (.pattern(prefixLength: 4), "2021555", "2021*"),
        (.pattern(prefixLength: 0), "abc", "*"), (.fallback, "2021", "default"),
    ])
    func aMatchSpellsItsKeyForTheIDAsked(_ matched: RouteMatch, _ app: String, _ key: String) {
        #expect(matched.key(for: app) == key)
    }

    @Test func fieldsADefaultLeavesOutComeFromTheBuiltInRoute() throws {
        let table = try RoutingFile.load(
            SourceText(name: "r.yaml", text: "default: { theme: night }\napps:\n  a: { locale: fr }\n"))
        #expect(table.defaultRoute == Route(presenter: "auto", theme: "night", locale: nil))
        #expect(table.resolve("a").route == Route(presenter: "auto", theme: "night", locale: "fr"))
    }

    @Test(arguments: ["", "# only a comment\n", "~\n", "apps:\n", "default:\napps: {}\n"])
    func anEmptyFileRoutesEverythingToTheBuiltInRoute(_ text: String) throws {
        let table = try RoutingFile.load(SourceText(name: "r.yaml", text: text))
        #expect(table.count == 0)
        #expect(table.resolve("x") == ResolvedRoute(route: .builtIn, matched: .fallback))
    }

    @Test func entriesKeepFileOrderWithDefaultsFilledIn() throws {
        let table = try RoutingFile.load(SourceText(name: "r.yaml", text: Self.file))
        #expect(table.count == 7)
        #expect(table.exactCount == 2)
        #expect(table.patternCount == 5)
        #expect(
            table.entries.map(\.key) == ["2021001234567890", "2021*", "202100*", "2021001*", "3000", "3000*", "ü*"])
        #expect(
            table.entries[1]
                == RoutingEntry(key: "2021*", isPattern: true, route: Route(presenter: "plain", theme: "default")))
    }

    @Test func anEmptyTableUsesTheRouteItIsGiven() {
        let table = RoutingTable(defaultRoute: Route(presenter: "json", theme: "t"))
        #expect(table.resolve("any").route == Route(presenter: "json", theme: "t"))
        #expect(table.entries.isEmpty)
    }

    @Test func quotedAndPlainKeysAreTheSameID() throws {
        let table = try RoutingFile.load(
            SourceText(name: "r.yaml", text: "apps:\n  2021001234567890: { theme: a }\n  '42*': { theme: b }\n"))
        #expect(table.resolve("2021001234567890").route.theme == "a")
        #expect(table.resolve("4200").matched == .pattern(prefixLength: 2))
    }

    @Test func patternsLongerThanAnIDsHeadMatchOnEveryByte() throws {
        // A pattern's first 16 bytes sit in its slot and the rest in the key store: a lookup must
        // compare both, and tell apart patterns that share their first 16 bytes.
        let table = try RoutingFile.load(
            SourceText(
                name: "r.yaml",
                text: """
                    apps:
                      "com.example.*": { theme: eight }
                      "com.example.mini*": { theme: sixteen }
                      "com.example.mini.a*": { theme: a }
                      "com.example.mini.b*": { theme: b }
                      "com.example.mini.b.longer.tail*": { theme: long }
                      "com.example.mini.b.longer.tail": { theme: exact }
                    """))
        let cases: [(app: String, theme: String, prefixLength: Int?)] = [
            ("com.example.x", "eight", 12), ("com.example.mini", "sixteen", 16), ("com.example.minix", "sixteen", 16),
            ("com.example.mini.a", "a", 18), ("com.example.mini.b.x", "b", 18), ("com.example.mini.c", "sixteen", 16),
            ("com.example.mini.b.longer.tail!", "long", 30), ("com.example.mini.b.longer.tai", "b", 18),
            ("com.example.mini.b.longer.tail", "exact", nil),
        ]
        for c in cases {
            let resolved = table.resolve(c.app)
            #expect(resolved.route.theme == c.theme, "\(c.app)")
            #expect(resolved.matched == (c.prefixLength.map { .pattern(prefixLength: $0) } ?? .exact), "\(c.app)")
            #expect(table.route(for: c.app) == resolved.route, "\(c.app)")
        }
        #expect(table.routes(for: cases.map(\.app)).map(\.theme) == cases.map(\.theme))
    }
}
