import SheetText
import ThemeKit

extension LanguageServer {
    /// `textDocument/inlayHint`: after each colour role written as a palette name, the colour it
    /// resolves to; after each text role, its contrast on what it is drawn over (WCAG ratio and
    /// APCA Lc) on this side and, for a pair, on the counterpart's (`4.8:1 · Lc 62 | dark 3.1:1 ·
    /// Lc 40 ✗`). The roles the file does not write, which it inherits, are shown the same way at
    /// the end of the `colors:` line (or, without one, of the `extends:` or `name:` line).
    ///
    /// A file that does not load (an error in it or a theme it extends) gets none: its colours
    /// cannot be resolved, and its diagnostics say why.
    mutating func inlayHints(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let wanted = params["range"].flatMap(Self.range)
        guard let (text, report) = try linted(params), let root = report.themeRoot, let theme = report.theme else {
            return .array([])
        }
        let hints = ThemeInlayHints(root: root, theme: theme, counterpart: report.counterpart).hints
        let encoding = self.encoding
        return .array(
            hints.compactMap { hint in
                let position: LSPPosition
                switch hint.place {
                case .after(let location):
                    position = text.range(of: location, encoding: encoding).end
                case .endOfLine(let line):
                    // The line's end: a character past it means its end.
                    let end = text.offset(of: LSPPosition(line: line - 1, character: .max), encoding: encoding)
                    position = text.position(ofByte: end, encoding: encoding)
                }
                if let wanted, position.line < wanted.start.line || position.line > wanted.end.line { return nil }
                return .object([
                    "position": position.json,
                    "label": .string(hint.label),
                    "paddingLeft": .bool(true),
                ])
            })
    }
}

/// The inlay hints of a theme document, placed by YAML locations.
struct ThemeInlayHints {
    /// Where a hint goes.
    enum Place {
        /// Just after a node.
        case after(SourceLocation)
        /// At the end of a line (1-based).
        case endOfLine(Int)
    }

    struct Hint {
        var place: Place
        var label: String
    }

    let root: YAMLNode
    let theme: Theme
    let counterpart: Theme?

    var hints: [Hint] {
        let contrasts = Dictionary(uniqueKeysWithValues: TextContrast.measure(theme).map { ($0.role, $0) })
        let otherSide = counterpart.map { other in
            (
                other.appearance.rawValue,
                Dictionary(uniqueKeysWithValues: TextContrast.measure(other).map { ($0.role, $0) })
            )
        }
        func contrast(of role: String) -> String? {
            guard let mine = contrasts[role] else { return nil }
            guard let (name, theirs) = otherSide, let other = theirs[role] else { return mine.summary }
            return "\(mine.summary) | \(name) \(other.summary)"
        }
        let written = root["colors"]?.mapping ?? []
        var hints: [Hint] = []
        var writtenRoles: Set<String> = []
        for pair in written {
            guard let role = pair.key.scalar?.text,
                let path = ThemeColors.roles.first(where: { $0.key == role })?.path
            else { continue }
            writtenRoles.insert(role)
            let color = theme.colors[keyPath: path]
            var parts: [String] = []
            if let value = pair.value.scalar?.text, ThemeColor(hex: value) == nil { parts.append("→ \(color.hex)") }
            if let contrast = contrast(of: role) { parts.append(contrast) }
            guard !parts.isEmpty else { continue }
            hints.append(Hint(place: .after(pair.value.location), label: parts.joined(separator: " · ")))
        }
        // What the file leaves to the theme it extends (or the built-in default).
        let line =
            root.mapping?.first { $0.key.scalar?.text == "colors" }?.key.location.start.line
            ?? (root.mapping?.first { $0.key.scalar?.text == "extends" }
            ?? root.mapping?.first { $0.key.scalar?.text == "name" })?.value.location.end.line
        guard let line else { return hints }
        for role in ThemeColors.roles where !writtenRoles.contains(role.key) {
            let color = theme.colors[keyPath: role.path]
            let label = "\(role.key) \(color.hex) inherited" + (contrast(of: role.key).map { " · " + $0 } ?? "")
            hints.append(Hint(place: .endOfLine(line), label: label))
        }
        return hints
    }
}
