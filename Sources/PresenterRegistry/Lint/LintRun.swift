import SheetText
import ThemeKit

/// A lint of several files, as `sheetctl lint FILE...` checks them: each file read (`-` for
/// standard input) and linted by ``InputLint``, each problem reported once.
package struct LintRun: Sendable {
    /// One file's new problems.
    package struct File: Sendable {
        /// Problems not reported for an earlier file (a theme that two files extend is reported
        /// once), each file under the spelling of its path first met.
        package var diagnostics: [Diagnostic]
        /// The texts read, so the diagnostics can quote their lines.
        package var sources: [SourceText]
    }

    /// Each file's problems, in the order given.
    package private(set) var files: [File] = []
    /// Whether a file could not be opened (the others are still checked).
    package private(set) var hadUnreadableFile = false

    /// Every problem of every file.
    package var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    /// Lints the files.
    /// - Parameters:
    ///   - paths: The files, `-` for standard input.
    ///   - themes: Where theme names in `extends` are found.
    ///   - presenters: The presenters a routing file may name: found (plugins looked for on `PATH`)
    ///     when the first routing file is met, and not at all for themes (the start-up mark).
    package init(_ paths: [String], themes: ThemeLibrary, presenters: @autoclosure () -> PresenterCatalog) {
        var catalog: PresenterCatalog?
        func foundPresenters() -> PresenterCatalog {
            if let catalog { return catalog }
            let found = presenters()
            catalog = found
            return found
        }
        var reported: Set<Diagnostic> = []
        var spelling: [String: String] = [:]
        // A file reached by several paths (a pair's other side, named on the command line too) is
        // reported under the first spelling met; standard input and other `<names>` are no files.
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
                let report = InputLint.lint(source, themes: themes, presenters: foundPresenters())
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
