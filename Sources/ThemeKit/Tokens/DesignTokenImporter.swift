import SheetText
import SheetSystem

/// Turns DTCG 2025.10 token files, or each combination of a Resolver document's contexts, into themes.
package enum DesignTokenImporter {
    package static let maxBytes = 4 << 20

    package struct Result: Sendable {
        /// In the order of the resolver's contexts; none when an error was found.
        package var themes: [ImportedTheme] = []
        package var diagnostics: [Diagnostic] = []
        package var sources: [SourceText] = []
    }

    package static func isDesignTokens(_ source: SourceText) -> Bool {
        var bytes = source.bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }

    /// A `nil` name takes the one the tokens declare, else the resolver's or the first file's.
    package static func importThemes(
        _ sources: [SourceText], name: String?, mapping: TokenRoleMapping? = nil,
        read: (String) throws(DiagnosticError) -> SourceText
    ) -> Result {
        var result = Result(sources: sources)
        var documents: [(source: SourceText, root: TokenNode)] = []
        for source in sources {
            do throws(DiagnosticError) {
                documents.append((source, try TokenNode.parse(source, maxBytes: maxBytes)))
            } catch {
                result.diagnostics += error.diagnostics
            }
        }
        guard !documents.isEmpty else { return result }
        if let resolver = documents.first(where: { TokenResolverDocument.isResolver($0.root) }) {
            if documents.count > 1 {
                result.diagnostics.append(
                    .error(
                        .resolverStructure, "a Resolver document names its own token files; give it alone",
                        at: resolver.root.location))
                return result
            }
            importResolver(
                resolver.root, source: resolver.source, name: name, mapping: mapping, read: read, into: &result)
        } else {
            var set = DesignTokenSet()
            set.mapping = mapping
            for document in documents { set.add(document.root, name: document.source.name) }
            let base = name ?? set.declared.name ?? stem(of: sources[0].name)
            add(set, name: base, context: nil, place: documents[0].root.location, into: &result)
        }
        if result.diagnostics.containsErrors { result.themes = [] }
        result.diagnostics = unique(result.diagnostics)
        return result
    }

    package static let maxPermutations = 64

    private static func importResolver(
        _ root: TokenNode, source: SourceText, name: String?, mapping: TokenRoleMapping?,
        read: (String) throws(DiagnosticError) -> SourceText, into result: inout Result
    ) {
        let document = TokenResolverDocument(root)
        result.diagnostics += document.diagnostics
        let modifiers = document.steps.compactMap { step -> TokenResolverDocument.Modifier? in
            if case .modifier(let modifier) = step { return modifier }
            return nil
        }
        // The modifier whose contexts are light and dark pairs themes and names each side's appearance.
        let appearanceModifier = modifiers.first { $0.contexts.contains { Self.appearance(ofContext: $0.name) != nil } }
        let main = appearanceModifier ?? modifiers.first
        let permutations = modifiers.reduce(1) { $0 * max(1, $1.contexts.count) }
        guard permutations <= maxPermutations else {
            result.diagnostics.append(
                .error(
                    .resolverStructure,
                    "the modifiers' contexts make \(permutations) themes, more than the \(maxPermutations) one import writes",
                    at: root["modifiers"]?.location ?? root.location,
                    hint: "import a Resolver document with fewer modifiers or contexts, or several documents"))
            return
        }
        let folder = FileSystem.directory(of: source.name)
        var files: [String: TokenNode] = [:]
        func load(_ path: String, at place: SourceLocation) -> (String, TokenNode)? {
            let joined = path.hasPrefix("/") || folder == "." ? path : FileSystem.join(folder, path)
            if let node = files[joined] { return (joined, node) }
            do throws(DiagnosticError) {
                let text = try read(joined)
                result.sources.append(text)
                let node = try TokenNode.parse(text, maxBytes: maxBytes)
                files[joined] = node
                return (joined, node)
            } catch {
                result.diagnostics.append(
                    .error(
                        .badReference, "'$ref' names '\(path)', which cannot be read", at: place,
                        hint: error.diagnostics.first?.message))
                if error.diagnostics.first?.code != .unreadableFile { result.diagnostics += error.diagnostics }
                return nil
            }
        }
        // Each combination: one context of each modifier, the first modifier's varying slowest.
        var choices: [[String: String]] = [[:]]
        for modifier in modifiers {
            choices = choices.flatMap { chosen in
                modifier.contexts.map { context in chosen.merging([modifier.name: context.name]) { $1 } }
            }
        }
        let base =
            name ?? document.name.map(Base16Importer.slug).flatMap { $0.isEmpty ? nil : $0 } ?? stem(of: source.name)
        var keys: [String] = []
        for chosen in choices {
            var set = DesignTokenSet()
            set.mapping = mapping
            func merge(_ sources: [TokenResolverDocument.Source]) {
                for item in sources {
                    switch item {
                    case .file(let path, let place):
                        if let (joined, node) = load(path, at: place) { set.add(node, name: joined) }
                    case .inline(let node):
                        set.add(node, name: source.name)
                    }
                }
            }
            for step in document.steps {
                switch step {
                case .set(_, let sources): merge(sources)
                case .modifier(let modifier):
                    merge(modifier.contexts.first { $0.name == chosen[modifier.name] }?.sources ?? [])
                }
            }
            set.documents[source.name] = root
            // The main modifier's context, then each other modifier's context that is not its default.
            let named = modifiers.filter { $0 == main || chosen[$0.name] != $0.defaultContext }
            let suffix = named.compactMap { chosen[$0.name].map(Base16Importer.slug) }.joined(separator: "-")
            let declared = name == nil ? set.declared.name : nil
            let before = result.themes.count
            add(
                set, name: declared ?? (suffix.isEmpty ? base : base + "-" + suffix),
                context: main.flatMap { chosen[$0.name] }, place: main?.location ?? root.location, into: &result)
            guard result.themes.count > before else { continue }
            keys.append(
                modifiers.map { modifier in
                    let context = chosen[modifier.name] ?? ""
                    return modifier == appearanceModifier ? Self.pairKey(context) : context
                }.joined(separator: "\u{0}"))
            if let description = document.description, result.themes[before].theme.description == nil {
                result.themes[before].theme.description = description
            }
        }
        if keys.count == result.themes.count { pair(&result.themes, keys: keys) }
    }

    /// `light` and `dark` made one word, so the two sides of a pair agree.
    static func pairKey(_ context: String) -> String {
        context.lowercased().replacing(text: "light", with: "\u{1}").replacing(text: "dark", with: "\u{1}")
    }

    private static func add(
        _ set: DesignTokenSet, name: String, context: String?, place: SourceLocation, into result: inout Result
    ) {
        result.diagnostics += set.diagnostics
        guard Theme.fileStem(name) == name else {
            result.diagnostics.append(
                .error(
                    .tokenStructure, "the theme's name '\(name)' cannot be a file name", at: place,
                    hint: "a theme is found by the name of its file: use letters, digits, '.', '_' and '-'"))
            return
        }
        var problems: [Diagnostic] = []
        guard var theme = set.theme(named: name, reportingAt: place, diagnostics: &problems) else {
            result.diagnostics += problems
            return
        }
        result.diagnostics += problems
        theme.statedAppearance = set.declared.appearance ?? context.flatMap(appearance(ofContext:))
        result.themes.append(ImportedTheme(theme: theme, counterpart: nil))
    }

    /// Each side takes the cancel labels only its partner gives, so the pair says the same on both sides.
    private static func pair(_ themes: inout [ImportedTheme], keys: [String]) {
        for index in themes.indices {
            let appearance = themes[index].theme.statedAppearance
            guard appearance != nil,
                let partner = themes.indices.first(where: {
                    $0 != index && keys[$0] == keys[index] && themes[$0].theme.statedAppearance != nil
                        && themes[$0].theme.statedAppearance != appearance
                })
            else { continue }
            themes[index].counterpart = themes[partner].theme.name
        }
        let original = themes.map(\.theme.cancel)
        for index in themes.indices {
            guard let name = themes[index].counterpart,
                let partner = themes.firstIndex(where: { $0.theme.name == name })
            else { continue }
            var cancel = themes[index].theme.cancel
            let other = original[partner]
            if cancel.labelIsBuiltIn, !other.labelIsBuiltIn { cancel.label = other.label }
            for (tag, label) in other.localized where cancel.localized[tag] == nil { cancel.localized[tag] = label }
            themes[index].theme.cancel = cancel
        }
    }

    package static func appearance(ofContext name: String) -> ThemeAppearance? {
        let lower = name.lowercased()
        if lower.contains(text: "dark") { return .dark }
        if lower.contains(text: "light") { return .light }
        return nil
    }

    static func stem(of path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".json", ".tokens", ".resolver"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
        }
        let slug = Base16Importer.slug(String(name))
        return slug.isEmpty ? "imported" : slug
    }

    /// An alias used by two themes is one problem.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert($0.description + ($0.hint ?? "")).inserted }
    }
}
