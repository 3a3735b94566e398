import Foundation
import Testing
@testable import SheetText

@testable import ThemeKit

/// Light and dark pairs: `appearance` and `counterpart`, the pair's errors, and loading both sides.
@Suite struct ThemePairTests {
    /// Theme files written to a fresh folder, removed at the end of the test.
    struct Folder {
        let url: URL
        init(_ files: [String: String]) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-pair-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, text) in files {
                try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        var library: ThemeLibrary { ThemeLibrary(searchPath: ThemeSearchPath(directories: [url.path])) }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    static let light = "name: paper\nappearance: light\ncounterpart: ink\ncolors:\n  background: \"#FFFFFF\"\n"
    static let dark =
        "name: ink\nappearance: dark\ncounterpart: paper\ncolors:\n  item: \"#FFFFFF\"\n  title: \"#E0E0E0\"\n  message: \"#E0E0E0\"\n  cancel: \"#FFFFFF\"\n  destructive: \"#FF8A80\"\n  background: \"#000000\"\n"

    @Test func aPairLoadsBothSidesAndPicksEitherByAppearance() throws {
        let folder = try Folder(["paper.yaml": Self.light, "ink.yaml": Self.dark])
        defer { folder.remove() }
        let result = folder.library.load("paper")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.theme?.name == "paper")
        #expect(result.counterpart?.name == "ink")
        #expect(result.pair?.light.name == "paper")
        #expect(result.pair?.dark.name == "ink")
        #expect(result.side(for: .dark)?.name == "ink")
        #expect(result.side(for: .light)?.name == "paper")
        #expect(result.side(for: nil)?.name == "paper")
        // Either side can be named.
        let other = folder.library.load("ink")
        #expect(other.theme?.name == "ink")
        #expect(other.counterpart?.name == "paper")
        #expect(other.side(for: .light)?.name == "paper")
    }

    @Test func anUnstatedAppearanceComesFromTheBackground() {
        var theme = Theme.builtInDefault
        theme.statedAppearance = nil
        #expect(theme.appearance == .light)
        theme.colors.background = ThemeColor(hex: "#1C1C1E")!
        #expect(theme.appearance == .dark)
        // Just either side of the luminance at which black and white text contrast the same.
        #expect(ThemeAppearance(background: ThemeColor(hex: "#757575")!) == .dark)
        #expect(ThemeAppearance(background: ThemeColor(hex: "#767676")!) == .light)
        theme.statedAppearance = .light
        #expect(theme.appearance == .light)
    }

    @Test func appearanceIsNotInheritedThroughExtends() throws {
        let folder = try Folder([
            "base.yaml": "name: base\nappearance: light\n",
            "night.yaml": "name: night\nextends: base\ncolors:\n  background: \"#000000\"\n  item: \"#FFFFFF\"\n",
        ])
        defer { folder.remove() }
        let theme = try #require(folder.library.load("night").theme)
        #expect(theme.statedAppearance == nil)
        #expect(theme.appearance == .dark)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var files: [String: String]
        var load: String
        var code: DiagnosticCode
        var line: Int
        var message: String
    }

    static let broken: [Case] = [
        Case(
            testDescription: "an unknown counterpart", files: ["a.yaml": "name: a\ncounterpart: nope\n"], load: "a",
            code: .counterpartNotFound, line: 2, message: "'counterpart' names 'nope', which is not found"),
        Case(
            testDescription: "an unknown counterpart path", files: ["a.yaml": "name: a\ncounterpart: ./nope.yaml\n"],
            load: "a", code: .counterpartNotFound, line: 2,
            message: "'counterpart' names './nope.yaml', which is not found"),
        Case(
            testDescription: "a counterpart that names itself", files: ["a.yaml": "name: a\ncounterpart: a\n"],
            load: "a", code: .counterpartIsSelf, line: 2, message: "'counterpart' names this theme itself"),
        Case(
            testDescription: "a counterpart path to itself", files: ["a.yaml": "name: a\ncounterpart: ./a.yaml\n"],
            load: "a", code: .counterpartIsSelf, line: 2, message: "'counterpart' names this theme itself"),
        Case(
            testDescription: "both sides say light",
            files: [
                "a.yaml": "name: a\nappearance: light\ncounterpart: b\n",
                "b.yaml": "name: b\nappearance: light\ncounterpart: a\n",
            ], load: "a", code: .counterpartSameAppearance, line: 2,
            message: "'a' and its counterpart 'b' are both light: 'a' says light, 'b' says light"),
        Case(
            testDescription: "both backgrounds are light",
            files: ["a.yaml": "name: a\ncounterpart: b\n", "b.yaml": "name: b\ncounterpart: a\n"], load: "a",
            code: .counterpartSameAppearance, line: 2,
            message:
                "'a' and its counterpart 'b' are both light: 'a' has a light background, 'b' has a light background"),
        Case(
            testDescription: "a cycle of three",
            files: [
                "a.yaml": "name: a\ncounterpart: b\n", "b.yaml": "name: b\ncounterpart: c\n",
                "c.yaml": "name: c\ncounterpart: a\n",
            ], load: "a", code: .counterpartCycle, line: 2, message: "'counterpart' makes a cycle: a -> b -> c -> a"),
        Case(
            testDescription: "a counterpart that names another",
            files: [
                "a.yaml": "name: a\ncounterpart: b\n", "b.yaml": "name: b\ncounterpart: c\n",
                "c.yaml": "name: c\ncounterpart: b\n",
            ], load: "a", code: .counterpartNotMutual, line: 2, message: "'b' names 'c' as its counterpart, not 'a'"),
        Case(
            testDescription: "a counterpart that names none",
            files: ["a.yaml": "name: a\ncounterpart: b\n", "b.yaml": "name: b\n"], load: "a",
            code: .counterpartNotMutual, line: 2, message: "'b' names no counterpart, so it is not paired with 'a'"),
        Case(
            testDescription: "an appearance that is not a word it takes",
            files: ["a.yaml": "name: a\nappearance: drak\n"], load: "a", code: .badChoice, line: 2,
            message: "'appearance' must be 'light' or 'dark', not 'drak'"),
    ]

    @Test(arguments: broken)
    func aBrokenPairIsALocatedErrorWithAStableCode(_ test: Case) throws {
        let folder = try Folder(test.files)
        defer { folder.remove() }
        let result = folder.library.load(test.load)
        #expect(result.theme == nil)
        #expect(result.counterpart == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [test.code], "\(result.diagnostics)")
        #expect(errors.first?.message == test.message)
        #expect(errors.first?.location?.start.line == test.line)
        #expect(errors.first?.location?.file.hasSuffix("/\(test.load).yaml") == true)
        #expect(errors.first?.hint?.isEmpty == false)
    }

    @Test func theCycleWalkIsBoundedOnALongChain() throws {
        var files: [String: String] = [:]
        for index in 0..<40 { files["t\(index).yaml"] = "name: t\(index)\ncounterpart: t\(index + 1)\n" }
        files["t40.yaml"] = "name: t40\ncounterpart: t39\n"
        let folder = try Folder(files)
        defer { folder.remove() }
        let result = folder.library.load("t0")
        #expect(result.diagnostics.map(\.code) == [.counterpartNotMutual])
    }

    @Test func lintingOneSideChecksTheOtherInItsOwnFile() throws {
        // The dark side's grey cancel is too faint on black; linting the light side says so, in ink.yaml.
        let faint = Self.dark.replacingOccurrences(of: "cancel: \"#FFFFFF\"", with: "cancel: \"#303030\"")
        let folder = try Folder(["paper.yaml": Self.light, "ink.yaml": faint])
        defer { folder.remove() }
        let source = try SourceText.read(path: folder.path("paper.yaml"), maxBytes: 1 << 20)
        let result = folder.library.lint(source: source)
        let contrast = result.diagnostics.filter { $0.code == .lowContrast }
        #expect(contrast.count == 1, "\(result.diagnostics)")
        #expect(contrast.first?.location?.file.hasSuffix("/ink.yaml") == true)
        #expect(contrast.first?.location?.start.line == 8)
        #expect(result.sources.contains { $0.name.hasSuffix("/ink.yaml") })
        // Loading to use the theme also reports the other side's unreadable text, as it does its own.
        #expect(folder.library.load("paper").diagnostics.map(\.code).contains(.lowContrast))
    }

    @Test func aCounterpartWithErrorsMakesThePairUnusable() throws {
        let folder = try Folder(["paper.yaml": Self.light, "ink.yaml": Self.dark + "bogus: 1\n"])
        defer { folder.remove() }
        let result = folder.library.load("paper")
        #expect(result.theme == nil)
        let unknown = result.diagnostics.first { $0.code == .unknownKey }
        #expect(unknown?.location?.file.hasSuffix("/ink.yaml") == true)
    }

    @Test func theShippedDefaultAndDarkArePaired() {
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [ThemeFixtures.shipped]))
        let result = library.load("default")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.pair?.light.name == "default")
        #expect(result.pair?.dark.name == "dark")
        let listing = library.list().first { $0.name == "dark" }
        #expect(listing?.counterpart == "default")
        #expect(listing?.appearance == .dark)
    }
}
