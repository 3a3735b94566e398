import SheetText
package import ThemeKit

/// Every problem of one theme or routing file: what `sheetctl lint` prints and the language
/// server publishes, found in one place so the two never disagree.
///
/// A file is a routing file when its top level looks like one (``RoutingFile/looksLikeRoutingFile(_:)``),
/// else a theme, checked with the themes it extends (read from disk through the library).
package enum InputLint {
    /// What a file is, as lint tells it.
    package enum Kind: Sendable, Hashable {
        case theme
        case routing
    }

    /// What linting one file found.
    package struct Report: Sendable {
        /// What the file was read as.
        package var kind: Kind
        /// Every problem, in the file and in the themes it extends.
        package var diagnostics: [Diagnostic]
        /// The texts read (the file first), so diagnostics can quote their lines.
        package var sources: [SourceText]
        /// A theme's document root, when it parsed: what an editor asks about next (colours, keys).
        package var themeRoot: YAMLNode?
        /// The theme with `extends` resolved, when it loaded without an error.
        package var theme: Theme?
        /// The files read for the theme's `counterpart` (its file, then the themes it extends):
        /// their problems belong to the `counterpart` line, not to `extends`.
        package var counterpartFiles: Set<String> = []
        /// The theme its `counterpart` names, resolved, when both sides loaded.
        package var counterpart: Theme? = nil
    }

    /// Lints one file's text.
    /// - Parameters:
    ///   - source: The text; `extends` paths are relative to the folder of its name.
    ///   - themes: Where theme names in `extends` are found.
    ///   - presenters: The presenters a routing file may name, asked for only when the file is one.
    /// - Returns: The report: every problem ``ThemeLibrary/lint(source:)`` finds in a theme (a
    ///   duplicate key hides none of the others), or the routing lint's; a text that cannot be
    ///   parsed gives its syntax error.
    package static func lint(
        _ source: SourceText, themes: ThemeLibrary, presenters: @autoclosure () -> PresenterCatalog
    ) -> Report {
        if RoutingFile.looksLikeRoutingFile(source) {
            return Report(
                kind: .routing, diagnostics: RoutingFile.lint(source, catalog: presenters()), sources: [source])
        }
        let result = themes.lint(source: source)
        return Report(
            kind: .theme, diagnostics: result.diagnostics, sources: result.sources, themeRoot: result.root,
            theme: result.theme, counterpartFiles: result.counterpartFiles, counterpart: result.counterpart)
    }
}
