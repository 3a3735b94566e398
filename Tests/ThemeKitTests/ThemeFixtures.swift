import Foundation
@testable import SheetText

@testable import ThemeKit

/// Where the theme fixtures and the package's own files are, found from this file's path.
enum ThemeFixtures {
    /// The package root: three levels above this file (Tests/ThemeKitTests/ThemeFixtures.swift).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `Fixtures/themes` beside this file.
    static let directory = packageRoot + "/Tests/ThemeKitTests/Fixtures/themes"
    /// Themes that load.
    static let valid = directory + "/valid"
    /// Themes that do not, one problem each (or a few of a kind).
    static let broken = directory + "/broken"
    /// The package's shipped themes.
    static let shipped = packageRoot + "/themes"

    /// A library over the valid fixtures and the shipped themes, and nothing of the machine's.
    static let library = ThemeLibrary(searchPath: ThemeSearchPath(directories: [valid, shipped]))

    /// Loads a fixture and renders its diagnostics as `sheetctl lint` prints them, with the
    /// fixture folder's path taken off the front of file names.
    static func rendered(_ path: String) -> (result: ThemeLoadResult, text: String) {
        let result = library.load(path)
        var sources: [String: SourceText] = [:]
        for source in result.sources { sources[source.name] = source }
        let text = DiagnosticRenderer(sources: sources).render(result.diagnostics)
            .replacingOccurrences(of: broken + "/", with: "")
            .replacingOccurrences(of: valid + "/", with: "")
        return (result, text)
    }
}
