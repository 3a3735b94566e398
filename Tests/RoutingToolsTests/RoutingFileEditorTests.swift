import Testing
@testable import SheetText
import ThemeKit

@testable import RoutingTools
@testable import PresenterRegistry

/// Table-driven tests of ``RoutingFileEditor``: each case is a file before, an edit, and the exact file after.
@Suite struct RoutingFileEditorTests {
    enum Edit: Sendable {
        case set(String, presenter: String? = nil, theme: String? = nil, locale: String? = nil)
        case unset(String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var before: String
        var edit: Edit
        var after: String
        var testDescription: String { name }
    }

    static let sample = """
        # comments anywhere
        default: { presenter: auto, theme: default }
        apps:
          "2021001234567890": { presenter: json, theme: midnight, locale: zh-Hans }
          "2021*": { presenter: plain }       # prefix pattern
          # the main app
          "2022000000000001":
            presenter: ansi
            theme: dark
        # after apps

        """

    static let cases: [Case] = [
        Case(
            name: "new file", before: "", edit: .set("2021*", presenter: "plain"),
            after: "apps:\n  \"2021*\": { presenter: plain }\n"),
        Case(
            name: "comments only", before: "# routes\n", edit: .set("a", theme: "dark"),
            after: "# routes\napps:\n  \"a\": { theme: dark }\n"),
        // A document that is only a null is an empty routing file to the loader; the null goes, or the
        // mapping after it would not be YAML (found by the Routing fuzz target).
        Case(
            name: "a null document", before: "~\n", edit: .set("a", theme: "dark"),
            after: "\napps:\n  \"a\": { theme: dark }\n"),
        Case(
            name: "a null document after a marker, with a comment", before: "--- null # none yet\n",
            edit: .set("a", theme: "dark"), after: "--- # none yet\napps:\n  \"a\": { theme: dark }\n"),
        Case(
            name: "a null document and a tab", before: "NULL\t\n", edit: .set("a", theme: "dark"),
            after: "\napps:\n  \"a\": { theme: dark }\n"),
        Case(
            name: "a null document, a tab and a comment", before: "~\t# c\n", edit: .set("a", theme: "dark"),
            after: "# c\napps:\n  \"a\": { theme: dark }\n"),
        Case(
            name: "a null document without a line break", before: "Null", edit: .set("a", theme: "dark"),
            after: "\napps:\n  \"a\": { theme: dark }\n"),
        Case(
            name: "apps missing: added after the last top-level entry", before: "default: { presenter: auto }\n# end\n",
            edit: .set("a", presenter: "json"),
            after: "default: { presenter: auto }\napps:\n  \"a\": { presenter: json }\n# end\n"),
        Case(
            name: "new entry appended after the last entry's last line", before: sample,
            edit: .set("2023", presenter: "json", locale: "ja"),
            after: sample.replacingFirst(
                "    theme: dark\n", with: "    theme: dark\n  \"2023\": { presenter: json, locale: ja }\n")),
        Case(
            name: "update merges fields", before: sample, edit: .set("2021001234567890", theme: "dark"),
            after: sample.replacingFirst(
                "{ presenter: json, theme: midnight, locale: zh-Hans }",
                with: "{ presenter: json, theme: dark, locale: zh-Hans }")),
        Case(
            name: "update keeps a trailing comment", before: sample, edit: .set("2021*", locale: "en"),
            after: sample.replacingFirst(
                "\"2021*\": { presenter: plain }       # prefix pattern",
                with: "\"2021*\": { presenter: plain, locale: en }       # prefix pattern")),
        Case(
            name: "update of a block entry changes its value in place", before: sample,
            edit: .set("2022000000000001", presenter: "plain"),
            after: sample.replacingFirst("    presenter: ansi\n", with: "    presenter: plain\n")),
        Case(
            name: "block entry keeps the comment on its key line, a new field gets a line",
            before: "apps:\n  a: # main\n    theme: x  # t\n  b: {}\n", edit: .set("a", presenter: "json"),
            after: "apps:\n  a: # main\n    theme: x  # t\n    presenter: json\n  b: {}\n"),
        Case(
            name: "a value is replaced in its own quoting's place, the rest of the line kept",
            before: "apps:\n  'a':   {theme: 'x y',   locale: ja}   # c\n", edit: .set("a", theme: "z"),
            after: "apps:\n  'a':   {theme: z,   locale: ja}   # c\n"),
        Case(
            name: "empty flow apps becomes a block", before: "default: { theme: x }\napps: {}   # none yet\n",
            edit: .set("a", presenter: "json"),
            after: "default: { theme: x }\napps:   # none yet\n  \"a\": { presenter: json }\n"),
        Case(
            name: "null apps becomes a block", before: "apps:\ndefault: { theme: x }\n",
            edit: .set("a", presenter: "json"),
            after: "apps:\n  \"a\": { presenter: json }\ndefault: { theme: x }\n"),
        Case(
            name: "flow apps stays flow", before: "apps: { a: { theme: x }, \"b\": {presenter: json} }\n",
            edit: .set("b", theme: "yy"), after: "apps: { a: { theme: x }, \"b\": {presenter: json, theme: yy} }\n"),
        Case(
            name: "a new entry in flow apps goes before the brace", before: "apps: { a: { theme: x } }  # c\n",
            edit: .set("b", theme: "yy"), after: "apps: { a: { theme: x }, \"b\": { theme: yy } }  # c\n"),
        Case(
            name: "indentation follows the existing entries", before: "apps:\n    a: { theme: x }\n",
            edit: .set("b", theme: "yy"), after: "apps:\n    a: { theme: x }\n    \"b\": { theme: yy }\n"),
        Case(
            name: "flow apps over several lines: comments inside are kept",
            before: "apps: {\n  a: { theme: x },  # inner\n  b: {}\n}  # apps\ndefault: {}\n",
            edit: .set("c", locale: "ja"),
            after: "apps: {\n  a: { theme: x },  # inner\n  b: {}, \"c\": { locale: ja }\n}  # apps\ndefault: {}\n"),
        Case(
            name: "explicit null apps keeps its comment", before: "apps: ~  # later\n", edit: .set("a", theme: "x"),
            after: "apps:  # later\n  \"a\": { theme: x }\n"),
        Case(
            name: "an unquoted numeric key is matched and kept as written",
            before: "apps:\n  2021001234567890: {presenter: json}\n", edit: .set("2021001234567890", theme: "主题"),
            after: "apps:\n  2021001234567890: {presenter: json, theme: \"主题\"}\n"),
        Case(
            name: "IDs are bytes: a decomposed é is another app than a composed one",
            before: "apps:\n  \"caf\u{E9}\": { theme: x }\n", edit: .set("cafe\u{301}", theme: "y"),
            after: "apps:\n  \"caf\u{E9}\": { theme: x }\n  \"cafe\u{301}\": { theme: \"y\" }\n"),
        Case(
            name: "IDs are bytes: both forms in one file, each edited alone",
            before: "apps:\n  \"caf\u{E9}\": { theme: x }\n  \"cafe\u{301}\": { theme: y }\n",
            edit: .unset("caf\u{E9}"),
            after: "apps:\n  \"cafe\u{301}\": { theme: y }\n"),
        Case(
            name: "a broken entry is fixed by setting the field it got wrong",
            before: "apps:\n  a: { presenter: [x], theme: t }\n", edit: .set("a", presenter: "json"),
            after: "apps:\n  a: { presenter: json, theme: t }\n"),
        Case(
            name: "unset a block entry with comments", before: "apps:\n  a: # main\n    theme: x  # dark\n  b: {}\n",
            edit: .unset("a"), after: "apps:\n  b: {}\n"),
        Case(
            name: "unset first", before: sample, edit: .unset("2021001234567890"),
            after: sample.replacingFirst(
                "  \"2021001234567890\": { presenter: json, theme: midnight, locale: zh-Hans }\n", with: "")),
        Case(
            name: "unset middle keeps its trailing comment out", before: sample, edit: .unset("2021*"),
            after: sample.replacingFirst("  \"2021*\": { presenter: plain }       # prefix pattern\n", with: "")),
        Case(
            name: "unset last removes all its lines", before: sample, edit: .unset("2022000000000001"),
            after: sample.replacingFirst(
                "  \"2022000000000001\":\n    presenter: ansi\n    theme: dark\n", with: "")),
        Case(
            name: "unset the only entry leaves an empty mapping",
            before: "apps: # routes\n  a: { theme: x }\ndefault: {}\n",
            edit: .unset("a"), after: "apps: {} # routes\ndefault: {}\n"),
        Case(
            name: "unset in flow apps", before: "apps: { a: { theme: x }, b: { theme: yy } }\n", edit: .unset("a"),
            after: "apps: { b: { theme: yy } }\n"),
        Case(
            name: "unset the last of flow apps takes its comma", before: "apps: { a: {}, b: { theme: yy } }\n",
            edit: .unset("b"), after: "apps: { a: {} }\n"),
        Case(
            name: "unset the only entry of flow apps", before: "apps: {a: {}}  # c\n", edit: .unset("a"),
            after: "apps: {}  # c\n"),
        Case(
            name: "CRLF files keep CRLF", before: "# r\r\napps:\r\n  a: { theme: x }\r\n",
            edit: .set("b", presenter: "json"),
            after: "# r\r\napps:\r\n  a: { theme: x }\r\n  \"b\": { presenter: json }\r\n"),
        Case(
            name: "CRLF update", before: "apps:\r\n  a: { theme: x } # c\r\ndefault: {}\r\n",
            edit: .set("a", theme: "yy"), after: "apps:\r\n  a: { theme: yy } # c\r\ndefault: {}\r\n"),
        Case(
            name: "a byte order mark stays", before: "\u{FEFF}apps:\n  a: { theme: x }\n", edit: .set("a", theme: "yy"),
            after: "\u{FEFF}apps:\n  a: { theme: yy }\n"),
        // Scalar indexes become byte offsets: by adding the byte order mark's length in a text of
        // one-byte scalars, by counting scalars in any other.
        Case(
            name: "letters of several bytes before the entry", before: "# 路由 é 😀\napps:\n  a: { theme: x }\n  b: {}\n",
            edit: .set("b", theme: "yy"), after: "# 路由 é 😀\napps:\n  a: { theme: x }\n  b: { theme: yy }\n"),
        Case(
            name: "letters of several bytes only after the entry",
            before: "apps:\n  a: { theme: x }\n  b: { theme: é }\n", edit: .unset("a"),
            after: "apps:\n  b: { theme: é }\n"),
        Case(
            name: "a byte order mark and letters of several bytes",
            before: "\u{FEFF}# é\napps:\n  \"é\": { theme: x }\n", edit: .set("é", theme: "yy"),
            after: "\u{FEFF}# é\napps:\n  \"é\": { theme: yy }\n"),
        Case(
            name: "a byte order mark and a new entry", before: "\u{FEFF}apps:\n  a: { theme: x }\n",
            edit: .set("b", theme: "yy"), after: "\u{FEFF}apps:\n  a: { theme: x }\n  \"b\": { theme: yy }\n"),
        Case(
            name: "no final newline", before: "apps:\n  a: { theme: x }", edit: .set("b", theme: "yy"),
            after: "apps:\n  a: { theme: x }\n  \"b\": { theme: yy }\n"),
        Case(
            name: "IDs and values with specials are quoted", before: "",
            edit: .set("x\"y\\z: #1 é*", presenter: "my plugin", theme: "themes/a b.yaml", locale: "true"),
            after:
                "apps:\n  \"x\\\"y\\\\z: #1 é*\": { presenter: \"my plugin\", theme: \"themes/a b.yaml\", locale: \"true\" }\n"
        ),
        Case(
            name: "values that look like numbers are quoted", before: "",
            edit: .set("1", presenter: "1.5", theme: "-x"),
            after: "apps:\n  \"1\": { presenter: \"1.5\", theme: \"-x\" }\n"),
        Case(
            name: "a null entry gets fields", before: "apps:\n  a:\n  b: { theme: x }\n", edit: .set("a", theme: "yy"),
            after: "apps:\n  a: { theme: yy }\n  b: { theme: x }\n"),
        Case(
            name: "an anchor touching its key is not taken for inline style",
            before: "apps:\n  &a:k: { theme: x\n  \n  }\n", edit: .set("b", presenter: "plain"),
            after: "apps:\n  &a:k: { theme: x\n  \n  }\n  \"b\": { presenter: plain }\n"),
        Case(
            name: "a tagged root with an anchored entry across lines",
            before: "!\t\t\tapps:\n &prUsenderaddddth:%er1f⟏0d: { theme: X________!!_\n \n}\n",
            edit: .set("fuzz.app", presenter: "plain"),
            after:
                "!\t\t\tapps:\n &prUsenderaddddth:%er1f⟏0d: { theme: X________!!_\n \n}\n \"fuzz.app\": { presenter: plain }\n"
        ),
        Case(
            // Found by fuzzing: the comment hid the `{}`, and the empty mapping was taken for a
            // block one. The value's anchor, which nothing can refer to, goes with the `{}`.
            name: "a comment between an anchor and an empty flow mapping, CR line breaks",
            before: "&t apps: &a\r\r#\r\r\r  {}", edit: .set("fuzz.app", presenter: "plain"),
            after: "&t apps:\n  \"fuzz.app\": { presenter: plain }\n"),
        Case(
            name: "document markers stay", before: "---\napps:\n  a: { theme: x }\n...\n", edit: .set("b", theme: "yy"),
            after: "---\napps:\n  a: { theme: x }\n  \"b\": { theme: yy }\n...\n"),
    ]

    static let catalog = PresenterCatalog(searchPath: nil)

    @Test(arguments: cases) func edit(_ test: Case) throws {
        let editor = RoutingFileEditor(source: SourceText(name: "registry.yaml", text: test.before))
        let result: String
        switch test.edit {
        case .set(let app, let presenter, let theme, let locale):
            result = try editor.set(app: app, presenter: presenter, theme: theme, locale: locale)
        case .unset(let app):
            result = try editor.unset(app: app)
        }
        #expect(result == test.after)
    }

    @Test(arguments: cases.filter { if case .set = $0.edit { true } else { false } })
    func everySetGivesAFileTheLoaderTakesWithTheNewRoute(_ test: Case) throws {
        guard case .set(let app, let presenter, let theme, let locale) = test.edit else { return }
        let editor = RoutingFileEditor(source: SourceText(name: "registry.yaml", text: test.before))
        let result = try editor.set(app: app, presenter: presenter, theme: theme, locale: locale)
        let table = try RoutingFile.load(SourceText(name: "edited.yaml", text: result))
        let route = table.resolve(app.hasSuffix("*") ? String(app.dropLast()) + "x" : app).route
        if let presenter { #expect(route.presenter == presenter) }
        if let theme { #expect(route.theme == theme) }
        if let locale { #expect(route.locale == locale) }
    }

    @Test func everyEditReadsBackWithTheOtherEntriesUnchanged() throws {
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: Self.sample))
        let text = try editor.set(app: "2021*", presenter: "json")
        let root = try YAMLComposer.document(in: SourceText(name: "r.yaml", text: text), limits: .document)
        #expect(root["apps"]?["2021*"]?["presenter"]?.scalar?.text == "json")
        #expect(root["apps"]?["2022000000000001"]?["theme"]?.scalar?.text == "dark")
        #expect(root["apps"]?.mapping?.count == 3)
    }

    /// The characters an ID or a value may not hold are Unicode's controls (category Cc) and the
    /// two separators YAML reads as line breaks, for every scalar of the Basic Multilingual Plane
    /// (the controls lie in its first 160).
    @Test func forbiddenCharactersAreTheControlsAndTheSeparators() {
        let scalars = (0...0xFFFF).lazy.compactMap(Unicode.Scalar.init).filter {
            RouteFields.isForbidden($0)
                != ($0.properties.generalCategory == .control || $0.value == 0x2028 || $0.value == 0x2029)
        }
        #expect(Array(scalars.prefix(3)) == [])
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var name: String
        var before: String
        var edit: Edit
        var kind: RoutingEditError.Kind
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(name: "empty ID", before: "", edit: .set("", theme: "x"), kind: .invalidArgument),
        Failure(
            name: "control character in ID", before: "", edit: .set("a\u{1B}[2J", theme: "x"), kind: .invalidArgument),
        Failure(name: "newline in ID", before: "", edit: .set("a\nb", theme: "x"), kind: .invalidArgument),
        Failure(name: "star inside ID", before: "", edit: .set("20*21", theme: "x"), kind: .invalidArgument),
        Failure(name: "empty value", before: "", edit: .set("a", presenter: ""), kind: .invalidArgument),
        Failure(
            name: "control character in value", before: "", edit: .set("a", theme: "x\u{7}"), kind: .invalidArgument),
        Failure(
            name: "line separator in value", before: "", edit: .set("a", locale: "x\u{2028}"), kind: .invalidArgument),
        Failure(name: "no field", before: "", edit: .set("a"), kind: .invalidArgument),
        Failure(name: "unset of a missing entry", before: sample, edit: .unset("nope"), kind: .noEntry),
        Failure(name: "unset in an empty file", before: "", edit: .unset("a"), kind: .noEntry),
        Failure(name: "unset with empty apps", before: "apps: {}\n", edit: .unset("a"), kind: .noEntry),
        Failure(
            name: "syntax error", before: "apps:\n  a: { theme: x\n", edit: .set("a", theme: "yy"), kind: .unusable),
        Failure(
            name: "set of a key with two entries", before: "apps:\n  a: {}\n  a: {}\n", edit: .set("a", theme: "yy"),
            kind: .unusable),
        Failure(
            name: "an unknown field in the entry", before: "apps:\n  a: { note: \"hi there\", theme: x }\n",
            edit: .set("a", presenter: "json"), kind: .unusable),
        Failure(name: "unknown presenter", before: "", edit: .set("a", presenter: "nope"), kind: .unusable),
        Failure(name: "star alone", before: "", edit: .set("*", presenter: "plain"), kind: .unusable),
        Failure(name: "bad locale", before: "", edit: .set("a", locale: "zh Hans"), kind: .unusable),
        Failure(
            name: "a theme file", before: "name: midnight\ncolors: {}\n", edit: .set("a", theme: "x"), kind: .unusable),
        Failure(name: "any other YAML", before: "items: [1, 2]\n", edit: .set("a", theme: "x"), kind: .unusable),
        Failure(name: "two documents", before: "a: 1\n---\nb: 2\n", edit: .set("b", theme: "yy"), kind: .unusable),
        Failure(name: "apps is a list", before: "apps: [a, b]\n", edit: .set("b", theme: "yy"), kind: .unusable),
        Failure(name: "top level is a list", before: "- a\n", edit: .set("b", theme: "yy"), kind: .unusable),
        Failure(
            name: "top level in flow style", before: "{ apps: {} }\n", edit: .set("b", theme: "yy"), kind: .unusable),
        Failure(name: "entry is a scalar", before: "apps:\n  a: json\n", edit: .set("a", theme: "yy"), kind: .unusable),
        Failure(
            name: "entry with a nested value", before: "apps:\n  a: { theme: x, extra: [1] }\n",
            edit: .set("a", theme: "yy"), kind: .unusable),
        Failure(
            name: "a Unicode line separator in a comment", before: "# a\u{2028}b\napps:\n  a: {}\n",
            edit: .set("a", theme: "yy"), kind: .unusable),
    ]

    @Test(arguments: failures) func refuses(_ test: Failure) {
        let editor = RoutingFileEditor(
            source: SourceText(name: "registry.yaml", text: test.before), catalog: Self.catalog)
        #expect {
            switch test.edit {
            case .set(let app, let presenter, let theme, let locale):
                _ = try editor.set(app: app, presenter: presenter, theme: theme, locale: locale)
            case .unset(let app):
                _ = try editor.unset(app: app)
            }
        } throws: { error in
            (error as? RoutingEditError)?.kind == test.kind
        }
    }

    @Test func unparsableFilesReportLocatedDiagnostics() throws {
        let editor = RoutingFileEditor(source: SourceText(name: "registry.yaml", text: "apps:\n  a: { theme: x\n"))
        let error = try #require(throws: RoutingEditError.self) { try editor.set(app: "a", theme: "yy") }
        let first = try #require(error.diagnostics.first)
        #expect(first.code == DiagnosticCode.syntax)
        #expect(first.location?.file == "registry.yaml")
    }

    @Test func refusalsPointAtTheEntry() throws {
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: "default: {}\napps:\n  a: json\n"))
        let error = try #require(throws: RoutingEditError.self) { try editor.set(app: "a", theme: "yy") }
        #expect(error.diagnostics.first?.code == .wrongType)
        #expect(error.diagnostics.first?.location?.start == SourcePosition(line: 3, column: 6))
    }

    @Test func aNewValueBreakingARuleIsLocatedAtTheEntry() throws {
        let text = "apps:\n  a: { theme: x }\n"
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: text), catalog: Self.catalog)
        let error = try #require(throws: RoutingEditError.self) { try editor.set(app: "a", presenter: "plian") }
        #expect(
            error.diagnostics.map(\.description) == ["r.yaml:2:3: error: unknown presenter 'plian' [unknown-presenter]"]
        )
        #expect(error.diagnostics.first?.hint?.hasPrefix("did you mean 'plain'?") == true)
    }

    @Test func anotherBrokenEntryIsAWarningAndLeftAsItIs() throws {
        let text = "apps:\n  a: {}\n  a: {}\n  b: { presenter: nope }\n"
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: text), catalog: Self.catalog)
        let edit = try editor.apply([RoutingChange(app: "c", action: .set(RouteFields(theme: "t")))])
        #expect(String(decoding: edit.bytes, as: UTF8.self) == text + "  \"c\": { theme: t }\n")
        #expect(edit.warnings.map(\.code) == [.duplicateApp, .unknownPresenter])
        #expect(edit.warnings.allSatisfy { $0.severity == .warning })
    }

    @Test func aPresenterNotInstalledYetIsAcceptedWhenAllowed() throws {
        var editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: ""), catalog: Self.catalog)
        editor.allowsUnknownPresenters = true
        #expect(try editor.set(app: "a", presenter: "later") == "apps:\n  \"a\": { presenter: later }\n")
    }

    /// A second `set --allow-missing-plugin` once the file holds a presenter not installed yet: its
    /// entry counts when the new text is read back, as it did when the file was read.
    @Test func aPresenterNotInstalledYetCanBeFollowedByAnotherEntry() throws {
        let text = "default: { presenter: auto }\napps:\n  a: { presenter: later }\n"
        var editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: text), catalog: Self.catalog)
        editor.allowsUnknownPresenters = true
        #expect(try editor.set(app: "b", presenter: "soon") == text + "  \"b\": { presenter: soon }\n")
    }

    @Test func onALargeFileAnEditChangesExactlyTheEntrysLines() throws {
        var text = "# generated\ndefault: { presenter: plain }\napps:\n"
        for index in 0..<20_000 {
            text += "  \"2021\(index)\": { presenter: json, theme: t\(index % 7) }  # n\(index)\n"
        }
        let old = text.split(separator: "\n", omittingEmptySubsequences: false)
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: text), catalog: Self.catalog)
        let updated = try editor.set(app: "202110000", presenter: "ansi")
        let new = updated.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(new.count == old.count)
        let differing = zip(old, new).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(differing.map(\.offset) == [3 + 10_000])
        #expect(differing.first?.element.1 == "  \"202110000\": { presenter: ansi, theme: t4 }  # n10000")
        let table = try RoutingFile.load(SourceText(name: "r.yaml", text: updated), catalog: Self.catalog)
        #expect(table.resolve("202110000").route.presenter == "ansi")
        #expect(table.resolve("202110001").route.presenter == "json")
        let added = try editor.set(app: "9999", theme: "x")
        #expect(added == text + "  \"9999\": { theme: x }\n")
        #expect(try RoutingFile.load(SourceText(name: "r.yaml", text: added)).resolve("9999").matched == .exact)
    }

    @Test func manyChangesInOrderMakeOneFile() throws {
        let text = "apps:\n  a: { theme: x }\n  b: { theme: y }\n"
        let editor = RoutingFileEditor(source: SourceText(name: "r.yaml", text: text), catalog: Self.catalog)
        let edit = try editor.apply([
            RoutingChange(app: "a", action: .set(RouteFields(presenter: "json"))),
            RoutingChange(app: "b", action: .unset),
            RoutingChange(app: "c", action: .set(RouteFields(theme: "z"))),
            RoutingChange(app: "c", action: .set(RouteFields(locale: "ja"))),
            RoutingChange(app: "a", action: .set(RouteFields(theme: "w"))),
        ])
        #expect(
            String(decoding: edit.bytes, as: UTF8.self)
                == "apps:\n  a: { theme: w, presenter: json }\n  \"c\": { theme: z, locale: ja }\n")
        // All or none: one bad change leaves the whole list undone.
        #expect(throws: RoutingEditError.self) {
            try editor.apply([
                RoutingChange(app: "a", action: .set(RouteFields(presenter: "json"))),
                RoutingChange(app: "nope", action: .unset),
            ])
        }
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced; fails loudly when absent, so a
    /// mistyped expectation cannot pass.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return "<\(target) not found>" }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
