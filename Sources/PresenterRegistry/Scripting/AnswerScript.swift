public import SheetText
import ThemeKit

/// The answers of `present --answers FILE`: one per call, each optionally with what the call must show.
///
/// ```json
/// [
///   "0",
///   {"answer": "label:Delete", "expect": {"title": "Photo", "items": ["Share", "Delete"], "cancel": "取消"}},
///   {"answer": "cancel", "expect": {"dialect": "wx", "destructive": null}}
/// ]
/// ```
///
/// An answer is a ``ScriptedAnswer`` word as `--choose` takes it (an index is written `"3"`; a bare `3`
/// is an error). `expect` may give `dialect`, `title`, `message`, `items`, `cancel` and `destructive`.
public struct AnswerScript: Sendable {
    /// One answer.
    public struct Entry: Sendable {
        package var answer: ScriptedAnswer
        /// The answer as written.
        public var word: String
        package var expectation: Expectation
        /// Where the entry was written, for messages.
        public var location: SourceLocation?
        /// Whether the entry is an answers file's rather than `--choose`'s: naming nothing is then the file's mistake.
        public var isFromFile = false

        package init(
            answer: ScriptedAnswer, word: String, expectation: Expectation = Expectation(),
            location: SourceLocation? = nil
        ) {
            self.answer = answer
            self.word = word
            self.expectation = expectation
            self.location = location
        }
    }

    /// What a call must show; a field left out is not checked.
    package struct Expectation: Sendable, Hashable {
        package init() {}

        package var dialect: CallDialect?
        package var title: String??
        package var message: String??
        package var items: [String]?
        package var cancel: String?
        package var destructive: Int??

        package func mismatches(_ sheet: ResolvedSheet, dialect shown: CallDialect?) -> [String] {
            func quoted(_ text: String?) -> String { text.map { "'\($0)'" } ?? "none" }
            var found: [String] = []
            if let dialect, dialect != shown {
                found.append("dialect: expected \(dialect.rawValue), the call is \(shown?.rawValue ?? "none")")
            }
            if let title, title != sheet.title {
                found.append("title: expected \(quoted(title)), the call shows \(quoted(sheet.title))")
            }
            if let message, message != sheet.message {
                found.append("message: expected \(quoted(message)), the call shows \(quoted(sheet.message))")
            }
            let texts = sheet.items.map(\.text)
            if let items, items != texts {
                let list = { (texts: [String]) in "[" + ScriptedAnswer.listed(texts) + "]" }
                found.append("items: expected \(list(items)), the call shows \(list(texts))")
            }
            if let cancel, cancel != sheet.cancelLabel {
                found.append("cancel: expected '\(cancel)', the call shows '\(sheet.cancelLabel)'")
            }
            let destructiveShown = sheet.items.first(where: \.isDestructive)?.index
            if let destructive, destructive != destructiveShown {
                let name = { (index: Int?) in index.map { "item \($0)" } ?? "none" }
                found.append("destructive: expected \(name(destructive)), the call shows \(name(destructiveShown))")
            }
            return found
        }
    }

    public var entries: [Entry]
    /// How many calls have taken an answer, or found none left.
    public private(set) var callsTaken = 0

    /// What answers the next call.
    public enum Step: Sendable {
        /// This entry.
        case answer(Entry)
        /// None: the entries are used up; `call` counts from 0.
        case noneLeft(call: Int)
    }

    /// Hands out the answer for the next call.
    public mutating func next() -> Step {
        defer { callsTaken += 1 }
        return callsTaken < entries.count ? .answer(entries[callsTaken]) : .noneLeft(call: callsTaken)
    }

    /// The entries no call took.
    public var unused: ArraySlice<Entry> { entries[min(callsTaken, entries.count)...] }

    /// Reads the script; every problem is located in it.
    /// - Throws: ``DiagnosticError`` with each problem found.
    public init(_ source: SourceText) throws(DiagnosticError) {
        let root = try CallNode.parse(json: source, maxBytes: CallNode.maxBytes)
        var problems: [Diagnostic] = []
        func problem(_ message: String, _ node: CallNode, hint: String? = nil) {
            problems.append(.error(.invalidAnswers, message, at: node.location, hint: hint))
        }
        guard case .list(let nodes) = root.value else {
            throw DiagnosticError(
                .error(
                    .invalidAnswers, "expected a list of answers, found \(root.typeName)", at: root.location,
                    hint: "write [\"0\", {\"answer\": \"cancel\", \"expect\": {\"items\": [\"Share\"]}}]"))
        }
        var entries: [Entry] = []
        for (position, node) in nodes.enumerated() {
            var answerNode = node
            var expectation = Expectation()
            if let members = node.members {
                for member in members where !["answer", "expect"].contains(member.key) {
                    problem(
                        "answers[\(position)]: unknown key '\(member.key)'", member.value,
                        hint: Suggestion.closest(to: member.key, in: ["answer", "expect"]).map {
                            "did you mean '\($0)'?"
                        })
                }
                guard let given = node["answer"] else {
                    problem("answers[\(position)]: 'answer' is required", node)
                    continue
                }
                answerNode = given
                if let expect = node["expect"] {
                    expectation = Self.expectation(expect, at: "answers[\(position)].expect", problem: problem)
                }
            }
            let word: String?
            switch answerNode.value {
            case .string(let text): word = text
            case .number(let text):
                problem(
                    "answers[\(position)]: expected an answer as a string, found the number \(text)", answerNode,
                    hint: "an answer is written as --choose takes it: write \"\(text)\" for the item at that index")
                continue
            default: word = nil
            }
            guard let word, let answer = ScriptedAnswer(word) else {
                problem(
                    "answers[\(position)]: expected an answer (\(ScriptedAnswer.grammar)), found "
                        + (word.map { "'\($0)'" } ?? answerNode.typeName), answerNode)
                continue
            }
            var entry = Entry(answer: answer, word: word, expectation: expectation, location: node.location)
            entry.isFromFile = true
            entries.append(entry)
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        self.entries = entries
    }

    private static func expectation(
        _ node: CallNode, at path: String, problem: (String, CallNode, String?) -> Void
    ) -> Expectation {
        var expectation = Expectation()
        guard let members = node.members else {
            problem("\(path): expected an object of what the call shows, found \(node.typeName)", node, nil)
            return expectation
        }
        let known = ["dialect", "title", "message", "items", "cancel", "destructive"]
        func text(_ value: CallNode, _ key: String) -> String?? {
            switch value.value {
            case .null: return .some(nil)
            case .string(let text): return .some(text)
            default:
                problem("\(path).\(key): expected a string or null, found \(value.typeName)", value, nil)
                return nil
            }
        }
        for member in members {
            let value = member.value
            switch member.key {
            case "dialect":
                if case .string(let name) = value.value, let dialect = CallDialect(rawValue: name) {
                    expectation.dialect = dialect
                } else {
                    let names = CallDialect.allCases.map(\.rawValue)
                    problem("\(path).dialect: expected one of \(names.joined(separator: ", "))", value, nil)
                }
            case "title": expectation.title = text(value, "title")
            case "message": expectation.message = text(value, "message")
            case "cancel":
                if case .string(let label) = value.value {
                    expectation.cancel = label
                } else {
                    problem("\(path).cancel: expected the label as a string, found \(value.typeName)", value, nil)
                }
            case "items":
                if case .list(let list) = value.value {
                    let texts = list.compactMap { element -> String? in
                        if case .string(let text) = element.value { return text }
                        problem("\(path).items: expected strings, found \(element.typeName)", element, nil)
                        return nil
                    }
                    expectation.items = texts
                } else {
                    problem("\(path).items: expected a list of the items' texts, found \(value.typeName)", value, nil)
                }
            case "destructive":
                if value.isNull {
                    expectation.destructive = .some(nil)
                } else if let index = value.integerValue, index >= 0 {
                    expectation.destructive = .some(index)
                } else {
                    problem("\(path).destructive: expected an item index or null, found \(value.typeName)", value, nil)
                }
            default:
                problem(
                    "\(path): unknown key '\(member.key)'", value,
                    Suggestion.closest(to: member.key, in: known).map { "did you mean '\($0)'?" })
            }
        }
        return expectation
    }
}

extension DiagnosticCode {
    /// An answers file for `present --answers` that cannot be used.
    package static let invalidAnswers: DiagnosticCode = "invalid-answers"
}
