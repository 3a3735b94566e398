import Foundation
import Testing
@testable import SheetText

@testable import ThemeKit

/// The name a person types is the name in the file: themes are found and listed by the `name:`
/// they declare, and lint warns when a file is named otherwise.
@Suite struct ThemeNameLookupTests {
    /// A new folder holding the given files.
    static func folder(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheetctl-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url.path
    }

    @Test func aThemeIsFoundByTheNameItDeclaresNotByItsFileName() throws {
        let folder = try Self.folder(["fileA.yaml": "name: forest\ncolors:\n  item: \"#123456\"\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder]))

        let found = library.load("forest")
        #expect(found.theme?.colors.item == ThemeColor(hex: "#123456"))
        #expect(found.diagnostics.isEmpty)

        let byFile = library.load("fileA")
        #expect(byFile.theme == nil)
        #expect(byFile.diagnostics.map(\.code) == [.themeNotFound])
        #expect(
            byFile.diagnostics.first?.hint
                == "'\(folder)/fileA.yaml' holds the theme named 'forest': give that name, or change its 'name' to 'fileA'"
        )

        #expect(library.list().map(\.name) == ["forest", "default"])
        #expect(library.list().first?.path == folder + "/fileA.yaml")
    }

    @Test func extendsFindsAParentByItsDeclaredName() throws {
        let folder = try Self.folder([
            "base-file.yml": "name: base\ncolors:\n  item: \"#222222\"\n",
            "child.yaml": "name: child\nextends: base\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder]))
        #expect(library.load("child").theme?.colors.item == ThemeColor(hex: "#222222"))
    }

    @Test func aFileNamedAfterItsThemeHoldsTheNameBeforeOthersThatDeclareIt() throws {
        let folder = try Self.folder([
            "a.yaml": "name: ocean\ncolors:\n  item: \"#AAAAAA\"\n",
            "ocean.yaml": "name: ocean\ncolors:\n  item: \"#000000\"\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder]))
        #expect(library.load("ocean").theme?.colors.item == ThemeColor(hex: "#000000"))
        #expect(library.list().filter { $0.name == "ocean" }.map(\.path) == [folder + "/ocean.yaml"])
    }

    @Test func theFirstFolderThatDeclaresTheNameWins() throws {
        let first = try Self.folder(["renamed.yaml": "name: ocean\ncolors:\n  item: \"#111111\"\n"])
        let second = try Self.folder(["ocean.yaml": "name: ocean\ncolors:\n  item: \"#999999\"\n"])
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [first, second]))
        #expect(library.load("ocean").theme?.colors.item == ThemeColor(hex: "#111111"))
        #expect(library.list().map(\.name) == ["ocean", "default"])
    }

    @Test func aFileWhoseNameCannotBeReadIsFoundByItsFileNameSoItsProblemsAreShown() throws {
        let folder = try Self.folder(["broken.yaml": "name: [\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder]))
        #expect(library.load("broken").diagnostics.map(\.code) == [.syntax])
        #expect(library.list().map(\.name) == ["broken", "default"])
    }

    @Test func lintWarnsWhenTheFileIsNotNamedAfterTheTheme() throws {
        let folder = try Self.folder(["fileA.yaml": "name: forest\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder]))
        let source = try SourceText.read(path: folder + "/fileA.yaml", maxBytes: 1 << 20)
        let linted = library.lint(source: source)
        #expect(linted.theme != nil)
        #expect(
            linted.diagnostics.map(\.description) == [
                "\(folder)/fileA.yaml:1:7: warning: the theme is named 'forest' but its file is 'fileA.yaml': "
                    + "'--theme forest' finds it, '--theme fileA' does not [file-name-mismatch]"
            ])
        #expect(linted.diagnostics.first?.hint == "rename the file to 'forest.yaml', or write 'name: fileA'")
        // Loading to use the theme does not lint its file name.
        #expect(library.load(source: source).diagnostics.isEmpty)
    }

    @Test func lintIsQuietWhenTheNamesAgreeOrTheTextHasNoFileName() throws {
        let folder = try Self.folder(["forest.yml": "name: forest\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder]))
        #expect(
            library.lint(source: try SourceText.read(path: folder + "/forest.yml", maxBytes: 1 << 20)).diagnostics
                .isEmpty)
        #expect(library.lint(source: SourceText(name: "<stdin>", text: "name: forest\n")).diagnostics.isEmpty)
    }

    @Test func theParentsOfALintedFileAreNotBlamedForTheirFileNames() throws {
        let folder = try Self.folder([
            "parent-file.yaml": "name: parent\n",
            "child.yaml": "name: child\nextends: parent\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [folder]))
        let source = try SourceText.read(path: folder + "/child.yaml", maxBytes: 1 << 20)
        #expect(library.lint(source: source).diagnostics.isEmpty)
    }
}
