import Foundation
import Testing

@testable import SheetctlCLI

/// `make schema` rewrites the committed copy of every schema `sheetctl schema` prints.
@Suite struct SchemaCommandTests {
    static let packageRoot: String = {
        var root = #filePath
        for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
        return root
    }()

    @Test func makeSchemaWritesEveryFormat() throws {
        let makefile = try String(contentsOfFile: Self.packageRoot + "/Makefile", encoding: .utf8)
        let loop = try #require(
            makefile.split(separator: "\n").first { $0.contains("for format in") }, "the schema target's loop")
        let words = loop.split(separator: ";")[0].split(separator: " ")
        let listed = words.drop { $0 != "in" }.dropFirst().map(String.init)
        #expect(listed == Commands.schemas.map(\.name))
    }

    @Test func everyFormatHasItsCommittedCopy() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot + "/schema")
            .filter { $0.hasSuffix(".schema.json") }.sorted()
        #expect(files == Commands.schemas.map { "\($0.name).schema.json" }.sorted())
    }
}
