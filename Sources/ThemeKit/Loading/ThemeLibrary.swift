import SheetSystem
import SheetText
/// Finds, loads and lists themes: resolves names on a ``ThemeSearchPath``, follows `extends`,
/// and collects every problem as diagnostics.
///
/// ```swift
/// let library = ThemeLibrary(searchPath: .standard(environment: env))
/// let result = library.load("midnight")   // the theme, or nil; and every diagnostic
/// ```
public struct ThemeLibrary: Sendable {
    /// Where names are looked up.
    public var searchPath: ThemeSearchPath

    /// Creates a library.
    /// - Parameter searchPath: Where names are looked up.
    public init(searchPath: ThemeSearchPath) {
        self.searchPath = searchPath
    }

    /// The most `extends` steps one load follows, so a chain cannot cost unbounded memory, stack and reads.
    public static let maxExtendsDepth = 16

    /// Whether a `--theme` or `extends` value is a path (it has a `/` or ends in `.yaml` or `.yml`).
    public static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasSuffix(".yaml") || reference.hasSuffix(".yml")
    }

    /// Loads a theme by name or path; `default` always resolves, with or without files.
    package func load(_ reference: String) -> ThemeLoadResult {
        var state = Resolution()
        let theme = resolve(reference, relativeTo: nil, at: nil, state: &state)
        return state.result(theme)
    }

    /// What `sheetctl lint` and the editor report: every ``ThemeLint`` check, not only the contrast one.
    package func lint(source: SourceText) -> ThemeLoadResult {
        load(source: source, linting: true)
    }

    /// Loads a theme from text already read; `extends` paths are relative to `source.name`'s folder.
    package func load(source: SourceText) -> ThemeLoadResult {
        load(source: source, linting: false)
    }

    private func load(source: SourceText, linting: Bool) -> ThemeLoadResult {
        var state = Resolution()
        state.linting = linting
        let theme = resolve(source, identity: Self.identity(ofFile: source.name), state: &state)
        return state.result(theme)
    }

    /// A file that is not a theme (a base16 scheme) is left out.
    package func list() -> [ThemeListing] {
        var listings = summaries().filter(\.isTheme).map {
            ThemeListing(
                name: $0.name, path: $0.path, description: $0.description, counterpart: $0.counterpart,
                appearance: $0.appearance,
                broken: load($0.path).diagnostics.first { $0.severity == .error }?.code)
        }
        if !listings.contains(where: { $0.name == Theme.builtInDefault.name }) {
            listings.append(
                ThemeListing(name: Theme.builtInDefault.name, path: nil, description: Theme.builtInDefault.description))
        }
        return listings
    }

    static let hintedNames = 10

    static func notFoundHint(for reference: String, among names: [String]) -> String {
        if let closest = Suggestion.closest(to: reference, in: names) { return "did you mean '\(closest)'?" }
        let shown = names.prefix(hintedNames).joined(separator: ", ")
        guard names.count > hintedNames else { return "the themes found are \(shown)" }
        return "the themes found are \(shown) … and \(grouped(names.count - hintedNames)) more"
    }

    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        return digits.count > 3 ? grouped(number / 1000) + "," + digits.suffix(3) : digits
    }

    struct Resolution {
        var diagnostics: [Diagnostic] = []
        var sources: [SourceText] = []
        var chain: [(identity: String, shown: String)] = []
        var linting = false
        var root: YAMLNode?
        /// Not while loading a counterpart itself, whose own counterpart is the file that led to it.
        var followsCounterpart = true
        var counterpart: Theme?
        var counterpartFiles: Set<String> = []
        var palette: [String: ThemeColor] = [:]
        var themePalette: [String: ThemeColor]?

        func result(_ theme: Theme?) -> ThemeLoadResult {
            let usable = !diagnostics.containsErrors
            return ThemeLoadResult(
                theme: usable ? theme : nil, diagnostics: diagnostics, sources: sources, root: root,
                counterpart: usable ? counterpart : nil, counterpartFiles: counterpartFiles,
                palette: usable ? themePalette ?? [:] : [:])
        }
    }

    func resolve(
        _ reference: String, relativeTo directory: String?, at place: SourceLocation?, state: inout Resolution
    ) -> Theme? {
        guard Self.isPath(reference) else {
            let besideIt = directory.flatMap { themeBeside(reference, in: $0, apartFrom: state.chain.last?.identity) }
            if let path = besideIt ?? file(ofTheme: reference) {
                return resolveFile(path, at: place, state: &state)
            }
            if reference == Theme.builtInDefault.name { return .builtInDefault }
            let hint = notFoundHint(for: reference, among: summaries())
            state.diagnostics.append(
                .error(.themeNotFound, "no theme named '\(reference)' on the theme search path", at: place, hint: hint))
            return nil
        }
        return resolveFile(Self.path(reference, relativeTo: directory), at: place, state: &state)
    }

    /// A name is looked for first beside `sourceName`: related themes live side by side, also off the path.
    package func file(referencedBy reference: String, from sourceName: String) -> String? {
        let directory = FileSystem.directory(of: sourceName)
        guard Self.isPath(reference) else {
            return themeBeside(reference, in: directory, apartFrom: nil) ?? file(ofTheme: reference)
        }
        let path = Self.path(reference, relativeTo: directory)
        return FileSystem.isFile(path) ? path : nil
    }

    /// Never `identity` itself, so a theme extending one of its own name finds that on the search path.
    func themeBeside(_ name: String, in directory: String, apartFrom identity: String?) -> String? {
        guard let found = ThemeLibrary(searchPath: ThemeSearchPath(directories: [directory])).file(ofTheme: name)
        else { return nil }
        if let identity, Self.identity(ofFile: found) == identity { return nil }
        return directory == "." && found.hasPrefix("./") ? String(found.dropFirst(2)) : found
    }

    package static func identity(ofFile path: String) -> String {
        FileSystem.canonicalPath(path) ?? path
    }

    static func path(_ reference: String, relativeTo directory: String?) -> String {
        guard let directory, !reference.hasPrefix("/"), directory != "." else { return reference }
        var relative = Substring(reference)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return FileSystem.join(directory, String(relative))
    }

    func resolveFile(_ path: String, at place: SourceLocation?, state: inout Resolution) -> Theme? {
        let identity = Self.identity(ofFile: path)
        if let start = state.chain.firstIndex(where: { $0.identity == identity }) {
            let names = state.chain[start...].map(\.shown) + [state.chain[start].shown]
            state.diagnostics.append(
                .error(
                    .extendsCycle, "'extends' makes a cycle: \(names.joined(separator: " -> "))", at: place,
                    hint: names.count == 2
                        ? "a theme cannot extend itself; give yours another name to build on a theme of the same name"
                        : "remove 'extends' from one of these themes"))
            return nil
        }
        let source: SourceText
        do {
            source = try SourceText.read(path: path, maxBytes: YAMLLimits.theme.maxInputBytes)
        } catch {
            guard let place else {
                state.diagnostics += error.diagnostics
                return nil
            }
            for diagnostic in error.diagnostics {
                let message =
                    diagnostic.code == .unreadableFile
                    ? "cannot load the theme it extends: " + diagnostic.message
                    : diagnostic.message
                state.diagnostics.append(
                    .error(
                        diagnostic.code == .unreadableFile ? .themeNotFound : diagnostic.code, message, at: place,
                        hint: diagnostic.hint ?? "a path in 'extends' is relative to the folder of the file it is in"))
            }
            return nil
        }
        return resolve(source, identity: identity, state: &state)
    }

    private func resolve(_ source: SourceText, identity: String, state: inout Resolution) -> Theme? {
        state.sources.append(source)
        let root: YAMLNode
        var problems: [Diagnostic]
        do {
            // Duplicate keys leave a tree: the theme's own problems are reported beside them.
            (root, problems) = try YAMLComposer.documentKeepingDuplicates(in: source, limits: .theme)
        } catch {
            state.diagnostics += error.diagnostics
            return nil
        }
        if state.sources.count == 1 { state.root = root }
        var (file, decoded) = ThemeDecoder.decode(root, source: source)
        // The file's own problems go before its parents', once they are known (below).
        let ownStart = state.diagnostics.count
        // The built-in default, and a theme that cannot be loaded, give no palette names.
        state.palette = [:]
        let parent: Theme?
        if let extends = file.extends, state.chain.count >= Self.maxExtendsDepth {
            state.diagnostics.append(
                .error(
                    .extendsTooDeep,
                    "'extends' goes more than \(Self.maxExtendsDepth) themes deep; '\(extends.value)' is not loaded",
                    at: extends.location,
                    hint:
                        "a theme may build on at most \(Self.maxExtendsDepth) others in a row; copy the keys you need instead"
                ))
            parent = nil
        } else if let extends = file.extends {
            state.chain.append((identity, file.name?.value ?? source.name))
            parent = resolve(
                extends.value, relativeTo: FileSystem.directory(of: source.name), at: extends.location, state: &state)
            state.chain.removeLast()
        } else {
            parent = .builtInDefault
        }
        let inherited = parent == nil ? [:] : state.palette
        if !inherited.isEmpty {
            // The palette names of the themes it extends are known only now: the file is read again.
            (file, decoded) = ThemeDecoder.decode(root, source: source, inheritedPalette: inherited)
        } else if parent == nil, file.extends != nil {
            // A parent that cannot be loaded has a palette nobody knows: its names are not unknown.
            decoded.removeAll { $0.code == .unknownPaletteName }
        }
        problems = (problems + decoded).inSourceOrder
        state.diagnostics.insert(contentsOf: problems, at: ownStart)
        // The checks need the real parent: what a file sets is measured against what it inherits.
        guard let parent else { return nil }
        let theme = file.applied(over: parent)
        state.palette = inherited
        if case .colors(let own)? = file.values["palette"]?.value { state.palette.merge(own) { _, new in new } }
        if state.chain.isEmpty, state.themePalette == nil { state.themePalette = state.palette }
        let own = ownStart..<(ownStart + problems.count)
        // A theme it extends keeps its warnings to itself; an error that makes it unusable is still reported.
        guard state.chain.isEmpty else {
            state.diagnostics.replaceSubrange(own, with: problems.filter { $0.severity == .error })
            return problems.containsErrors ? nil : theme
        }
        var warnings =
            state.linting ? ThemeLint.check(theme, file: file) : ThemeContrastLint.check(theme, file: file)
        if state.linting, let mismatch = Self.fileNameMismatch(file) {
            warnings.append(mismatch)
        }
        state.diagnostics.replaceSubrange(own, with: (problems + warnings).inSourceOrder)
        if state.followsCounterpart, file.counterpart != nil {
            state.followsCounterpart = false
            state.counterpart = counterpart(of: file, theme: theme, identity: identity, state: &state)
        }
        return problems.containsErrors ? nil : theme
    }
}

package struct ThemeLoadResult: Sendable {
    /// `nil` when the diagnostics hold an error.
    package var theme: Theme?
    package var diagnostics: [Diagnostic]
    package var sources: [SourceText]
    /// The document of the file asked for, for an editor even when the theme cannot be used.
    package var root: YAMLNode?
    package var counterpart: Theme?
    package var counterpartFiles: Set<String> = []
    /// Empty when ``theme`` is `nil`.
    package var palette: [String: ThemeColor] = [:]

    package var pair: (light: Theme, dark: Theme)? {
        guard let theme, let counterpart else { return nil }
        return theme.appearance == .light ? (theme, counterpart) : (counterpart, theme)
    }

    package func side(for appearance: ThemeAppearance?) -> Theme? {
        guard let appearance, let theme, let counterpart, theme.appearance != appearance,
            counterpart.appearance == appearance
        else { return theme }
        return counterpart
    }
}

package struct ThemeListing: Sendable, Hashable {
    package var name: String
    /// `nil` for the built-in default.
    package var path: String?
    package var description: String?
    package var counterpart: String? = nil
    package var appearance: ThemeAppearance? = nil
    package var broken: DiagnosticCode? = nil
}
