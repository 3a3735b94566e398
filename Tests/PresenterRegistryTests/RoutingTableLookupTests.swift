import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// The exact-ID index and the lookups that skip what matched: equal answers to `resolve`.
@Suite struct RoutingTableLookupTests {
    static func table(_ text: String) throws -> RoutingTable {
        try RoutingFile.load(SourceText(name: "routes.yaml", text: text))
    }

    @Test func routeForAndRoutesForAnswerAsResolveDoes() throws {
        let file = GeneratedRoutingFile(entries: 3000, seed: 7)
        let table = try Self.table(file.text)
        #expect(table.count == 3000)
        let expected = file.queries.map { table.resolve($0).route }
        #expect(file.queries.map { table.route(for: $0) } == expected)
        #expect(table.routes(for: file.queries) == expected)
        #expect(table.routes(for: []) == [])
    }

    @Test func everyExactIDOfAGrownIndexIsFound() throws {
        // 3000 entries grow the index from 16 slots many times; each must still be found as itself.
        let file = GeneratedRoutingFile(entries: 3000, seed: 99)
        let table = try Self.table(file.text)
        for id in file.exactIDs {
            #expect(table.resolve(id).matched == .exact)
        }
        #expect(table.exactCount == file.exactIDs.count)
    }

    @Test func keysEqualInTheirFirst16BytesAreToldApart() throws {
        let table = try Self.table(
            """
            apps:
              "0123456789abcdefX": { presenter: json }
              "0123456789abcdefY": { presenter: svg }
              "0123456789abcdef": { presenter: html }
              "0123456789abcdefXYZ0123456789": { presenter: ansi }
            """)
        #expect(table.route(for: "0123456789abcdefX").presenter == "json")
        #expect(table.route(for: "0123456789abcdefY").presenter == "svg")
        #expect(table.route(for: "0123456789abcdef").presenter == "html")
        #expect(table.route(for: "0123456789abcdefXYZ0123456789").presenter == "ansi")
        #expect(table.resolve("0123456789abcdefZ").matched == .fallback)
        #expect(table.resolve("0123456789abcdefXYZ0123456788").matched == .fallback)
    }

    @Test func keysThatDifferOnlyByATrailingNULAreTwoKeys() throws {
        // Zero padding of the inline bytes must not make "ab" and "ab\0" one key: lengths differ.
        let table = try Self.table(
            """
            apps:
              "ab": { presenter: json }
              "ab\\0": { presenter: svg }
            """)
        #expect(table.count == 2)
        #expect(table.route(for: "ab").presenter == "json")
        #expect(table.route(for: "ab\u{0}").presenter == "svg")
        #expect(table.resolve("ab\u{0}\u{0}").matched == .fallback)
    }

    @Test func aDuplicateExactIDIsStillReportedWithItsFirstLine() throws {
        let source = SourceText(
            name: "routes.yaml",
            text: """
                apps:
                  "0123456789abcdefXYZ": { presenter: json }
                  "0123456789abcdefXYZ": { presenter: svg }
                """)
        let diagnostics = RoutingFile.lint(source, knownPresenters: ["json", "svg"])
        #expect(diagnostics.map(\.code) == [.duplicateApp])
        #expect(diagnostics.first?.message.contains("line 2") == true)
    }

    @Test func anEmptyTableAnswersTheDefaultEverywhere() {
        let table = RoutingTable(defaultRoute: Route(presenter: "json", theme: "t"))
        #expect(table.route(for: "2021") == Route(presenter: "json", theme: "t"))
        #expect(
            table.routes(for: ["a", "b"]) == [
                Route(presenter: "json", theme: "t"), Route(presenter: "json", theme: "t"),
            ])
    }
}
