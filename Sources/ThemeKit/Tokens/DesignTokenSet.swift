/// DTCG token files merged in order, a later file's token replacing an earlier one's of the same path.
package struct DesignTokenSet: Sendable {
    package var tokens: [String: DesignToken] = [:]
    /// `""` for a file's root.
    package var groups: [String: (description: String?, extensions: TokenNode?)] = [:]
    package var documents: [String: TokenNode] = [:]
    package var documentOrder: [String] = []
    package var diagnostics: [Diagnostic] = []
    package var mapping: TokenRoleMapping?

    /// `name` (its file's path) is what its `$ref`s resolve by.
    package mutating func add(_ root: TokenNode, name: String) {
        if documents[name] == nil { documentOrder.append(name) }
        documents[name] = root
        guard root.members != nil else {
            diagnostics.append(
                .error(
                    .tokenStructure, "a token file must be an object of groups and tokens, not \(root.kindDescription)",
                    at: root.location))
            return
        }
        readGroup(root, path: [], type: nil, deprecation: nil, extending: [])
    }

    private mutating func readGroup(
        _ group: TokenNode, path: [String], type: String?, deprecation: String?, extending: [String]
    ) {
        var type = type
        var deprecation = deprecation
        var description: String?
        var extensions: TokenNode?
        for member in group.members ?? [] {
            switch member.key {
            case "$type":
                if let text = member.value.string { type = text } else { wrongType(member, "a string") }
            case "$description":
                if let text = member.value.string { description = text } else { wrongType(member, "a string") }
            case "$deprecated": deprecation = readDeprecation(member) ?? deprecation
            case "$extensions": extensions = member.value
            case "$extends":
                guard let reference = member.value.string, let target = Self.alias(reference) else {
                    diagnostics.append(
                        .error(
                            .badReference, "'$extends' must name a group in braces, such as \"{button}\"",
                            at: member.value.location))
                    continue
                }
                extendGroup(
                    target, into: path, at: member.value.location, extending: extending + [path.joined(separator: ".")])
            default: break
            }
        }
        let groupName = path.joined(separator: ".")
        groups[groupName] = (description ?? groups[groupName]?.description, extensions ?? groups[groupName]?.extensions)
        for member in group.members ?? [] where !member.key.hasPrefix("$") || member.key == "$root" {
            if member.key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
                diagnostics.append(
                    .error(
                        .tokenStructure,
                        "the name '\(member.key)' has '{', '}' or '.', which a token or group name must not",
                        at: member.keyLocation, hint: "aliases split names at '.' and end them at '}'"))
                continue
            }
            let childPath = path + [member.key]
            guard let members = member.value.members else {
                diagnostics.append(
                    .error(
                        .tokenStructure,
                        "'\(childPath.joined(separator: "."))' must be a token (an object with '$value') or a group, not \(member.value.kindDescription)",
                        at: member.value.location))
                continue
            }
            if members.contains(where: { $0.key == "$value" || $0.key == "$ref" }) {
                readToken(member.value, path: childPath, type: type, deprecation: deprecation, at: member.keyLocation)
            } else if Self.isLegacyToken(member.value) {
                readToken(
                    member.value, path: childPath, type: type, deprecation: deprecation, at: member.keyLocation,
                    legacy: true)
            } else {
                readGroup(member.value, path: childPath, type: type, deprecation: deprecation, extending: extending)
            }
        }
    }

    /// `legacy`: Tokens Studio's form before DTCG's `$` keys.
    private mutating func readToken(
        _ token: TokenNode, path: [String], type: String?, deprecation: String?, at location: SourceLocation,
        legacy: Bool = false
    ) {
        var result = DesignToken(
            path: path, type: type, value: token[legacy ? "value" : "$value"] ?? TokenNode(.null, at: token.location),
            description: nil, deprecation: deprecation, extensions: token["$extensions"], location: location)
        for member in token.members ?? [] {
            let key = member.key
            let property =
                legacy
                ? (["type", "description", "value"].contains(key)
                    ? key : ["$deprecated", "$extensions"].contains(key) ? String(key.dropFirst()) : "")
                : (key.hasPrefix("$") ? String(key.dropFirst()) : "")
            switch property {
            case "type":
                if let text = member.value.string { result.type = text } else { wrongType(member, "a string") }
            case "description":
                if let text = member.value.string { result.description = text } else { wrongType(member, "a string") }
            case "deprecated": result.deprecation = readDeprecation(member)
            case "ref":
                result.value = TokenNode(.object([member]), at: member.keyLocation)
            case "value", "extensions": break
            default:
                if legacy || member.key.hasPrefix("$") {
                    let form = legacy ? "Tokens Studio's legacy form (value, type, description)" : "DTCG 2025.10"
                    diagnostics.append(
                        .warning(
                            .tokenStructure, "'\(member.key)' is not a property of a token in \(form); it is ignored",
                            at: member.keyLocation, hint: "tools' own data goes under '$extensions'"))
                } else {
                    diagnostics.append(
                        .error(
                            .tokenStructure, "a token cannot hold '\(member.key)': a token is not a group",
                            at: member.keyLocation,
                            hint: "move '\(member.key)' beside the token, or into a group of its own"))
                }
            }
        }
        tokens[result.name] = result
    }

    /// A group may hold a token or group named `value`, but then that `value` is an object.
    static func isLegacyToken(_ node: TokenNode) -> Bool {
        guard let value = node["value"], node["$value"] == nil else { return false }
        return node["type"]?.string != nil || value.members == nil
    }

    /// Tokens of the group itself win: they are read after.
    private mutating func extendGroup(
        _ target: String, into path: [String], at location: SourceLocation, extending: [String]
    ) {
        if extending.contains(target) {
            diagnostics.append(
                .error(
                    .referenceCycle, "'$extends' makes a cycle: \((extending + [target]).joined(separator: " -> "))",
                    at: location))
            return
        }
        let prefix = target + "."
        let found = tokens.filter { $0.key.hasPrefix(prefix) }
        if found.isEmpty, tokens[target] != nil {
            diagnostics.append(
                .error(.badReference, "'$extends' names the token '\(target)'; it must name a group", at: location))
            return
        }
        if found.isEmpty {
            diagnostics.append(
                .error(
                    .unknownToken, "'$extends' names '\(target)', which is no group read before it", at: location,
                    hint: "a group extends one defined earlier in the set"))
            return
        }
        for (name, token) in found {
            var copy = token
            copy.path = path + name.dropFirst(prefix.count).split(separator: ".").map(String.init)
            tokens[copy.name] = copy
        }
    }

    private mutating func readDeprecation(_ member: TokenNode.Member) -> String? {
        switch member.value.content {
        case .bool(let flag): return flag ? "" : nil
        case .string(let text): return text
        default:
            wrongType(member, "true, false or a string")
            return nil
        }
    }

    private mutating func wrongType(_ member: TokenNode.Member, _ expected: String) {
        diagnostics.append(
            .error(
                .tokenStructure, "'\(member.key)' must be \(expected), not \(member.value.kindDescription)",
                at: member.value.location))
    }

    package static func alias(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}
