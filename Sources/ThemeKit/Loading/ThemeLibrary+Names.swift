import SheetSystem
import SheetText
/// Themes are found by the name they declare; a file's own name only makes the common case fast.
extension ThemeLibrary {
    struct FileSummary {
        var path: String
        /// `nil` when unreadable or absent: the file is then known by its file name.
        var declaredName: String?
        var description: String?
        var counterpart: String?
        var appearance: ThemeAppearance?

        var isTheme = true

        var name: String { declaredName ?? ThemeLibrary.fileStem(path) ?? path }
    }

    static let themeKeys = ThemeKeySpec.root.map(\.key)

    /// A theme with a misspelt key is still a theme, so it is listed as broken rather than hidden.
    static func mayBeTheme(_ root: YAMLNode) -> Bool {
        guard let pairs = root.mapping else { return true }
        var foreign = 0
        var own = 0
        for key in pairs.compactMap({ $0.key.scalar?.text }) where key != "name" && key != "description" {
            if themeKeys.contains(key) {
                own += 1
            } else if Suggestion.closest(to: key, in: themeKeys) == nil {
                foreign += 1
            }
        }
        return foreign <= own
    }

    package static func fileStem(_ path: String) -> String? {
        let base = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        for ext in [".yaml", ".yml"] where base.hasSuffix(ext) && base.count > ext.count {
            return String(base.dropLast(ext.count))
        }
        return nil
    }

    static func summary(ofFile path: String) -> FileSummary {
        guard let source = try? SourceText.read(path: path, maxBytes: YAMLLimits.theme.maxInputBytes),
            let root = try? YAMLComposer.documentKeepingDuplicates(in: source, limits: .theme).root
        else { return FileSummary(path: path) }
        func text(_ key: String) -> String? {
            guard let scalar = root[key]?.scalar, !scalar.isNull, !scalar.text.isEmpty else { return nil }
            return scalar.text
        }
        return FileSummary(
            path: path, declaredName: text("name"), description: text("description"),
            counterpart: text("counterpart"), appearance: text("appearance").flatMap(ThemeAppearance.init(rawValue:)),
            isTheme: mayBeTheme(root))
    }

    /// A file whose name agrees with its file name holds that name before any other that declares it.
    static func themes(in directory: String) -> [FileSummary] {
        let summaries = FileSystem.names(in: directory).filter { fileStem($0) != nil }
            .map { FileSystem.join(directory, $0) }.filter(FileSystem.isFile).map(summary(ofFile:))
        let agreeing = summaries.filter { $0.declaredName == nil || $0.declaredName == fileStem($0.path) }
        let others = summaries.filter { !($0.declaredName == nil || $0.declaredName == fileStem($0.path)) }
        var seen: Set<String> = []
        return (agreeing + others).filter { seen.insert($0.name).inserted }
    }

    package func file(ofTheme name: String) -> String? {
        for directory in searchPath.directories {
            for ext in ["yaml", "yml"] {
                let path = FileSystem.join(directory, "\(name).\(ext)")
                guard FileSystem.isFile(path) else { continue }
                let declared = Self.summary(ofFile: path).declaredName
                if declared == nil || declared == name { return path }
            }
            if let found = Self.themes(in: directory).first(where: { $0.name == name }) { return found.path }
        }
        return nil
    }

    func summaries() -> [FileSummary] {
        var seen: Set<String> = []
        return searchPath.directories.flatMap(Self.themes(in:)).filter { seen.insert($0.name).inserted }
    }

    func notFoundHint(for reference: String, among summaries: [FileSummary]) -> String {
        // Such a file declares another name: one declaring none, or this one, would have been found.
        if let path = searchPath.file(named: reference), let declared = Self.summary(ofFile: path).declaredName {
            return "'\(path)' holds the theme named '\(declared)': give that name, "
                + "or change its 'name' to '\(reference)'"
        }
        var names = summaries.map(\.name)
        if !names.contains(Theme.builtInDefault.name) { names.append(Theme.builtInDefault.name) }
        return Self.notFoundHint(for: reference, among: names)
    }

    /// `--theme` and `extends` find a theme by the name it declares, so a different file name misleads.
    static func fileNameMismatch(_ file: ThemeFile) -> Diagnostic? {
        guard let name = file.name, let stem = fileStem(file.sourceName), stem != name.value else { return nil }
        let fileName = file.sourceName.split(separator: "/").last.map(String.init) ?? file.sourceName
        let ext = fileName.hasSuffix(".yml") ? "yml" : "yaml"
        return .warning(
            .fileNameMismatch,
            "the theme is named '\(name.value)' but its file is '\(fileName)': '--theme \(name.value)' finds it, "
                + "'--theme \(stem)' does not",
            at: name.location,
            hint: "rename the file to '\(name.value).\(ext)', or write 'name: \(YAMLText.scalar(stem))'")
    }
}
