import Foundation
import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// The C program the benchmarks measure `registry resolve` against must answer as sheetctl does,
/// or comparing their times would mean nothing: both read the same generated file and resolve
/// the same IDs (exact, falling to a pattern, falling to the default).
@Suite struct FloorAgreementTests {
    /// The C floor, built with the package: beside this test executable, else in `.build/debug`.
    static let floor: String? = {
        let name = "sheetbench-routing-floor"
        var candidates: [String] = []
        if let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var url = URL(fileURLWithPath: me)
            while url.pathComponents.count > 1, url.lastPathComponent != "debug", url.lastPathComponent != "release" {
                url.deleteLastPathComponent()
            }
            candidates.append(url.appendingPathComponent(name).path)
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name).path)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/\(name)").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the routing floor was not built beside the tests" }
    }

    /// Runs the floor on a file with some IDs; one line per ID.
    static func runFloor(_ text: String, ids: [String]) throws -> [String] {
        guard let floor else { throw NotBuilt() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("floor-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: floor)
        process.arguments = [file.path] + ids
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    /// What sheetctl's loader answers, in the floor's format.
    static func swiftLines(_ text: String, ids: [String]) throws -> [String] {
        let table = try RoutingFile.load(SourceText(name: "generated.yaml", text: text))
        return ids.map { id in
            let resolved = table.resolve(id)
            let route = resolved.route
            return [id, route.presenter, route.theme, route.locale ?? "-", resolved.matched.key(for: id)]
                .joined(separator: "\t")
        }
    }

    @Test func theFloorAndTheLoaderAgreeOnAGeneratedFile() throws {
        let file = GeneratedRoutingFile(entries: 400, seed: 42)
        let ids = file.queries
        let floorLines = try Self.runFloor(file.text, ids: ids)
        let swiftLines = try Self.swiftLines(file.text, ids: ids)
        #expect(floorLines.count == ids.count)
        for (index, id) in ids.enumerated() where index < floorLines.count {
            #expect(floorLines[index] == swiftLines[index], "for \(id)")
        }
        // The queries reach every kind of answer, or the agreement would prove less than it seems.
        let matched = swiftLines.map { $0.split(separator: "\t").last.map(String.init) ?? "" }
        #expect(matched.contains("default"))
        #expect(matched.contains { $0.hasSuffix("*") })
        #expect(matched.contains { !$0.hasSuffix("*") && $0 != "default" })
    }

    @Test func theFloorAndTheLoaderAgreeWithoutADefault() throws {
        let text = """
            apps:
              "abc": { presenter: json }
              "ab*": { theme: paper, locale: ja }
            """
        let ids = ["abc", "abd", "a", "abcd"]
        #expect(try Self.runFloor(text, ids: ids) == Self.swiftLines(text, ids: ids))
    }

    @Test func aMissingFloorIsAFailureNotASkip() {
        // The helper must find the built floor; were it missing, every agreement test above would
        // throw rather than pass silently.
        #expect(Self.floor != nil)
    }
}

/// A deterministic routing file of exact IDs (of 3 to 25 bytes, so keys both shorter and longer
/// than an index slot's 16 inline bytes), prefix patterns of several lengths, and routes that
/// leave fields to `default`; with queries for each kind of answer.
struct GeneratedRoutingFile {
    var text: String
    var exactIDs: [String] = []
    var patterns: [String] = []
    var queries: [String] = []

    init(entries: Int, seed: UInt64) {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character("\(next(10))") }) }
        let presenters = ["plain", "json", "ansi", "svg", "html", "auto"]
        var lines = ["default: { presenter: plain, theme: base, locale: en }", "apps:"]
        var seen = Set<String>()
        while exactIDs.count + patterns.count < entries {
            let isPattern = next(5) == 0
            let key: String
            if isPattern {
                key = "9" + digits(2 + next(6))
            } else {
                // A shared 16-byte head makes some keys differ only after the inline bytes.
                key =
                    next(4) == 0
                    ? "2021001234567890" + digits(1 + next(9)) : ["wx", "2021", "7"][next(3)] + digits(next(16))
            }
            guard seen.insert(key + (isPattern ? "*" : "")).inserted else { continue }
            var fields: [String] = []
            if next(4) != 0 { fields.append("presenter: \(presenters[next(presenters.count)])") }
            if next(3) != 0 { fields.append("theme: t\(next(20))") }
            if next(5) == 0 { fields.append("locale: zh-Hans") }
            lines.append("  \"\(key)\(isPattern ? "*" : "")\": { \(fields.joined(separator: ", ")) }")
            if isPattern { patterns.append(key) } else { exactIDs.append(key) }
        }
        text = lines.joined(separator: "\n") + "\n"
        queries = exactIDs
        for pattern in patterns {
            queries.append(pattern)
            queries.append(pattern + digits(1 + next(8)))
        }
        queries += ["1", "8", "2021001234567890", "20210012345678901234567890", "wx", "", "x" + digits(30)]
    }
}
