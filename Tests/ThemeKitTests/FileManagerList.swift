import Foundation

/// Directory listings for tests.
enum FileManagerList {
    /// The `.yaml` files directly in a directory, by name.
    static func yamlFiles(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".yaml") }.sorted()
    }
}
