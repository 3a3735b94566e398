import Foundation
import Testing

/// The libraries' public surface is what a host needs, and no production code uses the test support.
@Suite struct PublicSurfaceTests {
    static let root: String = {
        var root = #filePath
        for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
        return root
    }()

    static func swiftFiles(under folder: String) -> [String] {
        let base = root + "/" + folder
        let found = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.map { base + "/" + $0 }
    }

    /// Every public type, nested ones counted, of the two libraries a host links.
    static func publicTypes() throws -> [String] {
        let declaration = try Regex(#"^\s*public\s+(final\s+)?(struct|enum|class|protocol|typealias|actor)\s+(\w+)"#)
        var names: [String] = []
        for file in swiftFiles(under: "Sources/ThemeKit") + swiftFiles(under: "Sources/PresenterRegistry") {
            for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") {
                if let match = try declaration.firstMatch(in: String(line)), let name = match.output[3].substring {
                    names.append(String(name))
                }
            }
        }
        return names
    }

    /// 50, and the host's configuration, the answered call and its failure, and the answer
    /// script with its entry and step, which a host that answers calls, or tests them, needs.
    @Test func theLibrariesHaveAtMostFiftySixPublicTypes() throws {
        let names = try Self.publicTypes()
        #expect(names.count <= 56, "\(names.count): \(names.sorted())")
        #expect(names.contains("ActionSheetHost"))
    }

    @Test func noProductionCodeImportsTheTestSupport() throws {
        for folder in ["Sources/ThemeKit", "Sources/PresenterRegistry", "Sources/SheetctlCLI", "Sources/sheetctl"] {
            for file in Self.swiftFiles(under: folder) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                #expect(!text.contains("import PresenterTesting"), "\(file)")
            }
        }
        let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
        // Only its own product and target, and test targets, name it.
        let users = manifest.split(separator: "\n").filter { $0.contains("\"PresenterTesting\"") }
        let allowed = [".library(name: \"PresenterTesting\"", ".target(name: \"PresenterTesting\"", "Tests\""]
        #expect(users.allSatisfy { line in allowed.contains { line.contains($0) } }, "\(users)")
    }
}
