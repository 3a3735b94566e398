extension DesignTokenSet {
    package static let extensionKey = "org.sheetctl"

    /// `sheet.<role>`, overridden by a token's `$extensions` role, overridden by the mapping file.
    package func roleTokens() -> [String: DesignToken] {
        var found: [String: DesignToken] = [:]
        for (key, _) in ThemeColors.roles {
            if let token = tokens["sheet." + key] { found[key] = token }
        }
        for token in tokens.values.sorted(by: { $0.name < $1.name }) {
            if let role = token.extensions?[Self.extensionKey]?["role"]?.string,
                ThemeColors.roles.contains(where: { $0.key == role })
            {
                found[role] = token
            }
        }
        for entry in mapping?.entries ?? [] {
            if let token = tokens[entry.path] { found[entry.role] = token }
        }
        return found
    }

    func mappingProblems() -> [Diagnostic] {
        (mapping?.entries ?? []).filter { tokens[$0.path] == nil }.map { entry in
            let prefix = entry.path + "."
            let isGroup = tokens.keys.contains { $0.hasPrefix(prefix) }
            return .error(
                .unknownToken,
                "the mapping gives \(entry.role) the token '\(entry.path)', which "
                    + (isGroup ? "is a group, not a token" : "names no token of the set"),
                at: entry.location,
                hint: isGroup
                    ? "name one of its tokens, such as '\(tokens.keys.filter { $0.hasPrefix(prefix) }.min()!)'"
                    : Suggestion.closest(to: entry.path, in: tokens.keys).map { "did you mean '\($0)'?" })
        }
    }

    /// `nil` when a role's token cannot be used; `place` is where an unmapped role is reported.
    package func theme(named name: String, reportingAt place: SourceLocation, diagnostics: inout [Diagnostic]) -> Theme?
    {
        var theme = Theme.builtInDefault
        theme.name = name
        theme.description = groups["sheet"]?.description ?? groups[""]?.description
        let problems = mappingProblems()
        diagnostics += problems
        var failed = !problems.isEmpty
        let roles = roleTokens()
        var unmapped: [String] = []
        for (key, path) in ThemeColors.roles {
            guard let token = roles[key] else {
                unmapped.append(key)
                continue
            }
            if let reason = finalToken(of: token).deprecation ?? token.deprecation {
                diagnostics.append(
                    .warning(
                        .deprecatedToken,
                        "'\(token.name)', the \(key) colour, is deprecated" + (reason.isEmpty ? "" : ": \(reason)"),
                        at: token.location))
            }
            let type = token.type ?? finalToken(of: token).type
            if let type, type != "color" {
                diagnostics.append(
                    .error(
                        .badTokenColor, "'\(token.name)' is the \(key) colour but its $type is '\(type)'",
                        at: token.location,
                        hint: "a sheet role takes a token of $type color"))
                failed = true
                continue
            }
            var problems: [Diagnostic] = []
            guard let value = resolvedValue(of: token, diagnostics: &problems),
                let color = TokenColorDecoder.color(value, token: finalToken(of: token).name, diagnostics: &problems)
            else {
                diagnostics += problems
                failed = true
                continue
            }
            diagnostics += problems
            theme.colors[keyPath: path] = color
        }
        if !unmapped.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .note, .unmappedRole,
                    "no token for \(unmapped.map { "sheet." + $0 }.joined(separator: ", ")); the theme '\(name)' keeps the default's colour"
                        + (unmapped.count == 1 ? "" : "s"),
                    at: place,
                    hint:
                        "add a colour token at that path, name the role in $extensions.\"\(Self.extensionKey)\".role, or map it in a mapping file (--mapping)"
                ))
        }
        if let sheet = groups["sheet"]?.extensions?[Self.extensionKey] {
            readExtensions(sheet, into: &theme, diagnostics: &diagnostics)
        }
        return failed ? nil : theme
    }

    package var declared: (name: String?, appearance: ThemeAppearance?) {
        let node = groups["sheet"]?.extensions?[Self.extensionKey]
        return (node?["name"]?.string, node?["appearance"]?.string.flatMap(ThemeAppearance.init(rawValue:)))
    }

    private func readExtensions(_ node: TokenNode, into theme: inout Theme, diagnostics: inout [Diagnostic]) {
        func text(_ node: TokenNode?, _ what: String) -> String? {
            guard let node else { return nil }
            if let string = node.string { return string }
            diagnostics.append(
                .error(.tokenStructure, "\(what) must be a string, not \(node.kindDescription)", at: node.location))
            return nil
        }
        func integer(_ node: TokenNode?, _ what: String) -> Int? {
            guard let node else { return nil }
            if let number = node.number, number == number.rounded(), abs(number) < 1e9 { return Int(number) }
            diagnostics.append(
                .error(
                    .tokenStructure, "\(what) must be a whole number, not \(node.kindDescription)", at: node.location))
            return nil
        }
        let badges = node["badges"]
        if let glyph = text(badges?["point"]?["glyph"], "badges.point.glyph") { theme.badges.pointGlyph = glyph }
        if let max = integer(badges?["num"]?["max"], "badges.num.max") { theme.badges.numMax = max }
        if let overflow = text(badges?["num"]?["overflow"], "badges.num.overflow") {
            theme.badges.numOverflow = overflow
        }
        if let length = integer(badges?["text"]?["maxLength"], "badges.text.maxLength") {
            theme.badges.textMaxLength = length
        }
        if let glyph = text(badges?["more"]?["glyph"], "badges.more.glyph") { theme.badges.moreGlyph = glyph }
        if let label = text(node["cancel"]?["label"], "cancel.label") { theme.cancel.label = label }
        for member in node["cancel"]?["localized"]?.members ?? [] {
            if let label = text(member.value, "cancel.localized.\(member.key)") {
                theme.cancel.localized[member.key] = label
            }
        }
    }
}
