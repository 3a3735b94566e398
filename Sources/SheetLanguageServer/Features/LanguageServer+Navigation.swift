import SheetSystem
import SheetText
import ThemeKit

extension LanguageServer {
    /// A name with no file (the built-in default, a missing theme) has no link.
    mutating func documentLinks(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let (text, report) = try linted(params), let root = report.themeRoot ?? parsedRoot(text) else {
            return .array([])
        }
        var links: [JSONValue] = []
        func link(_ node: YAMLNode) {
            guard let place = ScalarPlace.of(node, in: text), !place.text.isEmpty else { return }
            guard let file = themeFile(place.text, from: text.path, routing: report.kind == .routing) else { return }
            links.append(
                .object([
                    "range": text.range(ofBytes: place.bytes, encoding: encoding).json,
                    "target": .string(DocumentURI.uri(ofPath: file)),
                ]))
        }
        if report.kind == .routing {
            Self.visitPairs(root) { key, value in if key == "theme" { link(value) } }
        } else {
            for key in ["extends", "counterpart"] { root[key].map(link) }
        }
        return .array(links)
    }

    mutating func documentSymbols(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let (text, report) = try linted(params), let root = report.themeRoot ?? parsedRoot(text) else {
            return .array([])
        }
        let encoding = self.encoding
        func symbols(_ node: YAMLNode, path: [String]) -> [JSONValue] {
            (node.mapping ?? []).compactMap { pair in
                guard let key = pair.key.scalar?.text, !key.isEmpty else { return nil }
                let start = text.offset(of: pair.key.location.start)
                let end = max(start, Self.contentEnd(of: pair.value, in: text))
                var symbol: JSONObject = [
                    "name": .string(VisibleText.sanitize(key)),
                    "kind": .integer(Self.symbolKind(path: path + [key], value: pair.value)),
                    "range": text.range(ofBytes: start..<end, encoding: encoding).json,
                    "selectionRange": text.range(of: pair.key.location, encoding: encoding).json,
                ]
                if let scalar = pair.value.scalar, !scalar.isNull {
                    symbol["detail"] = .string(VisibleText.sanitize(scalar.text))
                }
                let children = symbols(pair.value, path: path + [key])
                if !children.isEmpty { symbol["children"] = .array(children) }
                return .object(symbol)
            }
        }
        return .array(symbols(root, path: []))
    }

    /// The query's characters in order, any case.
    mutating func workspaceSymbols(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let query = params["query"]?.stringValue else { throw InvalidParams.missing("query") }
        let index = currentWorkspace()
        let wanted = Array(query.lowercased().unicodeScalars)
        func matches(_ name: String) -> Bool {
            var next = 0
            for scalar in name.lowercased().unicodeScalars where next < wanted.count && scalar == wanted[next] {
                next += 1
            }
            return next == wanted.count
        }
        var found: [JSONValue] = []
        for theme in index.themes.values.sorted(by: { $0.path < $1.path }) {
            func symbol(_ name: ScalarPlace, kind: Int, container: String?) -> JSONValue {
                var object: JSONObject = [
                    "name": .string(VisibleText.sanitize(name.text)), "kind": .integer(kind),
                    "location": .object([
                        "uri": .string(theme.text.uri),
                        "range": theme.text.range(ofBytes: name.bytes, encoding: encoding).json,
                    ]),
                ]
                if let container { object["containerName"] = .string(VisibleText.sanitize(container)) }
                return .object(object)
            }
            if let name = theme.name, matches(name.text) {
                found.append(symbol(name, kind: 5, container: nil))  // class
            }
            for entry in theme.palette where matches(entry.name.text) {
                found.append(symbol(entry.name, kind: 14, container: theme.name?.text))  // constant
            }
            if found.count >= Self.maxWorkspaceSymbols { break }
        }
        return .array(Array(found.prefix(Self.maxWorkspaceSymbols)))
    }

    mutating func foldingRanges(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        guard let (text, report) = try linted(params) else { return .array([]) }
        var ranges: [JSONValue] = []
        if let root = report.themeRoot ?? parsedRoot(text) {
            func fold(_ node: YAMLNode) {
                let children = node.mapping?.map { ($0.key, $0.value) } ?? node.sequence?.map { ($0, $0) } ?? []
                for (start, value) in children {
                    let first = text.position(ofByte: text.offset(of: start.location.start), encoding: encoding).line
                    let last = text.position(ofByte: Self.contentEnd(of: value, in: text), encoding: encoding).line
                    if last > first {
                        ranges.append(.object(["startLine": .integer(first), "endLine": .integer(last)]))
                    }
                    if value.mapping != nil || value.sequence != nil { fold(value) }
                }
            }
            fold(root)
        }
        var commentStart: Int?
        for line in 0...text.lineCount {
            let isComment = line < text.lineCount && text.lineText(line).drop { $0 == " " || $0 == "\t" }.hasPrefix("#")
            if isComment, commentStart == nil { commentStart = line }
            if !isComment, let start = commentStart {
                if line - 1 > start {
                    ranges.append(
                        .object([
                            "startLine": .integer(start), "endLine": .integer(line - 1), "kind": .string("comment"),
                        ]))
                }
                commentStart = nil
            }
        }
        return .array(ranges)
    }

    static let maxWorkspaceSymbols = 1000

    static func symbolKind(path: [String], value: YAMLNode) -> Int {
        if path.count == 2, path[0] == "palette" { return 14 }  // constant
        if value.mapping != nil { return 19 }  // object
        if value.sequence != nil { return 18 }  // array
        return 7  // property
    }

    /// Before the line breaks and spaces a block node's end takes in.
    static func contentEnd(of node: YAMLNode, in text: TextDocument) -> Int {
        var end = text.offset(of: node.location.end)
        let start = text.offset(of: node.location.start)
        while end > start, [0x20, 0x09, 0x0A, 0x0D].contains(text.bytes[end - 1]) { end -= 1 }
        return end
    }

    static func visitPairs(_ node: YAMLNode, _ visit: (String, YAMLNode) -> Void) {
        for pair in node.mapping ?? [] {
            if let key = pair.key.scalar?.text { visit(key, pair.value) }
            visitPairs(pair.value, visit)
        }
        for item in node.sequence ?? [] { visitPairs(item, visit) }
    }

    /// The document of a routing file (lint keeps only a theme's).
    func parsedRoot(_ text: TextDocument) -> YAMLNode? {
        try? YAMLComposer.documentKeepingDuplicates(in: text.source, limits: .routing).root
    }
}
