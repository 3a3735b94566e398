import SheetSystem

extension DesignTokenSet {
    package func resolvedValue(of token: DesignToken, diagnostics: inout [Diagnostic]) -> TokenNode? {
        resolve(token.value, chain: [token.name], diagnostics: &diagnostics)
    }

    package func finalToken(of token: DesignToken) -> DesignToken {
        var current = token
        var seen: Set<String> = [token.name]
        while let name = current.value.string.flatMap(Self.alias), let next = tokens[name], seen.insert(name).inserted {
            current = next
        }
        return current
    }

    private func resolve(_ node: TokenNode, chain: [String], diagnostics: inout [Diagnostic]) -> TokenNode? {
        switch node.content {
        case .string(let text):
            guard let name = Self.alias(text) else { return node }
            if let start = chain.firstIndex(of: name) {
                diagnostics.append(
                    .error(
                        .referenceCycle,
                        "the alias {\(name)} makes a cycle: \((chain[start...] + [name]).joined(separator: " -> "))",
                        at: node.location, hint: "one token of the chain must have a value of its own"))
                return nil
            }
            guard let target = tokens[name] else {
                let hint = Suggestion.closest(to: name, in: tokens.keys).map { "did you mean {\($0)}?" }
                diagnostics.append(
                    .error(
                        .unknownToken, "the alias {\(name)} names no token of the set", at: node.location, hint: hint))
                return nil
            }
            return resolve(target.value, chain: chain + [name], diagnostics: &diagnostics)
        case .object(let members):
            if members.count == 1, members[0].key == "$ref" {
                return resolvePointer(members[0], chain: chain, diagnostics: &diagnostics)
            }
            var resolved: [TokenNode.Member] = []
            for member in members {
                guard let value = resolve(member.value, chain: chain, diagnostics: &diagnostics) else { return nil }
                resolved.append(TokenNode.Member(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            return TokenNode(.object(resolved), at: node.location)
        case .array(let elements):
            var resolved: [TokenNode] = []
            for element in elements {
                guard let value = resolve(element, chain: chain, diagnostics: &diagnostics) else { return nil }
                resolved.append(value)
            }
            return TokenNode(.array(resolved), at: node.location)
        default:
            return node
        }
    }

    private func resolvePointer(_ member: TokenNode.Member, chain: [String], diagnostics: inout [Diagnostic])
        -> TokenNode?
    {
        guard let reference = member.value.string else {
            diagnostics.append(
                .error(
                    .badReference, "'$ref' must be a string, not \(member.value.kindDescription)",
                    at: member.value.location))
            return nil
        }
        let place = member.value.location
        guard let hash = reference.firstIndex(of: "#") else {
            diagnostics.append(
                .error(
                    .badReference, "'$ref' is '\(reference)', which has no JSON Pointer ('#/…')", at: place,
                    hint: "write '#/group/token' for this file or 'file.json#/group/token' for another"))
            return nil
        }
        let file = String(reference[..<hash])
        let pointer = String(reference[reference.index(after: hash)...])
        let documentName: String
        if file.isEmpty {
            documentName = place.file
        } else if let found = document(named: file, from: place.file) {
            documentName = found
        } else {
            diagnostics.append(
                .error(
                    .badReference, "'$ref' names the file '\(file)', which is not among the files read", at: place,
                    hint: "give every file of the set on the command line, or name it in the Resolver document"))
            return nil
        }
        let key = documentName + "#" + pointer
        if let start = chain.firstIndex(of: key) {
            diagnostics.append(
                .error(
                    .referenceCycle,
                    "'$ref' \(reference) makes a cycle: \((chain[start...] + [key]).joined(separator: " -> "))",
                    at: place))
            return nil
        }
        guard var target = documents[documentName] else { return nil }
        guard pointer.isEmpty || pointer.hasPrefix("/") else {
            diagnostics.append(
                .error(.badReference, "'$ref' \(reference): a JSON Pointer starts with '/'", at: place))
            return nil
        }
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let segment = Self.unescapePointerSegment(raw)
            var next: TokenNode?
            switch target.content {
            case .object: next = target[segment]
            case .array(let elements):
                if let index = Int(segment), index >= 0, index < elements.count { next = elements[index] }
            default: break
            }
            guard let found = next else {
                diagnostics.append(
                    .error(
                        .badReference,
                        "'$ref' \(reference) reaches nothing: there is no '\(segment)' in \(target.kindDescription) at \(target.location)",
                        at: place))
                return nil
            }
            target = found
        }
        // A pointer to a whole token means its value, as a token that is a `$ref` is its alias.
        if let value = target["$value"] { target = value }
        return resolve(target, chain: chain + [key], diagnostics: &diagnostics)
    }

    /// RFC 6901: `~1` is `/`, then `~0` is `~`.
    static func unescapePointerSegment(_ raw: Substring) -> String {
        var out = ""
        var tilde = false
        for character in raw {
            if tilde {
                out.append(character == "1" ? "/" : character == "0" ? "~" : character)
                tilde = false
            } else if character == "~" {
                tilde = true
            } else {
                out.append(character)
            }
        }
        if tilde { out.append("~") }
        return out
    }

    /// `file` is relative to the folder of `referrer`.
    private func document(named file: String, from referrer: String) -> String? {
        let folder = FileSystem.directory(of: referrer)
        var relative = Substring(file)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        let joined = file.hasPrefix("/") || folder == "." ? String(relative) : FileSystem.join(folder, String(relative))
        if documents[joined] != nil { return joined }
        return documentOrder.first { $0 == file || $0.hasSuffix("/" + relative) }
    }
}
