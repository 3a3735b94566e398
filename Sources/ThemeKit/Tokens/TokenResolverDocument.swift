package struct TokenResolverDocument: Sendable {
    package enum Source: Sendable, Hashable {
        /// Relative to the Resolver document's folder.
        case file(String, at: SourceLocation)
        case inline(TokenNode)
    }

    package enum Step: Sendable, Hashable {
        case set(name: String, sources: [Source])
        case modifier(Modifier)
    }

    package struct Modifier: Sendable, Hashable {
        package struct Context: Sendable, Hashable {
            package var name: String
            package var sources: [Source]
        }

        package var name: String
        package var contexts: [Context]
        package var defaultContext: String
        package var location: SourceLocation
    }

    package var name: String?
    package var description: String?
    package var steps: [Step] = []
    package var diagnostics: [Diagnostic] = []

    package static func isResolver(_ root: TokenNode) -> Bool { root["resolutionOrder"] != nil }

    package init(_ root: TokenNode) {
        name = root["name"]?.string
        description = root["description"]?.string
        if let version = root["version"], version.string != "2025.10" {
            error(
                "'version' is \(version.string.map { "'\($0)'" } ?? version.kindDescription); this reader knows Resolver 2025.10",
                at: version.location)
        } else if root["version"] == nil {
            error("a Resolver document needs 'version': \"2025.10\"", at: root.location)
        }
        guard case .array(let items)? = root["resolutionOrder"]?.content else {
            error(
                "'resolutionOrder' must be an array of sets and modifiers",
                at: root["resolutionOrder"]?.location ?? root.location)
            return
        }
        for item in items {
            guard item.members != nil else {
                error("an entry of 'resolutionOrder' must be an object, not \(item.kindDescription)", at: item.location)
                continue
            }
            if let reference = item["$ref"] {
                guard let pointer = reference.string else {
                    error("'$ref' must be a string", at: reference.location)
                    continue
                }
                let parts = pointer.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                if parts.count == 3, parts[0] == "#", parts[1] == "sets", let set = root["sets"]?[parts[2]] {
                    steps.append(
                        .set(
                            name: parts[2],
                            sources: sources(set["sources"], in: root, allowSets: false, at: set.location)))
                } else if parts.count == 3, parts[0] == "#", parts[1] == "modifiers",
                    let modifier = root["modifiers"]?[parts[2]]
                {
                    if let read = self.modifier(modifier, name: parts[2], in: root) { steps.append(.modifier(read)) }
                } else {
                    let names =
                        (root["sets"]?.members ?? []).map { "#/sets/" + $0.key }
                        + (root["modifiers"]?.members ?? []).map { "#/modifiers/" + $0.key }
                    diagnostics.append(
                        .error(
                            .badReference, "'$ref' \(pointer) names no set or modifier of this document",
                            at: reference.location,
                            hint: Suggestion.closest(to: pointer, in: names).map { "did you mean '\($0)'?" }))
                }
                continue
            }
            switch item["type"]?.string {
            case "set":
                steps.append(
                    .set(
                        name: item["name"]?.string ?? "",
                        sources: sources(item["sources"], in: root, allowSets: false, at: item.location)))
            case "modifier":
                if let read = modifier(item, name: item["name"]?.string ?? "", in: root) {
                    steps.append(.modifier(read))
                }
            default:
                error(
                    "an entry of 'resolutionOrder' is a '$ref', or has 'type': \"set\" or \"modifier\"",
                    at: item.location)
            }
        }
    }

    private mutating func modifier(_ node: TokenNode, name: String, in root: TokenNode) -> Modifier? {
        guard let contexts = node["contexts"]?.members, contexts.count >= 1 else {
            error("the modifier '\(name)' needs 'contexts', an object of context names to sources", at: node.location)
            return nil
        }
        let read = contexts.map {
            Modifier.Context(name: $0.key, sources: sources($0.value, in: root, allowSets: true, at: $0.keyLocation))
        }
        var chosen = contexts[0].key
        if let given = node["default"] {
            if let text = given.string, contexts.contains(where: { $0.key == text }) {
                chosen = text
            } else {
                error(
                    "the modifier '\(name)' has 'default' \(given.string.map { "'\($0)'" } ?? given.kindDescription), which is none of its contexts",
                    at: given.location)
            }
        }
        return Modifier(name: name, contexts: read, defaultContext: chosen, location: node.location)
    }

    private mutating func sources(_ node: TokenNode?, in root: TokenNode, allowSets: Bool, at place: SourceLocation)
        -> [Source]
    {
        guard let node, case .array(let elements) = node.content else {
            error("'sources' must be an array of '$ref's and inline tokens", at: node?.location ?? place)
            return []
        }
        var result: [Source] = []
        for element in elements {
            guard element.members != nil else {
                error("a source must be an object, not \(element.kindDescription)", at: element.location)
                continue
            }
            guard let reference = element["$ref"] else {
                result.append(.inline(element))
                continue
            }
            guard let path = reference.string, !path.isEmpty else {
                error("'$ref' must be a path or pointer", at: reference.location)
                continue
            }
            if path.hasPrefix("#/sets/"), allowSets {
                let setName = DesignTokenSet.unescapePointerSegment(path.dropFirst("#/sets/".count))
                if let set = root["sets"]?[setName] {
                    result += sources(set["sources"], in: root, allowSets: false, at: set.location)
                } else {
                    diagnostics.append(
                        .error(.badReference, "'$ref' \(path) names no set of this document", at: reference.location))
                }
            } else if path.hasPrefix("#") {
                diagnostics.append(
                    .error(
                        .badReference, "'$ref' \(path): a source is a token file or, in a modifier, '#/sets/NAME'",
                        at: reference.location))
            } else {
                result.append(.file(path, at: reference.location))
            }
        }
        return result
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(.resolverStructure, message, at: location))
    }
}
