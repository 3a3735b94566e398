import Foundation
import Testing
@testable import SheetText
import ThemeKit

@testable import PresenterRegistry

/// Hostile routing files through the real reader and loader: each is refused with a located
/// error, in bounded time and memory; a large file of valid entries still loads.
@Suite final class HostileRoutingFileTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sheetctl-hostile-routing-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func problems(_ text: String) -> [String] {
        problems(Array(text.utf8))
    }

    private func problems(_ bytes: [UInt8]) -> [String] {
        do {
            _ = try RoutingFile.load(SourceText(name: "r.yaml", bytes: bytes))
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// Reads a file as `sheetctl` does, with the routing size limit, then loads it.
    private func loadFile(_ bytes: [UInt8]) throws -> RoutingTable {
        let path = folder + "/routing.yaml"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let source = try SourceText.read(path: path, maxBytes: YAMLLimits.routing.maxInputBytes)
        return try RoutingFile.load(source)
    }

    // MARK: Aliases

    @Test func anAliasBombIsRefusedAtItsFirstAlias() {
        var text = "default: { presenter: plain }\nbomb:\n  a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip(
            ["a", "b", "c", "d", "e", "f", "g", "h"], ["b", "c", "d", "e", "f", "g", "h", "i"])
        {
            text += "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        text += "apps:\n  a: { theme: x }\n"
        // The reader works on events and never copies what an alias names, so the bomb costs its
        // own few hundred bytes; the key it hides under is refused whole.
        #expect(problems(text) == ["r.yaml:2:1: error: unknown key 'bomb' in a routing file [unknown-key]"])
    }

    @Test func aliasesUnderLegalKeysAreRefusedEachAtItsPlace() {
        let text = """
            default: &d { presenter: plain, theme: &t lol }
            apps:
              a: &a { theme: lol, locale: lol }
              b: *a
              c: { theme: *t }
              d: *d

            """
        #expect(
            problems(text) == [
                "r.yaml:4:6: error: aliases are not supported in routing files [alias-not-allowed]",
                "r.yaml:5:15: error: aliases are not supported in routing files [alias-not-allowed]",
                "r.yaml:6:6: error: aliases are not supported in routing files [alias-not-allowed]",
            ])
    }

    // MARK: Nesting

    @Test func twoHundredThousandNestedBracketsAreRefusedAtTheFirstLevelTooMany() {
        let text = "apps:\n  a: " + String(repeating: "[", count: 200_000)
        let found = problems(text)
        #expect(found.count == 2)
        #expect(
            found.last
                == "r.yaml:2:22: error: lists and mappings nest deeper than \(YAMLLimits.routing.maxDepth) levels here [nesting-too-deep]"
        )
    }

    @Test func aBlockMappingThreeThousandLevelsDeepIsRefused() {
        let text = "apps:\n" + (1...3000).map { String(repeating: " ", count: $0) + "a:\n" }.joined()
        let found = problems(text)
        #expect(found.count <= RoutingFile.maxDiagnostics + 1)
        #expect(
            found.last
                == "r.yaml:20:20: error: lists and mappings nest deeper than \(YAMLLimits.routing.maxDepth) levels here [nesting-too-deep]"
        )
    }

    // MARK: Bytes

    @Test func aNULByteIsRefusedWhereItIs() {
        let bytes = Array("apps:\n  a: { theme: x".utf8) + [0] + Array("y }\n".utf8)
        #expect(problems(bytes) == ["r.yaml:2:16: error: NUL byte in the text [nul-byte]"])
    }

    @Test func invalidUTF8InAnAppIDIsRefusedWhereItIs() {
        let bytes = Array("apps:\n  \"20".utf8) + [0xC0, 0xAF] + Array("\": { theme: x }\n".utf8)
        #expect(problems(bytes) == ["r.yaml:2:6: error: invalid UTF-8 byte 0xC0 [invalid-utf8]"])
    }

    // MARK: Size

    /// About 40 MB of entries, each about 60 bytes.
    static let fortyMegabytes = 40 << 20

    @Test func fortyMegabytesOfValidEntriesLoad() throws {
        var bytes = Array("default: { presenter: plain, theme: dark }\napps:\n".utf8)
        bytes.reserveCapacity(Self.fortyMegabytes + 100)
        var count = 0
        while bytes.count < Self.fortyMegabytes {
            let id = String(2_021_000_000_000_000 + count * 3)
            bytes += Array("  \"\(id)\": { presenter: json, theme: t\(count % 97) }\n".utf8)
            count += 1
        }
        let table = try loadFile(bytes)
        #expect(table.count == count)
        let last = count - 1
        let id = String(2_021_000_000_000_000 + last * 3)
        #expect(
            table.resolve(id)
                == ResolvedRoute(route: Route(presenter: "json", theme: "t\(last % 97)"), matched: .exact))
        #expect(table.resolve("2021000000000001").matched == .fallback)
    }

    @Test func fortyMegabytesOfBinaryGarbageAreRefusedAtTheFirstBadByte() throws {
        // A fixed generator, so the place of the first invalid byte is known and the test repeatable.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8](repeating: 0, count: Self.fortyMegabytes)
        for index in bytes.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[index] = UInt8(truncatingIfNeeded: state >> 56)
        }
        let expected = SourceText(name: folder + "/routing.yaml", bytes: bytes).validate(maxBytes: .max)
        let error = #expect(throws: DiagnosticError.self) { try self.loadFile(bytes) }
        let first = try #require(error?.diagnostics.first)
        #expect(first.location != nil)
        #expect(first.description == expected?.description)
    }

    @Test func fortyMegabytesOfEntriesEndingInASyntaxErrorAreRefusedOnTheLastLine() throws {
        var bytes = Array("apps:\n".utf8)
        bytes.reserveCapacity(Self.fortyMegabytes + 100)
        var lines = 1
        while bytes.count < Self.fortyMegabytes {
            bytes += Array("  \"id\(lines)\": { theme: x }\n".utf8)
            lines += 1
        }
        bytes += Array("  last: { theme: [x }\n".utf8)
        let error = #expect(throws: DiagnosticError.self) { try self.loadFile(bytes) }
        let first = try #require(error?.diagnostics.first?.location)
        #expect(first.file == folder + "/routing.yaml")
        #expect(first.start.line == lines + 1)
    }

    @Test func aFileOverTheRoutingLimitIsRefusedBeforeItIsRead() throws {
        let path = folder + "/huge.yaml"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(YAMLLimits.routing.maxInputBytes + 1))
        try handle.close()
        let error = #expect(throws: DiagnosticError.self) {
            try SourceText.read(path: path, maxBytes: YAMLLimits.routing.maxInputBytes)
        }
        #expect(
            error?.diagnostics.map(\.description) == [
                "\(path):1:1: error: file is \(YAMLLimits.routing.maxInputBytes + 1) bytes; the limit is \(YAMLLimits.routing.maxInputBytes) bytes [input-too-large]"
            ])
    }
}
