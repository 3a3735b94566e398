import SheetText
package import ThemeKit

/// Every problem of one theme or routing file, found in one place so that `sheetctl lint` and the
/// language server never disagree.
package enum InputLint {
    package enum Kind: Sendable, Hashable {
        case theme
        case routing
    }

    package struct Report: Sendable {
        package var kind: Kind
        /// In the file and in the themes it extends.
        package var diagnostics: [Diagnostic]
        /// The file first.
        package var sources: [SourceText]
        /// What an editor asks about next (colours, keys).
        package var themeRoot: YAMLNode?
        /// When it loaded without an error.
        package var theme: Theme?
        /// The files read for the theme's `counterpart`: their problems belong to that line, not to `extends`.
        package var counterpartFiles: Set<String> = []
        /// When both sides loaded.
        package var counterpart: Theme? = nil
    }

    /// - Parameter presenters: Asked for only when the file is a routing file.
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
