import SheetText

/// Moves whole lines and adds quotes; what it writes is read back and compared, so the meaning never changes.
package enum ThemeFormatter {
    /// - Throws: The YAML error, or `cannot-format` when no form keeps the meaning.
    package static func format(_ source: SourceText) throws(DiagnosticError) -> String {
        let (root, _) = try YAMLComposer.documentKeepingDuplicates(in: source, limits: .theme)
        var lines: [String] = []
        while let line = source.line(lines.count + 1) { lines.append(line) }
        lines = quoted(lines, root: root)
        // A flow mapping, or no mapping, keeps its order: only the quotes change.
        if let pairs = root.mapping, isBlock(root, below: 0, in: lines) {
            lines = arrange(pairs, specs: ThemeKeySpec.root, region: 0..<lines.count, in: lines)
        }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return try checked(lines.map { $0 + "\n" }.joined(), against: root, source: source)
    }

    /// A flow mapping (`{…}`) keeps its order even over several lines.
    private static func isBlock(_ mapping: YAMLNode, below line: Int, in lines: [String]) -> Bool {
        guard let pairs = mapping.mapping else { return false }
        let start = mapping.location.start
        if start.line >= 1, start.line <= lines.count,
            Array(lines[start.line - 1].unicodeScalars).dropFirst(start.column - 1).first == "{"
        {
            return false
        }
        var previous = line
        for pair in pairs {
            guard pair.key.location.start.line > previous else { return false }
            previous = pair.key.location.start.line
        }
        return true
    }

    /// `region` is of 0-based line indices.
    private static func arrange(
        _ pairs: [YAMLPair], specs: [ThemeKeySpec], region: Range<Int>, in lines: [String]
    ) -> [String] {
        guard !pairs.isEmpty else { return Array(lines[region]) }
        // Blank lines at the end of the region stay at its end, whatever moves before them.
        var end = region.upperBound
        while end > region.lowerBound, lines[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
        // The lines above the file's first key stay at the top; in a section they are its first key's.
        let starts = pairs.enumerated().map { index, pair in
            index == 0 && region.lowerBound == 0
                ? pair.key.location.start.line - 1 : blockStart(of: pair, in: lines, from: region.lowerBound)
        }
        var blocks: [(order: Int, lines: [String])] = []
        for (index, pair) in pairs.enumerated() {
            let range = starts[index]..<(index + 1 < pairs.count ? starts[index + 1] : end)
            let key = pair.key.scalar?.text
            let order = specs.firstIndex { $0.key == key } ?? specs.count
            var block = Array(lines[range])
            if order < specs.count, let children = specs[order].children, let inner = pair.value.mapping,
                isBlock(pair.value, below: pair.key.location.start.line, in: lines)
            {
                let keyLine = pair.key.location.start.line - 1
                block =
                    Array(lines[range.lowerBound...keyLine])
                    + arrange(inner, specs: children, region: (keyLine + 1)..<range.upperBound, in: lines)
            }
            blocks.append((order, block))
        }
        // A stable sort: palette entries, duplicates and unknown keys keep their order.
        let sorted = blocks.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        var arranged = Array(lines[region.lowerBound..<starts[0]])
        for block in sorted.map(\.element) { arranged += block.lines }
        while arranged.last?.allSatisfy(\.isWhitespace) == true { arranged.removeLast() }
        return arranged + lines[end..<region.upperBound]
    }

    /// Comment lines above a key indented deeper than it belong to what comes before.
    private static func blockStart(of pair: YAMLPair, in lines: [String], from lowest: Int) -> Int {
        let keyLine = pair.key.location.start.line - 1
        let indent = pair.key.location.start.column - 1
        var start = keyLine
        while start > lowest {
            let line = lines[start - 1]
            let spaces = line.prefix { $0 == " " }.count
            guard spaces <= indent, line.dropFirst(spaces).hasPrefix("#") else { break }
            start -= 1
        }
        return start
    }

    private static func quoted(_ lines: [String], root: YAMLNode) -> [String] {
        var lines = lines
        var places: [(line: Int, columns: Range<Int>, text: String)] = []
        for section in ["palette", "colors"] {
            for pair in root[section]?.mapping ?? [] {
                guard let scalar = pair.value.scalar, scalar.style == .plain || scalar.style == .singleQuoted,
                    !scalar.isNull, pair.value.tag == nil,
                    ThemeColor(hex: scalar.text) != nil || MapKeyRule.isName(scalar.text)
                else { continue }
                let location = pair.value.location
                guard location.start.line == location.end.line else { continue }
                places.append(
                    (location.start.line - 1, (location.start.column - 1)..<(location.end.column - 1), scalar.text))
            }
        }
        // From the right, so the columns of what is left to change stay where they were.
        for place in places.sorted(by: { ($0.line, $0.columns.lowerBound) > ($1.line, $1.columns.lowerBound) }) {
            var scalars = Array(lines[place.line].unicodeScalars)
            guard place.columns.upperBound <= scalars.count else { continue }
            scalars.replaceSubrange(place.columns, with: ("\"" + place.text + "\"").unicodeScalars)
            lines[place.line] = String(String.UnicodeScalarView(scalars))
        }
        return lines
    }

    private static func checked(
        _ formatted: String, against original: YAMLNode, source: SourceText
    ) throws(DiagnosticError) -> String {
        let again = try? YAMLComposer.documentKeepingDuplicates(
            in: SourceText(name: source.name, text: formatted), limits: .theme
        ).root
        guard let again, same(original, again, path: []) else {
            throw DiagnosticError(
                .error(
                    .cannotFormat, "the file cannot be formatted without changing what it means",
                    at: SourceLocation(file: source.name, start: original.location.start),
                    hint: "an alias may come before its anchor once the keys are in order; write the value out"))
        }
        return formatted
    }

    private static func same(_ a: YAMLNode, _ b: YAMLNode, path: [String]) -> Bool {
        guard a.tag == b.tag else { return false }
        switch (a.content, b.content) {
        case (.scalar(let x), .scalar(let y)):
            guard x.text == y.text, x.isNull == y.isNull else { return false }
            // Quotes change nothing where a colour goes: a colour is text, however it is written.
            let isColor = path.count == 2 && (path[0] == "palette" || path[0] == "colors")
            return x.style == y.style || (isColor && x.style != .literal && x.style != .folded && !x.isNull)
        case (.sequence(let x), .sequence(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1, path: path + ["-"]) }
        case (.mapping(let x), .mapping(let y)):
            // Keys of one name keep their order (the last one read wins); names may move.
            func grouped(_ pairs: [YAMLPair]) -> [String: [YAMLPair]] {
                Dictionary(grouping: pairs) { $0.key.scalar?.text ?? "\u{0}" + String(describing: $0.key.content) }
            }
            let (gx, gy) = (grouped(x), grouped(y))
            guard x.count == y.count, Set(gx.keys) == Set(gy.keys) else { return false }
            return gx.allSatisfy { key, pairs in
                let others = gy[key] ?? []
                return pairs.count == others.count
                    && zip(pairs, others).allSatisfy {
                        same($0.key, $1.key, path: path) && same($0.value, $1.value, path: path + [key])
                    }
            }
        default:
            return false
        }
    }
}
