import ThemeKit

/// A parsed routing file and its lines: finds where `apps` and its entries stand, and edits the
/// lines. The engine behind ``RoutingFileEditor``.
struct RoutingFileLayout {
    /// One entry of `apps` as it will be written: its key and its fields (`nil` for a null value).
    private typealias Entry = (app: String, fields: [(key: String, value: String?)])

    private let name: String
    /// The parsed document; `nil` when the text holds none.
    let root: YAMLNode?
    /// The lines, edited in place.
    private(set) var lines: EditableLines

    /// Parses the source.
    /// - Throws: ``RoutingEditError`` of kind ``RoutingEditError/Kind/unusable`` with the parser's
    ///   diagnostics, or when the text holds a line separator that libyaml counts as a line break
    ///   (line numbers would then disagree with the editor's).
    init(source: SourceText) throws(RoutingEditError) {
        name = source.name
        do {
            root = try YAMLComposer.documents(in: source, limits: .document, maxDocuments: 1).first
        } catch {
            throw RoutingEditError(.unusable, "'\(source.name)' does not parse", diagnostics: error.diagnostics)
        }
        lines = EditableLines(bytes: source.bytes)
        for (number, line) in lines.lines.enumerated() {
            if let offset = line.text.unicodeScalars.firstIndex(where: { [0x85, 0x2028, 0x2029].contains($0.value) }) {
                let column =
                    line.text.unicodeScalars.distance(from: line.text.unicodeScalars.startIndex, to: offset) + 1
                throw RoutingEditError(
                    .unusable, "cannot edit '\(source.name)' safely",
                    diagnostics: [
                        .error(
                            .routingEditLayout,
                            "a Unicode line or paragraph separator (U+0085, U+2028, U+2029) stands here",
                            at: SourceLocation(file: name, line: number + 1, column: column),
                            hint: "YAML reads it as a line break; remove it or write it as an escape in double quotes")
                    ])
            }
        }
    }

    // MARK: - Edits

    /// Sets one app's fields; see ``RoutingFileEditor``.
    mutating func set(app: String, fields: RouteFields) throws(RoutingEditError) {
        guard let rootPairs = try topLevelPairs() else {
            // No document, or an empty one: `apps` goes at the end.
            let end = lines.lines.count + 1
            lines.replace(lines: end..<end, with: ["apps:", "  " + render((app, merge([], fields)))])
            return
        }
        guard let appsPair = rootPairs.first(where: { $0.key.scalar?.text == "apps" }) else {
            let indent = String(repeating: " ", count: rootPairs[0].key.location.start.column - 1)
            let last = rootPairs[rootPairs.count - 1]
            let after = lastLine(of: last.value, after: last.key)
            lines.replace(
                lines: after + 1..<after + 1,
                with: [indent + "apps:", indent + "  " + render((app, merge([], fields)))])
            return
        }
        let apps = appsPair.value
        let appsIndent = String(repeating: " ", count: appsPair.key.location.start.column - 1)
        switch apps.content {
        case .mapping(let pairs) where !pairs.isEmpty && !isFlowLike(apps):
            // (A block mapping has a pair; an empty one is `{}`, whatever precedes it.)
            let indent = String(repeating: " ", count: pairs[0].key.location.start.column - 1)
            if let pair = pairs.first(where: { $0.key.scalar?.text == app }) {
                let first = pair.key.location.start.line
                guard lines.prefix(ofLine: first, before: pair.key.location.start.column).allSatisfy(\.isWhitespace)
                else {
                    throw layoutError("the entry for \"\(app)\" does not start its line", at: pair.key.location)
                }
                let last = lastLine(of: pair.value, after: pair.key)
                let entry = (app, merge(try existingFields(of: pair.value, app: app), fields))
                lines.replace(lines: first..<last + 1, with: [indent + render(entry) + comment(of: pair)])
            } else {
                let last = pairs[pairs.count - 1]
                let after = lastLine(of: last.value, after: last.key)
                lines.replace(lines: after + 1..<after + 1, with: [indent + render((app, merge([], fields)))])
            }
        case .mapping(let pairs):
            var entries = try pairs.map { pair throws(RoutingEditError) in try entry(of: pair) }
            if let index = entries.firstIndex(where: { $0.app == app }) {
                entries[index].fields = merge(entries[index].fields, fields)
            } else {
                entries.append((app, merge([], fields)))
            }
            rewrite(appsPair, indent: appsIndent, entries: entries)
        case .scalar(let scalar) where scalar.isNull:
            rewrite(appsPair, indent: appsIndent, entries: [(app, merge([], fields))])
        default:
            throw layoutError(
                "'apps' must be a mapping of app IDs to routes, not \(apps.kindDescription)", at: apps.location)
        }
    }

    /// Removes one app's entry; see ``RoutingFileEditor``.
    mutating func unset(app: String) throws(RoutingEditError) {
        let noEntry = RoutingEditError(.noEntry, "no entry for \"\(app)\" in '\(name)'")
        guard let rootPairs = try topLevelPairs(),
            let appsPair = rootPairs.first(where: { $0.key.scalar?.text == "apps" }),
            case .mapping(let pairs) = appsPair.value.content,
            let index = pairs.firstIndex(where: { $0.key.scalar?.text == app })
        else { throw noEntry }
        let appsIndent = String(repeating: " ", count: appsPair.key.location.start.column - 1)
        if isFlowLike(appsPair.value) {
            var entries = try pairs.map { pair throws(RoutingEditError) in try entry(of: pair) }
            entries.remove(at: index)
            rewrite(appsPair, indent: appsIndent, entries: entries)
            return
        }
        let pair = pairs[index]
        lines.replace(lines: pair.key.location.start.line..<lastLine(of: pair.value, after: pair.key) + 1, with: [])
        if pairs.count == 1 {
            // A block mapping cannot be empty: say `{}` rather than leave a null `apps`.
            let line = appsPair.key.location.start.line
            let comment = trailingComment(line: line, after: appsPair.key.location.end.column)
            lines.replace(lines: line..<line + 1, with: [appsIndent + "apps: {}" + comment])
        }
    }

    // MARK: - Reading the tree

    /// The top-level mapping's pairs; `nil` when there is no document or it is empty.
    private func topLevelPairs() throws(RoutingEditError) -> [YAMLPair]? {
        guard let root else { return nil }
        switch root.content {
        case .scalar(let scalar) where scalar.isNull && scalar.text.isEmpty:
            return nil
        case .mapping(let pairs) where !isFlowLike(root) && !pairs.isEmpty:
            return pairs
        case .mapping:
            throw layoutError(
                "the top level is written in flow style ({ … }); the editor only rewrites block style",
                at: root.location)
        default:
            throw layoutError(
                "the top level must be a mapping (default:, apps:), not \(root.kindDescription)", at: root.location)
        }
    }

    /// An entry as key and fields, for rewriting a flow-style `apps`.
    private func entry(of pair: YAMLPair) throws(RoutingEditError) -> Entry {
        guard let app = pair.key.scalar?.text else {
            throw layoutError("an app ID must be a string, not \(pair.key.kindDescription)", at: pair.key.location)
        }
        return (app, try existingFields(of: pair.value, app: app))
    }

    /// The fields an entry has now; every value must be a scalar, so nothing is lost by rewriting.
    private func existingFields(of value: YAMLNode, app: String) throws(RoutingEditError) -> [(
        key: String, value: String?
    )] {
        switch value.content {
        case .scalar(let scalar) where scalar.isNull:
            return []
        case .mapping(let pairs):
            var fields: [(key: String, value: String?)] = []
            for pair in pairs {
                guard let key = pair.key.scalar?.text, let scalar = pair.value.scalar else {
                    throw layoutError(
                        "the entry for \"\(app)\" holds a nested value that one line cannot keep",
                        at: pair.value.location)
                }
                fields.append((key, scalar.isNull ? nil : scalar.text))
            }
            return fields
        default:
            throw layoutError(
                "the entry for \"\(app)\" is \(value.kindDescription), not a mapping of presenter, theme and locale",
                at: value.location)
        }
    }

    /// The existing fields with the given ones merged in: the three route fields first, in their
    /// order, then any other keys the entry had, in theirs.
    private func merge(_ existing: [(key: String, value: String?)], _ given: RouteFields) -> [(
        key: String, value: String?
    )] {
        var out: [(key: String, value: String?)] = []
        let known = ["presenter": given.presenter, "theme": given.theme, "locale": given.locale]
        for key in ["presenter", "theme", "locale"] {
            if let value = known[key] ?? nil {
                out.append((key, value))
            } else if let old = existing.first(where: { $0.key == key }), let value = old.value {
                out.append((key, value))
            }
        }
        out += existing.filter { known[$0.key] == nil }
        return out
    }

    // MARK: - Writing

    /// One entry as a flow-style line, without indentation.
    private func render(_ entry: Entry) -> String {
        let key = YAMLText.quoted(entry.app) + ":"
        guard !entry.fields.isEmpty else { return key + " {}" }
        let fields = entry.fields.map { field in
            YAMLText.flowScalar(field.key) + ": " + (field.value.map(YAMLText.flowScalar) ?? "null")
        }
        return key + " { " + fields.joined(separator: ", ") + " }"
    }

    /// Replaces `apps` and its value (flow style, or null) with a block mapping of the entries.
    private mutating func rewrite(_ apps: YAMLPair, indent: String, entries: [Entry]) {
        let first = apps.key.location.start.line
        let last = lastLine(of: apps.value, after: apps.key)
        var comment = trailingComment(line: last, after: lastTokenEnd(of: apps.value, after: apps.key).column)
        if comment.isEmpty, last != first {
            comment = trailingComment(line: first, after: apps.key.location.end.column)
        }
        let texts =
            entries.isEmpty
            ? [indent + "apps: {}" + comment]
            : [indent + "apps:" + comment] + entries.map { indent + "  " + render($0) }
        lines.replace(lines: first..<last + 1, with: texts)
    }

    /// The comment an entry's new line keeps: the one ending its last line, or else its key line.
    private func comment(of pair: YAMLPair) -> String {
        let end = lastTokenEnd(of: pair.value, after: pair.key)
        let last = trailingComment(line: end.line, after: end.column)
        if !last.isEmpty || end.line == pair.key.location.end.line { return last }
        return trailingComment(line: pair.key.location.end.line, after: pair.key.location.end.column)
    }

    /// A comment after `column` on a line, with the blanks before it: `"   # note"`, or `""`.
    /// Only blanks and one `:` may stand between the column and the `#`.
    private func trailingComment(line: Int, after column: Int) -> String {
        let rest = lines.rest(ofLine: line, from: column)
        var index = rest.startIndex
        var blanksStart = index
        var sawColon = false
        while index < rest.endIndex {
            let character = rest[index]
            if character == "#" {
                return blanksStart < index ? String(rest[blanksStart...]) : ""
            } else if character == ":", !sawColon {
                sawColon = true
                blanksStart = rest.index(after: index)
            } else if character != " " && character != "\t" {
                return ""
            }
            index = rest.index(after: index)
        }
        return ""
    }

    // MARK: - Where nodes end

    /// The last line a value occupies; `key` stands in for an empty value.
    private func lastLine(of value: YAMLNode, after key: YAMLNode) -> Int {
        lastTokenEnd(of: value, after: key).line
    }

    /// Where the last token of a value ends. Block collections end where their last value does
    /// (libyaml's end mark for them lies on the next token's line); an empty plain value has no
    /// text, so its key's end stands in for it.
    private func lastTokenEnd(of value: YAMLNode, after key: YAMLNode) -> SourcePosition {
        switch value.content {
        case .scalar(let scalar):
            if scalar.style == .plain && scalar.text.isEmpty { return key.location.end }
            let start = value.location.start
            let end = value.location.end
            if end.line > start.line && end.column == 1 {
                // A block scalar: it ends with its last line's break.
                return SourcePosition(line: end.line - 1, column: Int.max / 2)
            }
            return end
        case .mapping(let pairs):
            guard !isFlowLike(value), let last = pairs.last else { return value.location.end }
            return lastTokenEnd(of: last.value, after: last.key)
        case .sequence(let items):
            guard !isFlowLike(value), let last = items.last else { return value.location.end }
            return lastTokenEnd(of: last, after: YAMLNode(.scalar(YAMLScalar("")), at: last.location))
        }
    }

    /// Whether a collection is written inline (`{ … }`, `[ … ]`) or is an alias (`*name`): then its
    /// own location spans all its text. Anchors and tags before it are skipped.
    private func isFlowLike(_ node: YAMLNode) -> Bool {
        var line = node.location.start.line
        var rest = lines.rest(ofLine: line, from: node.location.start.column)
        while line <= min(lines.lines.count, node.location.start.line + 8) {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard let first = rest.first else {
                line += 1
                rest = lines.rest(ofLine: line, from: 1)
                continue
            }
            if first == "&" {
                // An anchor's name is letters, digits, `_` and `-` (libyaml's rule): what follows may
                // touch it, as in `&a:key`.
                rest = rest.dropFirst().drop(while: {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")
                })
                continue
            }
            if first == "!" {
                rest = rest.drop(while: { $0 != " " && $0 != "\t" })
                continue
            }
            if first == "#" {
                // A comment between the properties and the node: it runs to the end of its line.
                line += 1
                rest = lines.rest(ofLine: line, from: 1)
                continue
            }
            return first == "{" || first == "[" || first == "*"
        }
        return false
    }

    private func layoutError(_ message: String, at location: SourceLocation) -> RoutingEditError {
        RoutingEditError(
            .unusable, "cannot edit '\(name)' safely",
            diagnostics: [.error(.routingEditLayout, message, at: location, hint: "edit this part of the file by hand")]
        )
    }
}
