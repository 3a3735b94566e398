import SheetText
/// Reads the node tree by hand, not through `Codable`, so every value and problem keeps its location.
package struct ThemeDecoder {
    private let source: SourceText
    private var file: ThemeFile
    private var diagnostics: [Diagnostic] = []
    private var palette: [String: ThemeColor]
    private var usedPaletteNames: Set<String> = []

    private init(source: SourceText, root: YAMLNode, inheritedPalette: [String: ThemeColor]) {
        self.source = source
        self.palette = inheritedPalette
        self.file = ThemeFile(sourceName: source.name, location: root.location)
    }

    /// `source` is read again for what YAML dropped (an unquoted `#`).
    package static func decode(
        _ root: YAMLNode, source: SourceText, inheritedPalette: [String: ThemeColor] = [:]
    ) -> (file: ThemeFile, diagnostics: [Diagnostic]) {
        var decoder = ThemeDecoder(source: source, root: root, inheritedPalette: inheritedPalette)
        guard root.mapping != nil else {
            decoder.diagnostics.append(
                .error(
                    .wrongType, "a theme must be a mapping of keys to values, not \(describe(root))",
                    at: root.location, hint: "start with a line such as 'name: my-theme'"))
            return (decoder.file, decoder.diagnostics)
        }
        decoder.section(root, specs: ThemeKeySpec.root, path: [])
        decoder.reportUnusedPalette()
        // The walk follows the format's key order; readers expect the file's order.
        return (decoder.file, decoder.diagnostics.inSourceOrder)
    }

    private mutating func section(_ node: YAMLNode, specs: [ThemeKeySpec], path: [String]) {
        guard let pairs = node.mapping else {
            let names = specs.map(\.key).joined(separator: ", ")
            wrongType(node, path: path, expected: "a mapping", hint: "indent its keys under it: \(names)")
            return
        }
        // Both values of a duplicate key are read so a problem in either is reported; the last is kept.
        var given: [String: [YAMLPair]] = [:]
        for pair in pairs {
            guard let key = keyText(pair.key) else { continue }
            if specs.contains(where: { $0.key == key }) {
                given[key, default: []].append(pair)
                continue
            }
            let place = path.isEmpty ? "at the top level" : "in '\(Self.dotted(path))'"
            let names = specs.map(\.key)
            let hint =
                Suggestion.closest(to: key, in: names).map { "did you mean '\($0)'?" }
                ?? "known keys: \(names.joined(separator: ", "))"
            diagnostics.append(.error(.unknownKey, "unknown key '\(key)' \(place)", at: pair.key.location, hint: hint))
        }
        for spec in specs {
            guard let written = given[spec.key] else {
                if spec.isRequired { missing(spec, in: node, path: path) }
                continue
            }
            for pair in written { value(pair, spec: spec, path: path + [spec.key]) }
        }
    }

    private mutating func value(_ pair: YAMLPair, spec: ThemeKeySpec, path: [String]) {
        let node = pair.value
        let joined = Self.dotted(path)
        switch spec.kind {
        case .section(let children):
            section(node, specs: children, path: path)
        case .map(let rule, let kind):
            guard let pairs = node.mapping else {
                wrongType(node, path: path, expected: "a mapping", hint: "write entries such as '\(rule.example): …'")
                return
            }
            var entries: [ThemeFile.Entry] = []
            for entry in pairs {
                guard let key = keyText(entry.key) else { continue }
                guard rule.matches(key) else {
                    diagnostics.append(
                        .error(
                            rule.code, "'\(key)' in '\(joined)' is not \(rule.noun)", at: entry.key.location,
                            hint: "write \(rule.noun) such as '\(rule.example)'"))
                    continue
                }
                if case .color = kind { palette[key] = nil }
                guard let decoded = scalar(entry, kind: kind, path: path + [key]) else { continue }
                entries.append(
                    ThemeFile.Entry(
                        key: Located(key, at: entry.key.location), value: Located(decoded, at: entry.value.location)))
                if case .color(let color) = decoded, spec.key == "palette" { palette[key] = color }
            }
            file.entries[joined] = entries
            let map: ThemeValue
            switch kind {
            case .color:
                map = .colors(
                    Dictionary(entries.compactMap { e in e.value.value.colorValue.map { (e.key.value, $0) } }) { $1 })
            default:
                map = .strings(
                    Dictionary(entries.compactMap { e in e.value.value.stringValue.map { (e.key.value, $0) } }) { $1 })
            }
            file.values[joined] = Located(map, at: node.location)
        default:
            if let decoded = scalar(pair, kind: spec.kind, path: path) {
                file.values[joined] = Located(decoded, at: node.location)
            }
        }
    }

    private mutating func scalar(_ pair: YAMLPair, kind: ThemeKeySpec.Kind, path: [String]) -> ThemeValue? {
        let node = pair.value
        // Messages only: made when a problem is reported, not for every value (the start-up mark).
        var joined: String { Self.dotted(path) }
        switch kind {
        case .string(let minLength):
            guard let scalar = node.scalar, !scalar.isNull else {
                wrongType(
                    node, path: path, expected: "a string",
                    hint: "write text; quote it if it has ': ' or starts with a symbol")
                return nil
            }
            // The first `minLength` characters, not a count of the whole text.
            guard scalar.text.prefix(minLength).count == minLength else {
                diagnostics.append(.error(.outOfRange, "'\(joined)' must not be empty", at: node.location))
                return nil
            }
            return .string(scalar.text)
        case .integer(let minimum):
            guard let scalar = node.scalar, !scalar.isNull else {
                wrongType(node, path: path, expected: "a whole number", hint: "write a whole number such as 99")
                return nil
            }
            // A YAML core-schema integer (`99`, `+99`, `099`), read by the one number parser.
            let written = DecimalNumber(scalar.text, syntax: .yamlInteger)
            guard scalar.style == .plain, let written else {
                let hint = written != nil ? "remove the quotes" : "write a whole number such as 99"
                diagnostics.append(
                    .error(
                        .wrongType, "'\(joined)' must be a whole number, not '\(scalar.text)'", at: node.location,
                        hint: hint))
                return nil
            }
            guard let number = written.integer(in: minimum...Int.max) else {
                let bound = written < DecimalNumber(minimum) ? "\(minimum) or more" : "at most \(Int.max)"
                diagnostics.append(
                    .error(.outOfRange, "'\(joined)' must be \(bound), not \(written)", at: node.location))
                return nil
            }
            return .integer(number)
        case .choice(let words):
            var listed: String { words.map { "'\($0)'" }.joined(separator: " or ") }
            guard let scalar = node.scalar, !scalar.isNull else {
                wrongType(node, path: path, expected: listed, hint: "write \(listed)")
                return nil
            }
            guard words.contains(scalar.text) else {
                let hint = Suggestion.closest(to: scalar.text, in: words).map { "did you mean '\($0)'?" }
                diagnostics.append(
                    .error(
                        .badChoice, "'\(joined)' must be \(listed), not '\(scalar.text)'", at: node.location,
                        hint: hint ?? "write \(listed)"))
                return nil
            }
            return .string(scalar.text)
        case .color(let allowsNames):
            return color(pair, path: path, allowsNames: allowsNames).map(ThemeValue.color)
        case .section, .map:
            return nil
        }
    }

    private mutating func color(_ pair: YAMLPair, path: [String], allowsNames: Bool) -> ThemeColor? {
        let node = pair.value
        // Messages only, made when a problem is reported.
        var joined: String { Self.dotted(path) }
        var expected: String {
            let forms = "\"#RGB\", \"#RRGGBB\" or \"#AARRGGBB\" (alpha first)"
            return allowsNames ? "write \(forms), or a name from 'palette'" : "write \(forms)"
        }
        guard let scalar = node.scalar else {
            wrongType(node, path: path, expected: "a colour", hint: expected)
            return nil
        }
        if scalar.style == .plain, scalar.text.isEmpty, let comment = droppedComment(after: pair.key) {
            diagnostics.append(
                .error(
                    .unquotedColor, "'\(joined)' has no value: YAML read '\(comment.value)' as a comment",
                    at: comment.location,
                    hint: "a colour that starts with # must be quoted: \(path.last ?? joined): \"\(comment.value)\""))
            return nil
        }
        if scalar.isNull {
            wrongType(node, path: path, expected: "a colour", hint: expected)
            return nil
        }
        let text = scalar.text
        if text.hasPrefix("#"), let color = ThemeColor(hex: text) { return color }
        if !text.hasPrefix("#"), ThemeColor(hex: "#" + text) != nil, !(allowsNames && palette[text] != nil) {
            diagnostics.append(
                .error(
                    .badColor, "'\(joined)' is not a colour: '\(text)'", at: node.location,
                    hint: "did you mean \"#\(text)\"? a colour that starts with # must be quoted"))
            return nil
        }
        guard !text.hasPrefix("#"), allowsNames, MapKeyRule.isName(text) else {
            diagnostics.append(
                .error(.badColor, "'\(joined)' is not a colour: '\(text)'", at: node.location, hint: expected))
            return nil
        }
        if let color = palette[text] {
            usedPaletteNames.insert(text)
            return color
        }
        let hint =
            Suggestion.closest(to: text, in: palette.keys.sorted()).map { "did you mean '\($0)'?" }
            ?? (palette.isEmpty
                ? "define it under 'palette', or \(expected)"
                : "the palette has \(palette.keys.sorted().joined(separator: ", "))")
        diagnostics.append(
            .error(
                .unknownPaletteName, "'\(joined)' names '\(text)', which is not in the palette", at: node.location,
                hint: hint))
        return nil
    }

    // MARK: Problems

    private func droppedComment(after key: YAMLNode) -> Located<String>? {
        guard key.location.end.line == key.location.start.line, let line = source.line(key.location.end.line) else {
            return nil
        }
        let scalars = Array(line.unicodeScalars)
        var index = key.location.end.column - 1
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index < scalars.count, scalars[index] == ":" else { return nil }
        index += 1
        let spaces = index
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index > spaces, index < scalars.count, scalars[index] == "#" else { return nil }
        var end = scalars.count
        while end > index, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        let number = key.location.end.line
        return Located(
            String(String.UnicodeScalarView(scalars[index..<end])),
            at: SourceLocation(
                file: source.name, start: SourcePosition(line: number, column: index + 1),
                end: SourcePosition(line: number, column: end + 1)))
    }

    private mutating func keyText(_ key: YAMLNode) -> String? {
        if let scalar = key.scalar { return scalar.text }
        diagnostics.append(
            .error(.wrongType, "a key must be a string, not \(Self.describe(key))", at: key.location))
        return nil
    }

    private mutating func wrongType(_ node: YAMLNode, path: [String], expected: String, hint: String) {
        let what = path.isEmpty ? "the theme" : "'\(Self.dotted(path))'"
        diagnostics.append(
            .error(.wrongType, "\(what) must be \(expected), not \(Self.describe(node))", at: node.location, hint: hint)
        )
    }

    private mutating func missing(_ spec: ThemeKeySpec, in node: YAMLNode, path: [String]) {
        let place = path.isEmpty ? "the theme" : "'\(Self.dotted(path))'"
        let example = spec.key == "name" ? "name: my-theme" : "\(spec.key): …"
        diagnostics.append(
            .error(
                .missingKey, "\(place) has no '\(spec.key)'",
                at: SourceLocation(file: node.location.file, start: node.location.start),
                hint: "add a line such as '\(example)'"))
    }

    private mutating func reportUnusedPalette() {
        for entry in file.entries["palette"] ?? [] where !usedPaletteNames.contains(entry.key.value) {
            diagnostics.append(
                .warning(
                    .unusedPaletteEntry, "palette entry '\(entry.key.value)' is not used by any colour",
                    at: entry.key.location, hint: "use it in 'colors', or remove it"))
        }
    }

    /// Not `joined(separator:)`, whose first call demangles `Array`'s iterator (the start-up mark).
    static func dotted(_ path: [String]) -> String {
        var dotted = path.first ?? ""
        for key in path.dropFirst() {
            dotted += "."
            dotted += key
        }
        return dotted
    }

    static func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            return scalar.isNull ? "null" : "'\(scalar.text)'"
        }
    }
}
