import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// Where a JSON call's values are found, at what cost, and what a key given twice does.
///
/// The cost is counted, not timed: the source reports the bytes examined to turn offsets into
/// lines and columns and ``JSONCallTree`` the keys compared to find duplicates, and both must stay
/// linear in the text however its lines run and however large its objects are.
@Suite struct CallLocationTests {
    /// A `my` call of `count` items, all strings but the last, `true`, which the decoder rejects;
    /// on one line as `JSON.stringify` writes it, or one value a line as it pretty-prints.
    static func largeCall(items count: Int, pretty: Bool) -> (text: String, last: SourcePosition) {
        let items = (0..<count - 1).map { "\"item \($0) 日本\"" }
        let open = pretty ? "{\n  \"items\": [\n    " : "{\"items\":["
        let separator = pretty ? ",\n    " : ","
        let before = open + items.joined(separator: separator) + separator
        let text = before + "true" + (pretty ? "\n  ]\n}" : "]}")
        // The line of `true`, and its column in Unicode scalars, counted here the plain way.
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let last = SourcePosition(line: lines.count, column: lines.last!.unicodeScalars.count + 1)
        return (text, last)
    }

    @Test(arguments: [false, true])
    func aValueAtTheEndOfAMegabyteCallIsLocatedInOnePass(_ pretty: Bool) throws {
        let (text, last) = Self.largeCall(items: 55_000, pretty: pretty)
        let source = SourceText(name: "call.json", text: text)
        #expect(source.bytes.count > 1_000_000)
        let tree = try JSONCallTree(parsing: source)
        let items = try #require(tree.root["items"])
        guard case .list(let nodes) = items.value else {
            Issue.record("items is not a list")
            return
        }
        #expect(nodes.count == 55_000)
        #expect(nodes.last?.location?.start == last)
        #expect(
            nodes.first?.location?.start == (pretty ? SourcePosition(line: 3, column: 5) : .init(line: 1, column: 11)))
        // Every value located: one pass to index the text, then at most two 64-byte blocks and a
        // search for each, where counting each column from the start of its line would be 55,000
        // values × half a megabyte.
        #expect(nodes.allSatisfy { $0.location != nil })
        #expect(source.lineSearchSteps <= source.bytes.count + (nodes.count + 2) * 160)
        #expect(tree.keyComparisons <= 1)
        // The decoder's rejection is at the same place.
        let error = try #require(rejection(text))
        #expect(
            error.diagnostics.map(\.description) == [
                "call.json:\(last): error: items[54999]: expected a string or a number, found a boolean [invalid-call]"
            ])
    }

    @Test func aHundredThousandKeysAreCheckedForDuplicatesInLinearWork() throws {
        // Finding each key's earlier place by scanning the members before it would be 5 billion comparisons.
        let members = (0..<100_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text = "{\"items\": [\"a\"], \"extra\": {\(members), \"k7\": \"again\"}}"
        let tree = try JSONCallTree(parsing: SourceText(name: "call.json", text: text))
        let extra = try #require(tree.root["extra"]?.members)
        #expect(extra.count == 100_000)
        #expect(extra[7].value.value == .string("again"))
        #expect(tree.keyComparisons <= 10 * 100_000)
        #expect(tree.duplicateKeys.count == 1)
    }

    @Test(arguments: [2, 8, 9, 20])
    func aKeyThatComesAgainIsFoundInAnObjectOfAnySize(members: Int) throws {
        // Small objects compare keys in turn and larger ones index the members past the first few:
        // a key is found again either way.
        let keys = (0..<members).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let last = "k\(members - 1)"
        let text =
            "{\"items\": [\"a\"], \"extra\": {\(keys), \"k0\": \"again\", \"last\": 1, \"\(last)\": \"too\"}}"
        let tree = try JSONCallTree(parsing: SourceText(name: "call.json", text: text))
        let extra = try #require(tree.root["extra"]?.members)
        #expect(extra.map(\.key) == (0..<members).map { "k\($0)" } + ["last"])
        #expect(extra[0].value.value == .string("again"))
        #expect(extra[members - 1].value.value == .string("too"))
        #expect(tree.duplicateKeys.count == 2)
    }

    @Test func aLineBreakInsideAStringCountsAsTheQuotedTextCountsIt() throws {
        // U+2028 and NEL are line breaks to libyaml, and so to the diagnostics that quote a line:
        // the location of a value after one must point into the line that is quoted.
        let text = "{\"items\": [\"a\u{2028}b\", \"c\u{85}d\", true]}"
        let source = SourceText(name: "call.json", text: text)
        let error = try #require(rejection(text))
        let location = try #require(error.diagnostics.first?.location)
        #expect(location.start == SourcePosition(line: 3, column: 5))
        let quoted = try #require(source.line(location.start.line))
        let scalars = Array(quoted.unicodeScalars)
        #expect(String(String.UnicodeScalarView(scalars.dropFirst(location.start.column - 1))) == "true]}")
    }

    // MARK: A key given twice

    struct DuplicateCase: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var items: [String]
        var warnings: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        DuplicateCase(
            name: "the last wins, and the first is warned about",
            json: #"{"items": ["a"], "title": "t", "items": ["b"]}"#,
            items: ["b"],
            warnings: ["call.json:1:2: warning: duplicate key 'items'; the one at 1:32 wins [duplicate-key]"]),
        DuplicateCase(
            name: "three times: both dropped name the last",
            json: "{\"items\": [\"a\"],\n \"items\": [\"b\"],\n \"items\": [\"c\"]}", items: ["c"],
            warnings: [
                "call.json:1:2: warning: duplicate key 'items'; the one at 3:2 wins [duplicate-key]",
                "call.json:2:2: warning: duplicate key 'items'; the one at 3:2 wins [duplicate-key]",
            ]),
        DuplicateCase(
            name: "inside a badge",
            json: #"{"items": ["a", "b"], "badges": [{"index": 0, "type": "point", "index": 1}]}"#,
            items: ["a", "b"],
            warnings: ["call.json:1:35: warning: duplicate key 'index'; the one at 1:64 wins [duplicate-key]"]),
        DuplicateCase(
            name: "in an object large enough to be indexed",
            json: "{" + (0..<20).map { "\"k\($0)\": \($0), " }.joined() + #""items": ["a"], "k3": 0}"#, items: ["a"],
            warnings: ["call.json:1:29: warning: duplicate key 'k3'; the one at 1:218 wins [duplicate-key]"]),
    ])
    func aKeyGivenTwiceKeepsTheLastValueWithAWarningAtTheOneDropped(_ c: DuplicateCase) throws {
        for keys in [ActionSheetCall.KeyPolicy.ignoreUnknown, .warnUnknown] {
            let call = try ActionSheetCall.decode(jsonText: SourceText(name: "call.json", text: c.json), keys: keys)
            #expect(call.sheet.items.map(\.text) == c.items)
            #expect(call.warnings.filter { $0.code == .duplicateKey }.map(\.description) == c.warnings)
        }
    }

    @Test func theBadgeThatWinsIsTheLastIndexGiven() throws {
        let call = try decodeCall(#"{"items": ["a", "b"], "badges": [{"index": 0, "type": "point", "index": 1}]}"#)
        #expect(call.sheet.items.map(\.badge) == [Badge(.none), Badge(.point)])
    }

    @Test func theKeptValueStaysInThePlaceOfTheFirst() throws {
        let node = try CallNode.parse(json: SourceText(name: "call.json", text: #"{"a": 1, "b": 2, "a": 3}"#))
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].value.value == .number("3"))
        #expect(members[0].keyLocation?.start == SourcePosition(line: 1, column: 18))
        #expect(members[0].value.location?.start == SourcePosition(line: 1, column: 23))
    }

    @Test func aRejectedCallKeepsTheWarningWithItsErrorInSourceOrder() throws {
        let error = try #require(rejection(#"{"items": ["a"], "items": [true]}"#))
        #expect(
            error.diagnostics.map(\.description) == [
                "call.json:1:2: warning: duplicate key 'items'; the one at 1:18 wins [duplicate-key]",
                "call.json:1:28: error: items[0]: expected a string or a number, found a boolean [invalid-call]",
            ])
        let neither = try #require(rejection(#"{"item": 1, "item": 2}"#))
        // The rejection is at the call's '{', which comes first.
        #expect(
            neither.diagnostics.map(\.description) == [
                "call.json:1:1: error: the call has neither 'items' (my.showActionSheet), 'itemList' (wx.showActionSheet) "
                    + "nor 'btns' (AlipayJSBridge.call('actionSheet')) [invalid-call]",
                "call.json:1:2: warning: duplicate key 'item'; the one at 1:13 wins [duplicate-key]",
            ])
    }

    @Test func aYAMLSheetStillRefusesAKeyGivenTwice() throws {
        let source = SourceText(name: "sheet.yaml", text: "items: [a]\nitems: [b]\n")
        let error = #expect(throws: CallRejection.self) { try ActionSheetCall.load(sheetFile: source) }
        #expect(error?.diagnostics.map(\.severity) == [.error])
        #expect(error?.diagnostics.first?.code == .duplicateKey)
    }
}
