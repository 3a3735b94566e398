import Foundation
import Testing
@testable import SheetText

@testable import ThemeKit

/// Hostile theme files through the real loader: each is refused with a located error, and loading
/// stops at a bound instead of following the file wherever it leads.
@Suite final class HostileThemeFileTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sheetctl-hostile-themes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: []))

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    // MARK: Alias bombs under legal keys

    struct BombCase: Sendable, CustomTestStringConvertible {
        var key: String
        var testDescription: String { "under '\(key)'" }
    }

    /// Nine levels of nine aliases each: 387,420,489 nodes if expanded, hidden inside a key the
    /// format has, so nothing but the alias budget can stop it.
    static func bomb(under key: String) -> String {
        var text = "name: bomb\n\(key):\n"
        text += "  a: &a [\"#fff\",\"#fff\",\"#fff\",\"#fff\",\"#fff\",\"#fff\",\"#fff\",\"#fff\",\"#fff\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            text += "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        return text
    }

    @Test(arguments: [BombCase(key: "palette"), BombCase(key: "colors"), BombCase(key: "badges")])
    func anAliasBombUnderALegalKeyIsRefusedAtTheAliasOverBudget(_ bomb: BombCase) {
        let result = library.load(source: SourceText(name: "bomb.yaml", text: Self.bomb(under: bomb.key)))
        #expect(result.theme == nil)
        // The aliases of b copy 9 × 10 nodes, of c 9 × 91, of d 9 × 820 (8,379 in all); the first
        // '*d' on line 7 would copy 7,381 more.
        #expect(
            result.diagnostics.map(\.description) == [
                "bomb.yaml:7:10: error: alias '*d' would expand the input past 10000 aliased nodes [alias-budget]"
            ])
    }

    // MARK: Many problems

    @Test func twentyThousandUnquotedColoursAreEachReportedAndQuotedInOnePassOverTheLines() {
        // Each value YAML read as a comment is looked for on its key's line, and each diagnostic
        // quotes its line: finding each line from the top would step over 20,000 × 20,000 / 2 lines.
        let count = 20_000
        let text = "name: many\npalette:\n" + (0..<count).map { "  p\($0): #abc\n" }.joined()
        let source = SourceText(name: "many.yaml", text: text)
        let result = library.load(source: source)
        #expect(result.theme == nil)
        #expect(result.diagnostics.count == count)
        #expect(
            result.diagnostics.last?.description
                == "many.yaml:\(count + 2):\("  p\(count - 1): ".count + 1): error: 'palette.p\(count - 1)' has no value: YAML read '#abc' as a comment [unquoted-color]"
        )
        let rendered = DiagnosticRenderer(sources: ["many.yaml": source]).render(result.diagnostics)
        #expect(rendered.contains(" \(count + 2) |   p\(count - 1): #abc\n"))
        #expect(source.lineSearchSteps <= source.bytes.count)
    }

    // MARK: Size

    @Test func aFortyMegabyteThemeFileIsRefusedNamingTheLimitWithoutReadingIt() throws {
        let path = folder + "/huge.yaml"
        var text = "name: huge\n"
        let line = "# " + String(repeating: "x", count: 1021) + "\n"
        text += String(repeating: line, count: 40 * 1024)
        try write("huge.yaml", text)
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 40_000_000)
        let result = library.load(path)
        #expect(result.theme == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(path):1:1: error: file is \(size) bytes; the limit is 1048576 bytes [input-too-large]"
            ])
    }

    // MARK: extends chains

    /// Writes `t0.yaml` … `t(count-1).yaml`, each extending the next by path; the last sets the
    /// title colour, so a load that reaches it shows it.
    private func writeChain(_ count: Int) throws {
        for index in 0..<count {
            if index == count - 1 {
                try write("t\(index).yaml", "name: t\(index)\ncolors:\n  title: \"#123456\"\n")
            } else {
                try write("t\(index).yaml", "name: t\(index)\nextends: t\(index + 1).yaml\n")
            }
        }
    }

    @Test func aChainOfFiftyThemesIsRefusedAtTheExtendsPastTheLimit() throws {
        try writeChain(50)
        let limit = ThemeLibrary.maxExtendsDepth
        #expect(limit == 16)
        let result = library.load(folder + "/t0.yaml")
        #expect(result.theme == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(folder)/t\(limit).yaml:2:10: error: 'extends' goes more than \(limit) themes deep;"
                    + " 't\(limit + 1).yaml' is not loaded [extends-too-deep]"
            ])
        #expect(result.diagnostics.first?.hint?.contains("at most \(limit) others") == true)
        // Only the files up to the refusal were read.
        #expect(result.sources.count == limit + 1)
    }

    @Test func aChainAsDeepAsTheLimitLoads() throws {
        try writeChain(ThemeLibrary.maxExtendsDepth + 1)
        let result = library.load(folder + "/t0.yaml")
        let theme = try #require(result.theme, "\(result.diagnostics)")
        #expect(theme.name == "t0")
        #expect(theme.colors.title == ThemeColor(hex: "#123456"))
        #expect(!result.diagnostics.containsErrors)
    }

    // MARK: Symbolic links

    @Test func aSearchPathWithASymbolicLinkLoopListsAndLooksUpAndTerminates() throws {
        try write("a.yaml", "name: a\n")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder + "/self.yaml", withDestinationPath: "self.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/ping.yaml", withDestinationPath: "pong.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/pong.yaml", withDestinationPath: "ping.yaml")
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder, folder + "/loop/loop/loop"]))

        #expect(library.list().map(\.name) == ["a", "default"])
        #expect(try #require(library.load("a").theme).name == "a")
        for name in ["self", "ping", "loop"] {
            let result = library.load(name)
            #expect(result.theme == nil)
            #expect(result.diagnostics.map(\.code) == [.themeNotFound])
        }
    }

    @Test func aThemeFileThatIsASymbolicLinkLoopIsUnreadable() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/self.yaml", withDestinationPath: "self.yaml")
        let result = library.load(folder + "/self.yaml")
        #expect(result.theme == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "error: cannot open '\(folder)/self.yaml': too many levels of symbolic links [unreadable-file]"
            ])
    }

    @Test func extendsThroughALoopedFolderLinkFindsTheFileAndALoopedFileIsLocated() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder + "/self.yaml", withDestinationPath: "self.yaml")
        try write("base.yaml", "name: base\ncolors:\n  title: \"#654321\"\n")
        try write("child.yaml", "name: child\nextends: loop/loop/loop/base.yaml\n")
        try write("broken.yaml", "name: broken\nextends: self.yaml\n")

        let child = library.load(folder + "/child.yaml")
        #expect(try #require(child.theme).colors.title == ThemeColor(hex: "#654321"))

        let broken = library.load(folder + "/broken.yaml")
        #expect(broken.theme == nil)
        #expect(
            broken.diagnostics.map(\.description) == [
                "\(folder)/broken.yaml:2:10: error: cannot load the theme it extends: cannot open"
                    + " '\(folder)/self.yaml': too many levels of symbolic links [theme-not-found]"
            ])
    }

    // MARK: Special files

    @Test func aFIFOInPlaceOfAThemeIsRefusedWithoutBlocking() throws {
        let path = folder + "/fifo.yaml"
        #expect(mkfifo(path, 0o600) == 0)
        let byPath = library.load(path)
        #expect(
            byPath.diagnostics.map(\.description) == [
                "error: cannot open '\(path)': is not a regular file [unreadable-file]"
            ])
        // By name, a FIFO is not a theme file at all.
        let onPath = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder]))
        #expect(onPath.load("fifo").diagnostics.map(\.code) == [.themeNotFound])
        #expect(onPath.list().map(\.name) == ["default"])
    }
}
