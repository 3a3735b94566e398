import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

@Suite struct RoutingLintTests {
    struct Expected: Sendable, Equatable, CustomStringConvertible {
        var line: String
        var hint: String?
        init(_ line: String, hint: String?) {
            self.line = line
            self.hint = hint
        }
        var description: String { line + (hint.map { " (hint: \($0))" } ?? "") }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expected: [Expected]
        init(_ name: String, _ text: String, _ expected: [Expected]) {
            self.name = name
            self.text = text
            self.expected = expected
        }
        var testDescription: String { name }
    }

    static let known: Set<String> = ["plain", "json", "ansi", "auto"]

    static let cases: [Case] = [
        Case(
            "an unknown presenter, with a did-you-mean", "apps:\n  a: { presenter: jsno }\n",
            [Expected("r.yaml:2:19: error: unknown presenter 'jsno' [unknown-presenter]", hint: "did you mean 'json'?")]
        ),
        Case(
            "an unknown presenter, with the known ones", "apps:\n  a: { presenter: zzz }\n",
            [
                Expected(
                    "r.yaml:2:19: error: unknown presenter 'zzz' [unknown-presenter]",
                    hint:
                        "known presenters: ansi, auto, json, plain; a plugin is an executable 'sheetctl-presenter-zzz' on PATH"
                )
            ]),
        Case(
            "'*' alone", "apps:\n  '*': { theme: x }\n",
            [
                Expected(
                    "r.yaml:2:3: error: a pattern of '*' alone would match every app [bad-pattern]",
                    hint: "put the route under 'default:'")
            ]),
        Case(
            "'*' inside a pattern", "apps:\n  '20*21': { theme: x }\n",
            [
                Expected(
                    "r.yaml:2:3: error: '*' may only end a pattern [bad-pattern]",
                    hint: "a pattern is a prefix followed by one '*', as '2021*'")
            ]),
        Case(
            "two '*'", "apps:\n  '2021**': { theme: x }\n",
            [
                Expected(
                    "r.yaml:2:3: error: '*' may only end a pattern [bad-pattern]",
                    hint: "a pattern is a prefix followed by one '*', as '2021*'")
            ]),
        Case(
            "an empty ID", "apps:\n  '': { theme: x }\n",
            [
                Expected(
                    "r.yaml:2:3: error: an app ID cannot be null or empty [bad-pattern]",
                    hint: "a pattern is a prefix followed by one '*', as '2021*'")
            ]),
        Case(
            "a null ID", "apps:\n  ~: { theme: x }\n",
            [
                Expected(
                    "r.yaml:2:3: error: an app ID cannot be null or empty [bad-pattern]",
                    hint: "a pattern is a prefix followed by one '*', as '2021*'")
            ]),
        Case(
            "a duplicate ID", "apps:\n  a: { theme: x }\n  b: {}\n  a: { theme: y }\n",
            [
                Expected(
                    "r.yaml:4:3: error: duplicate app ID 'a'; it is first defined at line 2 [duplicate-app]",
                    hint: "remove one of the two")
            ]),
        Case(
            "a duplicate pattern", "apps:\n  a*: { theme: x }\n  a*: { theme: y }\n",
            [
                Expected(
                    "r.yaml:3:3: error: duplicate pattern 'a*'; it is first defined at line 2 [duplicate-app]",
                    hint: "remove one of the two")
            ]),
        Case(
            "a misspelt field", "apps:\n  a: { presenterr: plain }\n",
            [
                Expected(
                    "r.yaml:2:8: error: unknown field 'presenterr' in the route of 'a' [unknown-field]",
                    hint: "did you mean 'presenter'?")
            ]),
        Case(
            "an unknown field", "apps:\n  a: { colour: red }\n",
            [
                Expected(
                    "r.yaml:2:8: error: unknown field 'colour' in the route of 'a' [unknown-field]",
                    hint: "a route has only presenter, theme and locale")
            ]),
        Case(
            "a misspelt field in default", "default: { them: x }\n",
            [
                Expected(
                    "r.yaml:1:12: error: unknown field 'them' in 'default' [unknown-field]",
                    hint: "did you mean 'theme'?")
            ]),
        Case(
            "a misspelt top-level key", "app:\n  a: {}\n",
            [
                Expected(
                    "r.yaml:1:1: error: unknown key 'app' in a routing file [unknown-key]", hint: "did you mean 'apps'?"
                )
            ]),
        Case(
            "an unknown top-level key", "version: 2\n",
            [
                Expected(
                    "r.yaml:1:1: error: unknown key 'version' in a routing file [unknown-key]",
                    hint: "a routing file has only 'default' and 'apps'")
            ]),
        Case(
            "a list at the top", "- a\n- b\n",
            [
                Expected(
                    "r.yaml:1:1: error: a routing file must be a mapping with 'default' and 'apps', not a list [wrong-type]",
                    hint: nil)
            ]),
        Case(
            "a scalar at the top", "just text\n",
            [
                Expected(
                    "r.yaml:1:1: error: a routing file must be a mapping with 'default' and 'apps', not a scalar [wrong-type]",
                    hint: nil)
            ]),
        Case(
            "apps as a list", "apps: [a, b]\n",
            [
                Expected(
                    "r.yaml:1:7: error: 'apps' must be a mapping of app IDs and patterns to routes, not a list [wrong-type]",
                    hint: nil)
            ]),
        Case(
            "a route that is a scalar", "apps:\n  a: plain\n",
            [
                Expected(
                    "r.yaml:2:6: error: The route of 'a' must be a mapping of presenter, theme and locale, not a scalar [wrong-type]",
                    hint: "write it as { presenter: plain, theme: default }")
            ]),
        Case(
            "a route that is null", "apps:\n  a: ~\n",
            [
                Expected(
                    "r.yaml:2:6: error: The route of 'a' must be a mapping of presenter, theme and locale, not null [wrong-type]",
                    hint: "write it as { presenter: plain, theme: default }")
            ]),
        Case(
            "default as a list", "default: [plain]\n",
            [
                Expected(
                    "r.yaml:1:10: error: 'default' must be a mapping of presenter, theme and locale, not a list [wrong-type]",
                    hint: "write it as { presenter: plain, theme: default }")
            ]),
        Case(
            "a presenter that is a list", "apps:\n  a: { presenter: [plain] }\n",
            [Expected("r.yaml:2:19: error: 'presenter' must be a name, not a list [wrong-type]", hint: nil)]),
        Case(
            "a null theme", "apps:\n  a: { theme: ~ }\n",
            [Expected("r.yaml:2:15: error: 'theme' must be a name, not null [wrong-type]", hint: nil)]),
        Case(
            "an empty theme", "apps:\n  a: { theme: '' }\n",
            [Expected("r.yaml:2:15: error: 'theme' must not be empty [wrong-type]", hint: nil)]),
        Case(
            "a field given twice", "apps:\n  a: { theme: x, theme: y }\n",
            [
                Expected(
                    "r.yaml:2:18: error: duplicate key 'theme'; it is first defined at line 2 [duplicate-key]",
                    hint: "remove one of the two")
            ]),
        Case(
            "a top-level key given twice", "default: {}\ndefault: {}\n",
            [
                Expected(
                    "r.yaml:2:1: error: duplicate key 'default'; it is first defined at line 1 [duplicate-key]",
                    hint: "remove one of the two, or merge them")
            ]),
        Case(
            "an alias for a route", "base: &b { theme: x }\napps:\n  a: *b\n",
            [
                Expected(
                    "r.yaml:1:1: error: unknown key 'base' in a routing file [unknown-key]",
                    hint: "a routing file has only 'default' and 'apps'"),
                Expected(
                    "r.yaml:3:6: error: aliases are not supported in routing files [alias-not-allowed]",
                    hint: "write the route out in full"),
            ]),
        Case(
            "an alias for a name", "apps:\n  a: { theme: *x }\n",
            [
                Expected(
                    "r.yaml:2:15: error: aliases are not supported in routing files [alias-not-allowed]",
                    hint: "write the route out in full")
            ]),
        Case(
            "a key that is a list", "apps:\n  ? [a]\n  : { theme: x }\n",
            [Expected("r.yaml:2:5: error: an app ID must be a string, not a list [wrong-type]", hint: nil)]),
        Case(
            "a YAML syntax error", "apps:\n  a: { theme: x\n",
            [
                Expected(
                    "r.yaml:3:1: error: did not find expected ',' or '}' (while parsing a flow mapping started at 2:6) [yaml-syntax]",
                    hint: "close the mapping that opens at line 2, column 6 with '}', or separate its entries with ','")
            ]),
        Case(
            "a second document", "apps: {}\n---\napps: {}\n",
            [
                Expected(
                    "r.yaml:2:1: error: a second document starts here; this file must hold exactly one [multiple-documents]",
                    hint: "remove the '---' line and what follows")
            ]),
        Case(
            "a field name that is a list", "apps:\n  a: { [x]: y }\n",
            [Expected("r.yaml:2:8: error: a field name must be a name, not a list [wrong-type]", hint: nil)]),
    ]

    @Test(arguments: cases)
    func reportsTheProblemWithItsLocation(_ c: Case) {
        let source = SourceText(name: "r.yaml", text: c.text)
        let found = RoutingFile.lint(source, knownPresenters: Self.known).map {
            Expected($0.description, hint: $0.hint)
        }
        #expect(found == c.expected)
        #expect(throws: DiagnosticError.self) { try RoutingFile.load(source, knownPresenters: Self.known) }
    }

    @Test func aCleanFileHasNoDiagnostics() {
        let text = "default: { presenter: auto, theme: default }\napps:\n  \"1\": { presenter: json, locale: \"no\" }\n"
        #expect(RoutingFile.lint(SourceText(name: "r.yaml", text: text), knownPresenters: Self.known).isEmpty)
    }

    @Test func everyProblemIsCollectedInFileOrder() {
        let text = "apps:\n  a: { presenter: nope }\n  'b*c': {}\n  a: {}\nextra: 1\n"
        let codes = RoutingFile.lint(SourceText(name: "r.yaml", text: text), knownPresenters: Self.known).map(\.code)
        #expect(codes == [.unknownPresenter, .badAppPattern, .duplicateApp, .unknownKey])
    }

    @Test func problemsPastTheLimitAreCountedInANote() {
        var text = "apps:\n"
        for index in 0..<(RoutingFile.maxDiagnostics + 5) { text += "  '\(index)*x': {}\n" }
        let found = RoutingFile.lint(SourceText(name: "r.yaml", text: text), knownPresenters: Self.known)
        #expect(found.count == RoutingFile.maxDiagnostics + 1)
        #expect(found.last?.code == .tooManyProblems)
        #expect(found.last?.message == "5 more problems not shown")
    }

    @Test func withoutAPresenterSetAnyNameLoads() throws {
        let table = try RoutingFile.load(SourceText(name: "r.yaml", text: "default: { presenter: anything }\n"))
        #expect(table.defaultRoute.presenter == "anything")
    }

    @Test func invalidUTF8IsLocated() {
        let source = SourceText(name: "r.yaml", bytes: Array("apps:\n  a: { theme: x".utf8) + [0xFF] + [0x7D, 0x0A])
        let found = RoutingFile.lint(source, knownPresenters: Self.known)
        #expect(found.map(\.description) == ["r.yaml:2:16: error: invalid UTF-8 byte 0xFF [invalid-utf8]"])
    }
}
