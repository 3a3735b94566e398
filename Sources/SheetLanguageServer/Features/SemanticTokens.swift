import SheetText
import ThemeKit

/// What each word of a theme or routing file is, for an editor to colour by meaning. An `#AARRGGBB`
/// literal carries `alphaFirst`: alpha first, as the SDK writes it, not as CSS does.
struct SemanticTokens {
    /// A token's type is its index in the legend.
    enum TokenType: Int, CaseIterable {
        case property, variable, number, `class`
    }

    enum Modifier: Int, CaseIterable {
        case declaration, alphaFirst
        var bit: Int { 1 << rawValue }
    }

    struct Token {
        var bytes: Range<Int>
        var type: TokenType
        var modifiers: Int
    }

    static func tokens(of root: YAMLNode, isTheme: Bool, in text: TextDocument) -> [Token] {
        var tokens: [Token] = []
        func add(_ node: YAMLNode, _ type: TokenType, _ modifiers: Int = 0) {
            guard node.scalar != nil else { return }
            let start = text.offset(of: node.location.start)
            let end = text.offset(of: node.location.end)
            if start < end { tokens.append(Token(bytes: start..<end, type: type, modifiers: modifiers)) }
        }
        func color(_ node: YAMLNode, allowsNames: Bool) {
            guard let scalar = node.scalar else { return }
            if scalar.text.hasPrefix("#") {
                add(node, .number, scalar.text.count == 9 ? Modifier.alphaFirst.bit : 0)
            } else if allowsNames, MapKeyRule.paletteName.matches(scalar.text) {
                add(node, .variable)
            }
        }
        func walk(_ node: YAMLNode, path: [String]) {
            for pair in node.mapping ?? [] {
                guard let key = pair.key.scalar?.text else { continue }
                let inPalette = isTheme && path == ["palette"]
                add(pair.key, inPalette ? .variable : .property, inPalette ? Modifier.declaration.bit : 0)
                let here = path + [key]
                switch (isTheme, here.first, here.count) {
                case (true, "name", 1): add(pair.value, .class, Modifier.declaration.bit)
                case (true, "extends", 1), (true, "counterpart", 1): add(pair.value, .class)
                case (true, "palette", 2): color(pair.value, allowsNames: false)
                case (true, "colors", 2): color(pair.value, allowsNames: true)
                case (false, _, _) where key == "theme": add(pair.value, .class)
                default: break
                }
                walk(pair.value, path: here)
            }
            for item in node.sequence ?? [] { walk(item, path: path) }
        }
        walk(root, path: [])
        return tokens.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }
    }

    /// A token over several lines (a folded scalar) is left out: not every client takes one.
    static func encode(_ tokens: [Token], in text: TextDocument, encoding: PositionEncoding, within: LSPRange?)
        -> [JSONValue]
    {
        var data: [JSONValue] = []
        var previous = LSPRange.origin.start
        for token in tokens {
            let range = text.range(ofBytes: token.bytes, encoding: encoding)
            guard range.start.line == range.end.line, range.end.character > range.start.character else { continue }
            if let within, range.end < within.start || within.end < range.start { continue }
            let line = range.start.line - previous.line
            let start = line == 0 ? range.start.character - previous.character : range.start.character
            data += [line, start, range.end.character - range.start.character, token.type.rawValue, token.modifiers]
                .map(JSONValue.integer)
            previous = range.start
        }
        return data
    }
}

extension LanguageServer {
    /// For `initialize`, through the server, so that the server's folder does not use this one's types.
    static var semanticTokensLegend: JSONValue {
        .object([
            "tokenTypes": .array(SemanticTokens.TokenType.allCases.map { .string("\($0)") }),
            "tokenModifiers": .array(SemanticTokens.Modifier.allCases.map { .string("\($0)") }),
        ])
    }

    mutating func semanticTokens(_ params: JSONValue, ranged: Bool) throws(InvalidParams) -> JSONValue {
        let within = try ranged ? Self.range(in: params) : nil
        guard let (text, report) = try linted(params), let root = report.themeRoot ?? parsedRoot(text) else {
            return .object(["data": .array([])])
        }
        let tokens = SemanticTokens.tokens(of: root, isTheme: report.kind == .theme, in: text)
        return .object(["data": .array(SemanticTokens.encode(tokens, in: text, encoding: encoding, within: within))])
    }
}
