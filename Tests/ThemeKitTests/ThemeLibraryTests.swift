import Foundation

#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import SheetText

@testable import ThemeKit
@testable import SheetSystem

/// The search path, listing, fallback and the shipped themes.
@Suite struct ThemeLibraryTests {
    @Test func theSearchPathOrderIsFlagsThenEnvironmentThenConfigThenShipped() {
        let path = ThemeSearchPath.standard(
            commandLine: ["one", "two"],
            environment: ["SHEETCTL_THEME_PATH": "env1::env2", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"],
            shipped: "/shipped")
        #expect(path.directories == ["one", "two", "env1", "env2", "/xdg/sheetctl/themes", "/shipped"])
    }

    @Test func withoutXDGConfigHomeTheConfigIsUnderHome() {
        let path = ThemeSearchPath.standard(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": ""], shipped: nil)
        #expect(path.directories == ["/home/u/.config/sheetctl/themes"])
    }

    @Test(arguments: [
        ("dark", false), ("my-theme", false), ("./dark", true), ("themes/dark", true), ("dark.yaml", true),
        ("dark.yml", true), ("/abs/x", true),
    ])
    func aReferenceWithASlashOrAYAMLExtensionIsAPath(_ reference: String, _ isPath: Bool) {
        #expect(ThemeLibrary.isPath(reference) == isPath)
    }

    @Test func defaultResolvesWithNoFilesAtAll() {
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: []))
        let result = library.load("default")
        #expect(result.theme == .builtInDefault)
        #expect(result.diagnostics.isEmpty)
        #expect(
            library.list() == [ThemeListing(name: "default", path: nil, description: Theme.builtInDefault.description)])
    }

    @Test func anUnknownNameIsAnErrorWithADidYouMean() {
        let result = ThemeFixtures.library.load("drak")
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.code) == [.themeNotFound])
        #expect(result.diagnostics.first?.hint == "did you mean 'dark'?")
        #expect(result.diagnostics.first?.location == nil)
    }

    @Test func anUnknownNameAmongFewThemesListsThemAll() {
        let result = ThemeLibrary(searchPath: ThemeSearchPath(directories: [])).load("qqqqqqqq")
        #expect(result.diagnostics.first?.hint == "the themes found are default")
    }

    @Test func anUnknownNameAmongTenThousandThemesListsAFewAndCountsTheRest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Empty files: finding the names must not need to read them.
        for index in 0..<10_000 {
            let descriptor = open(folder.appendingPathComponent("theme-\(index).yaml").path, O_WRONLY | O_CREAT, 0o644)
            try #require(descriptor >= 0)
            close(descriptor)
        }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder.path]))
        let result = library.load("qqqqqqqq")
        let hint = try #require(result.diagnostics.first?.hint)
        // Ten names, then how many more: the 10,000 files and the built-in default.
        #expect(hint.hasPrefix("the themes found are "))
        #expect(hint.hasSuffix(" and 9,991 more"))
        #expect(hint.split(separator: ",").count == 10 + 1)
        #expect(hint.utf8.count < 300)
    }

    @Test func anUnopenableFileIsAnUnreadableFileError() {
        let result = ThemeFixtures.library.load(ThemeFixtures.valid + "/absent.yaml")
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.code) == [.unreadableFile])
    }

    @Test func theFirstThemeOfANameShadowsLaterOnes() throws {
        let first = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: first) }
        try "name: dark\ndescription: mine\ncolors: {item: \"#010101\"}\n".write(
            toFile: first + "/dark.yaml", atomically: true, encoding: .utf8)
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [first, ThemeFixtures.shipped]))
        #expect(library.load("dark").theme?.colors.item == ThemeColor(hex: "#010101"))
        let listing = library.list()
        #expect(
            listing.filter { $0.name == "dark" } == [
                ThemeListing(name: "dark", path: first + "/dark.yaml", description: "mine")
            ])
        #expect(listing.first?.name == "dark")  // in search-path order
        #expect(
            Set(listing.map(\.name)) == [
                "dark", "default", "high-contrast", "midnight", "solarized-dark", "solarized-light",
            ])
        // The shipped default file takes the name, so the built-in one is not listed twice.
        #expect(listing.filter { $0.name == "default" }.count == 1)
        #expect(listing.first { $0.name == "default" }?.path == ThemeFixtures.shipped + "/default.yaml")
    }

    @Test func aThemeThatExtendsItsOwnNameIsACycle() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "name: dark\nextends: dark\n".write(toFile: directory + "/dark.yaml", atomically: true, encoding: .utf8)
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [directory, ThemeFixtures.shipped]))
        let result = library.load("dark")
        #expect(result.diagnostics.map(\.message) == ["'extends' makes a cycle: dark -> dark"])
        #expect(result.diagnostics.first?.location?.start == SourcePosition(line: 2, column: 10))
    }

    @Test func anInstalledBinaryFindsItsShareDirectory() throws {
        let prefix = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        try FileManager.default.createDirectory(
            atPath: prefix + "/share/sheetctl/themes", withIntermediateDirectories: true)
        let found = ThemeSearchPath.shippedDirectory(executablePath: prefix + "/bin/sheetctl")
        #expect(found == prefix + "/share/sheetctl/themes")
    }

    @Test func aBinaryBuiltInTheCheckoutFindsThePackageThemes() {
        let root = FileSystem.directory(of: ThemeFixtures.shipped)
        let found = ThemeSearchPath.shippedDirectory(
            executablePath: root + "/.build/x86_64-unknown-linux-gnu/debug/sheetctl")
        #expect(found.map(canonical) == canonical(ThemeFixtures.shipped))
    }

    @Test func aBinaryDeployedElsewhereFindsNoThemesOfTheCheckout() {
        #expect(ThemeSearchPath.shippedDirectory(executablePath: "/nonexistent/bin/sheetctl") == nil)
    }

    // MARK: Shipped themes

    @Test func theShippedDefaultEqualsTheBuiltInDefault() {
        let result = ThemeFixtures.library.load(ThemeFixtures.shipped + "/default.yaml")
        #expect(result.diagnostics.isEmpty)
        #expect(result.theme == .builtInDefault)
    }

    /// The words a description must hold to explain a warning the theme keeps.
    static let explanations: [DiagnosticCode: [String]] = [
        .lowAPCAContrast: ["APCA", "Lc"], .lowBadgeTextContrast: ["badge", ":1"], .lowBadgeContrast: ["badge", ":1"],
        .destructiveIndistinct: ["destructive"], .lowContrast: [":1"],
    ]

    @Test(arguments: try! FileManagerList.yamlFiles(in: ThemeFixtures.shipped))
    func everyShippedThemeIsLintCleanOrExplainsEachWarningItKeeps(_ file: String) throws {
        let path = ThemeFixtures.shipped + "/" + file
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [ThemeFixtures.shipped]))
        let result = library.lint(source: try SourceText.read(path: path, maxBytes: 1 << 20))
        let own = result.diagnostics.filter { $0.location?.file == path }
        #expect(own.allSatisfy { $0.severity == .warning }, "\(own)")
        let description = result.theme?.description ?? ""
        for warning in own {
            let words = Self.explanations[warning.code] ?? ["(a warning no description may keep)"]
            #expect(words.allSatisfy { description.contains($0) }, "\(file) keeps \(warning) without a word of it")
        }
        #expect(result.theme?.name == String(file.dropLast(5)))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# yaml-language-server: $schema=../schema/theme.schema.json\n"))
    }

    @Test func thereAreAtLeastFiveShippedThemes() throws {
        let files = try FileManagerList.yamlFiles(in: ThemeFixtures.shipped)
        #expect(Set(["default.yaml", "dark.yaml", "high-contrast.yaml"]).isSubset(of: files))
        #expect(files.count >= 5)
    }

    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
