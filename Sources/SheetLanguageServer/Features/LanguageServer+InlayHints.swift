import SheetText
import ThemeKit

extension LanguageServer {
    /// Inherited roles are shown at the end of the `colors:` line (else the `extends:` or `name:` one).
    mutating func inlayHints(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let wanted = params["range"].flatMap(Self.range(_:))
        guard let (text, report) = try linted(params), let root = report.themeRoot, let theme = report.theme else {
            return .array([])
        }
        func measured(_ theme: Theme) -> [String: TextContrast] {
            Dictionary(uniqueKeysWithValues: TextContrast.measure(theme).map { ($0.role, $0) })
        }
        let contrasts = measured(theme)
        let otherSide = report.counterpart.map { ($0.appearance.rawValue, measured($0)) }
        func contrast(of role: String) -> String? {
            guard let mine = contrasts[role] else { return nil }
            guard let (name, theirs) = otherSide, let other = theirs[role] else { return mine.summary }
            return "\(mine.summary) | \(name) \(other.summary)"
        }
        var hints: [JSONValue] = []
        func hint(at position: LSPPosition, _ label: String) {
            if let wanted, position.line < wanted.start.line || position.line > wanted.end.line { return }
            hints.append(.object(["position": position.json, "label": .string(label), "paddingLeft": .bool(true)]))
        }
        var writtenRoles: Set<String> = []
        for pair in root["colors"]?.mapping ?? [] {
            guard let role = pair.key.scalar?.text,
                let path = ThemeColors.roles.first(where: { $0.key == role })?.path
            else { continue }
            writtenRoles.insert(role)
            var parts: [String] = []
            if let value = pair.value.scalar?.text, ThemeColor(hex: value) == nil {
                parts.append("→ \(theme.colors[keyPath: path].hex)")
            }
            if let contrast = contrast(of: role) { parts.append(contrast) }
            guard !parts.isEmpty else { continue }
            hint(at: text.range(of: pair.value.location, encoding: encoding).end, parts.joined(separator: " · "))
        }
        // What the file leaves to the theme it extends (or the built-in default).
        let line =
            root.mapping?.first { $0.key.scalar?.text == "colors" }?.key.location.start.line
            ?? (root.mapping?.first { $0.key.scalar?.text == "extends" }
            ?? root.mapping?.first { $0.key.scalar?.text == "name" })?.value.location.end.line
        guard let line else { return .array(hints) }
        let end = text.offset(of: LSPPosition(line: line - 1, character: .max), encoding: encoding)
        let position = text.position(ofByte: end, encoding: encoding)
        for role in ThemeColors.roles where !writtenRoles.contains(role.key) {
            let color = theme.colors[keyPath: role.path]
            hint(at: position, "\(role.key) \(color.hex) inherited" + (contrast(of: role.key).map { " · " + $0 } ?? ""))
        }
        return .array(hints)
    }
}
