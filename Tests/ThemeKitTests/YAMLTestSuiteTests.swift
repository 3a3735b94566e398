import Foundation
import Testing
@testable import SheetText

@testable import ThemeKit

/// Walks every case of the YAML project's test suite (vendored under `Fixtures/yaml-test-suite`).
///
/// A case with an `error` file must be rejected with located diagnostics; any other case must parse,
/// and where it has an `in.json` its documents, read with the YAML 1.2 core schema, must equal the
/// JSON documents there. libyaml is a YAML 1.1 parser with known gaps, and the composer refuses
/// duplicate keys on purpose: cases where that makes the outcome differ are listed in
/// ``knownExceptions`` with the reason. A listed case that starts passing fails the test too, so the
/// list stays honest.
@Suite struct YAMLTestSuiteTests {
    @Test func everyCaseMatchesTheSuiteOrIsAKnownException() throws {
        let cases = try YAMLSuiteCase.all()
        // The vendored data holds 402 cases (348 folders, some with numbered sub-cases); fewer means
        // the walk lost some.
        #expect(cases.count == 402)

        var passed = 0
        var listed = 0
        for suiteCase in cases {
            let failure = suiteCase.failure()
            if let reason = Self.knownExceptions[suiteCase.id] {
                listed += 1
                if failure == nil {
                    Issue.record(
                        "\(suiteCase.id) (\(suiteCase.name)) now passes; remove it from the known exceptions (\(reason))"
                    )
                }
            } else if let failure {
                Issue.record("\(suiteCase.id) (\(suiteCase.name)): \(failure)")
            } else {
                passed += 1
            }
        }
        let unknown = Set(Self.knownExceptions.keys).subtracting(cases.map(\.id))
        #expect(unknown.isEmpty, "known exceptions that are not cases: \(unknown.sorted())")
        // Every case is accounted for: passed or listed, none failing silently.
        #expect(
            passed + listed == cases.count,
            "yaml-test-suite: \(cases.count) cases, \(passed) passed, \(listed) known exceptions")
    }

    /// Cases where libyaml, or this project's stricter composer, disagrees with the suite.
    static let knownExceptions: [String: String] = {
        var cases: [String: String] = [:]
        func add(_ reason: String, _ ids: String) {
            for id in ids.split(separator: " ") { cases[String(id)] = reason }
        }
        add(
            "libyaml rejects valid input: an empty (null) implicit key such as `: value`",
            "2JQS 6M2F CFD4 M2N8/00 NHX8 NKF9 S3PD SM9W/01 UKK6/00")
        add(
            "libyaml rejects valid input: in a flow collection, ':' directly followed by ',' or by a plain scalar, or a plain scalar starting with ':'",
            "4ABK 58MP 5T43 DBG4 FRK4 HM87/00")
        add(
            "libyaml rejects valid input: in a flow mapping, a key spread over lines or its ':' on the line after it",
            "4MUZ/00 4MUZ/01 4MUZ/02 5MUD 9SA2 K3WX NJ66 UT92 VJP3/01")
        add(
            "libyaml rejects valid input: a reserved directive or a %YAML version other than 1.1 and 1.2",
            "2LFX 6LVF BEC7 MUS6/05 MUS6/06")
        add(
            "libyaml rejects valid input: a top-level block scalar with zero indentation whose line looks like a comment, directive or key",
            "DK3J FP8R W4TN")
        add(
            "libyaml rejects valid input: a bare document after a '...' marker, or a '...' with no document before it",
            "7Z25 HWV9 M7A3 QT73")
        add(
            "libyaml allows only letters, digits, '-' and '_' in anchor names (YAML 1.2 allows any non-space, non-flow character)",
            "2SXE 8XYN W5VH Y2GN")
        add(
            "libyaml rejects valid input: a tab used as separating white space (not indentation)",
            "6BCT 6CA3 A2M4 DK95/00 DK95/03 DK95/04 Q5MG Y79Y/010")
        add(
            "libyaml rejects valid input: a tab at the start of a block scalar's content line",
            "96NN/00 96NN/01 R4YG Y79Y/001")
        add(
            "libyaml reads '?' before a flow key as the explicit-key indicator even without a space after it, so the key loses its '?'",
            "652Z HM87/01")
        add(
            "libyaml drops a last line of only spaces, with no line break after it, from a block scalar",
            "JEF9/02 L24T/01")
        add(
            "libyaml accepts invalid input: continuation lines of a flow collection or quoted scalar indented less than their parent, or by tabs",
            "9C9N DK95/01 QB6E Y79Y/003")
        add(
            "libyaml accepts invalid input: a directive after a document that was not ended with '...', or a second %YAML directive",
            "9HCY EB22 MUS6/01 RHX7")
        add(
            "libyaml accepts invalid input: a '#' comment with no white space before it",
            "9JBA CVW2 MUS6/00 SU5Z X4QW")
        add(
            "libyaml accepts invalid input: a lone '-' as a plain scalar in a flow sequence",
            "G5U8 YJV2")
        add(
            "libyaml accepts invalid input: leading empty lines of a block scalar indented more than its first content line",
            "S98Z")
        return cases
    }()
}

/// One case of the suite, read from its folder.
struct YAMLSuiteCase: Sendable {
    /// The folder name, with the sub-case number when there is one: `2JQS`, `SM9W/01`.
    var id: String
    /// The case's title (`===`).
    var name: String
    var yaml: [UInt8]
    var json: String?
    var isError: Bool

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml-test-suite")

    /// Every case, sorted by ID.
    static func all() throws -> [YAMLSuiteCase] {
        let files = FileManager.default
        var cases: [YAMLSuiteCase] = []
        for folder in try files.contentsOfDirectory(atPath: root.path).sorted() {
            let url = root.appendingPathComponent(folder)
            if files.fileExists(atPath: url.appendingPathComponent("in.yaml").path) {
                cases.append(try YAMLSuiteCase(id: folder, url: url))
                continue
            }
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                continue
            }
            for sub in try files.contentsOfDirectory(atPath: url.path).sorted() {
                let subURL = url.appendingPathComponent(sub)
                if files.fileExists(atPath: subURL.appendingPathComponent("in.yaml").path) {
                    cases.append(try YAMLSuiteCase(id: "\(folder)/\(sub)", url: subURL))
                }
            }
        }
        return cases
    }

    init(id: String, url: URL) throws {
        self.id = id
        let title = (try? String(contentsOf: url.appendingPathComponent("==="), encoding: .utf8)) ?? ""
        name = title.trimmingCharacters(in: .whitespacesAndNewlines)
        yaml = Array(try Data(contentsOf: url.appendingPathComponent("in.yaml")))
        json = try? String(contentsOf: url.appendingPathComponent("in.json"), encoding: .utf8)
        isError = FileManager.default.fileExists(atPath: url.appendingPathComponent("error").path)
    }

    /// Why the case fails, or `nil` when it passes.
    func failure() -> String? {
        let source = SourceText(name: "\(id)/in.yaml", bytes: yaml)
        let roots: [YAMLNode]
        do {
            roots = try YAMLComposer.documents(in: source, limits: .document)
        } catch {
            guard isError else { return "rejected valid input: \(error.diagnostics.first?.description ?? "")" }
            if error.diagnostics.isEmpty || error.diagnostics.contains(where: { $0.location == nil }) {
                return "rejected without a location: \(error)"
            }
            return nil
        }
        if isError { return "accepted invalid input" }
        guard let json else { return nil }
        let expected: [JSONValue]
        do {
            expected = try JSONParser.parseSequence(SourceText(name: "\(id)/in.json", text: json))
        } catch {
            return "in.json does not parse: \(error)"
        }
        guard expected.count == roots.count else {
            return "\(roots.count) documents, in.json has \(expected.count)"
        }
        for (index, (root, want)) in zip(roots, expected).enumerated() {
            guard let got = CoreSchema.json(root) else { return "document \(index + 1) has no JSON form" }
            if !CoreSchema.same(got, want) {
                return "document \(index + 1) is \(got.compactText), in.json has \(want.compactText)"
            }
        }
        return nil
    }
}

/// YAML 1.2 core-schema resolution of a node tree into JSON, for comparison with the suite only.
enum CoreSchema {
    static let strTag = "tag:yaml.org,2002:str"

    /// The node as JSON, or `nil` when it has no JSON form (a key that is not a scalar).
    static func json(_ node: YAMLNode) -> JSONValue? {
        switch node.content {
        case .scalar(let scalar):
            return resolve(scalar, tag: node.tag)
        case .sequence(let items):
            var values: [JSONValue] = []
            for item in items {
                guard let value = json(item) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .mapping(let pairs):
            var object = JSONObject()
            for pair in pairs {
                guard let key = pair.key.scalar?.text, let value = json(pair.value) else { return nil }
                object[key] = value
            }
            return .object(object)
        }
    }

    static func resolve(_ scalar: YAMLScalar, tag: String?) -> JSONValue {
        // Quoted and block scalars, and anything tagged `!` or `!!str`, are strings.
        guard scalar.style == .plain, tag == nil || (tag != "!" && tag != strTag && tag!.hasPrefix("tag:yaml.org"))
        else { return .string(scalar.text) }
        let text = scalar.text
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
        if let value = integer(text) { return .number(value) }
        if isFloat(text) { return .number(text) }
        return .string(text)
    }

    /// A core-schema integer (`[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`) in decimal.
    static func integer(_ text: String) -> String? {
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return String(value) }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return String(value) }
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return text.first == "+" ? String(digits) : text
    }

    /// A core-schema float: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, or `.inf`/`.nan`.
    static func isFloat(_ text: String) -> Bool {
        let pattern = #"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$|^[-+]?\.(inf|Inf|INF)$|^\.(nan|NaN|NAN)$"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// Equality of JSON values with objects compared as sets of members and numbers by value.
    static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)):
            guard let x = Double(a), let y = Double(b) else { return a == b }
            return x == y
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        case (.object(let a), .object(let b)):
            return a.keys.count == b.keys.count
                && a.members.allSatisfy { member in b[member.key].map { same(member.value, $0) } ?? false }
        default:
            return lhs == rhs
        }
    }
}
