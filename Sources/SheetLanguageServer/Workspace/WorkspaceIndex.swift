import SheetSystem
import SheetText
import ThemeKit

/// The themes of the workspace and the theme path. Each file is read once per scan or change and
/// questions are lookups by name, so a rename costs the size of what it touches, not of the workspace.
struct WorkspaceIndex: Sendable {
    private(set) var folders: [String] = []
    let themePath: [String]
    /// By canonical path.
    private(set) var themes: [String: IndexedTheme] = [:]
    private var pathsByName: [String: Set<String>] = [:]
    /// `preferred` holds the two a reference finds first (the second for a theme naming itself), worked
    /// out once a change settles, so many files of one name cost one pass, not one per reference.
    private var pathsByFolderAndName: [String: Set<String>] = [:]
    private var preferred: [String: [String]] = [:]
    private var unsettled: Set<String> = []
    /// So that a document that is no theme is parsed once a version too.
    private var openVersions: [String: Int] = [:]
    private(set) var isScanned = false
    private var searched: Set<String> = []
    /// For tests that hold indexing to one read a file.
    private(set) var filesRead = 0

    /// A home folder opened by mistake is indexed this far, not to the end of memory.
    static let maxFiles = 20_000
    static let maxDepth = 24
    static let skippedFolders: Set<String> = ["node_modules", ".build", "build", ".git"]

    init(themePath: [String]) {
        self.themePath = themePath.map { FileSystem.canonicalPath($0) ?? $0 }
    }

    mutating func setFolders(_ paths: [String]) {
        folders = paths.map { FileSystem.canonicalPath($0) ?? $0 }
        isScanned = false
    }

    mutating func scanIfNeeded() {
        guard !isScanned else { return }
        isScanned = true
        var found: [String] = []
        var visited: Set<String> = []
        for folder in folders { collect(folder, depth: 0, recursive: true, into: &found, visited: &visited) }
        for folder in themePath { collect(folder, depth: 0, recursive: false, into: &found, visited: &visited) }
        searched = visited
        let seen = Set(found)
        // Files gone from the disk (a folder removed, a folder no longer in the workspace) leave.
        for path in themes.keys where !seen.contains(path) && openVersions[path] == nil { remove(path) }
        for path in found where openVersions[path] == nil { reread(path: path) }
    }

    /// An open theme outside the workspace finds the themes beside it, as lint does.
    mutating func searchFolder(of path: String) {
        var found: [String] = []
        collect(FileSystem.directory(of: path), depth: 0, recursive: false, into: &found, visited: &searched)
        for path in found where openVersions[path] == nil { reread(path: path) }
    }

    private func collect(
        _ folder: String, depth: Int, recursive: Bool, into found: inout [String], visited: inout Set<String>
    ) {
        guard found.count < Self.maxFiles, let canonical = FileSystem.canonicalPath(folder),
            visited.insert(canonical).inserted
        else { return }
        for name in FileSystem.names(in: canonical) {
            guard found.count < Self.maxFiles else { return }
            let path = FileSystem.join(canonical, name)
            if ThemeLibrary.fileStem(name) != nil, FileSystem.isFile(path) {
                found.append(FileSystem.canonicalPath(path) ?? path)
            } else if recursive, depth < Self.maxDepth, !name.hasPrefix("."), !Self.skippedFolders.contains(name),
                FileSystem.isDirectory(path)
            {
                collect(path, depth: depth + 1, recursive: true, into: &found, visited: &visited)
            }
        }
    }

    /// An open document's text is kept: the client's is newer.
    mutating func reread(path: String) {
        let key = FileSystem.canonicalPath(path) ?? path
        guard openVersions[key] == nil else { return }
        filesRead += 1
        guard let source = try? SourceText.read(path: key, maxBytes: YAMLLimits.theme.maxInputBytes) else {
            remove(key)
            return
        }
        let text = TextDocument(
            uri: DocumentURI.uri(ofPath: key), version: 0, text: String(decoding: source.bytes, as: UTF8.self))
        store(IndexedTheme(path: key, text: text, version: nil), at: key)
    }

    mutating func update(path: String, text: TextDocument, version: Int) {
        let key = FileSystem.canonicalPath(path) ?? path
        guard openVersions[key] != version else { return }
        openVersions[key] = version
        store(IndexedTheme(path: key, text: text, version: version), at: key)
    }

    mutating func closeAll(apartFrom open: Set<String>) {
        for path in openVersions.keys where !open.contains(path) {
            openVersions[path] = nil
            reread(path: path)
        }
    }

    /// An open document stays.
    mutating func removeAll(under path: String) {
        let key = FileSystem.canonicalPath(path) ?? path
        let folder = key.hasSuffix("/") ? key : key + "/"
        for known in themes.keys where (known == key || known.hasPrefix(folder)) && openVersions[known] == nil {
            remove(known)
        }
    }

    mutating func remove(_ path: String) {
        guard let old = themes.removeValue(forKey: path), let name = old.name?.text else { return }
        pathsByName[name]?.remove(path)
        let key = Self.key(folder: old.folder, name: name)
        pathsByFolderAndName[key]?.remove(path)
        unsettled.insert(key)
    }

    private mutating func store(_ theme: IndexedTheme?, at path: String) {
        remove(path)
        guard let theme else { return }
        themes[path] = theme
        guard let name = theme.name?.text else { return }
        pathsByName[name, default: []].insert(path)
        let key = Self.key(folder: theme.folder, name: name)
        pathsByFolderAndName[key, default: []].insert(path)
        unsettled.insert(key)
    }

    /// As the library reads: `NAME.yaml`, then `NAME.yml`, then the others in path order.
    mutating func settle() {
        for key in unsettled {
            guard let paths = pathsByFolderAndName[key], !paths.isEmpty,
                let separator = key.firstIndex(of: "\u{0}")
            else {
                pathsByFolderAndName[key] = nil
                preferred[key] = nil
                continue
            }
            let name = String(key[key.index(after: separator)...])
            var first: [String] = paths.filter { ThemeLibrary.fileStem($0) == name }.sorted()
            var others: [String] = []
            for path in paths where ThemeLibrary.fileStem(path) != name {
                others.append(path)
                others.sort()
                if others.count > 2 { others.removeLast() }
            }
            first += others
            preferred[key] = Array(first.prefix(2))
        }
        unsettled = []
    }

    /// A path has no NUL, so the first one ends the folder.
    static func key(folder: String, name: String) -> String { folder + "\u{0}" + name }

    static func key(ofDocumentPath path: String) -> String { FileSystem.canonicalPath(path) ?? path }

    /// By the library's rule (``ThemeLibrary/file(referencedBy:from:)``).
    func theme(referencedBy reference: String, from theme: IndexedTheme) -> IndexedTheme? {
        if ThemeLibrary.isPath(reference) {
            let joined = reference.hasPrefix("/") ? reference : FileSystem.join(theme.folder, reference)
            return themes[FileSystem.canonicalPath(joined) ?? joined]
        }
        func inFolder(_ folder: String, apartFrom identity: String?) -> IndexedTheme? {
            let found = preferred[Self.key(folder: folder, name: reference)]?.first { $0 != identity }
            return found.flatMap { themes[$0] }
        }
        if let found = inFolder(theme.folder, apartFrom: theme.path) { return found }
        for folder in themePath {
            if let found = inFolder(folder, apartFrom: nil) { return found }
        }
        return nil
    }

    func parent(of theme: IndexedTheme) -> IndexedTheme? {
        theme.extends.flatMap { self.theme(referencedBy: $0.text, from: theme) }
    }

    func childrenByParent() -> [String: [String]] {
        var children: [String: [String]] = [:]
        for (path, theme) in themes {
            if let parent = parent(of: theme), parent.path != path { children[parent.path, default: []].append(path) }
        }
        for key in children.keys { children[key]?.sort() }
        return children
    }

    func themes(named name: String) -> [IndexedTheme] {
        (pathsByName[name] ?? []).sorted().compactMap { themes[$0] }
    }
}
