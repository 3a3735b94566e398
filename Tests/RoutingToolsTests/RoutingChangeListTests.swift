import Testing
@testable import SheetText

@testable import RoutingTools

/// `registry apply`'s list of changes: what each text reads as, and every problem, located (the
/// range, the hint and the related place too).
@Suite struct RoutingChangeListTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// Each change or each diagnostic, as ``RoutingChangeListTests/render(_:)`` writes it.
        var read: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "an empty file", text: "", read: []),
        Case(name: "comments only", text: "# nothing yet\n", read: []),
        Case(name: "a null document", text: "~\n", read: []),
        Case(name: "a tagged null document", text: "!!null ~\n", read: []),
        Case(name: "an empty list", text: "[]\n", read: []),
        Case(
            name: "block items", text: "- set: a\n  presenter: json\n  locale: ja\n- unset: \"b*\"\n",
            read: ["set a presenter=json locale=ja at 1:3-4:1", "unset b* at 4:3-5:1"]),
        Case(
            name: "JSON", text: #"[{"set": "a", "theme": "x"}, {"unset": "b"}]"#,
            read: ["set a theme=x at 1:2-1:28", "unset b at 1:30-1:44"]),
        Case(
            name: "quoted and tagged keys and values",
            text: "- \"set\": !!str 1\n  'theme': x\n- !!map {set: a, theme: y}\n",
            read: ["set 1 theme=x at 1:3-3:1", "set a theme=y at 3:3-3:27"]),
        Case(
            name: "a tagged empty value is text", text: "- set: !!str\n  theme: x\n", read: ["set  theme=x at 1:3-3:1"]),
        Case(
            name: "the whole file a mapping", text: "set: a\ntheme: x\n",
            read: [
                "1:1-3:1 error: a list of changes must be a list (- set: ID …), not a mapping [wrong-type] | write each change as an item: '- set: ID' with its fields, or '- unset: ID'"
            ]),
        Case(
            name: "the whole file a scalar", text: "hello\n",
            read: [
                "1:1-1:6 error: a list of changes must be a list (- set: ID …), not a scalar [wrong-type] | write each change as an item: '- set: ID' with its fields, or '- unset: ID'"
            ]),
        Case(
            name: "items that are not mappings", text: "- a\n- [b]\n- ~\n- set: c\n  theme: x\n",
            read: [
                "1:3-1:4 error: a change must be a mapping (set: ID, presenter: …), not a scalar [wrong-type]",
                "2:3-2:6 error: a change must be a mapping (set: ID, presenter: …), not a list [wrong-type]",
                "3:3-3:4 error: a change must be a mapping (set: ID, presenter: …), not null [wrong-type]",
            ]),
        Case(
            name: "an unknown key close to a known one", text: "- sett: a\n",
            read: ["1:3-1:7 error: unknown key 'sett' in a change [unknown-key] | did you mean 'set'?"]),
        Case(
            name: "an unknown key far from every known one", text: "- zzzzzz: a\n  set: b\n  theme: x\n",
            read: [
                "1:3-1:9 error: unknown key 'zzzzzz' in a change [unknown-key] | a change has set or unset, and presenter, theme and locale"
            ]),
        Case(
            name: "a key that is a list", text: "- ? [a]\n  : b\n  set: c\n  theme: x\n",
            read: [
                "1:5-1:8 error: unknown key '' in a change [unknown-key] | a change has set or unset, and presenter, theme and locale"
            ]),
        Case(
            name: "values that are not strings", text: "- set: [a]\n  theme: {x: 1}\n- set: b\n  locale:\n",
            read: [
                "1:8-1:11 error: 'set' must be a string, not a list [wrong-type]",
                "2:10-2:16 error: 'theme' must be a string, not a mapping [wrong-type]",
                "4:10-4:10 error: 'locale' must be a string, not null [wrong-type]",
            ]),
        Case(
            name: "set and unset in one change", text: "- set: a\n  unset: a\n",
            read: [
                "2:3-2:8 error: a change has one 'set' or one 'unset' [duplicate-key] | write each change as an item of its own"
            ]),
        Case(
            name: "a key given twice, in two changes",
            text: "- set: a\n  theme: x\n  theme: y\n- unset: b\n  unset: c\n",
            read: [
                "3:3-3:8 error: duplicate key 'theme'; it is first defined at line 2 [duplicate-key] | remove one of the two, or merge them | 'theme' is first defined here at 2:3-2:8",
                "5:3-5:8 error: duplicate key 'unset'; it is first defined at line 4 [duplicate-key] | remove one of the two, or merge them | 'unset' is first defined here at 4:3-4:8",
            ]),
        Case(
            name: "a key given twice hides the other problems", text: "- sett: a\n- set: b\n  theme: x\n  theme: y\n",
            read: [
                "4:3-4:8 error: duplicate key 'theme'; it is first defined at line 3 [duplicate-key] | remove one of the two, or merge them | 'theme' is first defined here at 3:3-3:8"
            ]),
        Case(
            name: "no set or unset", text: "- theme: x\n",
            read: ["1:3-2:1 error: a change needs 'set: ID' or 'unset: ID' [missing-key]"]),
        Case(
            name: "an unset with fields", text: "- unset: a\n  theme: x\n",
            read: [
                "1:3-3:1 error: 'unset' removes the whole entry; it takes no presenter, theme or locale [unknown-key]"
            ]),
        Case(
            name: "a set without fields", text: "- { set: a }\n",
            read: ["1:3-1:13 error: 'set' needs at least one of presenter, theme and locale [missing-key]"]),
        Case(
            name: "problems of several changes, in order", text: "- set: a\n- 1\n- unset: b\n  locale: ja\n",
            read: [
                "1:3-2:1 error: 'set' needs at least one of presenter, theme and locale [missing-key]",
                "2:3-2:4 error: a change must be a mapping (set: ID, presenter: …), not a scalar [wrong-type]",
                "3:3-5:1 error: 'unset' removes the whole entry; it takes no presenter, theme or locale [unknown-key]",
            ]),
        Case(
            name: "a second document", text: "- sett: a\n---\n- unset: b\n",
            read: [
                "2:1-2:4 error: a second document starts here; this file must hold exactly one [multiple-documents] | remove the '---' line and what follows, or split the file"
            ]),
        Case(
            name: "a key given twice, then a second document", text: "- set: a\n  theme: x\n  theme: y\n--- 1\n",
            read: [
                "3:3-3:8 error: duplicate key 'theme'; it is first defined at line 2 [duplicate-key] | remove one of the two, or merge them | 'theme' is first defined here at 2:3-2:8",
                "4:1-4:4 error: a second document starts here; this file must hold exactly one [multiple-documents] | remove the '---' line and what follows, or split the file",
            ]),
        Case(
            name: "a syntax error after a problem and a key given twice",
            text: "- 1\n- set: a\n  theme: x\n  theme: y\n- set: [b\n",
            read: [
                "4:3-4:8 error: duplicate key 'theme'; it is first defined at line 3 [duplicate-key] | remove one of the two, or merge them | 'theme' is first defined here at 3:3-3:8",
                "6:1-6:1 error: did not find expected ',' or ']' (while parsing a flow sequence started at 5:8) [yaml-syntax] | close the list that opens at line 5, column 8 with ']', or separate its items with ','",
            ]),
        Case(
            name: "values nested too deep", text: "- set: a\n  theme: " + String(repeating: "[", count: 300) + "\n",
            read: ["2:264-2:265 error: lists and mappings nest deeper than 256 levels here [nesting-too-deep]"]),
        Case(
            name: "a NUL byte", text: "- set: a\0\n",
            read: [
                "1:9-1:9 error: NUL byte in the text [nul-byte] | the file may be binary or in UTF-16; save it as UTF-8"
            ]),
    ]

    @Test(arguments: cases) func reads(_ test: Case) {
        let source = SourceText(name: "changes.yaml", text: test.text)
        let read: [String]
        do throws(DiagnosticError) {
            read = try RoutingChangeList.parse(source).map(Self.render)
        } catch {
            read = error.diagnostics.map(Self.render)
        }
        #expect(read == test.read)
    }

    static func render(_ change: RoutingChange) -> String {
        var text: String
        switch change.action {
        case .unset: text = "unset \(change.app)"
        case .set(let fields):
            text = (["set \(change.app)"] + fields.named.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        }
        if let location = change.location { text += " at \(location.start)-\(location.end)" }
        return text
    }

    static func render(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.location.map { "\($0.start)-\($0.end) " } ?? ""
        text += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
        if let hint = diagnostic.hint { text += " | \(hint)" }
        for related in diagnostic.related {
            text += " | \(related.message) at \(related.location.start)-\(related.location.end)"
        }
        return text
    }
}
