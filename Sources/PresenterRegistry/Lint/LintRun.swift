import SheetText
import ThemeKit

/// A lint of several files, as `sheetctl lint FILE...` checks them, each problem reported once.
package struct LintRun: Sendable {
    package struct File: Sendable {
        /// Problems not reported for an earlier file (a theme two files extend is reported once).
        package var diagnostics: [Diagnostic]
        package var sources: [SourceText]
    }

    package private(set) var files: [File] = []
    /// The others are still checked.
    package private(set) var hadUnreadableFile = false

    package var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    /// `presenters`: found only when a routing file is met, never for themes (the start-up mark).
    package init(_ paths: [String], themes: ThemeLibrary, presenters: @autoclosure () -> PresenterCatalog) {
        lazy var catalog = presenters()
        var reported: Set<Diagnostic> = []
        var spelling: [String: String] = [:]
        // A file reached by several paths is reported under the first spelling; `<names>` are no files.
        func respelled(_ location: SourceLocation) -> SourceLocation {
            guard !location.file.hasPrefix("<") else { return location }
            var location = location
            let identity = ThemeLibrary.identity(ofFile: location.file)
            if let first = spelling[identity] { location.file = first } else { spelling[identity] = location.file }
            return location
        }
        for path in paths {
            var found: [Diagnostic]
            var sources: [SourceText] = []
            do throws(DiagnosticError) {
                let limit = YAMLLimits.routing.maxInputBytes
                let source =
                    path == "-"
                    ? try SourceText.readStandardInput(maxBytes: limit)
                    : try SourceText.read(path: path, maxBytes: limit)
                let report = InputLint.lint(source, themes: themes, presenters: catalog)
                (found, sources) = (report.diagnostics, report.sources)
            } catch {
                found = error.diagnostics
                if found.contains(where: { $0.code == .unreadableFile }) { hadUnreadableFile = true }
            }
            for index in found.indices {
                found[index].location = found[index].location.map(respelled)
                for place in found[index].related.indices {
                    found[index].related[place].location = respelled(found[index].related[place].location)
                }
            }
            files.append(File(diagnostics: found.filter { reported.insert($0).inserted }, sources: sources))
        }
    }
}
