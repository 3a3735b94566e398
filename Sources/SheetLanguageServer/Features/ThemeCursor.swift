import ThemeKit

struct ThemeCursor {
    var path: [String]
    var pair: YAMLPair
    var isOnKey: Bool

    static func find(at offset: Int, in root: YAMLNode, document: TextDocument) -> ThemeCursor? {
        func contains(_ node: YAMLNode) -> Bool {
            document.offset(of: node.location.start) <= offset && offset <= document.offset(of: node.location.end)
        }
        func walk(_ node: YAMLNode, _ path: [String]) -> ThemeCursor? {
            guard let pairs = node.mapping else { return nil }
            for pair in pairs {
                guard let key = pair.key.scalar?.text else { continue }
                if contains(pair.key) { return ThemeCursor(path: path + [key], pair: pair, isOnKey: true) }
                guard contains(pair.value) else { continue }
                if pair.value.mapping != nil { return walk(pair.value, path + [key]) }
                if pair.value.scalar != nil { return ThemeCursor(path: path + [key], pair: pair, isOnKey: false) }
            }
            return nil
        }
        return walk(root, [])
    }

    /// For an entry of a map, the map's.
    static func spec(at path: [String]) -> ThemeKeySpec? {
        var specs = ThemeKeySpec.root
        var found: ThemeKeySpec?
        for key in path {
            if let current = found, case .map = current.kind { return current }
            guard let spec = specs.first(where: { $0.key == key }) else { return nil }
            found = spec
            specs = spec.children ?? []
        }
        return found
    }
}
