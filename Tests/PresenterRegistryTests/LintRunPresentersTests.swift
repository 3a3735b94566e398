import Foundation
import SheetText
import Testing
import ThemeKit

@testable import PresenterRegistry

/// `sheetctl lint` of a theme does not look for presenters (the plugins on `PATH`): only a
/// routing file names presenters, so the catalog is found when the first one is met, and once.
@Suite struct LintRunPresentersTests {
    static let theme = "name: t\ncolors:\n  item: \"#000000\"\n"
    static let routing = "apps:\n  a: { presenter: jsno }\n"

    /// Writes the files into a new folder and returns their paths, in order.
    static func write(_ texts: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try texts.enumerated().map { index, text in
            let file = folder.appendingPathComponent("f\(index).yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var files: [String]
        var catalogsMade: Int
        var testDescription: String { "\(files.count) files, \(catalogsMade) catalogs" }
    }

    @Test(arguments: [
        Case(files: [theme], catalogsMade: 0),
        Case(files: [theme, theme], catalogsMade: 0),
        Case(files: [routing], catalogsMade: 1),
        Case(files: [theme, routing, routing], catalogsMade: 1),
    ])
    func findsThePresentersOnlyForARoutingFileAndOnce(_ test: Case) throws {
        let paths = try Self.write(test.files)
        var made = 0
        func catalog() -> PresenterCatalog {
            made += 1
            return PresenterCatalog(searchPath: nil)
        }
        let run = LintRun(
            paths, themes: ThemeLibrary(searchPath: ThemeSearchPath(directories: [])), presenters: catalog())
        #expect(made == test.catalogsMade)
        #expect(run.files.count == test.files.count)
        // The routing file's unknown presenter is still reported against the catalog.
        let unknown = run.diagnostics.filter { $0.code == .unknownPresenter }
        #expect(unknown.count == test.files.filter { $0 == Self.routing }.count)
    }

    @Test func inputLintOfAThemeAsksForNoPresenters() {
        var made = 0
        func catalog() -> PresenterCatalog {
            made += 1
            return PresenterCatalog(searchPath: nil)
        }
        let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: []))
        let theme = InputLint.lint(SourceText(name: "t.yaml", text: Self.theme), themes: library, presenters: catalog())
        #expect(theme.kind == .theme && made == 0)
        let routing = InputLint.lint(
            SourceText(name: "r.yaml", text: Self.routing), themes: library, presenters: catalog())
        #expect(routing.kind == .routing && made == 1)
    }
}
