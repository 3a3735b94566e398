import Foundation
import PresenterRegistry
import SheetSnapshot
import ThemeKit

/// A temporary folder with a theme of the tests' own (`paper`, light, with no counterpart) and a
/// snapshot folder, removed when the value goes away.
final class SnapshotTestFolder {
    let root: URL
    var themes: String { root.appendingPathComponent("themes").path }
    var snapshots: String { root.appendingPathComponent("snapshots").path }
    var themeFile: String { themes + "/paper.yaml" }

    /// The theme: its destructive colour reaches AA (5.2:1 on white) until a test changes it.
    static let paper = """
        name: paper
        colors:
          title: "#6D6D72"
          message: "#6D6D72"
          item: "#000000"
          destructive: "#D70015"
          cancel: "#000000"
          background: "#FFFFFF"
          separator: "#E5E5EA"
          badge: "#FF3B30"
          badgeText: "#FFFFFF"

        """

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        try Self.paper.write(toFile: themeFile, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The shipped `default.yaml`, with its `dark` counterpart (the name alone is the built-in
    /// default, which has none).
    static var shippedDefault: SnapshotTheme {
        SnapshotTheme(name: "default", reference: Self.shipped + "/default.yaml")
    }

    /// The shipped themes: `themes/` at the package root, three folders above this file.
    static let shipped: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/themes"
    }()

    /// A host that finds the test's themes, then the shipped ones.
    var host: ActionSheetHost {
        ActionSheetHost(themes: ThemeLibrary(searchPath: ThemeSearchPath(directories: [themes, Self.shipped])))
    }

    /// A small matrix: `paper` and the shipped `default` (a light and dark pair), two sheets, one width.
    var matrix: SnapshotMatrix {
        SnapshotMatrix(
            themes: [SnapshotTheme("paper"), SnapshotTestFolder.shippedDefault],
            sheets: SnapshotSheet.builtIn.filter { ["demo", "untitled"].contains($0.name) }, widths: [40])
    }

    func run(_ update: SnapshotUpdate, matrix: SnapshotMatrix? = nil) -> SnapshotResult {
        SnapshotResult(matrix ?? self.matrix, host: host, directory: snapshots, update: update)
    }

    /// Every file under the snapshot folder with its inode and modification time in nanoseconds.
    func stamps() throws -> [String: [Int]] {
        var stamps: [String: [Int]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: snapshots) else { return [:] }
        for case let path as String in walker {
            var info = stat()
            guard stat(snapshots + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            stamps[path] = [Int(info.st_ino), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)]
        }
        return stamps
    }

    func setColor(_ key: String, _ hex: String) throws {
        let text = try String(contentsOfFile: themeFile, encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.hasPrefix("  \(key):") }!
        try text.replacingOccurrences(of: String(line), with: "  \(key): \"\(hex)\"")
            .write(toFile: themeFile, atomically: true, encoding: .utf8)
    }
}
