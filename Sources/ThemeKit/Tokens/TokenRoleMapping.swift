import SheetText

/// For token files that do not keep colours at `sheet.<role>`; it wins over `$extensions` and `sheet.<role>`.
package struct TokenRoleMapping: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var role: String
        package var path: String
        package var location: SourceLocation
    }

    package var entries: [Entry] = []

    package static let maxBytes = 1 << 20

    package static func parse(_ source: SourceText) -> (mapping: TokenRoleMapping?, diagnostics: [Diagnostic]) {
        let root: YAMLNode
        var diagnostics: [Diagnostic]
        do throws(DiagnosticError) {
            (root, diagnostics) = try YAMLComposer.documentKeepingDuplicates(in: source, limits: .theme)
        } catch {
            return (nil, error.diagnostics)
        }
        let roles = ThemeColors.roles.map(\.key)
        guard let pairs = root.mapping else {
            diagnostics.append(
                .error(
                    .wrongType, "a token mapping must be a mapping with 'roles', not \(root.kindDescription)",
                    at: root.location, hint: "write 'roles:' and under it lines such as 'title: color.text.secondary'"))
            return (nil, diagnostics)
        }
        var mapping = TokenRoleMapping()
        for pair in pairs {
            let key = pair.key.scalar?.text ?? ""
            guard key == "roles" else {
                diagnostics.append(
                    .error(
                        .unknownKey, "a token mapping has no key '\(key)'", at: pair.key.location,
                        hint: "its one key is 'roles'"))
                continue
            }
            guard let entries = pair.value.mapping else {
                diagnostics.append(
                    .error(
                        .wrongType,
                        "'roles' must be a mapping of roles to token paths, not \(pair.value.kindDescription)",
                        at: pair.value.location, hint: "indent lines such as 'title: color.text.secondary' under it"))
                continue
            }
            for entry in entries {
                let role = entry.key.scalar?.text ?? ""
                guard roles.contains(role) else {
                    diagnostics.append(
                        .error(
                            .unknownKey, "'\(role)' is not a sheet role", at: entry.key.location,
                            hint: Suggestion.closest(to: role, in: roles).map { "did you mean '\($0)'?" }
                                ?? "the roles are " + roles.joined(separator: ", ")))
                    continue
                }
                guard let scalar = entry.value.scalar, !scalar.isNull, !scalar.text.isEmpty else {
                    diagnostics.append(
                        .error(
                            .wrongType,
                            "the token path of '\(role)' must be text such as color.text.secondary, not \(entry.value.kindDescription)",
                            at: entry.value.location))
                    continue
                }
                var path = scalar.text
                if let inner = DesignTokenSet.alias(path) { path = inner }
                let parts = path.split(separator: ".", omittingEmptySubsequences: false)
                guard !parts.contains(where: \.isEmpty), !path.contains(where: { $0 == "{" || $0 == "}" }) else {
                    diagnostics.append(
                        .error(
                            .wrongType, "'\(scalar.text)' is not a token path", at: entry.value.location,
                            hint:
                                "write the token's group names and its own name joined by '.', such as color.text.secondary"
                        ))
                    continue
                }
                mapping.entries.removeAll { $0.role == role }
                mapping.entries.append(Entry(role: role, path: path, location: entry.value.location))
            }
        }
        return (diagnostics.containsErrors ? nil : mapping, diagnostics)
    }
}
