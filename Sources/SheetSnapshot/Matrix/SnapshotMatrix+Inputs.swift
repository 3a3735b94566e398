import PresenterRegistry
import SheetSystem
import SheetText
import ThemeKit

extension SnapshotTheme {
    /// A theme with a folder name of its own choosing.
    public init(name: String, reference: String) {
        self.name = name
        self.reference = reference
    }

    /// Every theme a library lists, each under its name.
    package static func all(in library: ThemeLibrary) -> [SnapshotTheme] {
        library.list().map { SnapshotTheme(name: $0.name, reference: $0.path ?? $0.name) }
    }
}

extension SnapshotSheet {
    /// The extensions of the files `--sheets DIR` reads: call files and sheet files.
    public static let fileExtensions = ["json", "yaml", "yml"]

    /// The sheets of a folder: each `*.json`, `*.yaml` or `*.yml` file directly in it, sorted, named
    /// after the file, read as `sheetctl preview --sheet` reads it.
    /// - Parameter directory: The folder.
    /// - Throws: ``SnapshotProblem`` when it is not a folder or holds no such file.
    public static func files(in directory: String) throws(SnapshotProblem) -> [SnapshotSheet] {
        guard FileSystem.isDirectory(directory) else {
            throw SnapshotProblem(
                "the sheets folder '\(directory)' cannot be read",
                diagnostics: [.error(.unreadableFile, "no such folder: '\(directory)'", at: nil)])
        }
        let sheets = FileSystem.names(in: directory).filter { name in
            guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
            return fileExtensions.contains(name[name.index(after: dot)...].lowercased())
                && FileSystem.isFile(FileSystem.join(directory, name))
        }
        guard !sheets.isEmpty else {
            throw SnapshotProblem(
                "the sheets folder '\(directory)' holds no sheet: no *.json, *.yaml or *.yml file")
        }
        var seen: [String: String] = [:]
        var found: [SnapshotSheet] = []
        for file in sheets {
            let name = SnapshotCell.stem(file)
            if let other = seen[name] {
                throw SnapshotProblem(
                    "'\(other)' and '\(file)' in '\(directory)' would both be the sheet '\(name)': rename one")
            }
            seen[name] = file
            found.append(SnapshotSheet(name: name, source: .sheetPath(FileSystem.join(directory, file))))
        }
        return found
    }
}
