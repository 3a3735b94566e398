import Foundation

@testable import SheetctlCLI
import SheetSystem

/// Paths shared by the lint, schema and theme-option tests.
enum LintTestSupport {
    /// The package root: three levels above this file.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let fixtures = packageRoot + "/Tests/ThemeKitTests/Fixtures/themes"
    static let broken = fixtures + "/broken"
    static let valid = fixtures + "/valid"
    static let shipped = packageRoot + "/themes"

    /// A new, empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Writes a text file.
    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
