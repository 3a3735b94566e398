import SheetText
import ThemeKit

extension LanguageServer {
    mutating func hover(_ params: JSONValue) throws(InvalidParams) -> JSONValue {
        let position = try Self.position(in: params)
        guard let (text, report) = try linted(params), let root = report.themeRoot else { return .null }
        let offset = text.offset(of: position, encoding: encoding)
        guard let cursor = ThemeCursor.find(at: offset, in: root, document: text) else { return .null }
        let explainer = ThemeColorExplainer(root: root, theme: report.theme)
        var lines: [String] = []
        let path = cursor.path.joined(separator: ".")
        if let spec = ThemeCursor.spec(at: cursor.path) { lines.append("**\(Self.escaped(path))**: \(spec.summary)") }
        if cursor.path.count == 2, cursor.path[0] == "colors" {
            lines += explainer.explain(role: cursor.path[1])
        } else if cursor.path == ["colors"] {
            lines += ThemeColors.roles.map { role in
                "- " + (explainer.explain(role: role.key, brief: true).first ?? "`\(role.key)`")
            }
        } else if cursor.path.count == 2, cursor.path[0] == "palette", let scalar = cursor.pair.value.scalar,
            let color = ThemeColor(hex: scalar.text)
        {
            let users = explainer.roles(naming: cursor.path[1])
            lines.append(
                "`\(color.hex)`"
                    + (users.isEmpty
                        ? ", used by no colour" : ", used by " + users.map { "`colors.\($0)`" }.joined(separator: ", "))
            )
        }
        guard !lines.isEmpty else { return .null }
        let node = cursor.isOnKey ? cursor.pair.key : cursor.pair.value
        return .object([
            "contents": .object(["kind": .string("markdown"), "value": .string(lines.joined(separator: "\n\n"))]),
            "range": text.range(of: node.location, encoding: encoding).json,
        ])
    }

    /// Text from the file, safe inside Markdown.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in VisibleText.sanitize(text) {
            if "\\`*_{}[]()#+-.!|<>".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

/// What colour a role resolves to, from where, and how it reads on the background.
struct ThemeColorExplainer {
    let root: YAMLNode
    /// `nil` when the file has errors.
    let theme: Theme?

    private var extends: String? { root["extends"]?.scalar?.text }

    func resolve(role: String) -> (color: ThemeColor, origin: String)? {
        let written = root["colors"]?[role]?.scalar?.text
        let resolved = theme.flatMap { theme in
            ThemeColors.roles.first { $0.key == role }.map { theme.colors[keyPath: $0.path] }
        }
        if let written {
            if let color = ThemeColor(hex: written) { return (color, "set in this file") }
            if let hex = root["palette"]?[written]?.scalar?.text, let color = ThemeColor(hex: hex) {
                return (color, "from palette entry `\(LanguageServer.escaped(written))`")
            }
            // Not its own palette's, yet the theme loaded: a name from a theme it extends.
            guard let resolved else { return nil }
            return (resolved, "from palette entry `\(LanguageServer.escaped(written))` of a theme it extends")
        }
        guard let resolved else { return nil }
        if let extends { return (resolved, "from the theme it extends, `\(LanguageServer.escaped(extends))`") }
        return (resolved, "from the built-in default")
    }

    func explain(role: String, brief: Bool = false) -> [String] {
        guard let (color, origin) = resolve(role: role) else {
            return ["`\(role)`: cannot be resolved while the file has errors"]
        }
        let head = brief ? "`\(role)` `\(color.hex)`, \(origin)" : "`\(color.hex)`, \(origin)"
        guard role != "background", let (background, backgroundOrigin) = resolve(role: "background") else {
            return [head]
        }
        let ratio = color.contrastRatio(over: background)
        let verdict: String
        if ThemeContrastLint.checkedRoles.contains(role) {
            verdict =
                ratio >= ThemeContrastLint.minimumRatio
                ? "passes WCAG AA (4.5:1)" : "fails WCAG AA, which asks 4.5:1 of text"
        } else {
            verdict = "not held to WCAG AA by lint"
        }
        let contrast =
            "contrast \(ThemeContrastLint.format(ratio)):1 on the background `\(background.hex)` (\(backgroundOrigin)): \(verdict)"
        return brief ? [head + "; " + contrast] : [head, contrast.prefix(1).uppercased() + contrast.dropFirst()]
    }

    func roles(naming name: String) -> [String] {
        (root["colors"]?.mapping ?? []).compactMap { pair in
            pair.value.scalar?.text == name ? pair.key.scalar?.text : nil
        }
    }
}
