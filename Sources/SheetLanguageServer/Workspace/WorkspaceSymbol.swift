import ThemeKit

/// A name rename and references follow across the workspace.
struct WorkspaceSymbol: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case theme(path: String)
        case paletteName(String, definedIn: String)
    }

    var kind: Kind
    var place: ScalarPlace

    struct Occurrence: Sendable {
        var path: String
        var place: ScalarPlace
        var isDeclaration: Bool
    }

    struct Refusal: Error, Sendable {
        var message: String
    }

    static func at(_ offset: Int, in theme: IndexedTheme, index: WorkspaceIndex) throws(Refusal) -> WorkspaceSymbol {
        func contains(_ place: ScalarPlace?) -> Bool {
            guard let place else { return false }
            return place.bytes.lowerBound <= offset && offset <= place.bytes.upperBound
        }
        if let name = theme.name, contains(name) { return WorkspaceSymbol(kind: .theme(path: theme.path), place: name) }
        for (key, reference) in [("extends", theme.extends), ("counterpart", theme.counterpart)] {
            guard let reference, contains(reference) else { continue }
            if ThemeLibrary.isPath(reference.text) {
                throw Refusal(
                    message:
                        "'\(key)' names a file by its path here; rename the theme at its 'name', or rename the file")
            }
            guard let target = index.theme(referencedBy: reference.text, from: theme) else {
                throw Refusal(
                    message: "no theme named '\(reference.text)' in the workspace or on the theme path to rename")
            }
            return WorkspaceSymbol(kind: .theme(path: target.path), place: reference)
        }
        if let entry = theme.palette.first(where: { contains($0.name) }) {
            return WorkspaceSymbol(kind: .paletteName(entry.name.text, definedIn: theme.path), place: entry.name)
        }
        if let use = theme.uses.first(where: contains) {
            guard let definer = index.definer(ofPaletteName: use.text, from: theme) else {
                throw Refusal(message: "'\(use.text)' is in the palette of neither this theme nor a theme it extends")
            }
            return WorkspaceSymbol(kind: .paletteName(use.text, definedIn: definer.path), place: use)
        }
        throw Refusal(
            message:
                "only a theme's name, a theme named by 'extends' or 'counterpart', or a palette name can be renamed")
    }

    /// Declarations first, then in path order.
    func occurrences(in index: WorkspaceIndex) -> [Occurrence] {
        switch kind {
        case .theme(let path):
            guard let theme = index.themes[path], let name = theme.name else { return [] }
            var found = [Occurrence(path: path, place: name, isDeclaration: true)]
            for other in index.themes.values.sorted(by: { $0.path < $1.path }) {
                for reference in [other.extends, other.counterpart].compactMap(\.self)
                where reference.text == name.text && !ThemeLibrary.isPath(reference.text)
                    && index.theme(referencedBy: reference.text, from: other)?.path == path
                {
                    found.append(Occurrence(path: other.path, place: reference, isDeclaration: false))
                }
            }
            return found
        case .paletteName(let name, let definer):
            return index.paletteFamily(of: name, definedIn: definer).flatMap { path -> [Occurrence] in
                guard let theme = index.themes[path] else { return [] }
                let keys = path == definer ? theme.palette.filter { $0.name.text == name }.map(\.name) : []
                return keys.map { Occurrence(path: path, place: $0, isDeclaration: true) }
                    + theme.uses.filter { $0.text == name }.map {
                        Occurrence(path: path, place: $0, isDeclaration: false)
                    }
            }
        }
    }

    func refusal(ofNewName newName: String, in index: WorkspaceIndex) -> String? {
        let shown = VisibleText.sanitize(newName)
        guard MapKeyRule.paletteName.matches(newName) else {
            return "'\(shown)' is not a name: write a letter, then letters, digits, '-' or '_'"
        }
        if Self.plainWords.contains(newName.lowercased()) {
            return "'\(shown)' reads as YAML's \(newName.lowercased()) where it is not quoted; choose another name"
        }
        switch kind {
        case .theme(let path):
            if newName == Theme.builtInDefault.name {
                return "'\(newName)' is the built-in theme's name; choose another"
            }
            for other in index.themes(named: newName) where other.path != path {
                return "'\(newName)' is already the name of the theme in \(VisibleText.sanitize(other.path))"
            }
        case .paletteName(let name, let definer):
            guard newName != name else { return nil }
            if ThemeColor(hex: "#" + newName) != nil {
                return "'\(newName)' reads as the colour \"#\(newName)\"; choose a name that is not a colour"
            }
            // Neither a clash where the name reaches, nor hiding a name a theme it extends gives.
            guard let theme = index.themes[definer] else { return nil }
            let reached = index.paletteFamily(of: name, definedIn: definer).compactMap { index.themes[$0] }
            for other in index.ancestry(of: theme) + reached where other.paletteEntry(newName) != nil {
                let where_ = other.name.map { "theme '\(VisibleText.sanitize($0.text))'" } ?? "a theme"
                return "'\(newName)' is already a palette name of \(where_) (\(VisibleText.sanitize(other.path)))"
            }
        }
        return nil
    }

    /// A plain YAML scalar reads these as a boolean or null.
    static let plainWords: Set<String> = ["null", "true", "false", "yes", "no", "on", "off", "y", "n"]
}

extension WorkspaceIndex {
    /// Nearest first.
    func ancestry(of theme: IndexedTheme) -> [IndexedTheme] {
        var chain = [theme]
        var seen: Set<String> = [theme.path]
        while chain.count <= ThemeLibrary.maxExtendsDepth, let parent = parent(of: chain[chain.count - 1]),
            seen.insert(parent.path).inserted
        {
            chain.append(parent)
        }
        return chain
    }

    func definer(ofPaletteName name: String, from theme: IndexedTheme) -> IndexedTheme? {
        ancestry(of: theme).first { $0.paletteEntry(name) != nil }
    }

    /// The definer, then the themes extending it that do not define the name again, nor any between.
    func paletteFamily(of name: String, definedIn definer: String) -> [String] {
        let children = childrenByParent()
        var family: [String] = []
        var queue = [definer]
        var seen: Set<String> = [definer]
        var next = 0
        while next < queue.count {
            let path = queue[next]
            next += 1
            family.append(path)
            for child in children[path] ?? [] where seen.insert(child).inserted {
                if themes[child]?.paletteEntry(name) == nil { queue.append(child) }
            }
        }
        return family
    }
}
