/// Read from the lines by indentation, not the parser: a half-typed buffer does not parse.
struct CompletionContext {
    enum Target: Equatable {
        case key(parents: [String])
        case value(path: [String])
    }

    let text: TextDocument
    let target: Target
    /// Not offered again.
    let siblings: Set<String>

    init(text: TextDocument, position: LSPPosition, encoding: PositionEncoding) {
        self.text = text
        let lineStart = text.offset(of: LSPPosition(line: position.line, character: 0), encoding: encoding)
        let cursor = text.offset(of: position, encoding: encoding)
        let prefix = String(decoding: text.bytes[lineStart..<max(lineStart, cursor)], as: UTF8.self)
        let indent = Self.indentation(prefix)
        let parents = Self.parents(of: position.line, indent: indent, in: text)
        siblings = Self.siblings(of: position.line, indent: indent, in: text)
        let typed = prefix.dropFirst(indent)
        if let colon = typed.firstIndex(of: ":") {
            target = .value(path: parents + [Self.unquoted(typed[..<colon])])
        } else {
            target = .key(parents: parents)
        }
    }

    func paletteNames() -> [String] {
        var names: [String] = []
        var inPalette = false
        for line in 0..<text.lineCount {
            let content = text.lineText(line)
            guard let key = Self.key(of: content) else { continue }
            if Self.indentation(content) == 0 {
                inPalette = key == "palette"
            } else if inPalette {
                names.append(key)
            }
        }
        return names
    }

    private static func siblings(of line: Int, indent: Int, in text: TextDocument) -> Set<String> {
        var keys: Set<String> = []
        for step in [-1, 1] {
            var index = line + step
            while index >= 0, index < text.lineCount {
                let content = text.lineText(index)
                index += step
                guard let key = key(of: content) else { continue }
                let lineIndent = indentation(content)
                if lineIndent < indent { break }
                if lineIndent == indent { keys.insert(key) }
            }
        }
        return keys
    }

    /// Outermost first.
    private static func parents(of line: Int, indent: Int, in text: TextDocument) -> [String] {
        var parents: [String] = []
        var limit = indent
        var index = line - 1
        while index >= 0, limit > 0 {
            let content = text.lineText(index)
            index -= 1
            guard let key = key(of: content) else { continue }
            let lineIndent = indentation(content)
            if lineIndent < limit {
                parents.insert(key, at: 0)
                limit = lineIndent
            }
        }
        return parents
    }

    private static func key(of line: Substring) -> String? {
        let content = line.drop { $0 == " " }
        guard let first = content.first, first != "#", first != "-", let colon = content.firstIndex(of: ":") else {
            return nil
        }
        let after = content[content.index(after: colon)...]
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        return unquoted(content[..<colon])
    }

    private static func indentation(_ text: some StringProtocol) -> Int {
        text.prefix { $0 == " " }.count
    }

    private static func unquoted(_ key: Substring) -> String {
        var key = key
        while key.last == " " { key.removeLast() }
        if key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first {
            key = key.dropFirst().dropLast()
        }
        return String(key)
    }
}
